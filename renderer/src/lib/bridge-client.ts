import { KikanError, type IpcResult } from '../../../app/errors.ts';
import { splitCallName } from '../../../app/ipc/api.ts';
import type {
  CallInput,
  CallName,
  CallOutput,
  EventName,
  EventPayload,
} from '../../../app/ipc/contract.ts';

// A typed client over window.kikan: results are unwrapped, failures thrown as KikanError so
// react-query sees them as errors and components read the typed AppError from them.

type LooseCall = (input: unknown, callId?: string) => Promise<IpcResult<unknown>>;
type LooseApi = Record<string, Record<string, LooseCall | undefined> | undefined>;

function bridge(): Window['kikan'] {
  if (typeof window === 'undefined' || !('kikan' in window)) {
    throw new KikanError({
      kind: 'internal',
      message: 'The app bridge is missing: this page must run inside Kikan Desk.',
    });
  }
  return window.kikan;
}

export interface CallOptions {
  /**
   * Aborting it cancels the call in main (its queue wait, a 429 pause, the request in flight);
   * pass react-query's `signal` so a query nobody needs any more stops costing the rate limit.
   */
  signal?: AbortSignal | undefined;
}

let callCounter = 0;

/** An id unique among this window's running calls. */
function nextCallId(): string {
  callCounter += 1;
  return `c${Date.now().toString(36)}-${callCounter.toString(36)}`;
}

function cancelledError(name: CallName): KikanError {
  return new KikanError({ kind: 'cancelled', message: `${name} was cancelled.` });
}

export async function call<N extends CallName>(
  name: N,
  input: CallInput<N>,
  options: CallOptions = {},
): Promise<CallOutput<N>> {
  const [area, verb] = splitCallName(name);
  const api = bridge();
  const fn = (api as unknown as LooseApi)[area]?.[verb];
  if (!fn) {
    throw new KikanError({ kind: 'internal', message: `The app bridge has no ${name}.` });
  }
  const { signal } = options;
  if (signal?.aborted) throw cancelledError(name);
  const callId = signal === undefined ? undefined : nextCallId();
  const onAbort = (): void => {
    if (callId !== undefined) api.cancel(callId);
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  let result: IpcResult<unknown>;
  try {
    result = await (callId === undefined ? fn(input) : fn(input, callId));
  } catch {
    // The transport itself failed (not a typed answer from main).
    throw new KikanError({ kind: 'internal', message: 'The app did not answer. Try again.' });
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  if (!result.ok) throw new KikanError(result.error);
  return result.value as CallOutput<N>;
}

export function subscribe<E extends EventName>(
  event: E,
  listener: (payload: EventPayload<E>) => void,
): () => void {
  return bridge().on(event, listener);
}

export { KikanError };
