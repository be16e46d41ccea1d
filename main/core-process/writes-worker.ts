// The core's writing thread (a node:worker_threads Worker started by writes-thread.ts): runs the
// calls of writes-calls.ts through the same `dispatch` as the core's thread (the contract's
// checks included), over a connection of its own to the store's file with the core's settings
// (synchronous=FULL: an operation answered is on disk; one transaction each: a kill -9 mid-write
// loses it whole). WAL lets the core's thread read the last committed state meanwhile. One
// call at a time, in the order sent: the core sends one only once the one before was answered.
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import type { IpcResult } from '../../app/errors.ts';
import { dispatch, resultOf, type HandlerTable } from '../ipc/handler-table.ts';
import { configureConnection } from '../store/open-store.ts';
import { createTransactor } from '../store/transaction.ts';
import { NOT_JSON, parseJson } from './call-input.ts';
import { isWritesThreadCall, writesHandlers } from './writes-calls.ts';
import type { WritesReply, WritesRequest } from './writes-thread.ts';

const { dbPath } = workerData as { dbPath: string };
const db = new DatabaseSync(dbPath);
configureConnection(db, 5000);
const { handlers, fillRows } = writesHandlers(db, createTransactor(db));

const NOT_HERE: IpcResult<never> = {
  ok: false,
  error: { kind: 'internal', message: 'Something went wrong inside the app. Try again.' },
};

async function answer(request: WritesRequest): Promise<Omit<WritesReply, 'id'>> {
  if (!isWritesThreadCall(request.name)) return { result: NOT_HERE, profileId: null };
  if (request.form === 'fill') {
    // Rows the core's thread found at a view's places, after the contract checked the call.
    const { profileId, fill, group } = request.input;
    return { result: await resultOf(() => fillRows(profileId, fill, group)), profileId };
  }
  const input =
    request.form === 'json' ? parseJson(request.text) : { ok: true, value: request.input };
  if (!input.ok) return { result: NOT_JSON, profileId: null };
  // Only the names above reach the table, and it has a handler for each of them.
  const result = await dispatch(handlers as HandlerTable, request.name, input.value);
  // Answered, its input was the contract's: it names its connection.
  const profileId = result.ok ? (input.value as { profileId: string }).profileId : null;
  return { result, profileId };
}

let queue: Promise<void> = Promise.resolve();
parentPort?.on('message', (request: WritesRequest) => {
  queue = queue.then(async () => {
    const done = await answer(request).catch(() => ({ result: NOT_HERE, profileId: null }));
    const reply: WritesReply = { id: request.id, ...done };
    parentPort?.postMessage(reply);
  });
});
