// Sending benchmark: 20,000 products (6–12 SKUs each) and 2,000 masters from the drafts to the
// stand-in with its REAL 60 s window (spec §8: 120 calls a minute), through the whole pipeline
// (plan, journal, paced sends, results, sent catalog, drafts cleared; the review's plan and the
// send's made in the planning thread, as the app makes them). Two rows: every row good;
// then 1 % of the products bad (a code the service refuses, scattered), which the app finds and
// leaves out while sending every good row. Prints requests made vs the fewest possible plus the
// isolation bound (2·⌈log2 n⌉ extra requests per refused row, n the rows of its request), elapsed
// vs the rate bound of rate-bound.ts, rows applied vs good rows, 429s seen and the main-process
// memory. BENCH_IMPORT_PRODUCTS / BENCH_IMPORT_MASTERS resize it, BENCH_IMPORT_SKUS gives every
// product that many SKUs (6–12 unless given) and BENCH_IMPORT_COLORS how many of the masters are
// colours (half unless given): issue 28's catalog is BENCH_IMPORT_PRODUCTS=125000
// BENCH_IMPORT_MASTERS=2600 BENCH_IMPORT_COLORS=600 BENCH_IMPORT_SKUS=8 (1,250 requests).
// BENCH_IMPORT_ROWS=good sends only the first row (every row good). BENCH_WINDOW_MS shortens the
// window; BENCH_IMPORT_ERRORS=none has the stand-in name no element in its refusals (the app then
// finds the bad rows by splitting: many more requests).
import { loadavg } from 'node:os';
import type { MasterRow, ProductRow } from '../../app/catalog/rows.ts';
import { openHarness, pad, targetOf } from '../main/imports/harness.ts';
import { resetStats, setImportErrorDetail, statsOf } from '../support/stand-in-admin.ts';
import { startStandIn } from '../support/stand-in.ts';
import {
  benchWindowMs,
  CALLS_PER_WINDOW,
  lastWaveCalls,
  rateBoundMs,
  rateBoundNote,
} from './rate-bound.ts';

const WINDOW_MS = benchWindowMs();
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** Which products are bad: `share` of them, spread over the catalog by a fixed stride. */
function badIndices(productCount: number, share: number): Set<number> {
  const count = Math.round(productCount * share);
  const bad = new Set<number>();
  // 7919 is prime, so the steps visit every index once: scattered, not one per request.
  for (let k = 0; bad.size < count; k += 1) bad.add((k * 7919 + 13) % productCount);
  return bad;
}

const given = (name: string): number | null => {
  const value = Number(process.env[name] ?? '');
  return Number.isInteger(value) && value > 0 ? value : null;
};

function rowsFor(productCount: number, masterCount: number, bad: ReadonlySet<number>) {
  const colorCount = Math.min(
    masterCount,
    given('BENCH_IMPORT_COLORS') ?? Math.floor(masterCount / 2),
  );
  const brandCount = masterCount - colorCount;
  const fixedSkus = given('BENCH_IMPORT_SKUS');
  const brands: MasterRow[] = Array.from({ length: brandCount }, (_, i) => ({
    code: `BB${pad(i)}`,
    name: `Bench brand ${i}`,
  }));
  const colors: MasterRow[] = Array.from({ length: colorCount }, (_, i) => ({
    code: `BC${pad(i)}`,
    name: `Bench colour ${i}`,
  }));
  const products: ProductRow[] = Array.from({ length: productCount }, (_, i) => {
    const skuCount = fixedSkus ?? 6 + (i % 7); // 6–12 unless given
    const skus = Array.from({ length: skuCount }, (_, s) => ({
      color_code:
        colors.length > 0 ? (colors[(i + Math.floor(s / 6)) % colors.length]?.code ?? 'X') : 'BLK',
      size_code: SIZES[s % SIZES.length] ?? 'M',
    }));
    return {
      // A "#" the app lets through and the service refuses; the code keeps its place in the
      // sorted plan, so the bad rows stay scattered over the requests.
      product_code: bad.has(i) ? `BP${pad(i)}#` : `BP${pad(i)}`,
      name: `Bench product ${i}`,
      brand_code: brands.length > 0 ? (brands[i % brands.length]?.code ?? '') : '',
      skus,
    };
  });
  return { brands, colors, products };
}

interface Measured {
  label: string;
  state: string;
  requests: number;
  fewest: number;
  isolationBound: number;
  elapsedMs: number;
  journalMs: number;
  /** From the journal's end (the first request may go) to the last answer. */
  sendingMs: number;
  fastestMs: number;
  perRequestMs: number;
  lastWave: number;
  rowsApplied: number;
  goodRows: number;
  rateLimited: number;
  peakRss: number;
}

async function sendOnce(
  label: string,
  productCount: number,
  masterCount: number,
  badShare: number,
): Promise<Measured> {
  const standIn = await startStandIn({ seed: 'none', rateWindowMs: WINDOW_MS });
  if (process.env['BENCH_IMPORT_ERRORS'] === 'none') await setImportErrorDetail(standIn, 'none');
  // Answer times are taken as each answer is recorded (a timer polling the progress would see
  // several answers at once whenever the event loop was busy, and bias the median gap low).
  const answeredAt: number[] = [];
  let watched: string | null = null;
  let answered = 0;
  const harness = openHarness(targetOf(standIn), {
    windowMs: WINDOW_MS,
    // The review's plan and the send's, made in the planning thread as the app makes them.
    planThread: true,
    onProgress: (p) => {
      // Requests answered: applied, refused or split (not those never sent).
      const now =
        p.requestsDone + p.requestsFailed - (p.requestsNotSent ?? 0) + (p.requestsSplit ?? 0);
      if (p.importId !== watched || now <= answered) return;
      for (let i = answered; i < now; i += 1) answeredAt.push(performance.now());
      answered = now;
    },
  });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 200);
  try {
    const bad = badIndices(productCount, badShare);
    const rows = rowsFor(productCount, masterCount, bad);
    harness.draft(rows);
    const preview = await harness.coordinator.previewSoon(harness.profileId);
    // Each refused row may cost 2·⌈log2 n⌉ more requests, n the rows of the request it is in.
    const badCodes = new Set(rows.products.filter((_, i) => bad.has(i)).map((p) => p.product_code));
    let isolationBound = 0;
    for (const request of preview.requests) {
      const inIt = request.rows.filter((r) => r.grid === 'products' && badCodes.has(r.code));
      isolationBound += inIt.length * 2 * Math.ceil(Math.log2(request.rows.length));
    }
    await resetStats(standIn);

    const started = performance.now();
    const { importId } = await harness.coordinator.startSoon(harness.profileId);
    watched = importId;
    const journalMs = performance.now() - started;
    const last = await harness.ended(importId);
    const elapsedMs = performance.now() - started;
    const seen = await statsOf(standIn);
    // Every request the service got (applied, refused, and 429s if any): what the token spent.
    const requests = seen.requests;

    // Service time per request: the median gap between answers inside the first window.
    const gaps = answeredAt
      .slice(1, Math.min(CALLS_PER_WINDOW, answeredAt.length))
      .map((t, i) => t - (answeredAt[i] ?? t))
      .sort((a, b) => a - b);
    const perRequestMs = gaps[Math.floor(gaps.length / 2)] ?? 0;
    const lastWave = lastWaveCalls(requests);
    return {
      label,
      state: last.state,
      requests,
      fewest: preview.fewestPossible,
      isolationBound,
      elapsedMs,
      journalMs,
      sendingMs: (answeredAt.at(-1) ?? started) - started - journalMs,
      fastestMs: rateBoundMs(requests, WINDOW_MS, lastWave * perRequestMs),
      perRequestMs,
      lastWave,
      rowsApplied: last.rowsDone,
      goodRows: productCount - bad.size + masterCount,
      rateLimited: seen.rate_limited,
      peakRss,
    };
  } finally {
    clearInterval(sampler);
    await harness.close();
    await standIn.stop();
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const load = (): string =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export async function run(): Promise<void> {
  const productCount = Number(process.env['BENCH_IMPORT_PRODUCTS'] ?? 20_000) || 20_000;
  const masterCount = Number(process.env['BENCH_IMPORT_MASTERS'] ?? 2_000) || 2_000;
  const loadBefore = load();
  const rows = [await sendOnce('every row good', productCount, masterCount, 0)];
  if (process.env['BENCH_IMPORT_ROWS'] !== 'good') {
    rows.push(await sendOnce('1 % of products bad, scattered', productCount, masterCount, 0.01));
  }
  console.log(
    `${productCount} products (${String(given('BENCH_IMPORT_SKUS') ?? '6–12')} SKUs) + ${masterCount} masters (${String(Math.min(masterCount, given('BENCH_IMPORT_COLORS') ?? Math.floor(masterCount / 2)))} colours), one token, limit ${CALLS_PER_WINDOW} / ${WINDOW_MS / 1000} s; refusals ${process.env['BENCH_IMPORT_ERRORS'] === 'none' ? 'name no element' : 'name the elements at fault'}.\n`,
  );
  console.log(
    '| catalog | outcome | requests made (fewest + isolation bound) | elapsed | of which plan + journal | of which sending, to the last answer | fastest schedule | ratio (target ≤ 1.05) | sending’s ratio | rows applied (good rows) | 429s (target 0) | peak main RSS |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const m of rows) {
    console.log(
      `| ${m.label} | ${m.state} | ${m.requests} (${m.fewest} + ${m.isolationBound}) | ${seconds(m.elapsedMs)} | ${seconds(m.journalMs)} | ${seconds(m.sendingMs)} | ${seconds(m.fastestMs)} | ${(m.elapsedMs / m.fastestMs).toFixed(3)} | ${(m.sendingMs / m.fastestMs).toFixed(3)} | ${m.rowsApplied} (${m.goodRows}) | ${m.rateLimited} | ${mib(m.peakRss)} |`,
    );
  }
  console.log(
    `\nFastest schedule: the rate bound for the requests made. ${rateBoundNote(WINDOW_MS)} Here that tail is the last window's requests (${rows.map((m) => m.lastWave).join(', ')}) × the median time per request measured in the first window (${rows.map((m) => `${m.perRequestMs.toFixed(0)} ms`).join(', ')}; two requests may be in flight at once: the next goes out while the previous answer is written).`,
  );
  console.log(`\nLoad average ${loadBefore} before, ${load()} after (1, 5, 15 min).`);
}
