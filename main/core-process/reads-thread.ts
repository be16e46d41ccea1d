import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { IpcResult } from '../../app/errors.ts';

// The core's side of its reading thread (reads-worker.ts): started on the first call routed to
// it (reads-calls.ts), one call at a time, ended when the core closes. `drafts.load` of
// 1,000,000 SKU rows held the core's thread for 2.3–2.8 s, and every call sent meanwhile
// waited for all of it.

export type ReadsRequest = { id: number; name: string } & (
  { form: 'json'; text: string } | { form: 'value'; input: unknown }
);

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
  readonly #entry: string;
  readonly #dbPath: string;
  #worker: Worker | null = null;
  readonly #waiting = new Map<number, (reply: ReadsReply | string) => void>();
  #nextId = 1;

  constructor(dbPath: string, entry: string = READS_WORKER_SOURCE) {
    this.#dbPath = dbPath;
    this.#entry = entry;
  }

  /** A call, its input as JSON text or as a value, answered as the JSON text of its result. */
  async call(name: string, input: { text: string } | { value: unknown }): Promise<string> {
    const request: ReadsRequest =
      'text' in input
        ? { id: 0, name, form: 'json', text: input.text }
        : { id: 0, name, form: 'value', input: input.value };
    const reply = await this.#ask(request);
    return typeof reply === 'string' ? JSON.stringify(failed(reply)) : reply.text;
  }

  async #ask(request: ReadsRequest): Promise<ReadsReply | string> {
    const id = this.#nextId++;
    const worker = this.#started();
    worker.ref(); // a call being answered keeps the process
    const reply = await new Promise<ReadsReply | string>((resolve) => {
      this.#waiting.set(id, resolve);
      worker.postMessage({ ...request, id });
    });
    if (this.#waiting.size === 0) worker.unref();
    return reply;
  }

  #started(): Worker {
    if (this.#worker !== null) return this.#worker;
    const worker = new Worker(this.#entry, { workerData: { dbPath: this.#dbPath } });
    worker.on('message', (reply: ReadsReply) => {
      const waiting = this.#waiting.get(reply.id);
      this.#waiting.delete(reply.id);
      waiting?.(reply);
    });
    const fail = (message: string) => {
      if (this.#worker === worker) this.#worker = null;
      const waiting = [...this.#waiting.values()];
      this.#waiting.clear();
      for (const resolve of waiting) resolve(message);
    };
    worker.on('error', (error: Error) => {
      fail(error.message);
    });
    worker.on('exit', (code) => {
      fail(`it ended (exit code ${String(code)})`);
    });
    this.#worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (worker !== null) await worker.terminate();
  }
}
