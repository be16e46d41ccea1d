import type { DatabaseSync } from 'node:sqlite';
import { wireElement, type PlannedRow } from '../../app/imports/plan.ts';
import type { MasterRow, ProductRow } from '../../app/catalog/rows.ts';
import { text } from './columns.ts';
import type { Transactor } from './transaction.ts';

// Rows an applied batch carried leave the draft, but only when the draft row still says what
// was sent: a row edited while its batch was on the way keeps the newer edit (nothing is lost).

export interface AppliedDrafts {
  /**
   * Drops the draft rows of `rows` whose current value still becomes `elements[i]` on the wire;
   * returns the ids dropped.
   */
  clear(profileId: string, rows: readonly PlannedRow[], elements: readonly unknown[]): string[];
}

export function createAppliedDrafts(db: DatabaseSync, tx: Transactor): AppliedDrafts {
  const select = db.prepare(
    'SELECT row_json FROM drafts WHERE profile_id = ? AND grid = ? AND id = ?',
  );
  const remove = db.prepare('DELETE FROM drafts WHERE profile_id = ? AND grid = ? AND id = ?');
  return {
    clear(profileId, rows, elements) {
      return tx.run(() => {
        const dropped: string[] = [];
        rows.forEach((planned, index) => {
          const stored = select.get(profileId, planned.grid, planned.draftId);
          if (stored === undefined) return;
          const row = JSON.parse(text(stored, 'row_json')) as MasterRow | ProductRow;
          const now = JSON.stringify(wireElement(planned.grid, row));
          if (now !== JSON.stringify(elements[index])) return;
          remove.run(profileId, planned.grid, planned.draftId);
          dropped.push(planned.draftId);
        });
        return dropped;
      });
    },
  };
}
