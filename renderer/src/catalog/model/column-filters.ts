import {
  BLANK,
  CONDITION_OPS,
  cellTest,
  conditionTakesText,
  fold,
  isEmptyFilter,
  valuesListOf,
  type ColumnFilter,
  type ColumnFilters,
  type ConditionOp,
  type TextCondition,
  type ValueCount,
  type ValuesList,
} from '../../../../app/catalog/column-filters.ts';

// Column filters of a catalog grid, as Excel's AutoFilter: per column, the cell texts kept (its
// values list) and a text condition. A row stays when every filtered column keeps its cell (AND).
// The shapes and the matching rules are app/catalog/column-filters.ts's, shared with the core's
// views (main/store/catalog/views.ts), which answer the same filters in SQL: a values filter is
// `column IN (…)`, a condition the shared test, and the values list a GROUP BY over the rows
// the other filters keep.

export {
  BLANK,
  CONDITION_OPS,
  cellTest,
  conditionTakesText,
  isEmptyFilter,
  type ColumnFilter,
  type ColumnFilters,
  type ConditionOp,
  type TextCondition,
  type ValueCount,
  type ValuesList,
};

export const filterOf = (filters: ColumnFilters, column: string): ColumnFilter | undefined =>
  filters.find((f) => f.column === column);

/** The filters with this column's set (null or an empty filter: removed); the others kept in order. */
export function withColumnFilter(
  filters: ColumnFilters,
  column: string,
  filter: ColumnFilter | null,
): ColumnFilters {
  const keep = filter !== null && !isEmptyFilter(filter);
  const index = filters.findIndex((f) => f.column === column);
  if (index < 0) return keep ? [...filters, { ...filter, column }] : filters;
  return keep
    ? filters.map((f, i) => (i === index ? { ...filter, column } : f))
    : filters.filter((_, i) => i !== index);
}

export const cellMatches = (filter: ColumnFilter, text: string): boolean => cellTest(filter)(text);

/** Rows as the filters see them: a count, and a reader of each column's cell texts by row. */
export interface FilterSource {
  readonly length: number;
  /** Null when the source has no such column (its filter is ignored). */
  column(key: string): ((row: number) => string) | null;
  /**
   * The column read in one pass, in row order, as runs of rows sharing a text (a product's
   * fields over its SKU rows are one run): `visit(text, first, count)` for each. A source that
   * can read its columns so gives one (null: no such column); the filters then test and count
   * each run once instead of each row. Null exactly when `column` is.
   */
  runs?: (key: string) => ColumnScan | null;
}

/** One pass over a column's runs (FilterSource.runs). */
export type ColumnScan = (visit: (text: string, first: number, count: number) => void) => void;

/**
 * The rows every filter keeps (AND), in order; `except` leaves that column's own filter out,
 * as a values list counts the rows the other filters leave. Null: every row (no filter).
 */
export function keptRows(
  source: FilterSource,
  filters: ColumnFilters,
  except?: string,
): Int32Array | null {
  const active = filters.filter((f) => f.column !== except && !isEmptyFilter(f));
  if (source.runs !== undefined) {
    const scans: { scan: ColumnScan; test: (text: string) => boolean }[] = [];
    for (const filter of active) {
      const scan = source.runs(filter.column);
      if (scan !== null) scans.push({ scan, test: cellTest(filter) });
    }
    return scans.length === 0 ? null : keptByRuns(source.length, scans);
  }
  const tests: {
    read: (row: number) => string;
    test: (text: string) => boolean;
    last: string | null;
    answer: boolean;
  }[] = [];
  for (const filter of active) {
    const read = source.column(filter.column);
    if (read !== null) tests.push({ read, test: cellTest(filter), last: null, answer: false });
  }
  if (tests.length === 0) return null;
  const out = new Int32Array(source.length);
  let n = 0;
  for (let row = 0; row < source.length; row += 1) {
    let keep = true;
    for (let k = 0; k < tests.length && keep; k += 1) {
      const t = tests[k];
      if (t === undefined) continue;
      // The same text as the row before (neighbours often share it) keeps the same answer.
      const text = t.read(row);
      if (text !== t.last) {
        t.last = text;
        t.answer = t.test(text);
      }
      keep = t.answer;
    }
    if (keep) {
      out[n] = row;
      n += 1;
    }
  }
  return out.slice(0, n);
}

/**
 * keptRows over columns read as runs: each filter drops the runs its test refuses (tested once
 * per run of one text, and once per text while the text stays the same), then one pass gathers
 * the rows left.
 */
function keptByRuns(
  length: number,
  scans: readonly { scan: ColumnScan; test: (text: string) => boolean }[],
): Int32Array {
  const dropped = new Uint8Array(length);
  for (const { scan, test } of scans) {
    let last: string | null = null;
    let answer = true;
    // Neighbouring dropped runs are dropped as one range.
    let from = 0;
    let to = 0;
    scan((text, first, count) => {
      if (text !== last) {
        last = text;
        answer = test(text);
      }
      if (answer) return;
      if (first === to) {
        to += count;
        return;
      }
      if (to > from) dropped.fill(1, from, to);
      from = first;
      to = first + count;
    });
    if (to > from) dropped.fill(1, from, to);
  }
  let n = 0;
  for (let row = 0; row < length; row += 1) if (dropped[row] === 0) n += 1;
  const out = new Int32Array(n);
  n = 0;
  for (let row = 0; row < length; row += 1) {
    if (dropped[row] === 0) {
      out[n] = row;
      n += 1;
    }
  }
  return out;
}

/**
 * A column's distinct cell texts with their counts, over `rows` (indexes into the source; null:
 * every row): `SELECT value, COUNT(*) … GROUP BY value`.
 */
export function valuesList(read: (row: number) => string, rows: Int32Array | number): ValuesList {
  const counts = new Map<string, number>();
  const length = typeof rows === 'number' ? rows : rows.length;
  // Neighbouring rows often hold the same text (a product's SKUs of one colour, its shared
  // fields): a run is counted at once, saving most of the map's look-ups.
  let run: string | null = null;
  let runCount = 0;
  for (let k = 0; k < length; k += 1) {
    const text = read(typeof rows === 'number' ? k : (rows[k] ?? 0));
    if (text === run) {
      runCount += 1;
      continue;
    }
    if (run !== null) counts.set(run, (counts.get(run) ?? 0) + runCount);
    run = text;
    runCount = 1;
  }
  if (run !== null) counts.set(run, (counts.get(run) ?? 0) + runCount);
  return valuesListOf(Array.from(counts, ([value, count]) => ({ value, count })));
}

/**
 * valuesList over every row of a column read as runs: one pass, each distinct text interned in
 * a map with its count, no array per row; only the distinct texts are then sorted.
 */
export function valuesListOfScan(scan: ColumnScan): ValuesList {
  const counts = new Map<string, number>();
  // The run of one text being counted (neighbouring runs often share it).
  const run = { text: null as string | null, count: 0 };
  scan((text, _first, count) => {
    if (text === run.text) {
      run.count += count;
      return;
    }
    if (run.text !== null) counts.set(run.text, (counts.get(run.text) ?? 0) + run.count);
    run.text = text;
    run.count = count;
  });
  if (run.text !== null) counts.set(run.text, (counts.get(run.text) ?? 0) + run.count);
  return valuesListOf(Array.from(counts, ([value, count]) => ({ value, count })));
}

/** The values a search shows (any case, anywhere in the text); "(Blanks)" only when it is empty. */
export function searchValues(values: readonly ValueCount[], search: string): ValueCount[] {
  const needle = fold(search.trim());
  if (needle === '') return [...values];
  return values.filter((v) => v.value !== BLANK && fold(v.value).includes(needle));
}
