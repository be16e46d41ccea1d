import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import type { ImportProgress } from '../../../app/imports/schemas.ts';
import { createPacerRegistry, createServiceClient } from '../../../main/client/index.ts';
import { ImportCoordinator } from '../../../main/imports/import-coordinator.ts';
import { openStore, type Store } from '../../../main/store/index.ts';
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

export function openHarness(
  standIn: StandIn,
  options: { windowMs?: number; path?: string; token?: string } = {},
): ImportHarness {
  const dir = options.path === undefined ? mkdtempSync(join(tmpdir(), 'kikan-imports-')) : null;
  const store = openStore(options.path ?? join(dir ?? '', 'kikan.sqlite'));
  const profile =
    store.profiles.list()[0] ??
    store.profiles.create({ name: 'Stand-in', hostKind: 'custom', baseUrl: standIn.url });
  const token = options.token ?? standIn.app('demo', 'full').token;
  let coordinatorRef: ImportCoordinator | null = null;
  const registry = createPacerRegistry({
    windowMs: options.windowMs ?? 60_000,
    onPacingChange: (_key, resumeAt) => coordinatorRef?.pacingChanged(profile.id, resumeAt),
  });
  const client = createServiceClient({
    baseUrl: standIn.url,
    voucherPrefix: '',
    fetch,
    token: () => token,
    pacer: registry.forToken(token),
    timeoutMs: 5_000,
  });
  const progress: ImportProgress[] = [];
  const waiters: Array<(p: ImportProgress) => void> = [];
  const coordinator = new ImportCoordinator({
    store,
    withClient: (_profileId, work) => work(client),
    waitForConnection: () => Promise.resolve(),
    emit: (p) => {
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
      store.close();
      if (dir !== null) rmSync(dir, { recursive: true, force: true });
    },
  };
}
