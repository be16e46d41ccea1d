// Starts work items in order, at most `width` running at once, each only after the items it
// depends on have settled (an import's batch waits for the batches holding the masters its
// products name). Used by the import run to keep the next request in flight while the previous
// one is answered and written.

export interface LaneOptions<T> {
  width: number;
  /** The positions (in `items`) of earlier items this one waits for. */
  dependsOn(item: T): readonly number[];
  /** Called before each start, after the waits; false stops starting more (a pause waits here). */
  proceed(): Promise<boolean>;
  /** Starts an item; null when there is nothing to run for it. */
  start(item: T, position: number): Promise<void> | null;
  /** An item's work threw: told at once (to stop the others); the first error is rethrown. */
  onFailure(error: unknown): void;
}

export async function runInLanes<T>(items: readonly T[], options: LaneOptions<T>): Promise<void> {
  const running = new Map<number, Promise<void>>();
  const failures: unknown[] = [];
  for (const [position, item] of items.entries()) {
    for (const before of options.dependsOn(item)) await running.get(before);
    while (running.size >= options.width) await Promise.race(running.values());
    if (!(await options.proceed())) break;
    const work = options.start(item, position);
    if (work === null) continue;
    const lane = work
      .catch((error: unknown) => {
        failures.push(error);
        options.onFailure(error);
      })
      .finally(() => running.delete(position));
    running.set(position, lane);
  }
  await Promise.all(running.values());
  if (failures.length > 0) throw failures[0];
}
