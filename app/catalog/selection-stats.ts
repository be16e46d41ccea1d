import { DecimalSum, MAX_SCALE } from './decimal-sum.ts';

/** A block of cells, both ends included (the grid's selection range has this shape). */
export interface Range {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

// The status bar's figures for the selected cells, as Excel's: how many are not empty, and over
// the ones holding a number, their sum (exact in decimals, decimal-sum.ts), average, minimum
// and maximum. Pure: the cells are read a column at a time through a function, in slices that
// stop at a deadline, so a selection of 460,000 rows is summed over several frames and never in
// one long task. A range that only grew at its edges (Shift+arrow, Ctrl+Shift+arrow) reads only
// the cells it gained. The core's catalog.stats counts a view it holds by the same rules, from
// each distinct text and how many cells hold it (StatsTally).

export interface SelectionStats {
  /** Cells with any text. */
  count: number;
  /** Cells whose whole text is a number. */
  numbers: number;
  sum: number;
  min: number;
  max: number;
}

/** Finished figures with the exact sum they came from (a grown range goes on from it). */
export interface CountedStats extends SelectionStats {
  readonly exact: DecimalSum;
}

export const NO_STATS: CountedStats = Object.freeze({
  count: 0,
  numbers: 0,
  sum: 0,
  min: Infinity,
  max: -Infinity,
  exact: new DecimalSum(),
});

// What the last scanNumber read: the digits as an integer and how many were after the point
// (scale -1: too many digits to be exact). Module state rather than an object per cell.
let scannedMantissa = 0;
let scannedScale = 0;
/** The character a failed scan stopped at (a full-width one sends the text through NFKC). */
let scanStop = 0;

const ZERO = 48;
const NINE = 57;
const COMMA = 44;
const POINT = 46;
const PLUS = 43;
const MINUS = 45;

/**
 * The number of a trimmed, half-width text as the status bar takes it, or NaN: digits with
 * optional thousands commas (1,250), an optional fraction and sign: 38, -1.5, +2, .5, 1. .
 * Exponents are left out on purpose: a code such as 1E5 is not a number to a person.
 */
function scanNumber(s: string): number {
  const n = s.length;
  let i = 0;
  let negative = false;
  const first = s.charCodeAt(0);
  if (first === PLUS || first === MINUS) {
    negative = first === MINUS;
    i = 1;
  }
  let mantissa = 0;
  let digits = 0;
  let intDigits = 0;
  // Digits since the last comma (-1: no comma yet); commas need groups of three after a lead of 1–3.
  let group = -1;
  for (; i < n; i += 1) {
    const c = s.charCodeAt(i);
    if (c >= ZERO && c <= NINE) {
      mantissa = mantissa * 10 + (c - ZERO);
      if (mantissa !== 0) digits += 1;
      intDigits += 1;
      if (group >= 0) group += 1;
    } else if (c === COMMA) {
      if (group === -1 ? intDigits < 1 || intDigits > 3 : group !== 3) {
        scanStop = 0;
        return NaN;
      }
      group = 0;
    } else break;
  }
  scanStop = i < n ? s.charCodeAt(i) : 0;
  if (group !== -1 && group !== 3) return NaN;
  let scale = 0;
  if (i < n) {
    if (scanStop !== POINT) return NaN;
    for (i += 1; i < n; i += 1) {
      const c = s.charCodeAt(i);
      if (c < ZERO || c > NINE) {
        scanStop = c;
        return NaN;
      }
      mantissa = mantissa * 10 + (c - ZERO);
      if (mantissa !== 0) digits += 1;
      scale += 1;
    }
    if (intDigits === 0 && scale === 0) return NaN;
  } else if (intDigits === 0) return NaN;
  if (digits > 15 || scale > MAX_SCALE) {
    const value = Number(s.replaceAll(',', ''));
    scannedScale = -1;
    scannedMantissa = 0;
    return Number.isFinite(value) ? value : NaN;
  }
  if (negative) mantissa = -mantissa;
  scannedMantissa = mantissa;
  scannedScale = scale;
  // m / 10^s with m < 2^53 and s ≤ 22 is the correctly rounded double of the decimal text.
  return scale === 0 ? mantissa : mantissa / 10 ** scale;
}

/** A text with edge characters that trim() would take (spaces, U+3000 and the like). */
const untrimmed = (s: string): boolean => {
  const a = s.charCodeAt(0);
  const b = s.charCodeAt(s.length - 1);
  return a <= 32 || b <= 32 || a >= 0x80 || b >= 0x80;
};

/** Like scanNumber, for any cell text: trims, and reads full-width digits (４０, －３) as Excel does. */
function scanCell(text: string): number {
  let s = text;
  if (untrimmed(s)) {
    s = s.trim();
    if (s === '') return NaN;
  }
  const value = scanNumber(s);
  if (value === value || scanStop < 0xff01 || scanStop > 0xff5e) return value;
  return scanNumber(s.normalize('NFKC'));
}

/** The number a cell's text is, or null: full-width digits (４０) count, as Excel takes them. */
export function numberOf(text: string): number | null {
  if (text === '') return null;
  const value = scanCell(text);
  return Number.isNaN(value) ? null : value;
}

/** Mutable figures of a run. */
interface Acc {
  count: number;
  numbers: number;
  exact: DecimalSum;
  min: number;
  max: number;
}

const accOf = (s: CountedStats): Acc => ({
  count: s.count,
  numbers: s.numbers,
  exact: s.exact.copy(),
  min: s.min,
  max: s.max,
});

function add(acc: Acc, text: string): void {
  if (text === '') return;
  acc.count += 1;
  const value = scanCell(text);
  if (value !== value) return; // NaN: not a number
  acc.numbers += 1;
  if (scannedScale < 0) acc.exact.addDouble(value);
  else acc.exact.addScaled(scannedMantissa, scannedScale);
  if (value < acc.min) acc.min = value;
  if (value > acc.max) acc.max = value;
}

/** Adds `times` cells holding `text` (the figures are those of adding it `times` times). */
function addTimes(acc: Acc, text: string, times: number): void {
  if (text === '' || times <= 0) return;
  acc.count += times;
  const value = scanCell(text);
  if (value !== value) return;
  acc.numbers += times;
  if (scannedScale < 0) for (let i = 0; i < times; i += 1) acc.exact.addDouble(value);
  else acc.exact.addScaledTimes(scannedMantissa, scannedScale, times);
  if (value < acc.min) acc.min = value;
  if (value > acc.max) acc.max = value;
}

const done = (acc: Acc): CountedStats => ({
  count: acc.count,
  numbers: acc.numbers,
  sum: acc.exact.value(),
  min: acc.min,
  max: acc.max,
  exact: acc.exact.copy(),
});

/**
 * Figures built from distinct texts with how many cells hold each (the core's catalog.stats
 * groups a column's cells by text in SQL): the same figures as reading every cell.
 */
export class StatsTally {
  private readonly acc: Acc = accOf(NO_STATS);

  add(text: string, times = 1): void {
    addTimes(this.acc, text, times);
  }

  get stats(): CountedStats {
    return done(this.acc);
  }
}

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
  stats: CountedStats;
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
  base: CountedStats;
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

/** A column's cells by row: a view's column array or row objects read directly, per column. */
export type ColumnReader = (col: number) => (row: number) => string;

/** How many cells are read between looks at the clock (a few hundred microseconds at most). */
const CHUNK = 1024;

/**
 * A count in progress: `step` reads cells, a column at a time, until `deadline` (by `now`) and
 * says whether the count is finished; `stats` is then the range's figures. `cancel` ends it
 * where it is: later steps read nothing and answer false.
 */
export class StatsRun {
  private readonly parts: readonly Range[];
  private readonly columnOf: ColumnReader;
  private readonly acc: Acc;
  private part = 0;
  private row: number;
  private col: number;
  private cell: ((row: number) => string) | null = null;
  private cancelled = false;
  /** Cells read so far (tests and the bench see the work a slice did). */
  read = 0;

  constructor(parts: readonly Range[], base: CountedStats, columnOf: ColumnReader) {
    this.parts = parts;
    this.columnOf = columnOf;
    this.acc = accOf(base);
    this.row = parts[0]?.top ?? 0;
    this.col = parts[0]?.left ?? 0;
  }

  get finished(): boolean {
    return !this.cancelled && this.part >= this.parts.length;
  }

  get stats(): CountedStats {
    return done(this.acc);
  }

  cancel(): void {
    this.cancelled = true;
  }

  step(deadline: number, now: () => number): boolean {
    while (!this.cancelled && this.part < this.parts.length) {
      const range = this.parts[this.part] as Range;
      const cell = (this.cell ??= this.columnOf(this.col));
      // Down the column, a chunk at a time, then a look at the clock.
      const end = Math.min(range.bottom, this.row + CHUNK - 1);
      const acc = this.acc;
      for (let r = this.row; r <= end; r += 1) add(acc, cell(r));
      this.read += end - this.row + 1;
      this.row = end + 1;
      if (this.row > range.bottom) {
        this.cell = null;
        this.row = range.top;
        this.col += 1;
        if (this.col > range.right) {
          this.part += 1;
          const next = this.parts[this.part];
          if (next !== undefined) {
            this.row = next.top;
            this.col = next.left;
          }
        }
      }
      if (now() >= deadline) return this.finished;
    }
    return this.finished;
  }
}
