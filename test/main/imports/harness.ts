import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import type { ImportProgress } from '../../../app/imports/schemas.ts';
import {
  createPacerRegistry,
  createServiceClient,
  type ServiceClient,
} from '../../../main/client/index.ts';
import { ImportCoordinator } from '../../../main/imports/import-coordinator.ts';
import { PlanThread } from '../../../main/imports/plan-thread.ts';
import { openStore, type ImportJournalRepo, type Store } from '../../../main/store/index.ts';
import type { StandIn } from '../../support/stand-in.ts';

// The import pipeline over a real store file and the stand-in over loopback: the coordinator
// with a client on the stand-in's token (the connection manager is left out: nothing here is
// about connecting).

export const pad = (n: number): string => String(n).padStart(5, '0');

export interface ImportHarness {
  store: Store;
  coordinator: ImportCoordinator;
  profileId: string;
  progress: ImportProgress[];
  /** Puts rows into the profile's drafts (ids: the grid's initial and the code). */
  draft(rows: { brands?: MasterRow[]; colors?: MasterRow[]; products?: ProductRow[] }): void;
  /** Starts sending and resolves with the last progress once the run ends. */
  send(): Promise<{ importId: string; last: ImportProgress }>;
  ended(importId: string): Promise<ImportProgress>;
  close(): Promise<void>;
}

/** Where to send: the stand-in's address and a token of its demo workspace. */
export interface Target {
  url: string;
  /** A token, or a getter when the test swaps it (a reconnect). */
  token: string | (() => string);
}

export const targetOf = (standIn: StandIn): Target => ({
  url: standIn.url,
  token: standIn.app('demo', 'full').token,
});

/** Points the crash test stops the process at (called with the journal's own arguments). */
export interface Hooks {
  beforeMarkSent?(seq: number): void;
  afterMarkSent?(seq: number): void;
  afterAnswer?(ordinal: number): void;
  afterMarkDone?(seq: number): void;
  /** After a refused batch was replaced by new ones (finding the refused rows); `ordinal` from 1. */
  afterReplace?(ordinal: number): void;
}

export function openHarness(
  target: Target,
  options: {
    windowMs?: number;
    path?: string;
    hooks?: Hooks;
    /** Default: the connection is always back at once. */
    waitForConnection?: (profileId: string, signal: AbortSignal) => Promise<void>;
    /** Sees every progress event as it is emitted (benchmarks time the answers with it). */
    onProgress?: (progress: ImportProgress) => void;
    /** Plans in a planning thread on the store's file, as the app does (previewSoon, startSoon). */
    planThread?: boolean;
  } = {},
): ImportHarness {
  const dir = options.path === undefined ? mkdtempSync(join(tmpdir(), 'kikan-imports-')) : null;
  const storePath = options.path ?? join(dir ?? '', 'kikan.sqlite');
  const store = openStore(storePath);
  const planThread = options.planThread === true ? new PlanThread(storePath) : undefined;
  const profile =
    store.profiles.list()[0] ??
    store.profiles.create({ name: 'Stand-in', hostKind: 'custom', baseUrl: target.url });
  const { token } = target;
  const currentToken = typeof token === 'string' ? () => token : token;
  const hooks = options.hooks ?? {};
  let coordinatorRef: ImportCoordinator | null = null;
  const registry = createPacerRegistry({
    windowMs: options.windowMs ?? 60_000,
    onPacingChange: (_key, resumeAt) => coordinatorRef?.pacingChanged(profile.id, resumeAt),
  });
  const client = createServiceClient({
    baseUrl: target.url,
    voucherPrefix: '',
    fetch,
    token: currentToken,
    pacer: registry.forToken(currentToken()),
    timeoutMs: 5_000,
  });
  const progress: ImportProgress[] = [];
  const waiters: Array<(p: ImportProgress) => void> = [];
  let answers = 0;
  let replacements = 0;
  const hooked: ServiceClient = {
    ...client,
    async importBatch(body, key, callOptions) {
      const answer = await client.importBatch(body, key, callOptions);
      answers += 1;
      hooks.afterAnswer?.(answers);
      return answer;
    },
  };
  const journal: ImportJournalRepo = {
    ...store.imports,
    markSent(importId, seq) {
      hooks.beforeMarkSent?.(seq);
      const sent = store.imports.markSent(importId, seq);
      hooks.afterMarkSent?.(seq);
      return sent;
    },
    markDone(importId, seq, response) {
      const done = store.imports.markDone(importId, seq, response);
      hooks.afterMarkDone?.(seq);
      return done;
    },
    replace(importId, seq, error, response, batches) {
      const replaced = store.imports.replace(importId, seq, error, response, batches);
      replacements += 1;
      hooks.afterReplace?.(replacements);
      return replaced;
    },
  };
  const coordinator = new ImportCoordinator({
    ...(planThread === undefined ? {} : { planThread }),
    store: { ...store, imports: journal },
    withClient: (_profileId, work) => work(hooked),
    waitForConnection: options.waitForConnection ?? (() => Promise.resolve()),
    emit: (p) => {
      options.onProgress?.(p);
      progress.push(p);
      for (const waiter of [...waiters]) waiter(p);
    },
    sleep: (ms, signal) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, Math.min(ms, 2_000));
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('aborted'));
        });
      }),
  });
  coordinatorRef = coordinator;
  const ENDED = ['done', 'failed', 'cancelled', 'dropped', 'interrupted'];
  const ended = (importId: string) =>
    new Promise<ImportProgress>((resolve) => {
      const already = progress.findLast((p) => p.importId === importId);
      if (already && ENDED.includes(already.state)) {
        resolve(already);
        return;
      }
      const waiter = (p: ImportProgress) => {
        if (p.importId !== importId || !ENDED.includes(p.state)) return;
        waiters.splice(waiters.indexOf(waiter), 1);
        resolve(p);
      };
      waiters.push(waiter);
    });
  return {
    store,
    coordinator,
    profileId: profile.id,
    progress,
    draft(rows) {
      const put = (
        grid: string,
        list: Array<MasterRow | ProductRow>,
        code: (r: never) => string,
      ) => {
        store.drafts.save(profile.id, grid, {
          upserts: list.map((row, index) => ({
            id: `${grid[0] ?? ''}-${code(row as never)}`,
            position: index,
            row,
          })),
          deletes: [],
        });
      };
      put('brands', rows.brands ?? [], (r: MasterRow) => r.code);
      put('colors', rows.colors ?? [], (r: MasterRow) => r.code);
      put('products', rows.products ?? [], (r: ProductRow) => r.product_code);
    },
    async send() {
      const { importId } = coordinator.start(profile.id);
      return { importId, last: await ended(importId) };
    },
    ended,
    async close() {
      await coordinator.close();
      await planThread?.close();
      store.close();
      if (dir !== null) rmSync(dir, { recursive: true, force: true });
    },
  };
}
