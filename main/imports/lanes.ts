// Starts work items, at most `width` running at once, each once the caller says it may go (an
// import's batch waits for the batches holding the masters its products name). The items may
// grow while it runs: a refused batch is replaced by new ones made from it. Used by the import
// run to keep the next request in flight while the previous one is answered and written.

export interface LaneOptions<K> {
  width: number;
  /** The next item that may start now, none of `busy` (running or already started); null when none can yet. */
  next(busy: ReadonlySet<K>): K | null;
  /** Called before each start; false stops starting more (a pause waits here). */
  proceed(): Promise<boolean>;
  /** Starts an item; null when there is nothing to run for it (it is not offered again). */
  start(key: K): Promise<void> | null;
  /** An item's work threw: told at once (to stop the others); the first error is rethrown. */
  onFailure(error: unknown): void;
}

export async function runInLanes<K>(options: LaneOptions<K>): Promise<void> {
  const running = new Map<K, Promise<void>>();
  const started = new Set<K>();
  const failures: unknown[] = [];
  for (;;) {
    while (running.size >= options.width) await Promise.race(running.values());
    if (!(await options.proceed())) break;
    const key = options.next(started);
    if (key === null) {
      if (running.size === 0) break;
      await Promise.race(running.values());
      continue;
    }
    started.add(key);
    const work = options.start(key);
    if (work === null) continue;
    const lane = work
      .catch((error: unknown) => {
        failures.push(error);
        options.onFailure(error);
      })
      .finally(() => {
        running.delete(key);
        started.delete(key);
      });
    running.set(key, lane);
  }
  await Promise.all(running.values());
  if (failures.length > 0) throw failures[0];
}
