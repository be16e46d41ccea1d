import type { GridName } from '../../../../app/catalog/rows.ts';
import type { Problem } from '../../../../app/catalog/validation.ts';
import {
  PROBLEMS_WINDOW_MAX,
  type RowProblemsAnswer,
} from '../../../../app/catalog/problems-window.ts';

// The problems of the rows a core window shows (core mode, issue 28): asked of the core
// (catalog.rowProblems) for the rows the grid draws, a batch per grid once the render that
// wanted them is over, and asked again when the catalog's version moves past the one a row's
// problems are of. Until a row's answer comes it shows what it last had (no flicker as an edit
// is checked), and an answer equal to what is held keeps the same array, so rows memoised on
// their problems do not render again. No React: use-core-marks.ts subscribes to it.

export type AskRowProblems = (grid: GridName, ids: string[]) => Promise<RowProblemsAnswer>;

const NONE: readonly Problem[] = [];

/** Rows held at most; the oldest are forgotten (asked again if drawn again). */
export const ROW_PROBLEMS_HELD = 5_000;

interface Held {
  problems: readonly Problem[];
  /** The catalog's version the problems are of. */
  version: number;
}

const keyOf = (grid: GridName, id: string): string => `${grid}\u0000${id}`;

function sameProblems(a: readonly Problem[], b: readonly Problem[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((p, i) => {
    const q = b[i];
    return (
      q !== undefined &&
      p.field === q.field &&
      p.sku === q.sku &&
      p.code === q.code &&
      p.severity === q.severity &&
      p.value === q.value
    );
  });
}

export class RowProblemsCache {
  private held = new Map<string, Held>();
  private wanted: Record<GridName, Set<string>> = {
    brands: new Set(),
    colors: new Set(),
    products: new Set(),
  };
  private asking = new Set<string>();
  private scheduled = false;
  private listeners = new Set<() => void>();
  private version = -1;
  private generation = 0;
  private closed = false;
  private readonly ask: AskRowProblems;
  private readonly schedule: (run: () => void) => void;

  constructor(
    ask: AskRowProblems,
    // Called unbound: the browser's queueMicrotask refuses a `this` other than the window.
    schedule: (run: () => void) => void = (run) => {
      queueMicrotask(run);
    },
  ) {
    this.ask = ask;
    this.schedule = schedule;
  }

  /** A row's problems as held (none until asked), asking for them when missing or older. */
  get(grid: GridName, id: string): readonly Problem[] {
    if (id === '') return NONE;
    const key = keyOf(grid, id);
    const held = this.held.get(key);
    if ((held === undefined || held.version < this.version) && !this.asking.has(key)) {
      this.wanted[grid].add(id);
      if (!this.scheduled) {
        this.scheduled = true;
        this.schedule(() => {
          this.flush();
        });
      }
    }
    return held?.problems ?? NONE;
  }

  /**
   * Problems the core sent beside a block of rows (catalog.window's `problems`) for these ids:
   * held as an answer to rowProblems, so the rows draw with them and need no call of their own.
   * The grid re-renders its rows as the block arrives, so only a change to rows drawn before
   * is told.
   */
  prime(grid: GridName, ids: readonly string[], answer: RowProblemsAnswer): void {
    if (this.closed) return;
    if (this.store(grid, ids, answer)) this.notify();
  }

  /** The catalog's version now (catalog.problems said it): rows of older versions are asked again. */
  setVersion(version: number): void {
    if (version <= this.version) return;
    this.version = version;
    this.notify();
  }

  /** Moves on whenever what `get` answers may have changed (useSyncExternalStore's snapshot). */
  get snapshot(): number {
    return this.generation;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Answers arriving after this are dropped. */
  close(): void {
    this.closed = true;
  }

  private flush(): void {
    this.scheduled = false;
    if (this.closed) return;
    for (const grid of ['brands', 'colors', 'products'] as const) {
      const ids = [...this.wanted[grid]];
      this.wanted[grid].clear();
      for (let from = 0; from < ids.length; from += PROBLEMS_WINDOW_MAX) {
        this.askFor(grid, ids.slice(from, from + PROBLEMS_WINDOW_MAX));
      }
    }
  }

  private askFor(grid: GridName, ids: string[]): void {
    const keys = ids.map((id) => keyOf(grid, id));
    for (const key of keys) this.asking.add(key);
    const settle = () => {
      for (const key of keys) this.asking.delete(key);
    };
    this.ask(grid, ids).then(
      (answer) => {
        settle();
        if (this.closed) return;
        if (this.store(grid, ids, answer)) this.notify();
      },
      () => {
        // Asked again the next time the row is drawn after something changes.
        settle();
      },
    );
  }

  /** Holds an answer's problems for these ids (none listed: none); true when any changed. */
  private store(grid: GridName, ids: readonly string[], answer: RowProblemsAnswer): boolean {
    const found = new Map(answer.rows.map((row) => [row.id, row.problems]));
    let changed = false;
    for (const id of ids) {
      const key = keyOf(grid, id);
      const before = this.held.get(key);
      // An answer older than what is held (a block read before an edit's check) is not kept.
      if (before !== undefined && before.version > answer.version) continue;
      const now = found.get(id) ?? NONE;
      const problems =
        before !== undefined && sameProblems(before.problems, now) ? before.problems : now;
      if (problems !== before?.problems) changed = true;
      this.held.delete(key);
      this.held.set(key, { problems, version: answer.version });
    }
    this.evict();
    // A row read at a newer version than known: others held are older (asked again).
    if (answer.version > this.version) {
      this.version = answer.version;
      changed = true;
    }
    return changed;
  }

  private evict(): void {
    for (const key of this.held.keys()) {
      if (this.held.size <= ROW_PROBLEMS_HELD) return;
      this.held.delete(key);
    }
  }

  private notify(): void {
    this.generation += 1;
    for (const listener of this.listeners) listener();
  }
}
