import { resolve } from 'node:path';
import { THREAD_HEAP_LIMITS, ThreadCalls } from './thread-calls.ts';
import type { IpcResult } from '../../app/errors.ts';

// The core's side of its reading thread (reads-worker.ts): started on the first call routed to
// it (reads-calls.ts), one call at a time, ended when the core closes. `drafts.load` of
// 1,000,000 SKU rows held the core's thread for 2.3–2.8 s, and every call sent meanwhile
// waited for all of it.

type ReadsAsk = { name: string } & (
  { form: 'json'; text: string } | { form: 'value'; input: unknown }
);
export type ReadsRequest = ReadsAsk & { id: number };

/** Always the result's JSON text: a value would be cloned, then cloned again to the caller, in
 * the core's thread; the caller's side parses text answers for calls of either form. */
export interface ReadsReply {
  id: number;
  text: string;
}

/** The thread's source, run as is by Node; the built app passes its bundled file instead. */
export const READS_WORKER_SOURCE = resolve(import.meta.dirname, 'reads-worker.ts');

const failed = (message: string): IpcResult<never> => {
  console.error(`[kikan] the core's reading thread failed: ${message}`);
  return {
    ok: false,
    error: { kind: 'internal', message: 'Something went wrong inside the app. Try again.' },
  };
};

export class ReadsThread {
  readonly #thread: ThreadCalls<ReadsAsk, ReadsReply>;

  constructor(dbPath: string, entry: string = READS_WORKER_SOURCE) {
    this.#thread = new ThreadCalls(entry, dbPath, 'the reading thread', THREAD_HEAP_LIMITS);
  }

  /** A call, its input as JSON text or as a value, answered as the JSON text of its result. */
  async call(name: string, input: { text: string } | { value: unknown }): Promise<string> {
    const reply = await this.#thread.ask(
      'text' in input
        ? { name, form: 'json', text: input.text }
        : { name, form: 'value', input: input.value },
    );
    return typeof reply === 'string' ? JSON.stringify(failed(reply)) : reply.text;
  }

  /** Starts the thread ahead of its first call (thread-calls.ts). */
  warm(): void {
    this.#thread.warm();
  }

  close(): Promise<void> {
    return this.#thread.close();
  }
}
