import { z } from 'zod';
import type { DraftRow } from '../catalog/rows.ts';
import {
  classifyRows,
  type CatalogValue,
  type ChangeCounts,
  type LastSent,
  type RowChange,
} from '../catalog/last-sent.ts';

// The review sends what changed: rows the same as this connection last sent them
// (catalog/last-sent.ts) are left out of the plan by default. The service may have been changed
// elsewhere since (its own screen), which the app cannot see, so the user may send them anyway.
// Rows left out stay in the draft.

/** What to do with rows the same as last sent: leave them out of this send, or send them. */
export const unchangedChoiceSchema = z.enum(['leave_out', 'send']);
export type UnchangedChoice = z.infer<typeof unchangedChoiceSchema>;
export const DEFAULT_UNCHANGED_CHOICE: UnchangedChoice = 'leave_out';

/** One grid's rows to plan under `choice`, and how many of each kind it holds. */
export function rowsToPlan<T extends CatalogValue>(
  rows: readonly DraftRow<T>[],
  lastSent: LastSent,
  choice: UnchangedChoice,
): { rows: DraftRow<T>[]; counts: ChangeCounts } {
  const { changes, counts } = classifyRows(rows, lastSent);
  if (choice === 'send' || counts.same === 0) return { rows: [...rows], counts };
  return { rows: rows.filter((row) => changes.get(row.id) !== 'same'), counts };
}

/** As rowsToPlan, with each row's change already known (by draft id; unknown counts as new). */
export function rowsToPlanBy<T>(
  rows: readonly DraftRow<T>[],
  changes: ReadonlyMap<string, RowChange>,
  choice: UnchangedChoice,
): { rows: DraftRow<T>[]; counts: ChangeCounts } {
  const counts: ChangeCounts = { new: 0, changed: 0, same: 0 };
  for (const row of rows) counts[changes.get(row.id) ?? 'new'] += 1;
  if (choice === 'send' || counts.same === 0) return { rows: [...rows], counts };
  return { rows: rows.filter((row) => changes.get(row.id) !== 'same'), counts };
}
