import { z } from 'zod';
import { boundedRecord } from '../ipc/input-limits.ts';

// A catalog grid's column layout as main keeps it per connection and view: the columns' order,
// the hidden ones, their widths, and the column the frozen part ends at. The renderer reads it
// back through normaliseLayout (renderer/src/catalog/model/column-layout.ts), which drops keys a
// later version no longer has, so the schema checks only shape and size.

export const CATALOG_VIEWS = ['brands', 'colors', 'products', 'skus'] as const;
export const catalogViewSchema = z.enum(CATALOG_VIEWS);

const columnKey = z.string().min(1).max(40);

export const catalogColumnLayoutSchema = z
  .object({
    order: z.array(columnKey).max(20),
    hidden: z.array(columnKey).max(20),
    widths: boundedRecord(
      columnKey,
      z.number().int().min(0).max(5_000),
      20,
      'More than 20 column widths.',
    ),
    /** The last frozen column (null: none frozen). */
    frozenThrough: columnKey.nullable(),
  })
  .strict();

export type CatalogColumnLayout = z.infer<typeof catalogColumnLayoutSchema>;

export const catalogColumnLayoutsSchema = z.object({
  brands: catalogColumnLayoutSchema.nullable(),
  colors: catalogColumnLayoutSchema.nullable(),
  products: catalogColumnLayoutSchema.nullable(),
  skus: catalogColumnLayoutSchema.nullable(),
});
export type CatalogColumnLayouts = z.infer<typeof catalogColumnLayoutsSchema>;
