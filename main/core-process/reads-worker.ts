// The core's reading thread (a node:worker_threads Worker started by reads-thread.ts): answers
// the calls of reads-calls.ts through the same `dispatch` as the core's thread (the contract's
// input and output checks included), over a read-only connection of its own to the store's
// file, and hands back the answer as JSON text. WAL lets it read beside the core's writes; each
// call is one read transaction, so it sees one committed state whole, and every operation the
// core answered before the call was sent.
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import type { IpcResult } from '../../app/errors.ts';
import { dispatch, type HandlerTable } from '../ipc/handler-table.ts';
import { NOT_JSON, parseJson } from './call-input.ts';
import { isReadsThreadCall, readsHandlers } from './reads-calls.ts';
import type { ReadsReply, ReadsRequest } from './reads-thread.ts';

const { dbPath } = workerData as { dbPath: string };
const db = new DatabaseSync(dbPath);
db.exec('PRAGMA busy_timeout = 5000');
// A read touches more pages than SQLite's default 2 MiB cache holds (the core's own is 64 MiB).
db.exec('PRAGMA cache_size = -65536');
const handlers = readsHandlers(db);
// Reads only from here on: a write would take the write lock from the core.
db.exec('PRAGMA query_only = ON');

const NOT_HERE: IpcResult<never> = {
  ok: false,
  error: { kind: 'internal', message: 'Something went wrong inside the app. Try again.' },
};

async function answer(request: ReadsRequest): Promise<IpcResult<unknown>> {
  if (!isReadsThreadCall(request.name)) return NOT_HERE;
  const input =
    request.form === 'json' ? parseJson(request.text) : { ok: true, value: request.input };
  if (!input.ok) return NOT_JSON;
  // One read transaction: every table as of one moment, whatever the core writes meanwhile.
  db.exec('BEGIN');
  try {
    // Only the names above reach the table, and it has a handler for each of them.
    return await dispatch(handlers as HandlerTable, request.name, input.value);
  } finally {
    db.exec('COMMIT');
  }
}

// One call at a time, in the order sent: a call's read transaction never spans another's.
let queue: Promise<void> = Promise.resolve();
parentPort?.on('message', (request: ReadsRequest) => {
  queue = queue.then(async () => {
    const result = await answer(request).catch((): IpcResult<unknown> => NOT_HERE);
    const reply: ReadsReply = { id: request.id, text: JSON.stringify(result) };
    parentPort?.postMessage(reply);
  });
});
