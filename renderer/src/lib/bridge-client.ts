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

type LooseCall = (input: unknown) => Promise<IpcResult<unknown>>;
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

export async function call<N extends CallName>(
  name: N,
  input: CallInput<N>,
): Promise<CallOutput<N>> {
  const [area, verb] = splitCallName(name);
  const fn = (bridge() as unknown as LooseApi)[area]?.[verb];
  if (!fn) {
    throw new KikanError({ kind: 'internal', message: `The app bridge has no ${name}.` });
  }
  let result: IpcResult<unknown>;
  try {
    result = await fn(input);
  } catch {
    // The transport itself failed (not a typed answer from main).
    throw new KikanError({ kind: 'internal', message: 'The app did not answer. Try again.' });
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
