import { z } from 'zod';
import { INPUT_LIMITS } from '../ipc/input-limits.ts';

// Excel-style column filters of a catalog view: per column the cell texts kept ('' stands for
// the blanks) and a text condition, case ignored; a row stays when every filtered column keeps
// its cell (AND). The one definition of their shapes and matching rules: the grid's pure model
// (renderer/src/catalog/model/column-filters.ts) and the core's views (main/store/catalog/views.ts)
// both test cells with `cellTest` and order values lists with `byValue`.

export const CONDITION_OPS = ['contains', 'beginsWith', 'equals', 'empty', 'notEmpty'] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];
/** Conditions that compare with a text (the others look only at whether the cell is empty). */
export const conditionTakesText = (op: ConditionOp): boolean =>
  op === 'contains' || op === 'beginsWith' || op === 'equals';

/** A text condition; case is ignored, as in Excel. */
export interface TextCondition {
  op: ConditionOp;
  text: string;
}

export interface ColumnFilter {
  /** The column's key (the view's columns), so a moved or hidden column keeps its filter. */
  column: string;
  /** The cell texts kept; '' stands for the blanks. Absent: every value. */
  values?: readonly string[];
  condition?: TextCondition;
}
export type ColumnFilters = readonly ColumnFilter[];

const text = z.string().max(INPUT_LIMITS.cellLength);
export const columnFilterSchema = z
  .object({
    column: z.string().max(40),
    values: z.array(text).max(INPUT_LIMITS.draftRowsPerBatch).optional(),
    condition: z
      .object({ op: z.enum(CONDITION_OPS), text })
      .strict()
      .optional(),
  })
  .strict() satisfies z.ZodType<ColumnFilter>;

/** The text of a blank cell in a values list and a filter ("(Blanks)" on screen). */
export const BLANK = '';

export const isEmptyFilter = (filter: ColumnFilter): boolean =>
  filter.values === undefined &&
  (filter.condition === undefined ||
    (conditionTakesText(filter.condition.op) && filter.condition.text === ''));

export const fold = (value: string): string => value.toLocaleLowerCase();

/** A condition made ready for many cells, folded once; null: it keeps every cell (no text). */
export function conditionTest(
  op: ConditionOp,
  needleText: string,
): ((cell: string) => boolean) | null {
  const needle = fold(needleText);
  switch (op) {
    case 'empty':
      return (cell) => cell === BLANK;
    case 'notEmpty':
      return (cell) => cell !== BLANK;
    case 'contains':
      return needle === '' ? null : (cell) => fold(cell).includes(needle);
    case 'beginsWith':
      return needle === '' ? null : (cell) => fold(cell).startsWith(needle);
    case 'equals':
      return needle === '' ? null : (cell) => fold(cell) === needle;
  }
}

/** One filter made ready for many cells: the kept values in a set, the condition folded once. */
export function cellTest(filter: ColumnFilter): (cell: string) => boolean {
  const kept = filter.values === undefined ? null : new Set(filter.values);
  const meets =
    filter.condition === undefined
      ? null
      : conditionTest(filter.condition.op, filter.condition.text);
  if (kept === null) return meets ?? (() => true);
  if (meets === null) return (cell) => kept.has(cell);
  return (cell) => kept.has(cell) && meets(cell);
}

export interface ValueCount {
  value: string;
  count: number;
}

export interface ValuesList {
  /** Each distinct cell text and how many rows hold it: A→Z, the blanks last. */
  values: ValueCount[];
  /** Rows counted. */
  rows: number;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
/** A→Z as the grid sorts; texts the collator finds equal still sort the same way every time. */
export const byValue = (a: ValueCount, b: ValueCount): number =>
  collator.compare(a.value, b.value) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

/** Distinct texts with their counts as a values list: A→Z, the blanks last. */
export function valuesListOf(counts: Iterable<ValueCount>): ValuesList {
  let rows = 0;
  let blanks: ValueCount | null = null;
  const values: ValueCount[] = [];
  for (const entry of counts) {
    rows += entry.count;
    if (entry.value === BLANK) blanks = entry;
    else values.push(entry);
  }
  values.sort(byValue);
  if (blanks !== null) values.push(blanks);
  return { values, rows };
}
