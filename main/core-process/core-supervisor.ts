// Keeps a core process running for the process that owns the windows: when the core ends without
// being asked (a crash, a kill), the calls it was running answer CORE_GONE (retryable), the
// windows hear "restarting", a new core starts (unfinished imports resume from its journal as
// after any restart) and the windows hear "ready". A call name that made the core end twice
// within a minute is refused for a minute (crash-blame.ts).
import type { IpcResult } from '../../app/errors.ts';
import { CORE_GONE, type CoreClient } from './core-client.ts';
import type { CoreProcess } from './core-process.ts';
import { CrashBlame } from './crash-blame.ts';

export type CoreState = 'restarting' | 'ready';

/**
 * The restart limit counts crashes whatever their pace: a core that ends before it has run
 * CALM_MS counts toward CRASH_LIMIT, and only a core that ran that long before it ended clears
 * the count. Counting crashes within a minute would never stop a loop whose crash takes longer
 * than a minute to happen (a heap exhausted after 100 s); this stops it after CRASH_LIMIT
 * crashes, while a crash now and then in a long session never adds up.
 */
export const CRASH_LIMIT = 5;
export const CALM_MS = 10 * 60_000;

const GAVE_UP_MESSAGE = 'The app’s core ended too often; restart the app.';
const GAVE_UP: IpcResult<never> = {
  ok: false,
  error: { kind: 'internal', message: GAVE_UP_MESSAGE },
};
const CORE_GONE_TEXT = JSON.stringify(CORE_GONE);

const refused = (message: string): IpcResult<never> => ({
  ok: false,
  error: { kind: 'internal', message },
});

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
  readonly #now: () => number;
  readonly #blame: CrashBlame;
  #current: Promise<CoreProcess>;
  #stopping = false;
  /** Crashes since the last core that ran CALM_MS. */
  #crashes = 0;

  private constructor(options: CoreSupervisorOptions, first: CoreProcess) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#blame = new CrashBlame(this.#now);
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

  /** Crashes counted toward the restart limit (for tests and diagnostics). */
  crashesCounted(): number {
    return this.#crashes;
  }

  call(name: string, input: unknown, signal?: AbortSignal): Promise<IpcResult<unknown>> {
    return this.#run(
      name,
      (core) => core.client.call(name, input, signal),
      (result) => result === CORE_GONE,
      (result) => result,
    );
  }

  callJson(name: string, text: string, signal?: AbortSignal): Promise<string> {
    return this.#run(
      name,
      (core) => core.client.callJson(name, text, signal),
      (answer) => answer === CORE_GONE_TEXT,
      (result) => JSON.stringify(result),
    );
  }

  async #run<T>(
    name: string,
    send: (core: CoreProcess) => Promise<T>,
    isCoreGone: (answer: T) => boolean,
    answer: (result: IpcResult<never>) => T,
  ): Promise<T> {
    const refusal = this.#blame.refusal(name);
    if (refusal !== null) return answer(refused(refusal));
    let core: CoreProcess;
    try {
      core = await this.#current;
    } catch {
      return answer(GAVE_UP);
    }
    const done = this.#blame.start(core, name);
    let diedWithCore = false;
    try {
      const result = await send(core);
      diedWithCore = isCoreGone(result);
      return result;
    } finally {
      done(diedWithCore);
    }
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    await (await this.#current.catch(() => null))?.stop();
  }

  #adopt(core: CoreProcess): void {
    const { onEvent } = this.#options;
    if (onEvent) core.client.onEvent(onEvent);
    const startedAt = this.#now();
    void core.exited.then(() => {
      this.#blame.crashed(core);
      if (this.#stopping) return;
      if (this.#now() - startedAt >= CALM_MS) this.#crashes = 0;
      this.#crashes += 1;
      this.#restart();
    });
  }

  #restart(): void {
    this.#options.onState?.('restarting');
    const next = (async () => {
      if (this.#crashes > CRASH_LIMIT) throw new Error(GAVE_UP_MESSAGE);
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
