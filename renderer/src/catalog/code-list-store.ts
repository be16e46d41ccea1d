import type { CodeIndex, CodeMatch, CodeOption } from '../../../app/catalog/code-suggest.ts';

// The state of a code picker's list, held outside React: a filtering key press changes only what
// the list box shows, so only the list box renders it (useSyncExternalStore), never the grid that
// owns the cell input. Each key narrows the previous match when the text grew by a letter.

/** How many options the list shows at once; the rest are counted ("type to narrow"). */
export const SHOWN_OPTIONS = 50;

export interface CodeListSnapshot {
  open: boolean;
  /** The options drawn: the first SHOWN_OPTIONS matches. */
  shown: readonly CodeOption[];
  /** Matches beyond those shown. */
  more: number;
  /** The highlighted option's place in `shown`, or -1. */
  active: number;
}

const CLOSED: CodeListSnapshot = { open: false, shown: [], more: 0, active: -1 };

export class CodeListStore {
  private index: CodeIndex;
  private exclude: ReadonlySet<string> | undefined;
  /** null: every code (as Alt+Down opens it), else what is typed. */
  private query: string | null = null;
  private match: CodeMatch | undefined;
  private state: CodeListSnapshot = CLOSED;
  private readonly listeners = new Set<() => void>();

  constructor(index: CodeIndex, exclude?: ReadonlySet<string>) {
    this.index = index;
    this.exclude = exclude;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly snapshot = (): CodeListSnapshot => this.state;

  /** Other codes to offer (the grid's rows changed): an open list is filtered again. */
  setSource(index: CodeIndex, exclude?: ReadonlySet<string>): void {
    if (index === this.index && exclude === this.exclude) return;
    this.index = index;
    this.exclude = exclude;
    this.match = undefined;
    if (this.state.open) this.show(this.state.active);
  }

  /** Opens the list with every code, `current`'s highlighted when it is known. */
  openAll(current: string): void {
    this.query = null;
    this.match = undefined;
    const all = this.filtered();
    this.show(
      Math.min(
        all.findIndex((o) => o.code === current),
        SHOWN_OPTIONS - 1,
      ),
      true,
      all,
    );
  }

  /** What is typed narrows an open list (or, with `openOnType`, opens it); none highlighted. */
  typed(value: string, openOnType = false): void {
    if (!this.state.open && !(openOnType && value !== '')) return;
    this.query = value;
    this.show(-1, true);
  }

  close(): void {
    if (!this.state.open) return;
    this.query = null;
    this.match = undefined;
    this.set(CLOSED);
  }

  setActive(active: number): void {
    if (active === this.state.active || !this.state.open) return;
    this.set({ ...this.state, active });
  }

  /** The matches for the query, narrowing the last ones when the query extends theirs. */
  private filtered(): readonly CodeOption[] {
    this.match = this.index.match(this.query ?? '', this.match);
    const { options } = this.match;
    const exclude = this.exclude;
    return exclude === undefined || exclude.size === 0
      ? options
      : options.filter((o) => !exclude.has(o.code));
  }

  private show(active: number, open = this.state.open, matches = this.filtered()): void {
    const shown = matches.length > SHOWN_OPTIONS ? matches.slice(0, SHOWN_OPTIONS) : matches;
    this.set({
      open,
      shown,
      more: matches.length - shown.length,
      active: Math.min(active, shown.length - 1),
    });
  }

  private set(next: CodeListSnapshot): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
