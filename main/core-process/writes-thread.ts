import { resolve } from 'node:path';
import { KikanError, type IpcResult } from '../../app/errors.ts';
import type { CallInput, CallOutput } from '../../app/ipc/contract.ts';
import { ThreadCalls } from './thread-calls.ts';
import type { WritesThreadCall } from './writes-calls.ts';

// The core's side of its writing thread (writes-worker.ts), and the order of the core's writes.
// A replace all of 125,000 brand codes held the core's thread for about a second, and every call
// sent meanwhile (a window, counts, a status call, the vouchers list) waited for all of it. Now:
// - the thread's calls run one at a time in the order sent, each sent once the one before was
//   answered, with the core's own bookkeeping of it (the validation's) just before and after;
// - every other call that changes something, and each long read of the reading thread, waits
//   for the writes sent before it, as under one thread;
// - the core's thread answers every other read at once, from the last committed state: beside a
//   write in flight, the state before it (a window says which catalog version it read; the page
//   tells a read from before an answer by request order, window-cache.ts).

export interface WritesRequest {
  id: number;
  name: WritesThreadCall;
  input: unknown;
}

export interface WritesReply {
  id: number;
  result: IpcResult<unknown>;
}

/** The thread's source, run as is by Node; the built app passes its bundled file instead. */
export const WRITES_WORKER_SOURCE = resolve(import.meta.dirname, 'writes-worker.ts');

const INTERNAL = new KikanError({
  kind: 'internal',
  message: 'Something went wrong inside the app. Try again.',
});

/** What the core's thread does around one write: before it is sent, and with its answer. */
export interface AroundWrite<N extends WritesThreadCall> {
  before?: () => void;
  after?: (answer: CallOutput<N>) => void;
}

export class WritesThread {
  readonly #thread: ThreadCalls<Omit<WritesRequest, 'id'>, WritesReply>;
  /** Settles once every write sent so far was answered (never rejects). */
  #last: Promise<void> = Promise.resolve();
  #inFlight = 0;

  constructor(dbPath: string, entry: string = WRITES_WORKER_SOURCE) {
    this.#thread = new ThreadCalls(entry, dbPath, 'the writing thread');
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

  /** One call of the thread, behind the writes sent before it; its answer, or its error thrown. */
  write<N extends WritesThreadCall>(
    name: N,
    input: CallInput<N>,
    around: AroundWrite<N> = {},
  ): Promise<CallOutput<N>> {
    this.#inFlight += 1;
    const run = async (): Promise<CallOutput<N>> => {
      around.before?.();
      const reply = await this.#thread.ask({ name, input });
      if (typeof reply === 'string') {
        console.error(`[kikan] the core's writing thread failed: ${reply}`);
        throw INTERNAL;
      }
      if (!reply.result.ok) throw new KikanError(reply.result.error);
      const answer = reply.result.value as CallOutput<N>;
      around.after?.(answer);
      return answer;
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

  /** Ends the thread once the writes sent were answered (a write is never cut off by a close). */
  async close(): Promise<void> {
    await this.#last;
    await this.#thread.close();
  }
}
