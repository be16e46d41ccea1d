import { resolve } from 'node:path';
import { KikanError, type IpcResult } from '../../app/errors.ts';
import type { CallInput, CallOutput } from '../../app/ipc/contract.ts';
import { THREAD_HEAP_LIMITS, ThreadCalls } from './thread-calls.ts';
import type { WritesThreadCall } from './writes-calls.ts';
import type { OperationAnswer } from '../../app/catalog/operations.ts';
import type { RowsFill } from '../store/catalog/operations.ts';

// The core's side of its writing thread (writes-worker.ts), and the order of the core's writes.
// A replace all of 125,000 brand codes held the core's thread for about a second, and every call
// sent meanwhile (a window, counts, a status call, the vouchers list) waited for all of it. Now:
// - the thread's calls run one at a time in the order sent, each sent once the one before was
//   answered, with the core's own bookkeeping of it (the validation's) just before and after;
//   sent as JSON text (a paste of 125,000 cells is 4 MB of it), the call is parsed and checked
//   in the thread, not in the core's;
// - every other call that changes something, and each long read of the reading thread, waits
//   for the writes sent before it, as under one thread (write-order.ts, serve-channel.ts);
// - the core's thread answers every other read at once, from the last committed state: beside a
//   write in flight, the state before it (a window says which catalog version it read; the page
//   tells a read from before an answer by request order, window-cache.ts).

/** A fill over rows the core's thread found at a view's places (catalog.fillView). */
export interface FillAsk {
  profileId: string;
  fill: RowsFill;
  group?: string | undefined;
}

type WritesAsk = { name: WritesThreadCall } & (
  | { form: 'json'; text: string }
  | { form: 'value'; input: unknown }
  | { form: 'fill'; input: FillAsk }
);
export type WritesRequest = WritesAsk & { id: number };

export interface WritesReply {
  id: number;
  result: IpcResult<unknown>;
  /** The call's connection, once its input was read (null: it was not). */
  profileId: string | null;
}

/** The thread's source, run as is by Node; the built app passes its bundled file instead. */
export const WRITES_WORKER_SOURCE = resolve(import.meta.dirname, 'writes-worker.ts');

const INTERNAL: IpcResult<never> = {
  ok: false,
  error: { kind: 'internal', message: 'Something went wrong inside the app. Try again.' },
};

/** What the core's thread does around each write: before it is sent, and with its answer. */
export interface AroundWrites {
  before(name: WritesThreadCall): void;
  after(name: WritesThreadCall, profileId: string, answer: unknown): void;
}

export class WritesThread {
  readonly #thread: ThreadCalls<WritesAsk, WritesReply>;
  #around: AroundWrites | null = null;
  /** Settles once every write sent so far was answered (never rejects). */
  #last: Promise<unknown> = Promise.resolve();
  #inFlight = 0;

  constructor(dbPath: string, entry: string = WRITES_WORKER_SOURCE) {
    this.#thread = new ThreadCalls(entry, dbPath, 'the writing thread', THREAD_HEAP_LIMITS);
  }

  /** The core's bookkeeping around each write (the validation's, write-order.ts). */
  set around(around: AroundWrites) {
    this.#around = around;
  }

  /** Writes sent and not answered yet. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /**
   * Runs `work` once every write sent before it was answered: at once (in this same turn) when
   * none is in flight, so that a call keeps its place among the calls that arrived with it.
   */
  after<T>(work: () => Promise<T>): Promise<T> {
    if (this.#inFlight === 0) return work();
    return this.#last.then(work);
  }

  /** One call of the thread as its result, behind the writes sent before it. */
  call(
    name: WritesThreadCall,
    input: { text: string } | { value: unknown } | { fill: FillAsk },
  ): Promise<IpcResult<unknown>> {
    this.#inFlight += 1;
    const ask: WritesAsk =
      'text' in input
        ? { name, form: 'json', text: input.text }
        : 'fill' in input
          ? { name, form: 'fill', input: input.fill }
          : { name, form: 'value', input: input.value };
    const run = async (): Promise<IpcResult<unknown>> => {
      this.#around?.before(name);
      const reply = await this.#thread.ask(ask);
      if (typeof reply === 'string') {
        console.error(`[kikan] the core's writing thread failed: ${reply}`);
        return INTERNAL;
      }
      if (reply.result.ok && reply.profileId !== null) {
        this.#around?.after(name, reply.profileId, reply.result.value);
      }
      return reply.result;
    };
    const done = this.#last.then(run);
    this.#last = done.then(
      () => {
        this.#inFlight -= 1;
      },
      () => {
        this.#inFlight -= 1;
      },
    );
    return done;
  }

  /** A call of the thread as the core's table answers it: its value, or its error thrown. */
  async write<N extends WritesThreadCall>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
    const result = await this.call(name, { value: input });
    if (!result.ok) throw new KikanError(result.error);
    return result.value as CallOutput<N>;
  }

  /**
   * A fill over rows found at a view's places, as an operation of the thread (its row ids go
   * as typed arrays, cloned, never as JSON over a bridge); its answer, or its error thrown.
   */
  async fillRows(profileId: string, fill: RowsFill, group?: string): Promise<OperationAnswer> {
    const result = await this.call('catalog.apply', { fill: { profileId, fill, group } });
    if (!result.ok) throw new KikanError(result.error);
    return result.value as OperationAnswer;
  }

  /** Starts the thread ahead of its first call (thread-calls.ts). */
  warm(): void {
    this.#thread.warm();
  }

  /** Ends the thread once the writes sent were answered (a write is never cut off by a close). */
  async close(): Promise<void> {
    await this.#last;
    await this.#thread.close();
  }
}
