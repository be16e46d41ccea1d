import type { DatabaseSync } from 'node:sqlite';
import { int, type Row } from '../columns.ts';
import type { Transactor } from '../transaction.ts';
import { connOf } from './connection-key.ts';

// The steps undo left for redo, dropped outside the operation that cuts them off. An operation
// after an undo takes the next step's number; the entries of the undone steps (a replace all's
// 125,000 cells) stay where they are, below a floor: a 'cut' entry at step 0 (no step is 0)
// says that in steps past `row_id` up to `place` every entry numbered below its `seq` is left
// to drop. The operation numbers its own entries from that floor, and the undo log reads a
// step's entries from its floor up, so what is left is never undone, redone or counted again.
// Between the store's calls a slice of SLICE entries at a time is dropped, each slice its own
// transaction; a cut whose entries are all gone keeps no range. Cuts live in the file: after a
// crash or a reopen the floors hold and the drops go on. Each cut's floor is a GENERATION above
// the last (the last cut kept, rangeless, to count from), and no step holds that many entries.
// The validation's reads of a step (validation-rows.ts) read no floor: while a cut waits to be
// dropped they may read rows of an undone step too, which are checked again, no more.

export const GENERATION = 2 ** 32;
const SLICE = 10_000;

export interface UndoneSteps {
  /** The number of the step's first live entry (0 unless a cut covers the step). */
  floor(profileId: string, step: number): number;
  /** Leaves the steps past `done` to drop (when there are any). */
  cut(profileId: string, done: number): void;
}

export function createUndoneSteps(db: DatabaseSync, tx: Transactor): UndoneSteps {
  const floorOf = db.prepare(`
    SELECT coalesce(max(seq), 0) AS n FROM catalog_undo
    WHERE conn = ${connOf('?1')} AND step = 0 AND kind = 'cut' AND row_id < ?2 AND place >= ?2`);
  const topStep = db.prepare(
    `SELECT coalesce(max(step), 0) AS n FROM catalog_undo WHERE conn = ${connOf('?')}`,
  );
  const lastCut = db.prepare(`
    SELECT coalesce(max(seq), 0) AS n FROM catalog_undo
    WHERE conn = ${connOf('?')} AND step = 0 AND kind = 'cut'`);
  const addCut = db.prepare(`
    INSERT INTO catalog_undo (conn, step, seq, kind, row_id, place, col, old, new)
    VALUES (${connOf('?')}, 0, ?, 'cut', ?, ?, '', NULL, NULL)`);
  const openCut = db.prepare(`
    SELECT seq, row_id, place FROM catalog_undo
    WHERE conn = ${connOf('?')} AND step = 0 AND kind = 'cut' AND place > row_id ORDER BY seq LIMIT 1`);
  // A cut's entries a group (step, kind, column) at a time, each group's dropped ones first in
  // it (below the floor): a slice seeks them, never walks past the entries kept after them.
  const nextGroup = db.prepare(`
    SELECT step, kind, col FROM catalog_undo
    WHERE conn = ${connOf('?1')} AND step <= ?2 AND (step, kind, col) > (?3, ?4, ?5)
    ORDER BY step, kind, col LIMIT 1`);
  const dropInGroup = db.prepare(`
    DELETE FROM catalog_undo WHERE (conn, step, kind, col, seq) IN (
      SELECT conn, step, kind, col, seq FROM catalog_undo
      WHERE conn = ${connOf('?1')} AND step = ?2 AND kind = ?3 AND col = ?4 AND seq < ?5 LIMIT ?6)`);
  const closeCut = db.prepare(`
    UPDATE catalog_undo SET row_id = 0, place = 0
    WHERE conn = ${connOf('?')} AND step = 0 AND kind = 'cut' AND seq = ?`);
  // Rangeless cuts but the last (the floors count from it).
  const dropClosed = db.prepare(`
    DELETE FROM catalog_undo WHERE conn = ${connOf('?1')} AND step = 0 AND kind = 'cut'
      AND place <= row_id AND seq < (SELECT max(seq) FROM catalog_undo
        WHERE conn = ${connOf('?1')} AND step = 0 AND kind = 'cut')`);
  const withCuts = db.prepare(`
    SELECT c.profile AS profile_id FROM catalog_connections c WHERE EXISTS (SELECT 1
      FROM catalog_undo u WHERE u.conn = c.id AND u.step = 0 AND u.kind = 'cut'
        AND u.place > u.row_id)`);

  const pending = new Set<string>();
  let scheduled = false;

  /** Drops one slice of the profile's oldest open cut; false when none is left. */
  function dropOne(profileId: string): boolean {
    return tx.run(() => {
      const cut = openCut.get(profileId);
      if (cut === undefined) return false;
      const [seq, after, upto] = [int(cut, 'seq'), int(cut, 'row_id'), int(cut, 'place')];
      let budget = SLICE;
      // Past every group of the step `after` (no kind sorts after U+FFFF), step 0's cuts too.
      let at: [number, string, string] = [after, '\uffff', ''];
      for (;;) {
        const group = nextGroup.get(profileId, upto, ...at);
        if (group === undefined) break;
        at = [int(group, 'step'), String(group['kind']), String(group['col'])];
        budget -= Number(dropInGroup.run(profileId, ...at, seq, budget).changes);
        if (budget === 0) return true;
      }
      closeCut.run(profileId, seq);
      dropClosed.run(profileId);
      return true;
    });
  }

  function slice(): void {
    scheduled = false;
    if (!db.isOpen) return;
    for (const profileId of pending) {
      let more = false;
      try {
        more = dropOne(profileId);
      } catch {
        // Busy or closing: the cut stays in the file, to be dropped after the next cut or open.
      }
      if (!more) pending.delete(profileId);
      break;
    }
    if (pending.size > 0) schedule();
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(slice).unref();
  }

  for (const row of withCuts.all() as Row[]) pending.add(String(row['profile_id']));
  if (pending.size > 0) schedule();

  return {
    floor: (profileId, step) => int(floorOf.get(profileId, step) as Row, 'n'),
    cut(profileId, done) {
      const top = int(topStep.get(profileId) as Row, 'n');
      if (top <= done) return;
      const seq = int(lastCut.get(profileId) as Row, 'n') + GENERATION;
      addCut.run(profileId, seq, done, top);
      pending.add(profileId);
      schedule();
    },
  };
}
