import type { DatabaseSync } from 'node:sqlite';
import { textOrNull } from './columns.ts';
import type { Transactor } from './transaction.ts';

// Catalog grid preferences kept by main, per connection, as rows of the settings table under keys
// of their own (as the voucher screens' column preferences, voucher-prefs-repo.ts): each view's
// column layout (order, hidden, widths, frozen part) as the renderer wrote it.

export interface CatalogPrefsRepo {
  /** A view's saved column layout (JSON as the renderer wrote it), or null. */
  columnLayout(profileId: string, view: string): unknown;
  saveColumnLayout(profileId: string, view: string, layout: unknown): void;
  /** Drops every catalog preference of a connection (removal). */
  clearProfile(profileId: string): void;
}

const PREFIX = 'catalog_prefs';

function keyOf(profileId: string, view: string): string {
  return `${PREFIX}\u0000${profileId}\u0000columns\u0000${view}`;
}

export function createCatalogPrefsRepo(db: DatabaseSync, tx: Transactor): CatalogPrefsRepo {
  const select = db.prepare('SELECT value FROM settings WHERE key = ?');
  const upsert = db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  const deleteProfile = db.prepare('DELETE FROM settings WHERE key >= ? AND key < ?');
  return {
    columnLayout(profileId, view) {
      const row = select.get(keyOf(profileId, view));
      const raw = row === undefined ? null : textOrNull(row, 'value');
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return null;
      }
    },
    saveColumnLayout(profileId, view, layout) {
      tx.run(() => upsert.run(keyOf(profileId, view), JSON.stringify(layout)));
    },
    clearProfile(profileId) {
      tx.run(() =>
        deleteProfile.run(`${PREFIX}\u0000${profileId}\u0000`, `${PREFIX}\u0000${profileId}\u0001`),
      );
    },
  };
}
