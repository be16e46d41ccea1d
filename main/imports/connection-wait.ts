import type { EventBus } from '../ipc/event-bus.ts';

/**
 * Resolves when `usable()` succeeds after a change of the connections (a reconnect); rejects when
 * `signal` aborts. An import waiting after a 401 continues from here.
 */
export function waitForConnection(
  events: EventBus,
  usable: () => Promise<unknown>,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new Error('aborted'));
      return;
    }
    const finish = (outcome: () => void): void => {
      unsubscribe();
      signal.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = (): void => {
      finish(() => {
        reject(new Error('aborted'));
      });
    };
    const unsubscribe = events.on('connections.changed', () => {
      usable().then(
        () => {
          finish(resolve);
        },
        () => undefined, // still not usable: keep waiting
      );
    });
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
