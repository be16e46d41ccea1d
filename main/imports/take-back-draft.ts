import { masterRowSchema, productRowSchema } from '../../app/catalog/rows.ts';
import {
  changeOf,
  comparedCode,
  comparedCodeOf,
  type LastSent,
} from '../../app/catalog/last-sent.ts';
import type { PlanGrid } from '../../app/imports/plan.ts';
import type { DraftRecord } from '../store/index.ts';
import type { TakeBackRow } from './take-back-rows.ts';

// How a take-back meets the draft. It never overwrites what the user has not sent: while any
// draft row is new or changed against what this connection last sent (or cannot be read, or
// shares its code with another row), the
// take-back writes nothing and says how many such rows wait (send or discard them first). Rows
// the same as last sent are not edits: the one with a taken-back row's code takes its value (its
// id and place kept); the other taken-back rows are added at the end of their grid.

export const TAKE_BACK_GRIDS: readonly PlanGrid[] = ['brands', 'colors', 'products'];

const SCHEMAS = { brands: masterRowSchema, colors: masterRowSchema, products: productRowSchema };

export type GridDrafts = Record<PlanGrid, readonly DraftRecord[]>;
export type GridLastSent = Record<PlanGrid, LastSent>;

/**
 * Draft rows that are not the same as this connection last sent them, or that share their code
 * with another row of the grid (a problem to fix first: the plan would leave one of them out,
 * perhaps the taken-back one).
 */
export function unsentEdits(drafts: GridDrafts, lastSent: GridLastSent): number {
  let count = 0;
  for (const grid of TAKE_BACK_GRIDS) {
    const codes = new Map<string, number>();
    for (const draft of drafts[grid]) {
      const parsed = SCHEMAS[grid].safeParse(draft.row);
      if (!parsed.success || changeOf(parsed.data, lastSent[grid]) !== 'same') count += 1;
      else {
        const code = comparedCodeOf(parsed.data);
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    }
    for (const rows of codes.values()) if (rows > 1) count += rows;
  }
  return count;
}

/** The draft rows to write (per grid) so the draft holds `rows`; call only with no unsent edits. */
export function takeBackUpserts(
  rows: readonly TakeBackRow[],
  drafts: GridDrafts,
  newId: () => string,
): Record<PlanGrid, DraftRecord[]> {
  const upserts: Record<PlanGrid, DraftRecord[]> = { brands: [], colors: [], products: [] };
  for (const grid of TAKE_BACK_GRIDS) {
    const byCode = new Map<string, DraftRecord>();
    let end = 0;
    for (const draft of drafts[grid]) {
      end = Math.max(end, draft.position + 1);
      const parsed = SCHEMAS[grid].safeParse(draft.row);
      if (parsed.success) byCode.set(comparedCodeOf(parsed.data), draft);
    }
    for (const row of rows) {
      if (row.grid !== grid) continue;
      const standing = byCode.get(comparedCode(row.code));
      if (standing !== undefined) {
        upserts[grid].push({ id: standing.id, position: standing.position, row: row.value });
      } else {
        upserts[grid].push({ id: newId(), position: end, row: row.value });
        end += 1;
      }
    }
  }
  return upserts;
}
