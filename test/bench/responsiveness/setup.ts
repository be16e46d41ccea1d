import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallInput, CallName, CallOutput } from '../../../app/ipc/contract.ts';
import { startPreviewCore, type PreviewCore } from '../../../main/preview/preview-core.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import type { CatalogShape } from '../grid/draft.ts';
import type { MillionBuilt } from './million-build.ts';
import { buildMillionStore } from './million-store.ts';

// The bench's parts: two stand-ins (a 200,000-PO workspace for the sorted list and the import,
// a 20,000-PO one for load-all), and the core as a child of this process, unpaced (a 1 ms
// window), so each phase is the core working flat out, which is what could stall a window. With
// the million-row phases, their catalog is written into the store before the core opens it.

export interface Bench {
  core: PreviewCore;
  /** The connection to the large workspace (drafts, the sorted list, the import). */
  large: string;
  /** The connection to the 20,000-PO workspace (load all). */
  small: string;
  /** The million-row catalog's connection and edits, when its phases run. */
  million: MillionBuilt | null;
  close: () => Promise<void>;
}

export interface BenchOptions {
  /** The sorted list's rows; its cache is filled only when the older phases run. */
  sortedRows: number;
  older: boolean;
  /** The million-row catalog's shape, or null when its phases do not run. */
  million: CatalogShape | null;
}

export async function call<N extends CallName>(
  core: PreviewCore,
  name: N,
  input: CallInput<N>,
): Promise<CallOutput<N>> {
  return core.handlers[name](input as never, {});
}

/** Resolves with the first event `name` whose payload `done` accepts (at most `limitMs`). */
export function untilEvent(
  core: PreviewCore,
  name: string,
  done: (payload: Record<string, unknown>) => boolean,
  limitMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`Timed out waiting for ${name}`));
    }, limitMs);
    const stop = core.subscribe((heard, payload) => {
      if (heard !== name || !done(payload)) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

export async function connect(core: PreviewCore, standIn: StandIn, name: string): Promise<string> {
  const profile = await call(core, 'connections.connectWithToken', {
    profile: {
      name,
      hostKind: 'custom',
      baseUrl: standIn.url,
      voucherPrefix: '',
      secretTransport: 'body',
    },
    token: standIn.app('demo', 'full').token,
  });
  return profile.id;
}

/** Pages a list into the cache to its end (not measured), waiting on its progress events. */
export async function fillCache(core: PreviewCore, kind: 'purchase_orders'): Promise<number> {
  const ended = untilEvent(
    core,
    'vouchers.loadProgress',
    (p) => p['kind'] === kind && p['state'] !== 'running' && p['state'] !== 'paused',
    30 * 60_000,
  );
  const started = await call(core, 'vouchers.loadAll', { kind });
  if (started.state === 'running' || started.state === 'paused') await ended;
  const info = await call(core, 'vouchers.cacheInfo', { kind });
  if (!info.complete) throw new Error(`Loading ${kind} ended before its end`);
  return info.rows;
}

export async function openBench(options: BenchOptions): Promise<Bench> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-bench-responsiveness-'));
  const million =
    options.million === null
      ? null
      : await buildMillionStore(join(userDataDir, 'kikan.sqlite'), options.million);
  const largeService = await startStandIn({
    size: options.older ? options.sortedRows : 1_000,
    rateWindowMs: 1,
    pageSize: 500,
  });
  const smallService = await startStandIn({ size: 20_000, rateWindowMs: 1 });
  const core = await startPreviewCore({
    userDataDir,
    appVersion: 'bench',
    platform: process.platform,
    pacingWindowMs: 1,
    keychain: 'memory',
  });
  const small = await connect(core, smallService, 'Small');
  const large = await connect(core, largeService, 'Large');
  await call(core, 'connections.activate', { profileId: large });
  if (options.older) await fillCache(core, 'purchase_orders');
  return {
    core,
    large,
    small,
    million,
    close: async () => {
      await core.stop();
      await largeService.stop();
      await smallService.stop();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
