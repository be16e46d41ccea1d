// The caller's side of a channel to the core: numbered calls, their answers, cancellation and
// events. Free of Node and Electron, so the same code runs in main, in the preview's server and
// (bundled) in the preload.
import type { IpcResult } from '../../app/errors.ts';
import { asFromCore, type Channel, type ToCore } from './protocol.ts';

export type CoreEventListener = (name: string, payload: unknown) => void;

/** What a call in flight gets when the core process went away before answering. */
export const CORE_GONE: IpcResult<never> = {
  ok: false,
  error: {
    kind: 'core_restarted',
    message: 'The app’s core restarted before answering. Try again.',
  },
};

type Answer = { result: IpcResult<unknown> } | { text: string };

interface Pending {
  /** null: the core went away before answering. */
  settle(answer: Answer | null): void;
}

export class CoreClient {
  readonly #channel: Channel;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Set<CoreEventListener>();
  readonly #stop: () => void;
  #nextId = 1;
  #gone = false;

  constructor(channel: Channel) {
    this.#channel = channel;
    this.#stop = channel.onMessage((raw) => {
      const message = asFromCore(raw);
      if (message === null) return;
      if (message.type === 'event') {
        for (const listener of [...this.#listeners]) listener(message.name, message.payload);
        return;
      }
      const pending = this.#pending.get(message.id);
      if (pending === undefined) return;
      this.#pending.delete(message.id);
      pending.settle(
        message.type === 'result' ? { result: message.result } : { text: message.text },
      );
    });
  }

  /** Runs a call in the core; aborting the signal asks the core to cancel it. */
  call(name: string, input: unknown, signal?: AbortSignal): Promise<IpcResult<unknown>> {
    return this.#send(
      (id) => ({ type: 'call', id, name, input }),
      signal,
      (answer) => ('result' in answer ? answer.result : (JSON.parse(answer.text) as never)),
      () => CORE_GONE,
    );
  }

  /** Runs a call whose input is JSON text; the answer comes back as JSON text, unparsed. */
  callJson(name: string, text: string, signal?: AbortSignal): Promise<string> {
    return this.#send(
      (id) => ({ type: 'call-json', id, name, text }),
      signal,
      (answer) => ('text' in answer ? answer.text : JSON.stringify(answer.result)),
      () => JSON.stringify(CORE_GONE),
    );
  }

  #send<T>(
    build: (id: number) => ToCore,
    signal: AbortSignal | undefined,
    read: (answer: Answer) => T,
    gone: () => T,
  ): Promise<T> {
    if (this.#gone) return Promise.resolve(gone());
    const id = this.#nextId++;
    return new Promise<T>((resolve) => {
      const onAbort = (): void => {
        if (this.#pending.has(id)) this.#post({ type: 'cancel', id });
      };
      this.#pending.set(id, {
        settle: (answer) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(answer === null ? gone() : read(answer));
        },
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#post(build(id));
      if (signal?.aborted) onAbort();
    });
  }

  #post(message: ToCore): void {
    try {
      this.#channel.post(message);
    } catch {
      this.disconnect(); // the channel is closed: the core is gone
    }
  }

  onEvent(listener: CoreEventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Calls waiting for an answer (for tests and diagnostics). */
  inFlight(): number {
    return this.#pending.size;
  }

  /** The core is gone: every call in flight, and every later one, answers CORE_GONE. */
  disconnect(): void {
    if (this.#gone) return;
    this.#gone = true;
    this.#stop();
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const call of pending) call.settle(null);
  }
}
