import type { DatabaseSync } from 'node:sqlite';
import { textOrNull } from './columns.ts';
import type { Transactor } from './transaction.ts';

// Voucher screen preferences kept by main, per connection, as rows of the settings table under
// keys of their own (the app-wide settings read only their known keys): the colour slot of each
// status value of a list (first seen, first coloured, so a value keeps its colour across
// restarts), and each screen's column preferences (the renderer's localStorage is per origin,
// which changes with the browser preview's port).

export interface VoucherPrefsRepo {
  /**
   * The colour slot of each value: values already coloured keep theirs, new ones get the next
   * free slots in the order given (first seen first).
   */
  statusSlots(profileId: string, list: string, values: readonly string[]): Map<string, number>;
  /** A screen's saved column preferences (JSON as the renderer wrote it), or null. */
  columns(profileId: string, screen: string): unknown;
  saveColumns(profileId: string, screen: string, prefs: unknown): void;
  /** Drops every preference of a connection (removal). */
  clearProfile(profileId: string): void;
}

const PREFIX = 'voucher_prefs';

function keyOf(profileId: string, what: string, name: string): string {
  return `${PREFIX}\u0000${profileId}\u0000${what}\u0000${name}`;
}

export function createVoucherPrefsRepo(db: DatabaseSync, tx: Transactor): VoucherPrefsRepo {
  const select = db.prepare('SELECT value FROM settings WHERE key = ?');
  const upsert = db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  const deleteProfile = db.prepare('DELETE FROM settings WHERE key >= ? AND key < ?');
  // Colour slots change rarely and are read with every search answer.
  const slotMemo = new Map<string, string[]>();

  function read(key: string): unknown {
    const row = select.get(key);
    const raw = row === undefined ? null : textOrNull(row, 'value');
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }

  function coloured(key: string): string[] {
    const memo = slotMemo.get(key);
    if (memo) return memo;
    const stored = read(key);
    const values = Array.isArray(stored)
      ? stored.filter((value): value is string => typeof value === 'string')
      : [];
    slotMemo.set(key, values);
    return values;
  }

  return {
    statusSlots(profileId, list, values) {
      const key = keyOf(profileId, 'status_colors', list);
      let known = coloured(key);
      const fresh = values.filter((value) => !known.includes(value));
      if (fresh.length > 0) {
        known = [...known, ...new Set(fresh)];
        tx.run(() => upsert.run(key, JSON.stringify(known)));
        slotMemo.set(key, known);
      }
      return new Map(known.map((value, slot) => [value, slot]));
    },
    columns: (profileId, screen) => read(keyOf(profileId, 'columns', screen)),
    saveColumns(profileId, screen, prefs) {
      tx.run(() => upsert.run(keyOf(profileId, 'columns', screen), JSON.stringify(prefs)));
    },
    clearProfile(profileId) {
      const from = `${PREFIX}\u0000${profileId}\u0000`;
      tx.run(() => deleteProfile.run(from, `${PREFIX}\u0000${profileId}\u0001`));
      for (const key of slotMemo.keys()) if (key.startsWith(from)) slotMemo.delete(key);
    },
  };
}
