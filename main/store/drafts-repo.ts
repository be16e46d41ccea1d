import type { DatabaseSync } from 'node:sqlite';
import { int, text, type Row } from './columns.ts';
import { invalidStoreInput } from './store-errors.ts';
import type { Transactor } from './transaction.ts';

// Edited rows not yet imported, saved as the user types so a crash loses nothing. A draft is
// keyed by profile, area ('products', 'brands', 'colors', ...) and the row's key in that area.

export interface Draft {
  profileId: string;
  area: string;
  rowKey: string;
  /** The edited row as the grid holds it (any JSON value). */
  row: unknown;
  updatedAt: string;
}

export interface DraftInput {
  rowKey: string;
  row: unknown;
}

export interface DraftsRepo {
  put(profileId: string, area: string, rowKey: string, row: unknown): Draft;
  /** Saves many rows in one transaction (a paste into the grid). */
  putMany(profileId: string, area: string, rows: readonly DraftInput[]): number;
  delete(profileId: string, area: string, rowKey: string): boolean;
  deleteMany(profileId: string, area: string, rowKeys: readonly string[]): number;
  /** Drops every draft of the profile, or of one area when given. */
  clear(profileId: string, area?: string): number;
  /** Ordered by row key. */
  list(profileId: string, area: string): Draft[];
  /** How many drafts each area holds, for "unsaved changes" badges. */
  countByArea(profileId: string): { area: string; count: number }[];
}

function encode(row: unknown): string {
  const json = JSON.stringify(row) as string | undefined;
  if (json === undefined) throw invalidStoreInput('row', 'A draft row must be a JSON value.');
  return json;
}

function fromRow(row: Row): Draft {
  return {
    profileId: text(row, 'profile_id'),
    area: text(row, 'area'),
    rowKey: text(row, 'row_key'),
    row: JSON.parse(text(row, 'row_json')) as unknown,
    updatedAt: text(row, 'updated_at'),
  };
}

export function createDraftsRepo(db: DatabaseSync, tx: Transactor, now: () => string): DraftsRepo {
  const upsert = db.prepare(`
    INSERT INTO drafts (profile_id, area, row_key, row_json, updated_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (profile_id, area, row_key)
    DO UPDATE SET row_json = excluded.row_json, updated_at = excluded.updated_at`);
  const deleteOne = db.prepare(
    'DELETE FROM drafts WHERE profile_id = ? AND area = ? AND row_key = ?',
  );
  const clearAll = db.prepare('DELETE FROM drafts WHERE profile_id = ?');
  const clearArea = db.prepare('DELETE FROM drafts WHERE profile_id = ? AND area = ?');
  const selectArea = db.prepare(
    'SELECT * FROM drafts WHERE profile_id = ? AND area = ? ORDER BY row_key',
  );
  const countAreas = db.prepare(
    'SELECT area, count(*) AS count FROM drafts WHERE profile_id = ? GROUP BY area ORDER BY area',
  );

  function checkArea(area: string): void {
    if (area === '') throw invalidStoreInput('area', 'A draft needs an area.');
  }

  return {
    put(profileId, area, rowKey, row) {
      checkArea(area);
      const updatedAt = now();
      const json = encode(row);
      tx.run(() => upsert.run(profileId, area, rowKey, json, updatedAt));
      return { profileId, area, rowKey, row: JSON.parse(json) as unknown, updatedAt };
    },
    putMany(profileId, area, rows) {
      checkArea(area);
      const updatedAt = now();
      const encoded = rows.map((item) => [item.rowKey, encode(item.row)] as const);
      return tx.run(() => {
        for (const [rowKey, json] of encoded) upsert.run(profileId, area, rowKey, json, updatedAt);
        return encoded.length;
      });
    },
    delete: (profileId, area, rowKey) =>
      tx.run(() => deleteOne.run(profileId, area, rowKey).changes > 0),
    deleteMany: (profileId, area, rowKeys) =>
      tx.run(() =>
        rowKeys.reduce((sum, key) => sum + Number(deleteOne.run(profileId, area, key).changes), 0),
      ),
    clear: (profileId, area) =>
      tx.run(() =>
        Number(
          area === undefined
            ? clearAll.run(profileId).changes
            : clearArea.run(profileId, area).changes,
        ),
      ),
    list: (profileId, area) => (selectArea.all(profileId, area) as Row[]).map(fromRow),
    countByArea: (profileId) =>
      (countAreas.all(profileId) as Row[]).map((row) => ({
        area: text(row, 'area'),
        count: int(row, 'count'),
      })),
  };
}
