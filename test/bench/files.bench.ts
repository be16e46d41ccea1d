// Opening large files in real Chromium: a 50,000-row CSV (UTF-8 with BOM, and Shift_JIS) and
// XLSX through the parse worker, as the open-file dialog does, under the app's CSP. Prints the
// median and worst of several runs, and the longest main-thread task seen meanwhile (the window
// stays responsive when that stays short: the parsing runs in the worker).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Encoding from 'encoding-japanese';
import { chromium } from 'playwright';
import { toCsv } from '../../renderer/src/table-files/csv-write.ts';
import { xlsxBlob } from '../../renderer/src/table-files/xlsx-write.ts';
import type { HarnessOpenResult } from '../e2e/files-harness/api.ts';
import { buildFilesHarness } from '../e2e/files-harness/build.ts';
import { serveFolder } from '../e2e/files-harness/serve.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';

const ROWS = Number(process.env['BENCH_FILES_ROWS'] ?? 50_000);
const RUNS = Number(process.env['BENCH_FILES_RUNS'] ?? 5);
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const COLORS = ['NV', 'IV', 'BK', 'GY', 'BE'];

/** One row per SKU, the shape staff keep in Excel, with Japanese names. */
function skuRows(count: number): string[][] {
  const rows = [['品番', '品名', 'ブランド', 'カラー', 'サイズ']];
  for (let i = 0; i < count; i++) {
    const product = Math.floor(i / 10);
    rows.push([
      `P${String(product).padStart(6, '0')}`,
      `ウールコート 冬物 ${product}`,
      `BR${product % 40}`,
      COLORS[Math.floor(i / 2) % COLORS.length] ?? 'NV',
      SIZES[i % SIZES.length] ?? 'M',
    ]);
  }
  return rows;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

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

  const server = await serveFolder(outDir);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const table: string[] = [
    `${ROWS.toLocaleString('en')} rows, ${RUNS} runs each, Chromium ${browser.version()}`,
    '',
    '| file | size | median | worst | longest main-thread task |',
    '| --- | --- | --- | --- | --- |',
  ];
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
    const cases = [
      ['CSV, UTF-8 with BOM', 'fixtures/utf8.csv', Buffer.byteLength(csv) + 3],
      ['CSV, Shift_JIS (detected)', 'fixtures/sjis.csv', sjis.length],
      ['XLSX', 'fixtures/sheet.xlsx', xlsx.size],
    ] as const;
    for (const [label, path, size] of cases) {
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
        `| ${label} | ${(size / 1024 / 1024).toFixed(1)} MB | ${median(times).toFixed(0)} ms | ` +
          `${Math.max(...times).toFixed(0)} ms | ${longest === 0 ? 'none over 50 ms' : `${longest.toFixed(0)} ms`} |`,
      );
    }
    // The whole open into the products grid: parse in the worker, then map and group the
    // row-per-SKU sheet into products on the page (the part that runs on the UI thread).
    table.push(
      '',
      '| open into products (CSV, UTF-8) | parse (worker) | map + group (UI thread) | products |',
      '| --- | --- | --- | --- |',
    );
    const parse: number[] = [];
    const map: number[] = [];
    let products = 0;
    for (let i = 0; i < RUNS; i++) {
      const result = await page.evaluate<{ parseMs: number; mapMs: number; products: number }>(
        `window.filesHarness.openUrlIntoProducts('fixtures/utf8.csv')`,
      );
      parse.push(result.parseMs);
      map.push(result.mapMs);
      products = result.products;
    }
    table.push(
      `| ${ROWS.toLocaleString('en')} SKU rows | ${median(parse).toFixed(0)} ms | ` +
        `${median(map).toFixed(0)} ms | ${products.toLocaleString('en')} |`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
  console.log(table.join('\n'));
}
