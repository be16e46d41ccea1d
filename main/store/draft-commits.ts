import type { DatabaseSync } from 'node:sqlite';
import type { CatalogRows } from './catalog-rows.ts';
import { text } from './columns.ts';
import type { Transactor } from './transaction.ts';

// Moving a committed save's staged rows into the row tables (catalog-rows.ts) a slice at a time. A save of 50,000
// products moved in one transaction held the core for 1.7 s; here each slice is its own short
// transaction and other calls run between slices. Nothing is lost to a kill between slices: the
// save's row in draft_commits stays until its last slice, reads see its staged rows over
// the tables meanwhile, and the next open finishes the move (moveAll).

/** Rows moved in one transaction at first; later slices are sized to take about SLICE_MS. */
const FIRST_SLICE_ROWS = 200;
const SLICE_MS = 6;
const MIN_SLICE_ROWS = 20;
const MAX_SLICE_ROWS = 5000;
/** Work per turn of the event loop before other calls get theirs. */
const TURN_MS = 12;
/** Wait before trying a failed move again (a locked or full disk). */
const RETRY_MS = 1000;

export interface DraftCommits {
  /**
   * Starts moving every committed save (if not moving already); resolves when all are moved, or
   * when an attempt failed (the save stays committed and whole to reads; moving is retried).
   */
  move(): Promise<void>;
  /** Moves every committed save now, in one go (opening the store, or before another commit). */
  moveAll(): void;
  /** Whether a committed save is still (partly) staged. */
  pending(): boolean;
}

const yieldTurn = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve);
  });

export function createDraftCommits(
  db: DatabaseSync,
  tx: Transactor,
  stored: CatalogRows,
): DraftCommits {
  const firstCommit = db.prepare('SELECT save_id FROM draft_commits LIMIT 1');
  const lastStaged = db.prepare(`
    SELECT grid, id FROM draft_stage WHERE save_id = ? ORDER BY grid DESC, id DESC LIMIT 1`);
  const anyCommit = db.prepare('SELECT 1 AS one FROM draft_commits LIMIT 1');
  // The last staged row of the next slice, in the stage's key order (its primary key).
  const sliceEnd = db.prepare(`
    SELECT grid, id FROM draft_stage WHERE save_id = ? ORDER BY grid, id LIMIT 1 OFFSET ?`);
  const sliceRows = db.prepare(`
    SELECT profile_id, grid, id, position, row_json FROM draft_stage
      WHERE save_id = ?1 AND (grid, id) <= (?2, ?3)`);
  const dropMoved = db.prepare(
    'DELETE FROM draft_stage WHERE save_id = ?1 AND (grid, id) <= (?2, ?3)',
  );
  const dropCommit = db.prepare('DELETE FROM draft_commits WHERE save_id = ?');

  /** Moves one slice of the oldest committed save; false when nothing was left to move. */
  function moveSlice(rows: number): boolean {
    return tx.run(() => {
      const commit = firstCommit.get();
      if (commit === undefined) return false;
      const saveId = text(commit, 'save_id');
      const sliceLast = sliceEnd.get(saveId, rows - 1);
      // The save's last slice: every row left, and its commit goes with them.
      const end = sliceLast ?? lastStaged.get(saveId);
      if (end !== undefined) {
        const [grid, id] = [text(end, 'grid'), text(end, 'id')];
        for (const row of sliceRows.all(saveId, grid, id)) {
          const [profileId, rowGrid, rowId] = [
            text(row, 'profile_id'),
            text(row, 'grid'),
            text(row, 'id'),
          ];
          const json = row['row_json'];
          if (typeof json === 'string') {
            stored.write(profileId, rowGrid, rowId, Number(row['position']), JSON.parse(json));
          } else {
            stored.remove(profileId, rowGrid, rowId);
          }
        }
        dropMoved.run(saveId, grid, id);
      }
      if (sliceLast === undefined) dropCommit.run(saveId);
      return true;
    });
  }

  let moving: Promise<void> | null = null;

  async function moveInSlices(): Promise<void> {
    let rows = FIRST_SLICE_ROWS;
    for (;;) {
      const turn = performance.now();
      while (performance.now() - turn < TURN_MS) {
        if (!db.isOpen) return; // the store closed: the next open finishes the move
        const started = performance.now();
        if (!moveSlice(rows)) return;
        const took = Math.max(performance.now() - started, 0.1);
        rows = Math.round(
          Math.min(MAX_SLICE_ROWS, Math.max(MIN_SLICE_ROWS, (rows * SLICE_MS) / took)),
        );
      }
      await yieldTurn();
    }
  }

  /** Resolves when the current attempt at moving ends, moved or not. */
  let attempt: Promise<void> = Promise.resolve();

  function move(): Promise<void> {
    if (moving !== null) return attempt;
    let attemptEnded = (): void => undefined;
    attempt = new Promise<void>((resolve) => {
      attemptEnded = resolve;
    });
    moving = (async () => {
      // Not in the caller's turn: the commit answers first.
      await yieldTurn();
      for (;;) {
        try {
          await moveInSlices();
          return;
        } catch (error) {
          // The commit stays and reads see its rows; whoever waits is told the attempt ended,
          // and the move is tried again.
          console.error('[kikan] moving a saved draft failed:', (error as Error).message);
          attemptEnded();
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
          if (!db.isOpen) return;
        }
      }
    })().finally(() => {
      moving = null;
      attemptEnded();
    });
    return attempt;
  }

  return {
    move,
    moveAll() {
      while (moveSlice(MAX_SLICE_ROWS)) {
        // every slice of every committed save, without yielding
      }
    },
    pending: () => anyCommit.get() !== undefined,
  };
}
