// "The review sends what changed" (issue 26): a 50,000-product draft (6–12 SKUs each) of which
// 500 changed since this connection sent all of them, in a real store file. Times the plan the
// review makes (read, validate, classify every row against the Sent catalog, pack) with the
// same rows left out (the default) and sent anyway, the median of 3 runs each, and prints the
// requests each plan holds; and the review's list of changes (imports.changes): a page of 200,
// the last page, and a search. The bound: classifying and planning ≤ 500 ms, 5 requests.
// BENCH_UNCHANGED_PRODUCTS / BENCH_UNCHANGED_CHANGED resize it.
import { loadavg } from 'node:os';
import type { ProductRow } from '../../app/catalog/rows.ts';
import type { UnchangedChoice } from '../../app/imports/unchanged.ts';
import { previewCatalog } from '../../main/imports/catalog-plan.ts';
import { classifyRows, lastSentIndex } from '../../app/catalog/last-sent.ts';
import { readChanges } from '../../main/imports/changes-read.ts';
import { openBenchStore } from './bench-store.ts';

const PRODUCTS = Number(process.env.BENCH_UNCHANGED_PRODUCTS ?? 50_000);
const CHANGED = Number(process.env.BENCH_UNCHANGED_CHANGED ?? 500);
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const pad = (n: number) => String(n).padStart(6, '0');

function product(i: number): ProductRow {
  const skuCount = 6 + (i % 7);
  return {
    product_code: `UP${pad(i)}`,
    name: `Bench product ${String(i)}`,
    brand_code: `UB${pad(i % 50)}`,
    skus: Array.from({ length: skuCount }, (_, s) => ({
      color_code: `UC${pad((i + Math.floor(s / 6)) % 40)}`,
      size_code: SIZES[s % SIZES.length] ?? 'M',
    })),
  };
}

export async function run(): Promise<void> {
  const bench = openBenchStore('unchanged');
  const { store, profileId } = bench;
  try {
    const all = Array.from({ length: PRODUCTS }, (_, i) => product(i));
    // Sent before, as the journal's applied requests record them (100 products a body).
    const brands = Array.from({ length: 50 }, (_, i) => ({ brand_code: `UB${pad(i)}`, name: 'B' }));
    const colors = Array.from({ length: 40 }, (_, i) => ({ color_code: `UC${pad(i)}`, name: 'C' }));
    store.sent.recordBody(profileId, 'bench-import', JSON.stringify({ brands, colors }));
    for (let at = 0; at < all.length; at += 100) {
      const products = all.slice(at, at + 100);
      store.sent.recordBody(profileId, 'bench-import', JSON.stringify({ products }));
    }
    // The draft: all of them again, every (PRODUCTS / CHANGED)th one renamed.
    const stride = Math.max(1, Math.floor(PRODUCTS / Math.max(1, CHANGED)));
    const rows = all.map((row, i) =>
      i % stride === 0 && i / stride < CHANGED ? { ...row, name: `${row.name} (new)` } : row,
    );
    for (let at = 0; at < rows.length; at += 5_000) {
      store.drafts.save(profileId, 'products', {
        upserts: rows.slice(at, at + 5_000).map((row, k) => ({
          id: `p-${String(at + k)}`,
          position: at + k,
          row,
        })),
        deletes: [],
      });
    }
    const source = { drafts: store.drafts, sent: store.sent };
    const table: string[] = [
      '| choice | products in draft | same | changed | requests | plan ms (median of 3) |',
      '|---|---:|---:|---:|---:|---:|',
    ];
    for (const choice of ['leave_out', 'send'] as UnchangedChoice[]) {
      const times: number[] = [];
      let preview = previewCatalog(source, profileId, {}, 'leave_out', choice);
      for (let k = 0; k < 3; k += 1) {
        const started = performance.now();
        preview = previewCatalog(source, profileId, {}, 'leave_out', choice);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const counts = preview.unchanged.products;
      table.push(
        `| ${choice} | ${String(PRODUCTS)} | ${String(counts.same)} | ${String(counts.changed)} | ${String(preview.requests.length)} | ${(times[1] ?? 0).toFixed(0)} |`,
      );
    }
    // Of that, reading what was sent last and classifying every draft row.
    const drafted = rows.map((row, i) => ({ id: `p-${String(i)}`, row }));
    const classify: number[] = [];
    for (let k = 0; k < 3; k += 1) {
      const started = performance.now();
      classifyRows(drafted, lastSentIndex(store.sent.values(profileId, 'products')));
      classify.push(performance.now() - started);
    }
    classify.sort((a, b) => a - b);
    const pages: string[] = [
      '| changes read | rows | total | ms (median of 3) |',
      '|---|---:|---:|---:|',
    ];
    const queries = [
      { what: 'first page', query: { offset: 0, limit: 200 } },
      { what: 'last page', query: { offset: Math.max(0, CHANGED - 200), limit: 200 } },
      { what: 'search "(new)"', query: { search: '(new)', offset: 0, limit: 200 } },
    ];
    for (const { what, query } of queries) {
      const times: number[] = [];
      let page = readChanges(source, profileId, query);
      for (let k = 0; k < 3; k += 1) {
        const started = performance.now();
        page = readChanges(source, profileId, query);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      pages.push(
        `| ${what} | ${String(page.rows.length)} | ${String(page.total)} | ${(times[1] ?? 0).toFixed(0)} |`,
      );
    }
    console.log(table.join('\n'));
    console.log(`\n${pages.join('\n')}`);
    console.log(
      `\nreading the Sent catalog and classifying the ${String(PRODUCTS)} rows: ${(classify[1] ?? 0).toFixed(0)} ms (median of 3)`,
    );
    console.log(`\nload average (1 min): ${loadavg()[0]?.toFixed(2) ?? '?'}`);
  } finally {
    bench.close();
  }
  await Promise.resolve();
}
