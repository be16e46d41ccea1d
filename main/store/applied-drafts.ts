import type { DatabaseSync } from 'node:sqlite';
import { wireElement, type PlannedRow } from '../../app/imports/plan.ts';
import type { MasterRow, ProductRow } from '../../app/catalog/rows.ts';
import { createCatalogRows } from './catalog-rows.ts';
import { createOperationHistory } from './catalog-history.ts';
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
  // The row as every read sees it: a committed save's row still moving into place stands over
  // the draft it replaces (draft-commits.ts); a staged delete reads as no row.
  const selectStaged = db.prepare(`
    SELECT row_json FROM draft_stage
      WHERE save_id IN (SELECT save_id FROM draft_commits)
        AND grid = ?2 AND id = ?3 AND profile_id = ?1`);
  const stored = createCatalogRows(db, () => '');
  const history = createOperationHistory(db);
  const removeStaged = db.prepare(`
    DELETE FROM draft_stage WHERE save_id IN (SELECT save_id FROM draft_commits)
      AND grid = ? AND id = ? AND profile_id = ?`);
  return {
    clear(profileId, rows, elements) {
      return tx.run(() => {
        const dropped: string[] = [];
        rows.forEach((planned, index) => {
          const staged = selectStaged.get(profileId, planned.grid, planned.draftId);
          if (staged !== undefined && staged.row_json === null) return;
          const row = (
            staged === undefined
              ? stored.read(profileId, planned.grid, planned.draftId)
              : JSON.parse(text(staged, 'row_json'))
          ) as MasterRow | ProductRow | undefined;
          if (row === undefined) return;
          const now = JSON.stringify(wireElement(planned.grid, row));
          if (now !== JSON.stringify(elements[index])) return;
          stored.remove(profileId, planned.grid, planned.draftId);
          removeStaged.run(planned.grid, planned.draftId, profileId);
          dropped.push(planned.draftId);
        });
        if (dropped.length > 0) history.forget(profileId);
        return dropped;
      });
    },
  };
}
