import type { DatabaseSync } from 'node:sqlite';
import { text, type Row } from './columns.ts';
import { createDraftCommits } from './draft-commits.ts';
import { byPosition, createCatalogRows, encodeRow } from './catalog-rows.ts';
import { createOperationHistory } from './catalog-history.ts';
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

/** The drafts as every read sees them (a committed save whole, even while it moves). */
export interface DraftsReader {
  /** The grid's rows by position (then id, so equal positions still read back in one order). */
  list(profileId: string, grid: string): DraftRecord[];
  /** Moves on with every change of the profile's rows (catalog-history.ts), for caches of them. */
  version(profileId: string): number;
}

export interface DraftsRepo extends DraftsReader {
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
   * Stages the last part and commits the save in one short transaction: from then on every read
   * sees all of it, and a store opened after a kill finishes it. Its rows move into place in
   * slices afterwards (`settled`). Refuses (and commits nothing) unless parts 0 to part - 1 are
   * all staged.
   */
  commit(
    saveId: string,
    part: number,
    profileId: string,
    grid: string,
    changes: DraftChanges,
  ): { upserted: number; deleted: number };
  /** Drops every draft row of the profile, or of one grid when given; returns how many. */
  clear(profileId: string, grid?: string): number;
  /** Resolves once every committed save has moved into place (reads never need to wait). */
  settled(): Promise<void>;
}

/** Runs a write, turning SQLite's "locked", "read-only" and "disk full" into errors that say so. */
function writing<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    return explainWriteFailure(error);
  }
}

/** Reads only: the planning thread reads the drafts through its own connection with this. */
export function createDraftsReader(db: DatabaseSync): DraftsReader {
  const rows = createCatalogRows(db, () => '');
  // A committed save's rows still staged stand over the rows they replace (draft-commits.ts).
  const staged = db.prepare(`
    SELECT s.id, s.position, s.row_json FROM draft_commits c CROSS JOIN draft_stage s
      ON s.save_id = c.save_id
    WHERE s.profile_id = ? AND s.grid = ?`);
  const anyCommit = db.prepare('SELECT 1 AS one FROM draft_commits LIMIT 1');
  const selectVersion = db.prepare('SELECT version FROM catalog_history WHERE profile_id = ?');
  return {
    version(profileId) {
      const row = selectVersion.get(profileId);
      return row === undefined ? 0 : Number(row.version);
    },
    list(profileId, grid) {
      const stored = rows.list(profileId, grid);
      if (anyCommit.get() === undefined) return stored;
      const over = new Map<string, DraftRecord | null>();
      for (const row of staged.all(profileId, grid) as Row[]) {
        const json = row.row_json;
        over.set(
          text(row, 'id'),
          typeof json === 'string'
            ? {
                id: text(row, 'id'),
                position: Number(row.position),
                row: JSON.parse(json) as unknown,
              }
            : null,
        );
      }
      const kept = stored.filter((record) => !over.has(record.id));
      for (const record of over.values()) if (record !== null) kept.push(record);
      return kept.sort(byPosition);
    },
  };
}

export function createDraftsRepo(db: DatabaseSync, tx: Transactor, now: () => string): DraftsRepo {
  const rows = createCatalogRows(db, now);
  const history = createOperationHistory(db);
  const dropCommittedRow = db.prepare(`
    DELETE FROM draft_stage WHERE save_id IN (SELECT save_id FROM draft_commits)
      AND grid = ? AND id = ? AND profile_id = ?`);
  const dropCommittedOf = db.prepare(`
    DELETE FROM draft_stage WHERE save_id IN (SELECT save_id FROM draft_commits)
      AND profile_id = ?1 AND (?2 IS NULL OR grid = ?2)`);
  const countVisible = db.prepare(`
    SELECT (SELECT count(*) FROM (
          SELECT 'products' AS grid, id FROM catalog_products WHERE profile_id = ?1
          UNION ALL SELECT grid, id FROM catalog_masters WHERE profile_id = ?1) d
        WHERE (?2 IS NULL OR d.grid = ?2) AND NOT EXISTS (
          SELECT 1 FROM draft_commits c CROSS JOIN draft_stage s ON s.save_id = c.save_id
          WHERE s.grid = d.grid AND s.id = d.id AND s.profile_id = ?1))
      + (SELECT count(*) FROM draft_commits c CROSS JOIN draft_stage s ON s.save_id = c.save_id
        WHERE s.profile_id = ?1 AND (?2 IS NULL OR s.grid = ?2) AND s.row_json IS NOT NULL)
      AS visible`);
  const markCommitted = db.prepare('INSERT INTO draft_commits (save_id, updated_at) VALUES (?, ?)');
  // Deletes staged, and those that drop a row: both from the deletes' own index.
  const countDeletes = db.prepare(`
    SELECT count(*) AS staged,
      count(coalesce(p.row_id, m.row_id)) AS deletes FROM draft_stage s
      INDEXED BY draft_stage_deletes
      LEFT JOIN catalog_products p
        ON s.grid = 'products' AND p.profile_id = s.profile_id AND p.id = s.id
      LEFT JOIN catalog_masters m
        ON s.grid <> 'products' AND m.profile_id = s.profile_id AND m.grid = s.grid AND m.id = s.id
    WHERE s.save_id = ? AND s.row_json IS NULL`);

  const stageRow = db.prepare(`
    INSERT OR REPLACE INTO draft_stage (save_id, part, profile_id, grid, id, position, row_json)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const dropOtherSaves = db.prepare(
    'DELETE FROM draft_stage WHERE save_id <> ? AND save_id NOT IN (SELECT save_id FROM draft_commits)',
  );
  const stagedParts = db.prepare(
    'SELECT count(DISTINCT part) AS parts FROM draft_stage WHERE save_id = ? AND part < ?',
  );
  const countStaged = db.prepare('SELECT count(*) AS rows FROM draft_stage WHERE save_id = ?');
  const commits = createDraftCommits(db, tx, rows);
  const reader = createDraftsReader(db);
  // A save cut off by a kill between its parts never happened: its parts go when the store
  // opens. One cut off while its committed rows moved into place is finished.
  db.exec('DELETE FROM draft_stage WHERE save_id NOT IN (SELECT save_id FROM draft_commits)');
  commits.moveAll();

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
      stageRow.run(saveId, part, profileId, grid, draft.id, draft.position, encodeRow(draft.row));
    }
  }

  return {
    save(profileId, grid, changes) {
      checkGrid(grid);
      // Rows are encoded inside the transaction: a row that cannot be stored, wherever it sits
      // in the batch, undoes the rows and deletes before it.
      return writing(() =>
        tx.run(() => {
          // An edit made after a committed save wins over its rows not yet moved into place.
          const over = commits.pending()
            ? (id: string) => dropCommittedRow.run(grid, id, profileId)
            : () => undefined;
          let deleted = 0;
          for (const id of changes.deletes) {
            over(id);
            deleted += rows.remove(profileId, grid, id);
          }
          for (const draft of changes.upserts) {
            if (draft.id === '') throw invalidStoreInput('id', 'A draft row needs an id.');
            over(draft.id);
            rows.write(profileId, grid, draft.id, draft.position, draft.row);
          }
          history.forget(profileId);
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
      // Saves commit one after another (the saver waits for `settled`); one committed while an
      // earlier one still moves first finishes that one, so two never stand over one row.
      writing(() => {
        commits.moveAll();
      });
      const result = writing(() =>
        tx.run(() => {
          const staged = stagedParts.get(saveId, part) as Row;
          if (Number(staged.parts) !== part) {
            throw storeConflict('Part of this save is missing; send it again.');
          }
          stageChanges(saveId, part, profileId, grid, changes);
          const counts = countStaged.get(saveId) as Row;
          const deletes = countDeletes.get(saveId) as Row;
          markCommitted.run(saveId, updatedAt);
          history.forget(profileId);
          return {
            upserted: Number(counts.rows) - Number(deletes.staged),
            deleted: Number(deletes.deletes),
          };
        }),
      );
      void commits.move();
      return result;
    },
    list: (profileId, grid) => reader.list(profileId, grid),
    version: (profileId) => reader.version(profileId),
    clear: (profileId, grid) =>
      tx.run(() => {
        // Rows of a committed save not yet in place are drafts too.
        const visible = commits.pending()
          ? Number((countVisible.get(profileId, grid ?? null) as Row).visible)
          : null;
        if (visible !== null) dropCommittedOf.run(profileId, grid ?? null);
        const cleared = rows.clear(profileId, grid);
        history.forget(profileId);
        return visible ?? cleared;
      }),
    settled: () => (commits.pending() ? commits.move() : Promise.resolve()),
  };
}
