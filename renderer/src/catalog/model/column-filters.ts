// Column filters of a catalog grid, as Excel's AutoFilter: per column, the cell texts kept (its
// values list) and a text condition. A row stays when every filtered column keeps its cell (AND).
// Pure and shaped like a query, so the rows can move into the core's SQLite (issue 28): a values
// filter is `column IN (…)`, a condition a LIKE, and the values list a GROUP BY over the rows
// the other filters keep.

export type ConditionOp = 'contains' | 'beginsWith' | 'equals' | 'empty' | 'notEmpty';
export const CONDITION_OPS: readonly ConditionOp[] = [
  'contains',
  'beginsWith',
  'equals',
  'empty',
  'notEmpty',
];
/** Conditions that compare with a text (the others look only at whether the cell is empty). */
export const conditionTakesText = (op: ConditionOp): boolean =>
  op === 'contains' || op === 'beginsWith' || op === 'equals';

/** A text condition; case is ignored, as in Excel. */
export interface TextCondition {
  op: ConditionOp;
  text: string;
}

export interface ColumnFilter {
  /** The column's key (VIEW_COLUMNS), so a moved or hidden column keeps its filter. */
  column: string;
  /** The cell texts kept; '' stands for the blanks. Absent: every value. */
  values?: readonly string[];
  condition?: TextCondition;
}
export type ColumnFilters = readonly ColumnFilter[];

/** The text a blank cell has in a values list and a filter ("(Blanks)" on screen). */
export const BLANK = '';

export const isEmptyFilter = (filter: ColumnFilter): boolean =>
  filter.values === undefined &&
  (filter.condition === undefined ||
    (conditionTakesText(filter.condition.op) && filter.condition.text === ''));

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

const fold = (text: string): string => text.toLocaleLowerCase();

/** One filter made ready for many cells: the kept values in a set, the condition folded once. */
export function cellTest(filter: ColumnFilter): (text: string) => boolean {
  const kept = filter.values === undefined ? null : new Set(filter.values);
  const condition = filter.condition;
  let meets: ((text: string) => boolean) | null = null;
  if (condition !== undefined) {
    const needle = fold(condition.text);
    switch (condition.op) {
      case 'empty':
        meets = (text) => text === BLANK;
        break;
      case 'notEmpty':
        meets = (text) => text !== BLANK;
        break;
      case 'contains':
        if (needle !== '') meets = (text) => fold(text).includes(needle);
        break;
      case 'beginsWith':
        if (needle !== '') meets = (text) => fold(text).startsWith(needle);
        break;
      case 'equals':
        if (needle !== '') meets = (text) => fold(text) === needle;
        break;
    }
  }
  if (kept === null) return meets ?? (() => true);
  if (meets === null) return (text) => kept.has(text);
  const both = meets;
  return (text) => kept.has(text) && both(text);
}

export const cellMatches = (filter: ColumnFilter, text: string): boolean => cellTest(filter)(text);

/** Rows as the filters see them: a count, and a reader of each column's cell texts by row. */
export interface FilterSource {
  readonly length: number;
  /** Null when the source has no such column (its filter is ignored). */
  column(key: string): ((row: number) => string) | null;
}

/**
 * The rows every filter keeps (AND), in order; `except` leaves that column's own filter out,
 * as a values list counts the rows the other filters leave. Null: every row (no filter).
 */
export function keptRows(
  source: FilterSource,
  filters: ColumnFilters,
  except?: string,
): Int32Array | null {
  const tests: {
    read: (row: number) => string;
    test: (text: string) => boolean;
    last: string | null;
    answer: boolean;
  }[] = [];
  for (const filter of filters) {
    if (filter.column === except || isEmptyFilter(filter)) continue;
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

export interface ValueCount {
  value: string;
  count: number;
}

export interface ValuesList {
  /** Each distinct cell text and how many rows hold it: in A→Z order, the blanks last. */
  values: ValueCount[];
  /** Rows counted. */
  rows: number;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
// Two texts the collator finds equal (case, width) still sort the same way every time.
const byValue = (a: ValueCount, b: ValueCount): number =>
  collator.compare(a.value, b.value) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

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
  const blanks = counts.get(BLANK);
  counts.delete(BLANK);
  const values = Array.from(counts, ([value, count]) => ({ value, count })).sort(byValue);
  if (blanks !== undefined) values.push({ value: BLANK, count: blanks });
  return { values, rows: length };
}

/** The values a search shows (any case, anywhere in the text); "(Blanks)" only when it is empty. */
export function searchValues(values: readonly ValueCount[], search: string): ValueCount[] {
  const needle = fold(search.trim());
  if (needle === '') return [...values];
  return values.filter((v) => v.value !== BLANK && fold(v.value).includes(needle));
}
