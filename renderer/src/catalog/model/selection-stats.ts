import type { Range } from './selection.ts';

// The status bar's figures for the selected cells, as Excel's: how many are not empty, and over
// the ones holding a number, their sum, average, minimum and maximum. Pure: the cells are read
// through a function, in slices that stop at a deadline, so a selection of 460,000 rows is
// summed over several frames and never in one long task. A range that only grew at its edges
// (Shift+arrow, Ctrl+Shift+arrow) reads only the cells it gained.

export interface SelectionStats {
  /** Cells with any text. */
  count: number;
  /** Cells whose whole text is a number. */
  numbers: number;
  sum: number;
  min: number;
  max: number;
}

export const NO_STATS: SelectionStats = Object.freeze({
  count: 0,
  numbers: 0,
  sum: 0,
  min: Infinity,
  max: -Infinity,
});

// Digits with optional thousands commas, an optional fraction and sign: 38, -1.5, 1,250, .5.
// Exponents are left out on purpose: a code such as 1E5 is not a number to a person.
const NUMBER = /^[+-]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)$/;
const WIDE = /[\uFF01-\uFF5E]/;

/** The number a cell's text is, or null: full-width digits (４０) count, as Excel takes them. */
export function numberOf(text: string): number | null {
  let s = text.trim();
  if (s === '') return null;
  if (WIDE.test(s)) s = s.normalize('NFKC');
  if (!NUMBER.test(s)) return null;
  const value = Number(s.replaceAll(',', ''));
  return Number.isFinite(value) ? value : null;
}

/** Mutable sums of a run; `carry` keeps the sum exact over many decimals (Neumaier). */
interface Acc extends SelectionStats {
  carry: number;
}

const accOf = (s: SelectionStats): Acc => ({ ...s, carry: 0 });

function add(acc: Acc, text: string): void {
  if (text === '') return;
  acc.count += 1;
  const value = numberOf(text);
  if (value === null) return;
  acc.numbers += 1;
  const t = acc.sum + value;
  acc.carry += Math.abs(acc.sum) >= Math.abs(value) ? acc.sum - t + value : value - t + acc.sum;
  acc.sum = t;
  if (value < acc.min) acc.min = value;
  if (value > acc.max) acc.max = value;
}

const done = (acc: Acc): SelectionStats => ({
  count: acc.count,
  numbers: acc.numbers,
  sum: acc.sum + acc.carry,
  min: acc.min,
  max: acc.max,
});

export const averageOf = (s: SelectionStats): number | null =>
  s.numbers === 0 ? null : s.sum / s.numbers;

export const cellCount = (range: Range): number =>
  range.bottom < range.top ? 0 : (range.bottom - range.top + 1) * (range.right - range.left + 1);

/** The range's rows that hold data: the new-row line below the last row is left out. */
export const dataRange = (range: Range, rowCount: number): Range => ({
  ...range,
  bottom: Math.min(range.bottom, rowCount - 1),
});

/** A finished count: its range and figures, reused while the data and the view stay the same. */
export interface CountedRange {
  range: Range;
  stats: SelectionStats;
}

/**
 * What is left to read for `range` given a finished one: when `range` only grew from it at its
 * edges (the same columns with more rows, or the same rows with more columns), the earlier
 * figures plus the strips it gained; otherwise every cell.
 */
export function planStats(
  range: Range,
  previous: CountedRange | null,
): {
  base: SelectionStats;
  parts: Range[];
} {
  const whole = { base: NO_STATS, parts: cellCount(range) === 0 ? [] : [range] };
  if (previous === null) return whole;
  const p = previous.range;
  if (cellCount(p) === 0) return whole;
  const strips: Range[] = [];
  if (p.left === range.left && p.right === range.right) {
    if (range.top > p.top || range.bottom < p.bottom) return whole;
    if (range.top < p.top) strips.push({ ...range, bottom: p.top - 1 });
    if (range.bottom > p.bottom) strips.push({ ...range, top: p.bottom + 1 });
  } else if (p.top === range.top && p.bottom === range.bottom) {
    if (range.left > p.left || range.right < p.right) return whole;
    if (range.left < p.left) strips.push({ ...range, right: p.left - 1 });
    if (range.right > p.right) strips.push({ ...range, left: p.right + 1 });
  } else return whole;
  return { base: previous.stats, parts: strips };
}

/** How many cells are read between looks at the clock. */
const CHUNK = 256;

/**
 * A count in progress: `step` reads cells until `deadline` (by `now`) and says whether the count
 * is finished; `stats` is then the range's figures.
 */
export class StatsRun {
  private readonly parts: readonly Range[];
  private readonly read: (row: number, col: number) => string;
  private readonly acc: Acc;
  private part = 0;
  private row: number;
  private col: number;

  constructor(
    parts: readonly Range[],
    base: SelectionStats,
    read: (row: number, col: number) => string,
  ) {
    this.parts = parts;
    this.read = read;
    this.acc = accOf(base);
    this.row = parts[0]?.top ?? 0;
    this.col = parts[0]?.left ?? 0;
  }

  get finished(): boolean {
    return this.part >= this.parts.length;
  }

  get stats(): SelectionStats {
    return done(this.acc);
  }

  step(deadline: number, now: () => number): boolean {
    let budget = CHUNK;
    while (!this.finished) {
      const range = this.parts[this.part] as Range;
      add(this.acc, this.read(this.row, this.col));
      if (this.col < range.right) this.col += 1;
      else {
        this.col = range.left;
        this.row += 1;
        if (this.row > range.bottom) {
          this.part += 1;
          const next = this.parts[this.part];
          if (next !== undefined) {
            this.row = next.top;
            this.col = next.left;
          }
        }
      }
      budget -= 1;
      if (budget === 0) {
        if (now() >= deadline) return this.finished;
        budget = CHUNK;
      }
    }
    return true;
  }
}
