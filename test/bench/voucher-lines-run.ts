// The "completing lines" row of npm run bench -- vouchers: 2,000 purchase orders whose list rows
// come without lines (a loopback proxy drops them), completed with one detail read each through
// the token's pacer while an import runs on the same token. Elapsed time from the first call vs
// the strict bound of 120 calls a window, and the 429s the stand-in answered (target: none).
// BENCH_VOUCHERS_LINES_WINDOW_MS sets the rate-limit window of both the stand-in and the app
// (default 6 s: ten times shorter than the real 60 s, so 2,000 calls take minutes, not half an
// hour; the pacing logic is the same, only the window's length differs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallInput, CallName, CallOutput, EventPayload } from '../../app/ipc/contract.ts';
import { LIMITS } from '../../app/permissions.ts';
import { createAppCore, type AppCore } from '../../main/core.ts';
import { dispatch } from '../../main/ipc/handler-table.ts';
import { createMemoryVault } from '../../main/vault/index.ts';
import { startOddProxy } from '../support/odd-proxy.ts';
import { statsOf } from '../support/stand-in-admin.ts';
import { startStandIn } from '../support/stand-in.ts';

const SIZE = Number(process.env['BENCH_VOUCHERS_LINES_SIZE'] ?? 2_000);
const WINDOW_MS = Number(process.env['BENCH_VOUCHERS_LINES_WINDOW_MS'] ?? 6_000);

async function ok<N extends CallName>(core: AppCore, name: N, input: CallInput<N>) {
  const result = await dispatch(core.handlers, name, input);
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
  return result.value as CallOutput<N>;
}

export interface LinesResult {
  details: number;
  importCalls: number;
  ms: number;
  boundMs: number;
  rateLimited: number;
}

export async function linesCompletion(): Promise<LinesResult> {
  const standIn = await startStandIn({ size: SIZE, rateWindowMs: WINDOW_MS, pageSize: 200 });
  const proxy = await startOddProxy(standIn.url);
  proxy.modes.dropLines = true;
  const dir = mkdtempSync(join(tmpdir(), 'kikan-bench-lines-'));
  const core = await createAppCore({
    userDataDir: dir,
    fetch,
    appVersion: 'bench',
    platform: process.platform,
    pacingWindowMs: WINDOW_MS,
    vault: createMemoryVault(),
    resumeImports: false,
  });
  try {
    const view = await ok(core, 'connections.connectWithToken', {
      profile: {
        name: 'Bench',
        hostKind: 'custom',
        baseUrl: proxy.url,
        voucherPrefix: '',
        secretTransport: 'body',
      },
      token: standIn.app('demo', 'full').token,
    });
    const list = { kind: 'purchase_orders' as const };
    const loaded = new Promise<void>((resolve) => {
      const off = core.events.subscribe((name, payload) => {
        if (name !== 'vouchers.loadProgress') return;
        if ((payload as EventPayload<'vouchers.loadProgress'>).state !== 'running') {
          off();
          resolve();
        }
      });
    });
    await ok(core, 'vouchers.loadAll', list);
    await loaded;
    // A fresh window, so the bound counts from the first call of the run.
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 500));
    await ok(core, 'drafts.save', {
      profileId: view.id,
      grid: 'brands',
      upserts: Array.from({ length: 450 }, (_, i) => ({
        id: `b${String(i)}`,
        position: i + 1,
        row: { code: `LB${String(i).padStart(3, '0')}`, name: `Lines bench brand ${String(i)}` },
      })),
      deletes: [],
    });
    const before = await statsOf(standIn);
    const done = new Promise<EventPayload<'vouchers.linesProgress'>>((resolve) => {
      const off = core.events.subscribe((name, payload) => {
        if (name !== 'vouchers.linesProgress') return;
        const progress = payload as EventPayload<'vouchers.linesProgress'>;
        if (progress.state !== 'running' && progress.state !== 'paused') {
          off();
          resolve(progress);
        }
      });
    });
    const started = performance.now();
    await ok(core, 'vouchers.completeLines', list);
    await ok(core, 'imports.start', { profileId: view.id });
    const last = await done;
    const ms = performance.now() - started;
    if (last.state !== 'done') throw new Error(`lines ended ${last.state}`);
    const after = await statsOf(standIn);
    const importCalls = after.imports.committed - before.imports.committed;
    const calls = last.reads + importCalls;
    return {
      details: last.reads,
      importCalls,
      ms,
      boundMs: Math.floor((calls - 1) / LIMITS.tokenCallsPerMinute) * WINDOW_MS,
      rateLimited: after.rate_limited - before.rate_limited,
    };
  } finally {
    await core.close();
    await proxy.stop();
    await standIn.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function linesRow(result: LinesResult): string {
  const window = `${(WINDOW_MS / 1000).toLocaleString('en')} s window (test window, matching stand-in)`;
  return `| complete lines of ${result.details.toLocaleString('en')} purchase orders (detail reads) beside an import of ${String(result.importCalls)} requests, ${window} | ${(result.ms / 1000).toFixed(1)} s vs bound ${(result.boundMs / 1000).toFixed(1)} s (${(result.ms / result.boundMs).toFixed(3)}×), ${String(result.rateLimited)} × 429 | ≤ 1.05×, no 429 |`;
}
