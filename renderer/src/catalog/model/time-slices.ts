// Work split into slices that each stop at a deadline, one slice per turn of a scheduler (the
// browser's: once a frame, after its paint; tests': a queue they turn by hand). Pure: the clock
// and the scheduler are given, so the slicing, its deadlines and its cancelling are tested here.

export interface SliceScheduler {
  /** Milliseconds, as performance.now(). */
  now: () => number;
  /** Runs `slice` at the scheduler's next turn; answers a function that drops it. */
  next: (slice: () => void) => () => void;
}

export interface SlicedWork {
  /** Works until `deadline` (by the scheduler's clock); true when all of it is done. */
  step: (deadline: number) => boolean;
  /** Each slice's start and end, as it ends. */
  onSlice?: (start: number, end: number) => void;
  onDone: () => void;
}

/**
 * Runs `work` a slice of at most `budget` ms per turn of `scheduler`, starting at its next turn;
 * answers a cancel that stops it before its next slice (onDone is then never called).
 */
export function runInSlices(
  work: SlicedWork,
  budget: number,
  scheduler: SliceScheduler,
): () => void {
  let cancelled = false;
  let drop = (): void => undefined;
  const slice = () => {
    if (cancelled) return;
    const start = scheduler.now();
    const finished = work.step(start + budget);
    work.onSlice?.(start, scheduler.now());
    if (finished) work.onDone();
    else drop = scheduler.next(slice);
  };
  drop = scheduler.next(slice);
  return () => {
    cancelled = true;
    drop();
  };
}
