import type { GridName } from '../../../../app/catalog/rows.ts';
import {
  comparedCode,
  type CatalogValue,
  type LastSent,
} from '../../../../app/catalog/last-sent.ts';
import { SENT_LOOKUP_MAX } from '../../../../app/imports/schemas.ts';

// What one connection last sent, read a few codes at a time (`sent.lookup`) as the grid shows
// their rows: a value of 50,000 products is tens of MB that no screen needs at once. A row asks
// while it renders; the codes asked in one render go in one call after it, and when the answer is
// in, the readers hear of it (useSyncExternalStore) and the rows show their marks. Each reader
// reads only its own code (a row on screen, the status bar's active cell), so an answer re-renders
// the rows it changes, not the grid. "Changed rows only" reads every row's code, a part at a
// time. Made anew when a send ends (the baseline moved).

export type LookUp = (
  grid: GridName,
  codes: string[],
) => Promise<Array<{ code: string; value: CatalogValue }>>;

const GRIDS: readonly GridName[] = ['brands', 'colors', 'products'];

export class LastSentCache {
  readonly #lookUp: LookUp;
  /** By compared code: the value last sent, or null when it never was. */
  readonly #known = new Map<GridName, Map<string, CatalogValue | null>>(
    GRIDS.map((grid) => [grid, new Map()]),
  );
  readonly #wanted = new Map<GridName, Set<string>>(GRIDS.map((grid) => [grid, new Set()]));
  readonly #listeners = new Set<() => void>();
  #version = 0;
  #flushing = false;
  #watched: { grid: GridName; code: string } | null = null;

  constructor(lookUp: LookUp) {
    this.#lookUp = lookUp;
  }

  /** The value last sent with this code: null never sent, undefined not read yet (now asked). */
  get(grid: GridName, code: string): CatalogValue | null | undefined {
    const known = this.peek(grid, code);
    if (known !== undefined) return known;
    this.#wanted.get(grid)?.add(code);
    this.#scheduleFlush();
    return undefined;
  }

  /** As get, without asking: undefined when not read yet. */
  peek(grid: GridName, code: string): CatalogValue | null | undefined {
    const known = this.#known.get(grid);
    if (known === undefined) return undefined;
    // A code found as it is needs no normalising (null, never sent, is an answer too).
    const value = known.get(code);
    return value !== undefined ? value : known.get(comparedCode(code));
  }

  /**
   * As get, and remembers the code as the one watched (the status bar's active cell):
   * watchedValue() then follows it as answers come in.
   */
  watch(grid: GridName, code: string): CatalogValue | null | undefined {
    this.#watched = { grid, code };
    return this.get(grid, code);
  }

  /** The watched code's value (a useSyncExternalStore snapshot: changes only when it does). */
  readonly watchedValue = (): CatalogValue | null | undefined =>
    this.#watched === null ? undefined : this.peek(this.#watched.grid, this.#watched.code);

  /** Reads every one of these codes not read yet, a part at a time. */
  async load(grid: GridName, codes: readonly string[]): Promise<void> {
    const known = this.#known.get(grid);
    const missing = [...new Set(codes)].filter(
      (code) => known?.get(code) === undefined && known?.get(comparedCode(code)) === undefined,
    );
    for (let i = 0; i < missing.length; i += SENT_LOOKUP_MAX / 2) {
      await this.#read(grid, missing.slice(i, i + SENT_LOOKUP_MAX / 2));
    }
    if (missing.length > 0) this.#changed();
  }

  /** What was read of a grid, by compared code (codes never sent left out). */
  index(grid: GridName): LastSent {
    const index = new Map<string, CatalogValue>();
    for (const [code, value] of this.#known.get(grid) ?? [])
      if (value !== null) index.set(code, value);
    return index;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly version = (): number => this.#version;

  #scheduleFlush(): void {
    if (this.#flushing) return;
    this.#flushing = true;
    queueMicrotask(() => {
      void this.#flush();
    });
  }

  async #flush(): Promise<void> {
    try {
      for (const grid of GRIDS) {
        const wanted = this.#wanted.get(grid);
        if (wanted === undefined || wanted.size === 0) continue;
        const codes = [...wanted];
        wanted.clear();
        for (let i = 0; i < codes.length; i += SENT_LOOKUP_MAX / 2) {
          await this.#read(grid, codes.slice(i, i + SENT_LOOKUP_MAX / 2));
        }
      }
      this.#flushing = false;
      this.#changed();
      // Codes asked while this read was out go in the next one (no reader may ask again).
      if (GRIDS.some((grid) => (this.#wanted.get(grid)?.size ?? 0) > 0)) this.#scheduleFlush();
    } catch {
      // Not read (the core is busy or gone): no mark rather than a wrong one. Nothing new is said
      // to the readers (a render would ask again at once); the next render that needs it asks.
      this.#flushing = false;
    }
  }

  /** Asks for the codes as typed and as compared (trimmed, NFC); both are then known. */
  async #read(grid: GridName, codes: readonly string[]): Promise<void> {
    const asked = new Set<string>();
    for (const code of codes) {
      asked.add(code);
      asked.add(comparedCode(code));
    }
    const entries = await this.#lookUp(grid, [...asked]);
    const known = this.#known.get(grid);
    if (known === undefined) return;
    const found = new Map(entries.map((entry) => [comparedCode(entry.code), entry.value]));
    for (const code of codes) {
      const value = found.get(comparedCode(code)) ?? null;
      known.set(code, value);
      known.set(comparedCode(code), value);
    }
  }

  #changed(): void {
    this.#version += 1;
    for (const listener of this.#listeners) listener();
  }
}
