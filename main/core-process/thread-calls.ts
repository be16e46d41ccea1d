import { Worker, type ResourceLimits } from 'node:worker_threads';

// A worker thread of the core over the store's file (the planning thread, the reading thread),
// asked one request at a time by id: started on the first request (or warmed before it), kept
// alive only while one is being answered, ended when the core closes. A thread that fails or exits answers every request
// still waiting with its message, and the next request starts a new one.

/**
 * The reading and writing threads' bound: a young generation of 16 MB. A values list under a
 * quick filter (a million rows' cells handed to JavaScript) grew the reading thread's to 128 MB,
 * which V8 keeps; bounded, the core's memory after it is about 115 MB less.
 */
export const THREAD_HEAP_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 16 };

export class ThreadCalls<Request extends object, Reply extends { id: number }> {
  readonly #entry: string;
  readonly #dbPath: string;
  readonly #name: string;
  readonly #limits: ResourceLimits | undefined;
  #worker: Worker | null = null;
  #closed = false;
  readonly #waiting = new Map<number, (reply: Reply | string) => void>();
  #nextId = 1;

  /**
   * `name` says which thread in a failure's message ("the planning thread ended …"); `limits`
   * bound the thread's heap (its young generation: a thread's heap once grown is kept, even
   * after the thread ends, so a bound is what keeps the core's memory down).
   */
  constructor(entry: string, dbPath: string, name: string, limits?: ResourceLimits) {
    this.#entry = entry;
    this.#dbPath = dbPath;
    this.#name = name;
    this.#limits = limits;
  }

  /** The thread's reply, or the message of the thread's failure. */
  async ask(request: Request): Promise<Reply | string> {
    const id = this.#nextId++;
    const worker = this.#started();
    worker.ref(); // a request being answered keeps the process
    const reply = await new Promise<Reply | string>((resolve) => {
      this.#waiting.set(id, resolve);
      worker.postMessage({ ...request, id });
    });
    if (this.#waiting.size === 0) worker.unref();
    return reply;
  }

  /**
   * Starts the thread before its first request, so that request does not wait for it to load
   * and open the store (a third of a second in the built app); the thread keeps no process
   * alive by itself. Nothing once closed.
   */
  warm(): void {
    if (this.#closed || this.#worker !== null) return;
    this.#started().unref();
  }

  /** A thread is running (started, not failed or ended). */
  get running(): boolean {
    return this.#worker !== null;
  }

  #started(): Worker {
    if (this.#worker !== null) return this.#worker;
    const worker = new Worker(this.#entry, {
      workerData: { dbPath: this.#dbPath },
      ...(this.#limits === undefined ? {} : { resourceLimits: this.#limits }),
    });
    worker.on('message', (reply: Reply) => {
      const waiting = this.#waiting.get(reply.id);
      this.#waiting.delete(reply.id);
      waiting?.(reply);
    });
    let ended = false;
    const fail = (message: string) => {
      // A failed thread also exits after its 'error': the requests of the thread started since
      // are not its to answer.
      if (ended) return;
      ended = true;
      if (this.#worker === worker) this.#worker = null;
      const waiting = [...this.#waiting.values()];
      this.#waiting.clear();
      for (const resolve of waiting) resolve(message);
    };
    worker.on('error', (error: Error) => {
      fail(error.message);
    });
    worker.on('exit', (code) => {
      fail(`${this.#name} ended (exit code ${String(code)})`);
    });
    this.#worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = null;
    if (worker !== null) await worker.terminate();
  }
}
