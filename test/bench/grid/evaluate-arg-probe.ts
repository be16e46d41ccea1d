// Why the grid bench's page was closed at 125,000 products: hands the page the draft as one
// page.evaluate argument, as objects (as the save phase did) or as one JSON text (as it does
// now), and says what happened. `node test/bench/grid/evaluate-arg-probe.ts 125000 objects`.
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../support/chromium.ts';
import { productDrafts } from './draft.ts';

const products = Number(process.argv[2] ?? 125_000);
const asText = process.argv[3] === 'text';
const rows = productDrafts({ products, skus: 8, brands: 2_000, colors: 600 });
const text = JSON.stringify(rows);
console.log(`${products} products: ${(Buffer.byteLength(text) / 2 ** 20).toFixed(0)} MiB of JSON`);
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage();
page.on('crash', () => {
  console.log('the page crashed');
});
const start = performance.now();
try {
  const count = asText
    ? await page.evaluate((t) => (JSON.parse(t) as unknown[]).length, text)
    : await page.evaluate((r) => r.length, rows);
  console.log(`went through: ${count} rows`);
} catch (error) {
  console.log(`failed: ${String(error).split('\n')[0] ?? ''}`);
}
console.log(
  `after ${(performance.now() - start).toFixed(0)} ms; page closed: ${page.isClosed()}; ` +
    `browser connected: ${browser.isConnected()}`,
);
await browser.close();
