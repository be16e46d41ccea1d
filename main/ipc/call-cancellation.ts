// Every call from the renderer gets a cancellable handle: the renderer names the call (a call id
// of its choosing) and may later ask to cancel it; main aborts the call's signal, which stops the
// pacer wait, a 429 pause or the request in flight. Both transports (Electron IPC and the
// loopback test bridge) keep their running calls here.

const MAX_CALL_ID_LENGTH = 100;

export function isCallId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_CALL_ID_LENGTH;
}

export interface RunningCall {
  signal: AbortSignal;
  /** Call when the call has answered: its id may be used again. */
  finish(): void;
}

export class CallCancellation {
  readonly #running = new Map<string, AbortController>();

  /** Registers a call (no id: not cancellable by id, but `also` may still abort it). */
  start(callId: unknown, also?: AbortSignal): RunningCall {
    const controller = new AbortController();
    const abort = (): void => {
      controller.abort();
    };
    if (also?.aborted) abort();
    also?.addEventListener('abort', abort, { once: true });
    const id = isCallId(callId) ? callId : null;
    if (id !== null) {
      this.#running.get(id)?.abort(); // a reused id: the older call is stale
      this.#running.set(id, controller);
    }
    return {
      signal: controller.signal,
      finish: () => {
        also?.removeEventListener('abort', abort);
        if (id !== null && this.#running.get(id) === controller) this.#running.delete(id);
      },
    };
  }

  /** Aborts a running call; false when none has that id (it already answered). */
  cancel(callId: unknown): boolean {
    if (!isCallId(callId)) return false;
    const controller = this.#running.get(callId);
    if (controller === undefined) return false;
    controller.abort();
    this.#running.delete(callId);
    return true;
  }

  /** Calls still running (for tests and diagnostics). */
  running(): number {
    return this.#running.size;
  }
}
