import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import {
  savedViewSchema,
  viewSpecSchema,
  type SavedView,
  type ViewSpec,
} from '../../app/resources/saved-views.ts';
import type { VoucherKind } from '../../app/resources/vouchers.ts';
import { bool, text, type Row } from './columns.ts';
import type { Transactor } from './transaction.ts';

// Saved views per connection and voucher list (saved-views-migration.ts). A stored spec that no
// longer reads (written by a newer version, damaged) is skipped rather than fail the list.

export interface SavedViewsRepo {
  /** The list's views by name. */
  list(profileId: string, kind: VoucherKind): SavedView[];
  get(profileId: string, id: string): SavedView | null;
  /** A new view (no id), or the view `id` with a new name and spec; null when `id` is unknown. */
  save(
    profileId: string,
    kind: VoucherKind,
    view: { id?: string | undefined; name: string; spec: ViewSpec },
  ): SavedView | null;
  rename(profileId: string, id: string, name: string): SavedView | null;
  delete(profileId: string, id: string): boolean;
  /** Makes `id` the list's default (null: none). False when `id` is not a view of the list. */
  setDefault(profileId: string, kind: VoucherKind, id: string | null): boolean;
}

function viewOf(row: Row): SavedView | null {
  let spec: unknown;
  try {
    spec = JSON.parse(text(row, 'spec'));
  } catch {
    return null;
  }
  const parsed = savedViewSchema.safeParse({
    id: text(row, 'id'),
    kind: text(row, 'kind'),
    name: text(row, 'name'),
    spec: viewSpecSchema.safeParse(spec).data,
    isDefault: bool(row, 'is_default'),
    updatedAt: text(row, 'updated_at'),
  });
  return parsed.success ? parsed.data : null;
}

export function createSavedViewsRepo(
  db: DatabaseSync,
  tx: Transactor,
  now: () => string,
): SavedViewsRepo {
  const COLUMNS = 'id, kind, name, spec, is_default, updated_at';
  const selectList = db.prepare(
    `SELECT ${COLUMNS} FROM saved_views WHERE profile_id = ? AND kind = ? ORDER BY name, created_at`,
  );
  const selectOne = db.prepare(
    `SELECT ${COLUMNS} FROM saved_views WHERE profile_id = ? AND id = ?`,
  );
  const insert = db.prepare(
    `INSERT INTO saved_views (id, profile_id, kind, name, spec, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare(
    'UPDATE saved_views SET name = ?, spec = ?, updated_at = ? WHERE profile_id = ? AND id = ? AND kind = ?',
  );
  const updateName = db.prepare(
    'UPDATE saved_views SET name = ?, updated_at = ? WHERE profile_id = ? AND id = ?',
  );
  const remove = db.prepare('DELETE FROM saved_views WHERE profile_id = ? AND id = ?');
  const clearDefault = db.prepare(
    'UPDATE saved_views SET is_default = 0 WHERE profile_id = ? AND kind = ? AND is_default = 1',
  );
  const markDefault = db.prepare(
    'UPDATE saved_views SET is_default = 1 WHERE profile_id = ? AND kind = ? AND id = ?',
  );

  const get = (profileId: string, id: string): SavedView | null => {
    const row = selectOne.get(profileId, id);
    return row === undefined ? null : viewOf(row);
  };

  return {
    list: (profileId, kind) => selectList.all(profileId, kind).flatMap((row) => viewOf(row) ?? []),
    get,
    save(profileId, kind, view) {
      const at = now();
      const spec = JSON.stringify(view.spec);
      if (view.id === undefined) {
        const id = randomUUID();
        tx.run(() => insert.run(id, profileId, kind, view.name, spec, at, at));
        return get(profileId, id);
      }
      const id = view.id;
      const { changes } = tx.run(() => update.run(view.name, spec, at, profileId, id, kind));
      return Number(changes) === 0 ? null : get(profileId, id);
    },
    rename(profileId, id, name) {
      const { changes } = tx.run(() => updateName.run(name, now(), profileId, id));
      return Number(changes) === 0 ? null : get(profileId, id);
    },
    delete: (profileId, id) => Number(tx.run(() => remove.run(profileId, id)).changes) > 0,
    setDefault(profileId, kind, id) {
      if (id !== null && get(profileId, id)?.kind !== kind) return false;
      return tx.run(() => {
        clearDefault.run(profileId, kind);
        if (id === null) return true;
        return Number(markDefault.run(profileId, kind, id).changes) > 0;
      });
    },
  };
}
