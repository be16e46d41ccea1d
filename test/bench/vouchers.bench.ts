// npm run bench -- vouchers: voucher browsing at 200,000 purchase orders. Prints a table; asserts
// nothing. Measures (issue 7): time to first row; time per page at page 1 vs page 1,000 (service
// page + cache write, through the handler table); the renderer's JS heap after scrolling 5,000,
// 20,000 and 40,000 rows, after a GC (real Chromium through the loopback bridge); "load all"
// throughput against the rate-limit bound at the service's real 60 s window (601 calls: about
// five minutes); search over 200,000 cached rows. BENCH_VOUCHERS_SIZE overrides the size
// (default 200,000); BENCH_VOUCHERS_LOAD_WINDOW_MS the load-all window (a short one measures
// latency, not pacing); BENCH_VOUCHERS_ONLY=load-all runs only the load-all row, =browse all
// but it, =product only the product view's row (voucher-product-view.ts), =lines only the row of
// completing lines (voucher-lines-run.ts), =review only date filters, grouping, the chart and
// sorted paging (voucher-review-run.ts), =views only opening a saved view and a column's values
// (voucher-views-run.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import type { CallInput, CallName, CallOutput, EventPayload } from '../../app/ipc/contract.ts';
import { startPreviewCore, type PreviewCore } from '../../main/preview/preview-core.ts';
import { shippedRendererDir } from '../support/shipped-build.ts';
import { startBridge } from '../../main/preview/server.ts';
import { startStandIn, type StandIn } from '../support/stand-in.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { rateBoundMs } from './rate-bound.ts';
import { productViewRows } from './voucher-product-view.ts';
import { reviewRows } from './voucher-review-run.ts';
import { viewsRows } from './voucher-views-run.ts';
import { linesCompletion, linesRow } from './voucher-lines-run.ts';

const SIZE = Number(process.env['BENCH_VOUCHERS_SIZE'] ?? 200_000);
const LOAD_WINDOW_MS = Number(process.env['BENCH_VOUCHERS_LOAD_WINDOW_MS'] ?? 60_000);
const LOAD_SIZE = 30_000;
/** The list's row height (VoucherTable) and how far each scroll step moves. */
const ROW_PX = 34;
const SCROLL_STEP_ROWS = 150;

async function ok<N extends CallName>(core: PreviewCore, name: N, input: CallInput<N>) {
  return (await core.handlers[name](input as never, {})) as CallOutput<N>;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function coreFor(standIn: StandIn, windowMs: number) {
  const dir = mkdtempSync(join(tmpdir(), 'kikan-bench-vouchers-'));
  const core = await startPreviewCore({
    userDataDir: dir,
    appVersion: 'bench',
    platform: process.platform,
    pacingWindowMs: windowMs,
    keychain: 'memory',
  });
  await ok(core, 'connections.connectWithToken', {
    profile: {
      name: 'Bench',
      hostKind: 'custom',
      baseUrl: standIn.url,
      voucherPrefix: '',
      secretTransport: 'body',
    },
    token: standIn.app('demo', 'full').token,
  });
  return {
    core,
    close: async () => {
      await core.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function heapAfterScrolling(core: PreviewCore, rows: number[]): Promise<Map<number, number>> {
  const rendererDir = await shippedRendererDir();
  const bridge = await startBridge({ core, rendererDir });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const heaps = new Map<number, number>();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(bridge.openUrl);
    await page.evaluate("window.location.hash = '#/vouchers/purchase_orders'");
    const table = page.getByTestId('voucher-table');
    await table.locator('[data-row-id]').first().waitFor();
    // Scrolled in steps smaller than a block of rows, each step waiting until the rows on screen
    // have arrived, so every row up to the target was on screen once (a jump to the end would
    // skip them). The list is cached in full here, so no step waits for the service.
    let scrolled = 0;
    for (const target of rows) {
      for (; scrolled < target; scrolled += SCROLL_STEP_ROWS) {
        await table.evaluate((el, top) => {
          (el as unknown as { scrollTop: number }).scrollTop = top;
        }, scrolled * ROW_PX);
        await page.waitForFunction(
          (el) => {
            const box = el as unknown as { querySelector: (selector: string) => unknown } | null;
            return (
              box !== null &&
              box.querySelector('[data-row-id]') !== null &&
              box.querySelector('[aria-busy="true"]') === null
            );
          },
          await table.elementHandle(),
        );
      }
      await cdp.send('HeapProfiler.collectGarbage');
      const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      heaps.set(target, usage.usedSize);
    }
  } finally {
    await browser.close();
    await bridge.stop();
  }
  return heaps;
}

interface LoadAllResult {
  calls: number;
  ms: number;
  boundMs: number;
  /** Median time between one page's progress event and the next, within a wave. */
  medianStepMs: number;
}

async function loadAllThroughput(): Promise<LoadAllResult> {
  const standIn = await startStandIn({ size: LOAD_SIZE, rateWindowMs: LOAD_WINDOW_MS });
  const { core, close } = await coreFor(standIn, LOAD_WINDOW_MS);
  try {
    const stamps: number[] = [];
    const done = new Promise<EventPayload<'vouchers.loadProgress'>>((resolve) => {
      const off = core.subscribe((name, payload) => {
        if (name !== 'vouchers.loadProgress') return;
        const progress = payload as EventPayload<'vouchers.loadProgress'>;
        stamps.push(performance.now());
        if (progress.state !== 'running') {
          off();
          resolve(progress);
        }
      });
    });
    const started = performance.now();
    await ok(core, 'vouchers.loadAll', { kind: 'purchase_orders' });
    const last = await done;
    const ms = performance.now() - started;
    if (last.state !== 'done') throw new Error(`load all ended ${last.state}`);
    const calls = last.pages;
    // The shared bound (rate-bound.ts); the last window's pages are not timed apart: no tail.
    const boundMs = rateBoundMs(calls, LOAD_WINDOW_MS);
    const steps = stamps.slice(1).map((t, i) => t - (stamps[i] ?? t));
    const inWave = steps.filter((step) => step < LOAD_WINDOW_MS / 4);
    return {
      calls,
      ms,
      boundMs,
      medianStepMs: median(inWave),
    };
  } finally {
    await close();
    await standIn.stop();
  }
}

function loadAllRow(load: LoadAllResult): string {
  const window = `${(LOAD_WINDOW_MS / 1000).toLocaleString('en')} s window`;
  return `| load all, ${load.calls} calls, ${window} (median ${load.medianStepMs.toFixed(1)} ms a page between waits) | ${(load.ms / 1000).toFixed(1)} s vs bound ${(load.boundMs / 1000).toFixed(1)} s (${(load.ms / load.boundMs).toFixed(3)}×) | ≤ 1.05× |`;
}

/** The machine's load average (1, 5, 15 minutes), printed before and after the rows. */
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

export async function run(): Promise<void> {
  console.log(`Load average at start: ${load()} (${String(availableParallelism())} cores)\n`);
  try {
    await rows();
  } finally {
    console.log(`\nLoad average at end: ${load()}`);
  }
}

async function rows(): Promise<void> {
  if (process.env['BENCH_VOUCHERS_ONLY'] === 'product') {
    console.log(
      ['| measure | result | target |', '| --- | --- | --- |', ...(await productViewRows())].join(
        '\n',
      ),
    );
    return;
  }
  if (process.env['BENCH_VOUCHERS_ONLY'] === 'review') {
    console.log(
      ['| measure | result | target |', '| --- | --- | --- |', ...(await reviewRows())].join('\n'),
    );
    return;
  }
  if (process.env['BENCH_VOUCHERS_ONLY'] === 'views') {
    console.log(
      ['| measure | result | target |', '| --- | --- | --- |', ...(await viewsRows())].join('\n'),
    );
    return;
  }
  if (process.env['BENCH_VOUCHERS_ONLY'] === 'lines') {
    const result = await linesCompletion();
    console.log(
      ['| measure | result | target |', '| --- | --- | --- |', linesRow(result)].join('\n'),
    );
    return;
  }
  if (process.env['BENCH_VOUCHERS_ONLY'] === 'load-all') {
    const load = await loadAllThroughput();
    console.log(
      ['| measure | result | target |', '| --- | --- | --- |', loadAllRow(load)].join('\n'),
    );
    return;
  }
  const lines: string[] = [];
  const seedStarted = performance.now();
  const standIn = await startStandIn({ size: SIZE, rateWindowMs: 1 });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const { core, close } = await coreFor(standIn, 1);
  try {
    const list = { kind: 'purchase_orders' as const };
    const firstStarted = performance.now();
    const first = await ok(core, 'vouchers.browse', list);
    const firstRow = performance.now() - firstStarted;
    const pageTimes: number[] = [firstRow];
    let cursor = first.nextCursor;
    while (cursor !== null) {
      const started = performance.now();
      const page = await ok(core, 'vouchers.browse', { ...list, startingAfter: cursor });
      pageTimes.push(performance.now() - started);
      cursor = page.nextCursor;
    }
    const info = await ok(core, 'vouchers.cacheInfo', list);
    const early = median(pageTimes.slice(1, 21));
    const deep = median(pageTimes.slice(1000, 1020));

    const needle = String(first.rows[7]?.lines?.[0]?.fields['product_code'] ?? 'x').toLowerCase();
    const timeSearch = async (input: CallInput<'vouchers.search'>) => {
      const samples: number[] = [];
      let matched = 0;
      for (let i = 0; i < 7; i += 1) {
        const started = performance.now();
        matched = (await ok(core, 'vouchers.search', input)).matched;
        samples.push(performance.now() - started);
      }
      return { ms: median(samples), matched };
    };
    const byText = await timeSearch({ ...list, text: needle });
    const byStatus = await timeSearch({ ...list, statuses: ['ordered'] });
    const sorted = await timeSearch({ ...list, sort: { field: 'order_date', descending: true } });

    const heaps = await heapAfterScrolling(core, [5_000, 20_000, 40_000]);
    // BENCH_VOUCHERS_ONLY=browse: every row but load all (five minutes at the real window).
    const load = process.env['BENCH_VOUCHERS_ONLY'] === 'browse' ? null : await loadAllThroughput();
    const completion =
      process.env['BENCH_VOUCHERS_ONLY'] === 'browse' ? null : await linesCompletion();

    const mb = (bytes: number | undefined) => `${((bytes ?? NaN) / 1024 / 1024).toFixed(1)} MB`;
    lines.push(
      `Stand-in seeded with ${SIZE.toLocaleString('en')} purchase orders in ${seedSeconds.toFixed(0)} s; ${info.rows.toLocaleString('en')} rows cached.`,
      '',
      '| measure | result | target |',
      '| --- | --- | --- |',
      `| time to first row (first page, empty cache) | ${firstRow.toFixed(1)} ms | — |`,
      `| time per page, pages 2–21 (median) | ${early.toFixed(1)} ms | — |`,
      `| time per page, pages 1,001–1,020 (median) | ${deep.toFixed(1)} ms (${(deep / early).toFixed(2)}×) | ≤ 1.2× page 1 |`,
      `| renderer JS heap after scrolling 5,000 / 20,000 / 40,000 rows (after GC) | ${mb(heaps.get(5_000))} / ${mb(heaps.get(20_000))} / ${mb(heaps.get(40_000))} | bounded |`,
      load === null
        ? '| load all | skipped (BENCH_VOUCHERS_ONLY=browse) | ≤ 1.05× |'
        : loadAllRow(load),
      completion === null
        ? '| complete lines | skipped (BENCH_VOUCHERS_ONLY=browse) | ≤ 1.05×, no 429 |'
        : linesRow(completion),
      `| search "${needle}" over cached rows (${byText.matched} match) | ${byText.ms.toFixed(1)} ms | < 200 ms |`,
      `| status filter "ordered" (${byStatus.matched} match) | ${byStatus.ms.toFixed(1)} ms | < 200 ms |`,
      `| sort by order_date, first 200 | ${sorted.ms.toFixed(1)} ms | < 200 ms |`,
      ...(await reviewRows()),
      ...(await viewsRows()),
      ...(await productViewRows()),
    );
  } finally {
    await close();
    await standIn.stop();
  }
  console.log(lines.join('\n'));
}
