import { z } from 'zod';
import { INPUT_LIMITS } from '../ipc/input-limits.ts';

// Excel-style column filters of a catalog view, as the core applies them (main/catalog/views.ts):
// per column the cell texts kept ('' stands for the blanks) and a text condition, case ignored;
// a row stays when every filtered column keeps its cell (AND). The same shapes and meanings as
// the renderer's pure model of the grid's header menu (renderer/src/catalog/model/column-filters.ts
// on the column filters' branch), so either side can answer the same filters.

export const CONDITION_OPS = ['contains', 'beginsWith', 'equals', 'empty', 'notEmpty'] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];
export const conditionTakesText = (op: ConditionOp): boolean =>
  op === 'contains' || op === 'beginsWith' || op === 'equals';

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
  .strict();
export type ColumnFilter = z.infer<typeof columnFilterSchema>;
export type ColumnFilters = readonly ColumnFilter[];

/** The text of a blank cell in a values list and a filter ("(Blanks)" on screen). */
export const BLANK = '';

export const isEmptyFilter = (filter: ColumnFilter): boolean =>
  filter.values === undefined &&
  (filter.condition === undefined ||
    (conditionTakesText(filter.condition.op) && filter.condition.text === ''));

const fold = (value: string): string => value.toLocaleLowerCase();

/** Whether a cell's text meets a condition (a condition with no text keeps every cell). */
export function meetsCondition(op: ConditionOp, needle: string, cell: string): boolean {
  const folded = fold(needle);
  switch (op) {
    case 'empty':
      return cell === BLANK;
    case 'notEmpty':
      return cell !== BLANK;
    case 'contains':
      return folded === '' || fold(cell).includes(folded);
    case 'beginsWith':
      return folded === '' || fold(cell).startsWith(folded);
    case 'equals':
      return folded === '' || fold(cell) === folded;
  }
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
