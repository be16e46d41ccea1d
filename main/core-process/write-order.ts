import { CALL_EFFECT, type CallName } from '../../app/ipc/contract.ts';
import type { HistoryState, OperationAnswer } from '../../app/catalog/operations.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';
import type { CatalogProblems } from '../store/catalog/validation-store.ts';
import type { ProfilesRepo } from '../store/profiles-repo.ts';
import { WRITES_THREAD_CALLS, type WritesThreadCall } from './writes-calls.ts';
import type { WritesThread } from './writes-thread.ts';
import type { CatalogViews } from '../store/catalog/views.ts';
import { notFound } from '../store/store-errors.ts';
import { viewFillHandler } from '../handlers/view-fill-handlers.ts';

// The core's table with its writing thread (writes-thread.ts): the catalog's operations, undo
// and redo sent there, the validation told of each as the core's thread told it (moved on
// before an operation, told its answer after); every other call that changes something run once
// the writes sent before it were answered. Reads run as they come.

export function threadWriteHandlers(
  writes: WritesThread,
  problems: CatalogProblems,
  profiles: Pick<ProfilesRepo, 'list'>,
  history: (profileId: string) => HistoryState,
): Pick<HandlerTable, WritesThreadCall> {
  writes.around = {
    // An operation drops the steps undo left for redo (and takes their numbers): the validation
    // reads what it waits on of them first, as it did before an operation in the core's thread.
    // Only where there is a step to redo (else the operation cuts nothing), and for every
    // connection (a call sent as text names its connection only once the thread read it).
    before: (name) => {
      if (name !== 'catalog.apply') return;
      for (const profile of profiles.list()) {
        if (history(profile.id).canRedo) problems.flush(profile.id);
      }
    },
    after: (name, profileId, answer) => {
      problems.changed(profileId, answer as OperationAnswer, name === 'catalog.undo');
    },
  };
  return {
    'catalog.apply': (input) => writes.write('catalog.apply', input),
    'catalog.undo': (input) => writes.write('catalog.undo', input),
    'catalog.redo': (input) => writes.write('catalog.redo', input),
  };
}

/**
 * catalog.fillView: the rows found at the view's places in the core's thread (which holds the
 * view), filled in the writing thread in order with the other writes. Its handler runs once the
 * writes sent before it were answered (inWriteOrder), so the view is fitted to them, and sends
 * its fill in the same turn, ahead of any write sent after it.
 */
export function threadFillHandler(
  writes: WritesThread,
  views: Pick<CatalogViews, 'rowsAt'>,
  profiles: Pick<ProfilesRepo, 'get'>,
): Pick<HandlerTable, 'catalog.fillView'> {
  const checkProfile = (profileId: string): void => {
    if (profiles.get(profileId) === null) throw notFound('The connection');
  };
  return viewFillHandler(views, checkProfile, (profileId, fill, group) =>
    writes.fillRows(profileId, fill, group),
  );
}

/** The table with every changing call but the thread's own kept behind the writes sent before. */
export function inWriteOrder(table: HandlerTable, writes: WritesThread): HandlerTable {
  const ordered: Record<string, unknown> = { ...table };
  for (const name of Object.keys(CALL_EFFECT) as CallName[]) {
    if (CALL_EFFECT[name] !== 'changes') continue;
    if ((WRITES_THREAD_CALLS as readonly string[]).includes(name)) continue;
    const handler = table[name] as (input: unknown, context: unknown) => Promise<unknown>;
    ordered[name] = (input: unknown, context: unknown) =>
      writes.after(() => handler(input, context));
  }
  return ordered as HandlerTable;
}
