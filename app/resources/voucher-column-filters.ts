import { z } from 'zod';
import { INPUT_LIMITS } from '../ipc/input-limits.ts';

// Column value filters of a voucher list (issue 27): from a column's header the user keeps some
// of its values (null: the blanks), or a range of numbers or days. They run in the cache's SQL
// beside search, statuses, dates and groups, so they combine with all of them and work offline.

/** A kept value as stored for sorting (numbers sent as strings are numbers); null: blank. */
export const columnValueSchema = z.union([
  z.string().max(INPUT_LIMITS.fieldValueLength),
  z.number(),
  z.null(),
]);
export type ColumnValue = z.infer<typeof columnValueSchema>;

/** A range bound: a number, or a YYYY-MM-DD day (a date-time counts by its day). */
const boundSchema = z.union([
  z.number(),
  z
    .string()
    .max(10, 'A date is YYYY-MM-DD.')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.'),
]);

export const columnFilterSchema = z
  .object({
    field: z.string().min(1).max(INPUT_LIMITS.sortFieldLength),
    /** Only rows whose value is one of these (null keeps blanks). Absent: any value. */
    values: z
      .array(columnValueSchema)
      .max(INPUT_LIMITS.columnFilterValues, 'Too many values in a column filter.')
      .optional(),
    /** First value kept (inclusive); blanks drop out. */
    min: boundSchema.optional(),
    /** Last value kept (inclusive); blanks drop out. */
    max: boundSchema.optional(),
  })
  .strict();
export type ColumnFilter = z.infer<typeof columnFilterSchema>;

export const columnFiltersSchema = z
  .array(columnFilterSchema)
  .max(INPUT_LIMITS.columnFilters, 'Too many column filters.');

export const columnValuesResultSchema = z.object({
  field: z.string(),
  /** Distinct values of the column over the rows the other filters keep, in SQLite's order. */
  values: z.array(z.object({ value: columnValueSchema, count: z.number().int().nonnegative() })),
  /** Distinct values in all (values holds at most the limit asked for). */
  distinct: z.number().int().nonnegative(),
  /** Rows the other filters keep. */
  matched: z.number().int().nonnegative(),
  /** Smallest and largest number or day among the values (null: none). */
  min: z.union([z.number(), z.string(), z.null()]),
  max: z.union([z.number(), z.string(), z.null()]),
});
export type ColumnValues = z.infer<typeof columnValuesResultSchema>;

/** True when the filter keeps every row (nothing chosen). */
export const isEmptyColumnFilter = (filter: ColumnFilter): boolean =>
  filter.values === undefined && filter.min === undefined && filter.max === undefined;
