// Keeps a core process running for the process that owns the windows: when the core ends without
// being asked (a crash, a kill), the calls it was running answer CORE_GONE (retryable), the
// windows hear "restarting", a new core starts (unfinished imports resume from its journal as
// after any restart) and the windows hear "ready".
import type { IpcResult } from '../../app/errors.ts';
import type { CoreClient } from './core-client.ts';
import type { CoreProcess } from './core-process.ts';

export type CoreState = 'restarting' | 'ready';

/** A core ending this many times within the window is not restarted again. */
const CRASH_LIMIT = 5;
const CRASH_WINDOW_MS = 60_000;

export interface CoreSupervisorOptions {
  launch: () => Promise<CoreProcess>;
  /** The core's events, from whichever core process is current. */
  onEvent?: (name: string, payload: unknown) => void;
  onState?: (state: CoreState) => void;
  /** The core could not be (re)started: the windows can do nothing more. */
  onGaveUp?: (error: Error) => void;
  now?: () => number;
}

export class CoreSupervisor {
  readonly #options: CoreSupervisorOptions;
  #current: Promise<CoreProcess>;
  #stopping = false;
  readonly #crashes: number[] = [];

  private constructor(options: CoreSupervisorOptions, first: CoreProcess) {
    this.#options = options;
    this.#current = Promise.resolve(first);
    this.#adopt(first);
  }

  static async start(options: CoreSupervisorOptions): Promise<CoreSupervisor> {
    return new CoreSupervisor(options, await options.launch());
  }

  /** The ready core process (waits while one restarts). */
  current(): Promise<CoreProcess> {
    return this.#current;
  }

  async client(): Promise<CoreClient> {
    return (await this.#current).client;
  }

  async call(name: string, input: unknown, signal?: AbortSignal): Promise<IpcResult<unknown>> {
    return (await this.client()).call(name, input, signal);
  }

  async callJson(name: string, text: string, signal?: AbortSignal): Promise<string> {
    return (await this.client()).callJson(name, text, signal);
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    await (await this.#current.catch(() => null))?.stop();
  }

  #adopt(core: CoreProcess): void {
    const { onEvent } = this.#options;
    if (onEvent) core.client.onEvent(onEvent);
    void core.exited.then(() => {
      if (!this.#stopping) this.#restart();
    });
  }

  #restart(): void {
    const now = (this.#options.now ?? Date.now)();
    this.#crashes.push(now);
    while (this.#crashes.length > 0 && (this.#crashes[0] ?? now) < now - CRASH_WINDOW_MS)
      this.#crashes.shift();
    this.#options.onState?.('restarting');
    const next = (async () => {
      if (this.#crashes.length > CRASH_LIMIT)
        throw new Error('The app’s core ended too often; restart the app.');
      return this.#options.launch();
    })();
    this.#current = next;
    next.then(
      (core) => {
        if (this.#stopping) {
          void core.stop();
          return;
        }
        this.#adopt(core);
        this.#options.onState?.('ready');
      },
      (error: unknown) => {
        this.#options.onGaveUp?.(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }
}
