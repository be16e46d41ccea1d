import { z } from 'zod';
import { INPUT_LIMITS, appIdSchema, tooLong } from '../ipc/input-limits.ts';
import { masterRowSchema, productRowSchema, skuValueSchema } from './rows.ts';
import { englishNumber } from '../english-number.ts';

// The catalog's operations (issue 28): one edit of the grids, applied by the core in one
// transaction with its undo entries (main/store/catalog/operations.ts). Rows are named as the grids
// name them: a row of the product view or of a master grid by its draft id; a row of the
// per-SKU view by its product's draft id and the SKU's place in the product (a product without
// SKUs has one per-SKU row, place 0, with empty colour and size: a SKU value written there
// makes its first SKU). A product column written through a per-SKU row writes the product.

export const OPERATION_GRIDS = ['products', 'brands', 'colors'] as const;
export type OperationGrid = (typeof OPERATION_GRIDS)[number];
export const PRODUCT_COLUMNS = ['product_code', 'name', 'brand_code'] as const;
export const SKU_COLUMNS = ['color_code', 'size_code'] as const;
export const MASTER_COLUMNS = ['code', 'name'] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
export type SkuColumn = (typeof SKU_COLUMNS)[number];
export type MasterColumn = (typeof MASTER_COLUMNS)[number];

const ROWS = INPUT_LIMITS.draftRowsPerBatch;
export const cellSchema = z
  .string()
  .max(INPUT_LIMITS.cellLength, tooLong('A cell', INPUT_LIMITS.cellLength));
const place = z.number().int().min(0).max(INPUT_LIMITS.skusPerProduct);
export const rowRefSchema = z.object({ id: appIdSchema, place: place.optional() }).strict();
export type RowRef = z.infer<typeof rowRefSchema>;
const rows = z.array(rowRefSchema).max(ROWS, `At most ${englishNumber(ROWS)} rows.`);
const gridSchema = z.enum(OPERATION_GRIDS);
export const operationColumnSchema = z.enum([...PRODUCT_COLUMNS, ...SKU_COLUMNS, 'code']);
export type OperationColumn = z.infer<typeof operationColumnSchema>;
const columnSchema = operationColumnSchema;
const cell = cellSchema;
const columns = z.array(columnSchema).max(8);

export const findQuerySchema = z
  .object({
    text: z.string().min(1).max(INPUT_LIMITS.cellLength),
    matchCase: z.boolean(),
    wholeCell: z.boolean(),
    regex: z.boolean(),
  })
  .strict();

export const operationSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('set'),
      grid: gridSchema,
      cells: z
        .array(z.object({ row: rowRefSchema, column: columnSchema, value: cell }).strict())
        .max(ROWS, `At most ${englishNumber(ROWS)} cells.`),
    })
    .strict(),
  /** values[i][j] goes to rows[i], columns[j] (a block pasted from Excel). */
  z
    .object({
      kind: z.literal('paste'),
      grid: gridSchema,
      rows,
      columns,
      values: z.array(z.array(cell).max(8)).max(ROWS),
    })
    .strict(),
  /** The first row's values of these columns go down the other rows (Ctrl+D, fill handle). */
  z.object({ kind: z.literal('fill'), grid: gridSchema, rows, columns }).strict(),
  z.object({ kind: z.literal('clear'), grid: gridSchema, rows, columns }).strict(),
  /** Find and replace: in these rows (a range), or every row of the grid when none are given. */
  z
    .object({
      kind: z.literal('replace'),
      grid: gridSchema,
      columns,
      rows: rows.optional(),
      query: findQuerySchema,
      replacement: cell,
      /**
       * In the brands or colors grid: a code no row keeps after the replace is renamed in the
       * products naming it too (brand_code, SKUs' color_code), in the same step, never to ''.
       */
      follow: z.boolean().optional(),
    })
    .strict(),
  /** Whole rows (products for the products grid, codes for the others) at their positions. */
  z
    .object({
      kind: z.literal('insertRows'),
      grid: gridSchema,
      rows: z
        .array(
          z
            .object({
              id: appIdSchema,
              /** Absent: after the grid's last row (a row typed below the end in core mode). */
              position: z.number().optional(),
              row: z.union([productRowSchema, masterRowSchema]),
            })
            .strict(),
        )
        .max(ROWS),
    })
    .strict(),
  z
    .object({
      kind: z.literal('deleteRows'),
      grid: gridSchema,
      ids: z.array(appIdSchema).max(ROWS),
    })
    .strict(),
  /** New SKUs of one product, from `place` on (rows inserted in the per-SKU view). */
  z
    .object({
      kind: z.literal('insertSkus'),
      id: appIdSchema,
      place,
      skus: z.array(skuValueSchema).max(INPUT_LIMITS.skusPerProduct),
    })
    .strict(),
  z.object({ kind: z.literal('deleteSkus'), rows }).strict(),
  /**
   * Products' SKU lists, each product's in one step with its cells: the list becomes `skus` (the
   * products view's SKU summary typed or pasted), or with `append` gains them after its own (SKU
   * rows typed below the per-SKU view's end joining the product of their code). `cells` are
   * written as given; `blanks` only where the product's are empty (a joining row's name and
   * brand, as the page's rule).
   */
  z
    .object({
      kind: z.literal('setSkus'),
      products: z
        .array(
          z
            .object({
              id: appIdSchema,
              skus: z.array(skuValueSchema).max(INPUT_LIMITS.skusPerProduct),
              append: z.boolean().optional(),
              cells: z
                .object({ product_code: cell, name: cell, brand_code: cell })
                .partial()
                .strict()
                .optional(),
              blanks: z.object({ name: cell, brand_code: cell }).partial().strict().optional(),
            })
            .strict(),
        )
        .max(ROWS, `At most ${englishNumber(ROWS)} rows.`),
    })
    .strict(),
  /** A brand's or colour's new code, and every product naming the old code follows it. */
  z
    .object({
      kind: z.literal('renameCode'),
      grid: z.enum(['brands', 'colors']),
      id: appIdSchema,
      code: cell,
    })
    .strict(),
]);
export type Operation = z.infer<typeof operationSchema>;

/**
 * Names the operations of one user action sent in several calls (a paste past the view's end, a
 * file's parts): consecutive operations of a group are one step of the history to undo and redo.
 */
export const operationGroupSchema = appIdSchema;

/** An answer lists its changed rows when there are at most this many (else the count only). */
export const CHANGED_ROWS_LISTED = 1_000;

/** What an operation, an undo or a redo changed. */
export const operationAnswerSchema = z.object({
  /** Moves on with every change of the connection's catalog (operations and saves alike). */
  version: z.number(),
  /** Cells whose value changed. */
  cells: z.number(),
  /** How many rows changed, were inserted or deleted. */
  rowCount: z.number(),
  /**
   * Those rows, by grid then id, when there are at most CHANGED_ROWS_LISTED; else none (a
   * whole-column edit): the page asks for its window again at the answer's version.
   */
  rows: z.array(z.object({ grid: gridSchema, id: z.string() })),
  /**
   * How many steps of the undo log an undo or redo took when more than one: the operations of
   * one group (a user action sent in several operations), undone or redone together.
   */
  steps: z.number().optional(),
  /** Whether the connection's history has a step to undo / to redo after this one. */
  canUndo: z.boolean().optional(),
  canRedo: z.boolean().optional(),
});
export type OperationAnswer = z.infer<typeof operationAnswerSchema>;

/** The connection's history now (catalog.history): the toolbar's undo and redo. */
export const historyStateSchema = z.object({
  version: z.number(),
  canUndo: z.boolean(),
  canRedo: z.boolean(),
});
export type HistoryState = z.infer<typeof historyStateSchema>;
