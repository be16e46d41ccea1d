// Sending benchmark: 20,000 products (6–12 SKUs each) and 2,000 masters from the drafts to the
// stand-in with its REAL 60 s window (spec §8: 120 calls a minute), through the whole pipeline
// (plan, journal, paced sends, results, sent catalog, drafts cleared). Prints requests made vs
// the fewest possible, elapsed vs the fastest schedule the limit allows, 429s seen and the
// main-process memory. BENCH_IMPORT_PRODUCTS / BENCH_IMPORT_MASTERS shrink it.
import type { MasterRow, ProductRow } from '../../app/catalog/rows.ts';
import { fastestScheduleMs } from '../../app/imports/plan.ts';
import { LIMITS } from '../../app/permissions.ts';
import { openHarness, pad, targetOf } from '../main/imports/harness.ts';
import { resetStats, statsOf } from '../support/stand-in-admin.ts';
import { startStandIn } from '../support/stand-in.ts';

const WINDOW_MS = 60_000;
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

function rowsFor(productCount: number, masterCount: number) {
  const brandCount = Math.ceil(masterCount / 2);
  const colorCount = masterCount - brandCount;
  const brands: MasterRow[] = Array.from({ length: brandCount }, (_, i) => ({
    code: `BB${pad(i)}`,
    name: `Bench brand ${i}`,
  }));
  const colors: MasterRow[] = Array.from({ length: colorCount }, (_, i) => ({
    code: `BC${pad(i)}`,
    name: `Bench colour ${i}`,
  }));
  const products: ProductRow[] = Array.from({ length: productCount }, (_, i) => {
    const skuCount = 6 + (i % 7); // 6–12
    const skus = Array.from({ length: skuCount }, (_, s) => ({
      color_code:
        colors.length > 0 ? (colors[(i + Math.floor(s / 6)) % colors.length]?.code ?? 'X') : 'BLK',
      size_code: SIZES[s % SIZES.length] ?? 'M',
    }));
    return {
      product_code: `BP${pad(i)}`,
      name: `Bench product ${i}`,
      brand_code: brands.length > 0 ? (brands[i % brands.length]?.code ?? '') : '',
      skus,
    };
  });
  return { brands, colors, products };
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

export async function run(): Promise<void> {
  const productCount = Number(process.env['BENCH_IMPORT_PRODUCTS'] ?? 20_000) || 20_000;
  const masterCount = Number(process.env['BENCH_IMPORT_MASTERS'] ?? 2_000) || 2_000;
  const standIn = await startStandIn({ seed: 'none' });
  // Answer times are taken as each answer is recorded (a timer polling the progress would see
  // several answers at once whenever the event loop was busy, and bias the median gap low).
  const answeredAt: number[] = [];
  let watched: string | null = null;
  let lastDone = 0;
  const harness = openHarness(targetOf(standIn), {
    windowMs: WINDOW_MS,
    onProgress: (p) => {
      if (p.importId !== watched || p.requestsDone <= lastDone) return;
      for (let i = lastDone; i < p.requestsDone; i += 1) answeredAt.push(performance.now());
      lastDone = p.requestsDone;
    },
  });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 200);
  try {
    harness.draft(rowsFor(productCount, masterCount));
    const preview = harness.coordinator.preview(harness.profileId);
    await resetStats(standIn);

    const started = performance.now();
    const { importId } = harness.coordinator.start(harness.profileId);
    watched = importId;
    const journalled = performance.now() - started;
    const last = await harness.ended(importId);
    const elapsed = performance.now() - started;
    const seen = await statsOf(standIn);

    const requests = last.requestsTotal;
    const limit = LIMITS.tokenCallsPerMinute;
    // Service time per request: the median gap between answers inside the first window.
    const gaps = answeredAt
      .slice(1, Math.min(limit, answeredAt.length))
      .map((t, i) => t - (answeredAt[i] ?? t))
      .sort((a, b) => a - b);
    const perRequest = gaps[Math.floor(gaps.length / 2)] ?? 0;
    const lastWave = requests - (Math.ceil(requests / limit) - 1) * limit;
    const fastest = Math.max(
      fastestScheduleMs(requests, limit, WINDOW_MS) + lastWave * perRequest,
      requests * perRequest,
    );

    console.log(
      `${productCount} products (6–12 SKUs) + ${masterCount} masters, one token, limit ${limit} / ${WINDOW_MS / 1000} s; outcome: ${last.state}.\n`,
    );
    console.log(
      '| requests (fewest possible) | elapsed | of which plan + journal | fastest schedule | ratio (target ≤ 1.05) | 429s (target 0) | peak main RSS |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${requests} (${preview.fewestPossible}) | ${seconds(elapsed)} | ${seconds(journalled)} | ${seconds(fastest)} | ${(elapsed / fastest).toFixed(3)} | ${seen.rate_limited} | ${mib(peakRss)} |`,
    );
    console.log(
      `\nFastest schedule = (⌈requests/${limit}⌉ − 1) × ${WINDOW_MS / 1000} s + last wave (${lastWave}) × ${perRequest.toFixed(0)} ms, the median time per request measured in the first window (two requests may be in flight at once: the next one goes out while the previous answer is written).`,
    );
  } finally {
    clearInterval(sampler);
    await harness.close();
    await standIn.stop();
  }
}
