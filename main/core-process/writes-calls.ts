import type { DatabaseSync } from 'node:sqlite';
import type { HandlerTable } from '../ipc/handler-table.ts';
import { createCatalogOperations } from '../store/catalog/operations.ts';
import { createProfilesRepo } from '../store/profiles-repo.ts';
import { notFound } from '../store/store-errors.ts';
import { operationCalls } from '../handlers/operation-calls.ts';
import type { FillRows } from '../handlers/view-fill-handlers.ts';
import type { Transactor } from '../store/transaction.ts';

// The calls the core answers in its writing thread (writes-worker.ts) rather than its own: the
// catalog's operations, undo and redo, each one transaction that may take a second over a
// million SKU rows (a replace all of 125,000 brand codes, a paste of 10,000 × 5, their undo).
// Each is the same operation the core's table had, over the thread's own connection.

export const WRITES_THREAD_CALLS = ['catalog.apply', 'catalog.undo', 'catalog.redo'] as const;

export type WritesThreadCall = (typeof WRITES_THREAD_CALLS)[number];

export function isWritesThreadCall(name: string): name is WritesThreadCall {
  return (WRITES_THREAD_CALLS as readonly string[]).includes(name);
}

/**
 * The writing thread's handlers, over its own connection, and its fill over rows the core's
 * thread found at a view's places (catalog.fillView, view-fill-handlers.ts).
 */
export function writesHandlers(
  db: DatabaseSync,
  tx: Transactor,
): { handlers: Pick<HandlerTable, WritesThreadCall>; fillRows: FillRows } {
  const operations = createCatalogOperations(db, tx);
  const profiles = createProfilesRepo(db, tx, () => new Date().toISOString());
  const checkProfile = (profileId: string): void => {
    if (profiles.get(profileId) === null) throw notFound('The connection');
  };
  return {
    handlers: operationCalls(operations, checkProfile),
    fillRows: (profileId, fill, group) => {
      checkProfile(profileId);
      return Promise.resolve(operations.fillRows(profileId, fill, group));
    },
  };
}
