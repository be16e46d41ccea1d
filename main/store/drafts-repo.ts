import type { DatabaseSync } from 'node:sqlite';
import { text, type Row } from './columns.ts';
import { invalidStoreInput } from './store-errors.ts';
import type { Transactor } from './transaction.ts';

// Edited rows not yet imported, saved as the user types so a crash loses nothing. A draft row
// belongs to a profile and a grid ('brands', 'colors', 'products'; the store itself accepts any
// non-empty name), has a stable local id (never the row's code, which the user may edit) and a
// position that orders the grid. Positions are numbers the grid chooses; inserting between two
// rows takes a value between theirs, so an insert rewrites one row, not every row after it.

export interface DraftRecord {
  id: string;
  position: number;
  /** The row as the grid holds it (any JSON value). */
  row: unknown;
}

export interface DraftChanges {
  upserts: readonly DraftRecord[];
  deletes: readonly string[];
}

export interface DraftsRepo {
  /** Applies one batch of edits (upserts and deletes by id) as one transaction: all or nothing. */
  save(
    profileId: string,
    grid: string,
    changes: DraftChanges,
  ): { upserted: number; deleted: number };
  /** The grid's rows by position (then id, so equal positions still read back in one order). */
  list(profileId: string, grid: string): DraftRecord[];
  /** Drops every draft row of the profile, or of one grid when given; returns how many. */
  clear(profileId: string, grid?: string): number;
}

function encode(row: unknown): string {
  const json = JSON.stringify(row) as string | undefined;
  if (json === undefined) throw invalidStoreInput('row', 'A draft row must be a JSON value.');
  return json;
}

function fromRow(row: Row): DraftRecord {
  const position = row.position;
  if (typeof position !== 'number') throw invalidStoreInput('position', 'bad stored position');
  return {
    id: text(row, 'id'),
    position,
    row: JSON.parse(text(row, 'row_json')) as unknown,
  };
}

export function createDraftsRepo(db: DatabaseSync, tx: Transactor, now: () => string): DraftsRepo {
  const upsert = db.prepare(`
    INSERT INTO drafts (profile_id, grid, id, position, row_json, updated_at)
    VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (profile_id, grid, id) DO UPDATE SET
      position = excluded.position, row_json = excluded.row_json, updated_at = excluded.updated_at`);
  const deleteOne = db.prepare('DELETE FROM drafts WHERE profile_id = ? AND grid = ? AND id = ?');
  const clearAll = db.prepare('DELETE FROM drafts WHERE profile_id = ?');
  const clearGrid = db.prepare('DELETE FROM drafts WHERE profile_id = ? AND grid = ?');
  const selectGrid = db.prepare(
    'SELECT id, position, row_json FROM drafts WHERE profile_id = ? AND grid = ? ORDER BY position, id',
  );

  function checkGrid(grid: string): void {
    if (grid === '') throw invalidStoreInput('grid', 'A draft needs a grid.');
  }

  return {
    save(profileId, grid, changes) {
      checkGrid(grid);
      const updatedAt = now();
      // Rows are encoded inside the transaction: a row that cannot be stored, wherever it sits
      // in the batch, undoes the rows and deletes before it.
      return tx.run(() => {
        let deleted = 0;
        for (const id of changes.deletes) {
          deleted += Number(deleteOne.run(profileId, grid, id).changes);
        }
        for (const draft of changes.upserts) {
          if (draft.id === '') throw invalidStoreInput('id', 'A draft row needs an id.');
          upsert.run(profileId, grid, draft.id, draft.position, encode(draft.row), updatedAt);
        }
        return { upserted: changes.upserts.length, deleted };
      });
    },
    list: (profileId, grid) => (selectGrid.all(profileId, grid) as Row[]).map(fromRow),
    clear: (profileId, grid) =>
      tx.run(() =>
        Number(
          grid === undefined
            ? clearAll.run(profileId).changes
            : clearGrid.run(profileId, grid).changes,
        ),
      ),
  };
}
