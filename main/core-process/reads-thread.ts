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

export type ReadsReply =
  | { id: number; form: 'json'; text: string }
  | { id: number; form: 'value'; result: IpcResult<unknown> };

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

  /** A call whose input is JSON text, answered as the JSON text of its result. */
  async callJson(name: string, text: string): Promise<string> {
    const reply = await this.#ask({ id: 0, name, form: 'json', text });
    if (typeof reply === 'string') return JSON.stringify(failed(reply));
    return reply.form === 'json' ? reply.text : JSON.stringify(reply.result);
  }

  /** A call whose input is a value, answered as its result. */
  async call(name: string, input: unknown): Promise<IpcResult<unknown>> {
    const reply = await this.#ask({ id: 0, name, form: 'value', input });
    if (typeof reply === 'string') return failed(reply);
    return reply.form === 'value' ? reply.result : (JSON.parse(reply.text) as IpcResult<unknown>);
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
