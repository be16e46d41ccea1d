import { DatabaseSync } from 'node:sqlite';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { wireElement } from '../../../app/imports/plan.ts';
import type { DraftChanges } from '../../../main/store/drafts-repo.ts';
import type { Store } from '../../../main/store/open-store.ts';
import { openTempStore, sampleProfile, tempDbPath } from './temp-store.ts';

// A large save commits in one short transaction and its rows then move into place in slices
// while other calls run. These tests stop the move part-way (the store closed as a kill would
// leave it: every slice before is committed, none after) and check that reads see the whole
// save all along, that the next open finishes it, and that an edit made meanwhile wins.

// Enough rows that one turn of moving (about 12 ms, a slice of at most 5,000 rows past it)
// cannot move them all, however fast the machine.
const ROWS = 30_000;
const PART = 1000;

const brand = (i: number, state: string) => ({
  id: `r${String(i)}`,
  position: i,
  row: { code: `${state}-${String(i)}`, name: state },
});

function codes(store: Store, profileId: string): string[] {
  return store.drafts.list(profileId, 'brands').map((d) => (d.row as { code: string }).code);
}

/** Saves `state` over rows 0..ROWS-1 in parts; the last part commits (its move not awaited). */
function saveInParts(store: Store, profileId: string, saveId: string, state: string) {
  const changes = (part: number): DraftChanges => ({
    upserts: Array.from({ length: PART }, (_, i) => brand(part * PART + i, state)),
    deletes: [],
  });
  const parts = ROWS / PART;
  for (let part = 0; part < parts - 1; part += 1) {
    store.drafts.stage(saveId, part, profileId, 'brands', changes(part));
  }
  return store.drafts.commit(saveId, parts - 1, profileId, 'brands', changes(parts - 1));
}

function committedLeft(path: string): { commits: number; staged: number } {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return {
      commits: one('SELECT count(*) AS n FROM draft_commits'),
      staged: one('SELECT count(*) AS n FROM draft_stage'),
    };
  } finally {
    db.close();
  }
}

const stateOf = (state: string) => Array.from({ length: ROWS }, (_, i) => `${state}-${String(i)}`);

describe('a committed save moving into place', () => {
  it('reads whole at once, moves in slices, and a store closed part-way finishes it on open', async () => {
    const path = tempDbPath();
    const store = openTempStore(path);
    const { id } = store.profiles.create(sampleProfile);
    saveInParts(store, id, 'a', 'A');
    await store.drafts.settled();
    expect(committedLeft(path)).toEqual({ commits: 0, staged: 0 });

    expect(saveInParts(store, id, 'b', 'B')).toEqual({ upserted: ROWS, deleted: 0 });
    // Committed, nothing moved yet: every read already shows all of B.
    expect(committedLeft(path)).toEqual({ commits: 1, staged: ROWS });
    expect(codes(store, id)).toEqual(stateOf('B'));
    await nextTurn(); // one turn of moving
    const partWay = committedLeft(path);
    expect(partWay.commits).toBe(1);
    expect(partWay.staged).toBeGreaterThan(0);
    expect(partWay.staged).toBeLessThan(ROWS);
    expect(codes(store, id)).toEqual(stateOf('B'));
    store.close(); // as a kill would leave the file: some slices moved, the commit still there

    const reopened = openTempStore(path);
    expect(committedLeft(path)).toEqual({ commits: 0, staged: 0 });
    expect(codes(reopened, id)).toEqual(stateOf('B'));
  });

  it('keeps an edit made while the save moves, and a discard drops what is still moving', async () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    saveInParts(store, id, 'b', 'B');
    // One edit after the commit, to a row the move has not reached yet.
    store.drafts.save(id, 'brands', { upserts: [brand(ROWS - 1, 'edited')], deletes: ['r5'] });
    await store.drafts.settled();
    const after = codes(store, id);
    expect(after).toContain(`edited-${String(ROWS - 1)}`);
    expect(after).not.toContain(`B-${String(ROWS - 1)}`);
    expect(after).not.toContain('B-5');
    expect(after).toHaveLength(ROWS - 1);

    saveInParts(store, id, 'c', 'C');
    expect(store.drafts.clear(id, 'brands')).toBe(ROWS);
    await store.drafts.settled();
    expect(codes(store, id)).toEqual([]);
  });

  it('a new save staged meanwhile leaves the committed one whole', async () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    saveInParts(store, id, 'b', 'B');
    // A new save's first part drops abandoned saves' parts, never a committed save's rows.
    store.drafts.stage('c', 0, id, 'colors', { upserts: [brand(1, 'C')], deletes: [] });
    await store.drafts.settled();
    expect(codes(store, id)).toEqual(stateOf('B'));
  });

  it('answers when a move cannot write, keeps the save whole, and moves it once it can', async () => {
    const path = tempDbPath();
    const store = openTempStore(path, { busyTimeoutMs: 50 });
    const { id } = store.profiles.create(sampleProfile);
    saveInParts(store, id, 'b', 'B');
    // Another program holds the write lock before the first slice moves.
    const other = new DatabaseSync(path);
    other.exec('BEGIN IMMEDIATE');
    try {
      await store.drafts.settled();
      expect(committedLeft(path)).toEqual({ commits: 1, staged: ROWS });
      expect(codes(store, id)).toEqual(stateOf('B'));
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    // The move is tried again by itself.
    for (let i = 0; i < 600 && committedLeft(path).commits > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(committedLeft(path)).toEqual({ commits: 0, staged: 0 });
    expect(codes(store, id)).toEqual(stateOf('B'));
  });

  it('drops rows an import applied though the save that wrote them is still moving', async () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    saveInParts(store, id, 'b', 'B');
    // The import was planned from what reads saw: the committed rows, not yet in place.
    const sent = [0, 1, 2].map((i) => brand(i, 'B'));
    const dropped = store.appliedDrafts.clear(
      id,
      sent.map((row) => ({ grid: 'brands' as const, draftId: row.id, code: row.row.code })),
      sent.map((row) => wireElement('brands', row.row)),
    );
    expect(dropped).toEqual(['r0', 'r1', 'r2']);
    await store.drafts.settled();
    expect(codes(store, id)).toEqual(stateOf('B').slice(3));
  });
});
