import type { DatabaseSync } from 'node:sqlite';
import { text, type Row } from './columns.ts';
import { looksSecret } from './secret-guard.ts';
import { explainWriteFailure, invalidStoreInput, storeConflict } from './store-errors.ts';
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
  /**
   * Stages part `part` of a save too large for one call; nothing shows in `list` until
   * `commit`. Part 0 starts a save: it drops the parts of any save that never committed.
   */
  stage(saveId: string, part: number, profileId: string, grid: string, changes: DraftChanges): void;
  /**
   * Stages the last part and applies every part of the save in one transaction. Refuses (and
   * applies nothing) unless parts 0 to part - 1 are all staged.
   */
  commit(
    saveId: string,
    part: number,
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
  // A cell holding what looks like a token or client secret is stored empty (secret-guard.ts).
  const json = JSON.stringify(row, (_key, value: unknown) =>
    typeof value === 'string' && looksSecret(value) ? '' : value,
  ) as string | undefined;
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

/** Runs a write, turning SQLite's "locked", "read-only" and "disk full" into errors that say so. */
function writing<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    return explainWriteFailure(error);
  }
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

  const stageRow = db.prepare(`
    INSERT OR REPLACE INTO draft_stage (save_id, part, profile_id, grid, id, position, row_json)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const dropOtherSaves = db.prepare('DELETE FROM draft_stage WHERE save_id <> ?');
  const dropSave = db.prepare('DELETE FROM draft_stage WHERE save_id = ?');
  const stagedParts = db.prepare(
    'SELECT count(DISTINCT part) AS parts FROM draft_stage WHERE save_id = ? AND part < ?',
  );
  const applyDeletes = db.prepare(`
    DELETE FROM drafts WHERE rowid IN (
      SELECT d.rowid FROM draft_stage s JOIN drafts d
        ON d.profile_id = s.profile_id AND d.grid = s.grid AND d.id = s.id
      WHERE s.save_id = ? AND s.row_json IS NULL)`);
  const applyUpserts = db.prepare(`
    INSERT INTO drafts (profile_id, grid, id, position, row_json, updated_at)
    SELECT profile_id, grid, id, position, row_json, ? FROM draft_stage
      WHERE save_id = ? AND row_json IS NOT NULL
    ON CONFLICT (profile_id, grid, id) DO UPDATE SET
      position = excluded.position, row_json = excluded.row_json, updated_at = excluded.updated_at`);
  const countStaged = db.prepare(
    'SELECT count(row_json) AS upserts FROM draft_stage WHERE save_id = ?',
  );
  // A save cut off by a kill between its parts never happened: its parts go when the store opens.
  db.exec('DELETE FROM draft_stage');

  function checkGrid(grid: string): void {
    if (grid === '') throw invalidStoreInput('grid', 'A draft needs a grid.');
  }

  function stageChanges(
    saveId: string,
    part: number,
    profileId: string,
    grid: string,
    changes: DraftChanges,
  ): void {
    checkGrid(grid);
    if (saveId === '') throw invalidStoreInput('saveId', 'A staged save needs an id.');
    for (const id of changes.deletes) {
      stageRow.run(saveId, part, profileId, grid, id, null, null);
    }
    for (const draft of changes.upserts) {
      if (draft.id === '') throw invalidStoreInput('id', 'A draft row needs an id.');
      stageRow.run(saveId, part, profileId, grid, draft.id, draft.position, encode(draft.row));
    }
  }

  return {
    save(profileId, grid, changes) {
      checkGrid(grid);
      const updatedAt = now();
      // Rows are encoded inside the transaction: a row that cannot be stored, wherever it sits
      // in the batch, undoes the rows and deletes before it.
      return writing(() =>
        tx.run(() => {
          let deleted = 0;
          for (const id of changes.deletes) {
            deleted += Number(deleteOne.run(profileId, grid, id).changes);
          }
          for (const draft of changes.upserts) {
            if (draft.id === '') throw invalidStoreInput('id', 'A draft row needs an id.');
            upsert.run(profileId, grid, draft.id, draft.position, encode(draft.row), updatedAt);
          }
          return { upserted: changes.upserts.length, deleted };
        }),
      );
    },
    stage(saveId, part, profileId, grid, changes) {
      writing(() => {
        tx.run(() => {
          // A save that never reached its last part (it failed and is being sent again).
          if (part === 0) dropOtherSaves.run(saveId);
          stageChanges(saveId, part, profileId, grid, changes);
        });
      });
    },
    commit(saveId, part, profileId, grid, changes) {
      const updatedAt = now();
      return writing(() =>
        tx.run(() => {
          const staged = stagedParts.get(saveId, part) as Row;
          if (Number(staged.parts) !== part) {
            throw storeConflict('Part of this save is missing; send it again.');
          }
          stageChanges(saveId, part, profileId, grid, changes);
          const counts = countStaged.get(saveId) as Row;
          const deleted = Number(applyDeletes.run(saveId).changes);
          applyUpserts.run(updatedAt, saveId);
          dropSave.run(saveId);
          return { upserted: Number(counts.upserts), deleted };
        }),
      );
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
