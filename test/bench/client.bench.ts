// Pacing benchmark: N voucher-list calls through one token against a stand-in with the REAL
// 60 s window (spec §8: 120 calls a minute). The client should finish as fast as the limit allows
// (the bound of rate-bound.ts) and the stand-in should refuse none. BENCH_CLIENT_CALLS shortens
// the run (default 360, three windows' worth; the run takes about two minutes by nature);
// BENCH_WINDOW_MS the window.
import type { VoucherKind } from '../../app/resources/vouchers.ts';
import {
  createPacerRegistry,
  createServiceClient,
  type ServiceClient,
} from '../../main/client/index.ts';
import { startStandIn, type StandIn } from '../support/stand-in.ts';
import { resetStats, statsOf } from '../support/stand-in-admin.ts';
import {
  benchWindowMs,
  CALLS_PER_WINDOW,
  lastWaveCalls,
  rateBoundMs,
  rateBoundNote,
} from './rate-bound.ts';

const WINDOW_MS = benchWindowMs();
const KINDS: readonly VoucherKind[] = ['purchase_orders', 'sales_orders', 'leases', 'order_plans'];

function clientWith(standIn: StandIn, token: string): ServiceClient {
  const registry = createPacerRegistry({ windowMs: WINDOW_MS });
  return createServiceClient({
    baseUrl: standIn.url,
    voucherPrefix: '',
    fetch,
    token: () => token,
    pacer: registry.forToken(token),
  });
}

async function burst(client: ServiceClient, count: number): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      client.listVouchers(KINDS[i % KINDS.length] ?? 'leases'),
    ),
  );
  return performance.now() - started;
}

/**
 * Service time of the final wave: `count` concurrent calls with tokens of their own (their own
 * limits), after a warm-up, so the measured run's token is untouched.
 */
async function lastWaveServiceTime(standIn: StandIn, count: number): Promise<number> {
  await burst(clientWith(standIn, standIn.app('other', 'full').token), 20);
  return burst(clientWith(standIn, standIn.app('demo', 'readonly').token), count);
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

export async function run(): Promise<void> {
  const calls = Math.max(1, Number(process.env['BENCH_CLIENT_CALLS'] ?? 360) || 360);
  const limit = CALLS_PER_WINDOW;
  const standIn = await startStandIn({ size: 60, rateWindowMs: WINDOW_MS });
  try {
    const lastWave = lastWaveCalls(calls);
    const serviceMs = await lastWaveServiceTime(standIn, lastWave);
    await resetStats(standIn);

    const elapsed = await burst(clientWith(standIn, standIn.app('demo', 'full').token), calls);
    const seen = await statsOf(standIn);

    const fastest = rateBoundMs(calls, WINDOW_MS, serviceMs);
    const ratio = elapsed / fastest;
    console.log(
      `Limit ${limit} calls / ${WINDOW_MS / 1000} s, all calls issued at once through one token.\n`,
    );
    console.log(
      '| calls | elapsed | fastest allowed | ratio (target ≤ 1.05) | 429s seen (target 0) |',
    );
    console.log('|---:|---:|---:|---:|---:|');
    console.log(
      `| ${calls} | ${seconds(elapsed)} | ${seconds(fastest)} | ${ratio.toFixed(3)} | ${seen.rate_limited} |`,
    );
    console.log(
      `\n${rateBoundNote(WINDOW_MS)} Here the tail is ${seconds(serviceMs)}: the time to serve the last window's ${lastWave} calls at once with another token.`,
    );
  } finally {
    await standIn.stop();
  }
}
