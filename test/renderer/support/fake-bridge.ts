import type { IpcResult } from '../../../app/errors.ts';
import type { CallName, EventName } from '../../../app/ipc/contract.ts';

// Main cannot run inside a component test's page, so window.kikan is a stand-in: each call is
// answered by a function the test gives (others answer "not connected"), every call is recorded,
// and the test can send events as main would. Answers are checked by the real client code
// (bridge-client.ts), which unwraps them exactly as it does the preload's.

type Answer = (input: never) => unknown;
export type Answers = Partial<Record<CallName, Answer>>;

export interface FakeBridge {
  calls: { name: CallName; input: unknown }[];
  /** Replaces or adds answers. */
  answer(answers: Answers): void;
  emit(event: EventName, payload: unknown): void;
}

export function installFakeBridge(initial: Answers): FakeBridge {
  const answers: Answers = { ...initial };
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const calls: FakeBridge['calls'] = [];
  const respond = async (name: CallName, input: unknown): Promise<IpcResult<unknown>> => {
    calls.push({ name, input });
    const answer = answers[name];
    if (answer === undefined) {
      return { ok: false, error: { kind: 'not_connected', message: 'Not connected.' } };
    }
    return { ok: true, value: await answer(input as never) };
  };
  Object.defineProperty(window, 'kikan', {
    configurable: true,
    value: new Proxy(
      {},
      {
        get: (_, area: string) => {
          if (area === 'on') {
            return (event: string, listener: (payload: unknown) => void) => {
              const set = listeners.get(event) ?? new Set();
              set.add(listener);
              listeners.set(event, set);
              return () => set.delete(listener);
            };
          }
          if (area === 'cancel') return () => undefined;
          return new Proxy(
            {},
            {
              get: (__, verb: string) => (input: unknown) =>
                respond(`${area}.${verb}` as CallName, input),
            },
          );
        },
      },
    ),
  });
  return {
    calls,
    answer: (more) => Object.assign(answers, more),
    emit: (event, payload) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  };
}
