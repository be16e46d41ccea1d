import { z } from 'zod';
import { rowChanges, skuChangesText, type RowChanges } from '../catalog/changes.ts';
import {
  comparedText,
  rowChange,
  sentOf,
  type CatalogValue,
  type LastSent,
  type RowChange,
} from '../catalog/last-sent.ts';
import { skuValueSchema, type DraftRow } from '../catalog/rows.ts';
import type { PlanGrid } from './plan.ts';
import { planGridSchema } from './schemas.ts';

// The review's list of changes (imports.changes): each draft row changed since this connection
// last sent it, its fields before → after and a product's SKUs added and removed, a page at a
// time and narrowed by a search over its code and values, so thousands of changes cross IPC a
// page at a time.

export const CHANGES_PAGE_MAX = 500;

export const changedRowSchema = z.object({
  grid: planGridSchema,
  draftId: z.string(),
  code: z.string(),
  fields: z.array(
    z.object({
      field: z.enum(['name', 'brand_code']),
      before: z.string().nullable(),
      after: z.string(),
    }),
  ),
  skus: z.object({ added: z.array(skuValueSchema), removed: z.array(skuValueSchema) }).optional(),
  /** The row's name, for rows the same as last sent (which have no change to show). */
  name: z.string().optional(),
});
export type ChangedRow = z.infer<typeof changedRowSchema>;

export const changesPageSchema = z.object({
  rows: z.array(changedRowSchema),
  /** Changed rows matching the search (all of them without one). */
  total: z.number().int(),
});
export type ChangesPage = z.infer<typeof changesPageSchema>;

/** Rows changed since last sent (the default), or the same as last sent (left out by default). */
export const changesWhichSchema = z.enum(['changed', 'same']);
export type ChangesWhich = z.infer<typeof changesWhichSchema>;

export interface ChangesQuery {
  grid?: PlanGrid;
  which?: ChangesWhich;
  search?: string;
  offset: number;
  limit: number;
}

const codeOf = (value: CatalogValue): string =>
  'product_code' in value ? value.product_code : value.code;

/** The texts a search looks in: the code, each value before and after, the SKUs as shown. */
function searchedText(code: string, changes: RowChanges): string {
  const parts = [code];
  for (const field of changes.fields) parts.push(field.before ?? '', field.after);
  if (changes.skus !== undefined) parts.push(skuChangesText(changes.skus));
  return comparedText(parts.join('\n')).toLowerCase();
}

/** One grid's rows and what was last sent; `changes`: each row's change when already known. */
export interface ChangesGrid {
  grid: PlanGrid;
  rows: readonly DraftRow<CatalogValue>[];
  lastSent: LastSent;
  changes?: ReadonlyMap<string, RowChange>;
}

/** One page of the changed (or same) rows of `grids` (in grid order, then draft order). */
export function changesPage(grids: readonly ChangesGrid[], query: ChangesQuery): ChangesPage {
  const needle = comparedText(query.search?.trim() ?? '').toLowerCase();
  const which = query.which ?? 'changed';
  const rows: ChangedRow[] = [];
  let total = 0;
  for (const { grid, rows: drafts, lastSent, changes: known } of grids) {
    if (query.grid !== undefined && query.grid !== grid) continue;
    for (const draft of drafts) {
      const change = known?.get(draft.id) ?? rowChange(draft.row, sentOf(draft.row, lastSent));
      if (change !== which) continue;
      const code = codeOf(draft.row);
      // A row the same as last sent has no change: it is found and shown by its code and name.
      const changes: RowChanges =
        which === 'same' ? { fields: [] } : rowChanges(draft.row, sentOf(draft.row, lastSent));
      const searched =
        which === 'same'
          ? comparedText(`${code}\n${draft.row.name}`).toLowerCase()
          : searchedText(code, changes);
      if (needle !== '' && !searched.includes(needle)) continue;
      if (total >= query.offset && rows.length < query.limit) {
        rows.push(
          which === 'same'
            ? { grid, draftId: draft.id, code, ...changes, name: draft.row.name }
            : { grid, draftId: draft.id, code, ...changes },
        );
      }
      total += 1;
    }
  }
  return { rows, total };
}
