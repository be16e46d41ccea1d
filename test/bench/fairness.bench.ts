// npm run bench -- fairness: does a short call wait behind a long job? The real core runs as
// this process's child (as `npm start` runs it) with the stand-in; each long job runs in turn,
// driven through the contract as the window drives it, while a loop sends short calls one after
// another (app.info, vouchers.get, drafts.save of one edit, imports.list) and times each answer.
// Target: the short calls' p99 ≤ 250 ms beside every job. Sizes (quick defaults):
// BENCH_FAIRNESS_POS (50,000 POs; the issue's figure is 200,000), BENCH_FAIRNESS_PAGE_ROWS
// (rows per list page, 10,000, the stand-in's most) × BENCH_FAIRNESS_PAGES (3),
// BENCH_FAIRNESS_LINE_ORDERS (2,000 POs whose lines are completed), BENCH_FAIRNESS_PRODUCTS
// (50,000 products saved, planned and opened from a file).
import { loadavg } from 'node:os';
import { call, fillCache } from './responsiveness/setup.ts';
import { openFairness, type FairnessSizes } from './fairness/setup.ts';
import {
  completeLinesJob,
  loadAllJob,
  planJob,
  productParts,
  saveMasters,
  saveParts,
  sortedFirstReadJob,
} from './fairness/jobs.ts';
import { beside, shortCallsOf, type ShortCallStats } from './fairness/short-calls.ts';

const TARGET_P99_MS = 250;

function size(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

const SIZES: FairnessSizes = {
  purchaseOrders: size('BENCH_FAIRNESS_POS', 50_000),
  pageRows: size('BENCH_FAIRNESS_PAGE_ROWS', 10_000),
  pages: size('BENCH_FAIRNESS_PAGES', 3),
  lineOrders: size('BENCH_FAIRNESS_LINE_ORDERS', 2_000),
  products: size('BENCH_FAIRNESS_PRODUCTS', 50_000),
};

interface Row {
  job: string;
  detail: string;
  jobMs: number;
  stats: ShortCallStats;
}

/** "info 12 · get 40 · save 30 · imports 9" (ms). */
function byCall(stats: ShortCallStats): string {
  const short: Record<string, string> = {
    'app.info': 'info',
    'vouchers.get': 'get',
    'drafts.save': 'save',
    'imports.list': 'imports',
  };
  return Object.entries(stats.p99ByCall)
    .map(([name, p99]) => `${short[name] ?? name} ${p99.toFixed(0)}`)
    .join(' · ');
}

function printRows(rows: readonly Row[], before: number[], after: number[]): void {
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(
    [
      `| long job | job’s time | short calls | p50 | p99 | max (slowest call) | p99 by call | target p99 ≤ ${String(TARGET_P99_MS)} ms |`,
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        ({ job, detail, jobMs, stats: s }) =>
          `| ${job} (${detail}) | ${(jobMs / 1000).toFixed(1)} s | ${s.count.toLocaleString('en')}${s.failed > 0 ? ` (${String(s.failed)} failed)` : ''} | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${ms(s.maxMs)} (${s.slowest}) | ${byCall(s)} | ${s.p99Ms <= TARGET_P99_MS && s.failed === 0 ? 'met' : 'missed'} |`,
      ),
    ].join('\n'),
  );
  console.log(`\nLoad average before: ${load(before)}; after: ${load(after)}.`);
}

export async function run(): Promise<void> {
  const loadBefore = loadavg();
  const bench = await openFairness(SIZES);
  const { core } = bench;
  const shortCalls = shortCallsOf(bench.large);
  const rows: Row[] = [];
  const measure = async (job: string, work: () => Promise<string>) => {
    const result = await beside(core, shortCalls, work);
    rows.push({ job, ...result });
    console.log(
      `${job}: ${(result.jobMs / 1000).toFixed(1)} s, p99 ${result.stats.p99Ms.toFixed(0)} ms`,
    );
  };
  try {
    const pos = SIZES.purchaseOrders.toLocaleString('en');
    const products = SIZES.products.toLocaleString('en');
    // Not measured: the lines list's rows (without lines) in the cache.
    await call(core, 'connections.activate', { profileId: bench.lines });
    await fillCache(core, 'purchase_orders');
    await measure(`load all of ${pos} POs`, () => loadAllJob(core, bench.large));
    await measure(`store pages of ${SIZES.pageRows.toLocaleString('en')} rows`, () =>
      loadAllJob(core, bench.pages),
    );
    await measure('complete lines', () => completeLinesJob(core, bench.lines));
    await measure(`first read of ${pos} POs sorted`, () => sortedFirstReadJob(core, bench.large));
    await saveMasters(core, bench.large);
    const save = productParts(bench.large, SIZES.products, 0);
    await measure(`save ${products} products`, () => saveParts(core, save));
    await measure(`plan the import of ${products} products`, () => planJob(core, bench.large));
    const file = productParts(bench.large, SIZES.products, 1);
    await measure(`open a file's ${products} rows into the drafts`, () => saveParts(core, file));
  } finally {
    await bench.close();
  }
  printRows(rows, loadBefore, loadavg());
}
