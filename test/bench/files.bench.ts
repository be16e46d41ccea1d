// Opening large files in real Chromium, under the app's CSP: a CSV (UTF-8 with BOM, and
// Shift_JIS) and an XLSX of one row per SKU with Japanese names, BENCH_FILES_ROWS rows (50,000 by
// default; the size is 1,000,000: 125,000 products × 8 SKUs, 2,000 brands).
//
// Two tables. The first is the shared parse worker (table-files/parse-client.ts), every row of
// strings sent to the page, as other screens may use it. The second is the catalog's open-file
// dialog: the file worker reads, parses and keeps the rows (open), makes the products of the
// mapping (map: packed parts unpacked on the page), then the page merges them into empty drafts
// as the grid does (apply). While open and map run, the bench types into an input on the page
// every 100 ms: the table gives the longest main-thread task (Long Tasks API) and the longest key
// event (Event Timing) then, and the page's peak JS heap (sampled through DevTools).
//
// BENCH_CPU_THROTTLE=2 slows the page's main thread 2× (DevTools' CPU throttling, which leaves
// the workers' threads alone). Prints the load average before and after each file.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Encoding from 'encoding-japanese';
import { chromium, type Page } from 'playwright';
import { toCsv } from '../../renderer/src/table-files/csv-write.ts';
import { xlsxBlob } from '../../renderer/src/table-files/xlsx-write.ts';
import type { HarnessOpenResult, HarnessSessionResult } from '../e2e/files-harness/api.ts';
import { buildFilesHarness } from '../e2e/files-harness/build.ts';
import { serveFolder } from '../e2e/files-harness/serve.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';

const ROWS = Number(process.env['BENCH_FILES_ROWS'] ?? 50_000);
const RUNS = Number(process.env['BENCH_FILES_RUNS'] ?? 5);
const THROTTLE = Number(process.env['BENCH_CPU_THROTTLE'] ?? '1') || 1;
/** BENCH_FILES_ROWS_TO_PAGE=0 leaves out the first table (every row to the page). */
const ROWS_TO_PAGE = process.env['BENCH_FILES_ROWS_TO_PAGE'] !== '0';
const SKUS_PER_PRODUCT = 8;
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const COLORS = ['NV', 'IV', 'BK', 'GY', 'BE'];

/** One row per SKU, the shape staff keep in Excel, with Japanese names. */
function skuRows(count: number): string[][] {
  const rows = [['品番', '品名', 'ブランド', 'カラー', 'サイズ']];
  for (let i = 0; i < count; i++) {
    const product = Math.floor(i / SKUS_PER_PRODUCT);
    const sku = i % SKUS_PER_PRODUCT;
    rows.push([
      `P${String(product).padStart(6, '0')}`,
      `ウールコート 冬物 ${product}`,
      `BR${product % 2000}`,
      COLORS[Math.floor(sku / 4) + (product % 3)] ?? 'NV',
      SIZES[(sku % 4) + (product % 2)] ?? 'M',
    ]);
  }
  return rows;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const load = (): string => loadavg()[0]?.toFixed(1) ?? '?';
const ms = (value: number): string => `${value.toFixed(0)} ms`;
const over = (value: number, floor: number): string =>
  value === 0 ? `none over ${String(floor)} ms` : ms(value);

/** Types into the page's input every 100 ms and samples its JS heap until `done` settles. */
async function typeWhile<T>(
  page: Page,
  done: Promise<T>,
): Promise<{ result: T; peakHeapMb: number }> {
  const cdp = await page.context().newCDPSession(page);
  const state = { settled: false };
  const watched = done.finally(() => {
    state.settled = true;
  });
  let peak = 0;
  await page.locator('#probe').focus();
  while (!state.settled) {
    await page.keyboard.press('a');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    peak = Math.max(peak, heap.usedSize);
    await Promise.race([sleep(100), watched.catch(() => undefined)]);
  }
  await cdp.detach();
  return { result: await watched, peakHeapMb: peak / 1024 / 1024 };
}

export async function run(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'kikan-files-bench-'));
  await buildFilesHarness(outDir);
  const rows = skuRows(ROWS);
  const csv = toCsv(rows);
  mkdirSync(join(outDir, 'fixtures'));
  writeFileSync(join(outDir, 'fixtures', 'utf8.csv'), '\uFEFF' + csv);
  const sjis = Encoding.convert(Encoding.stringToCode(csv), { to: 'SJIS', from: 'UNICODE' });
  writeFileSync(join(outDir, 'fixtures', 'sjis.csv'), Uint8Array.from(sjis));
  const xlsx = await xlsxBlob(rows);
  writeFileSync(join(outDir, 'fixtures', 'sheet.xlsx'), new Uint8Array(await xlsx.arrayBuffer()));
  rows.length = 0;

  const server = await serveFolder(outDir);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const products = Math.ceil(ROWS / SKUS_PER_PRODUCT);
  const table: string[] = [
    `${ROWS.toLocaleString('en')} rows (${products.toLocaleString('en')} products × ${String(SKUS_PER_PRODUCT)} SKUs), ` +
      `${String(RUNS)} runs each, CPU throttle ${String(THROTTLE)}×, Chromium ${browser.version()}`,
  ];
  const cases = [
    ['CSV, UTF-8 with BOM', 'fixtures/utf8.csv', Buffer.byteLength(csv) + 3],
    ['CSV, Shift_JIS (detected)', 'fixtures/sjis.csv', sjis.length],
    ['XLSX', 'fixtures/sheet.xlsx', xlsx.size],
  ] as const;
  const size = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
    if (THROTTLE !== 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    }
    if (ROWS_TO_PAGE) {
      table.push(
        '',
        '| parse worker, every row to the page | size | median | worst | longest main-thread task | load before → after |',
        '| --- | --- | --- | --- | --- | --- |',
      );
      for (const [label, path, bytes] of cases) {
        const before = load();
        const times: number[] = [];
        let longest = 0;
        for (let i = 0; i < RUNS; i++) {
          // A string expression: this file is type-checked for Node, where `window` does not exist.
          const result = await page.evaluate<HarnessOpenResult>(
            `window.filesHarness.openUrl(${JSON.stringify(path)}, 'auto')`,
          );
          if (!result.ok) throw new Error(`${label}: ${result.problem}`);
          if (result.rowCount !== ROWS + 1) throw new Error(`${label}: ${result.rowCount} rows`);
          times.push(result.ms);
          longest = Math.max(longest, result.longestTaskMs);
        }
        table.push(
          `| ${label} | ${size(bytes)} | ${ms(median(times))} | ${ms(Math.max(...times))} | ` +
            `${over(longest, 50)} | ${before} → ${load()} |`,
        );
      }
    }
    table.push(
      '',
      '| open into products (file worker) | open: read + parse | map: products to the page | open + map, median | worst | longest task | longest key event | peak JS heap | apply to drafts (page) | load before → after |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    const gc = await page.context().newCDPSession(page);
    for (const [label, path, bytes] of cases) {
      // The heap's peak is of this file's open alone, not of what the runs before left.
      await gc.send('HeapProfiler.collectGarbage');
      const before = load();
      const results: HarnessSessionResult[] = [];
      let peakHeapMb = 0;
      for (let i = 0; i < RUNS; i++) {
        const done = page.evaluate<HarnessSessionResult>(
          `window.filesHarness.openIntoProductsSession(${JSON.stringify(path)})`,
        );
        const typed = await typeWhile(page, done);
        const result = typed.result;
        if (result.fileRows !== ROWS) throw new Error(`${label}: ${result.fileRows} rows`);
        if (result.products !== products || result.skus !== ROWS)
          throw new Error(`${label}: ${result.products} products, ${result.skus} SKUs`);
        if (result.keyEvents === 0 && result.longestKeyMs > 0)
          throw new Error(`${label}: no key events`);
        results.push(result);
        peakHeapMb = Math.max(peakHeapMb, typed.peakHeapMb);
      }
      const totals = results.map((r) => r.openMs + r.mapMs);
      const pick = (f: (r: HarnessSessionResult) => number) => median(results.map(f));
      const worst = (f: (r: HarnessSessionResult) => number) => Math.max(...results.map(f));
      table.push(
        `| ${label}, ${size(bytes)} | ${ms(pick((r) => r.openMs))} | ${ms(pick((r) => r.mapMs))} | ` +
          `${ms(median(totals))} | ${ms(Math.max(...totals))} | ${over(
            worst((r) => r.longestTaskMs),
            50,
          )} | ` +
          `${over(
            worst((r) => r.longestKeyMs),
            16,
          )} | ${peakHeapMb.toFixed(0)} MB | ` +
          `${ms(pick((r) => r.applyMs))} (longest task ${over(
            worst((r) => r.applyLongestTaskMs),
            50,
          )}) | ` +
          `${before} → ${load()} |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
  console.log(table.join('\n'));
}
