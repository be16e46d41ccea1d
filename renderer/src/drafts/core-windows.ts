// The catalog grids' windows onto the core (core mode, issue 28) as the screens outside the grid
// need them: to wait until every edit typed was answered by the core (an answer makes it durable),
// before a send, a take-back, "edit again" or a discard. The catalog's window driver registers
// itself here (use-loading-window.ts); this file knows it only by this shape, since shared code
// sits below the screens. (The windows are read anew after outside changes by the store's
// coreEpoch.)

export interface CoreWindow {
  /** Edits, undos and redos not yet answered by the core (queued or in flight). */
  readonly unanswered: number;
  subscribe(listener: () => void): () => void;
}

const windows = new Map<CoreWindow, string>();
/** Called when a window leaves the register (a flush no longer waits on it). */
const left = new Map<CoreWindow, Set<() => void>>();

/** Registers a connection's window; returns its removal. */
export function holdCoreWindow(profileId: string, window: CoreWindow): () => void {
  windows.set(window, profileId);
  return () => {
    windows.delete(window);
    const waiting = left.get(window);
    left.delete(window);
    for (const done of waiting ?? []) done();
  };
}

/**
 * Settles once no registered window has an edit the core has not answered (or the window left:
 * the grid closed, and what it still had queued is its own to settle).
 */
export function flushCoreWrites(): Promise<void> {
  const waiting = [...windows.keys()].filter((window) => window.unanswered > 0);
  return Promise.all(
    waiting.map(
      (window) =>
        new Promise<void>((resolve) => {
          const done = () => {
            stop();
            left.get(window)?.delete(done);
            resolve();
          };
          const stop = window.subscribe(() => {
            if (window.unanswered === 0) done();
          });
          const set = left.get(window) ?? new Set();
          set.add(done);
          left.set(window, set);
        }),
    ),
  ).then(() => undefined);
}
