import type { DatabaseSync } from 'node:sqlite';
import type { CacheInfo } from '../../app/resources/voucher-cache.ts';
import { int, text } from './columns.ts';

// Repairing a cached list whose rows cannot all be read back (migration 13): the rows go, the
// rows after them move up (seq stays 1..n, so paging and snapshots see no gap), and the list
// keeps a note naming them until it is refreshed. A list is never left answering "something
// went wrong" for every read, online or offline.

export interface Unreadable {
  rowId: number;
}

type Note = NonNullable<CacheInfo['repaired']>;

const NAMED = 20;

export function readRepairNote(json: string | null): Note | null {
  if (json === null) return null;
  try {
    const note = JSON.parse(json) as Partial<Note>;
    if (
      typeof note.dropped !== 'number' ||
      !Array.isArray(note.ids) ||
      typeof note.at !== 'string'
    ) {
      return null;
    }
    return {
      dropped: note.dropped,
      ids: note.ids.filter((id): id is string => typeof id === 'string').slice(0, NAMED),
      at: note.at,
    };
  } catch {
    return null;
  }
}

/** Drops the rows from the list and renumbers the rest; callers hold a transaction. */
export function repairList(
  db: DatabaseSync,
  list: readonly [string, string, string],
  bad: readonly Unreadable[],
  at: string,
): void {
  const where = 'profile_id = ? AND kind = ? AND scope = ?';
  const rowIds = JSON.stringify(bad.map((row) => row.rowId));
  const ids = db
    .prepare(
      `SELECT id FROM voucher_rows WHERE ${where} AND row_id IN (SELECT value FROM json_each(?))
       ORDER BY seq`,
    )
    .all(...list, rowIds)
    .map((row) => text(row, 'id'));
  if (ids.length === 0) return;
  db.prepare('DELETE FROM voucher_text WHERE rowid IN (SELECT value FROM json_each(?))').run(
    rowIds,
  );
  db.prepare(
    `DELETE FROM voucher_rows WHERE ${where} AND row_id IN (SELECT value FROM json_each(?))`,
  ).run(...list, rowIds);
  // Out of the way first (seq is unique per list), then 1..n in the same order.
  const top = db.prepare(`SELECT coalesce(max(seq), 0) AS top FROM voucher_rows WHERE ${where}`);
  const shift = int(top.get(...list) ?? { top: 0 }, 'top');
  db.prepare(`UPDATE voucher_rows SET seq = seq + ? WHERE ${where}`).run(shift, ...list);
  db.prepare(
    `UPDATE voucher_rows SET seq = n.rank FROM (
       SELECT row_id, row_number() OVER (ORDER BY seq) AS rank FROM voucher_rows WHERE ${where}
     ) n WHERE voucher_rows.row_id = n.row_id`,
  ).run(...list);
  const before = readRepairNote(
    (() => {
      const row = db.prepare(`SELECT repaired FROM voucher_lists WHERE ${where}`).get(...list);
      const value = row?.['repaired'];
      return typeof value === 'string' ? value : null;
    })(),
  );
  const note: Note = {
    dropped: (before?.dropped ?? 0) + ids.length,
    ids: [...(before?.ids ?? []), ...ids].slice(0, NAMED),
    at,
  };
  db.prepare(
    `UPDATE voucher_lists SET repaired = ?,
       row_count = (SELECT count(*) FROM voucher_rows WHERE ${where}) WHERE ${where}`,
  ).run(JSON.stringify(note), ...list, ...list);
}
