import type { IpcResult } from '../errors.ts';
import type { CallInput, CallName, CallOutput, EventName, EventPayload } from './contract.ts';

// The shape of window.kikan, derived from the contract: "area.verb" becomes kikan.area.verb.

type AreaOf<N extends string> = N extends `${infer A}.${string}` ? A : never;
type VerbOf<N extends string, A extends string> = N extends `${A}.${infer V}` ? V : never;

export type Unsubscribe = () => void;

/**
 * Names one running call so the renderer can cancel it with kikan.cancel(callId). Chosen by the
 * caller (unique among its running calls, at most 100 characters); optional.
 */
export type CallId = string;

export type KikanApi = {
  [A in AreaOf<CallName>]: {
    [V in VerbOf<CallName, A>]: `${A}.${V}` extends infer N extends CallName
      ? (input: CallInput<N>, callId?: CallId) => Promise<IpcResult<CallOutput<N>>>
      : never;
  };
} & {
  on: <E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void) => Unsubscribe;
  /** Cancels a running call: main aborts its queue wait, pause or request; it answers `cancelled`. */
  cancel: (callId: CallId) => void;
};

export function splitCallName(name: CallName): [area: string, verb: string] {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)];
}
