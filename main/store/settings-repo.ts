import type { DatabaseSync } from 'node:sqlite';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '../../app/settings.ts';
import { textOrNull } from './columns.ts';
import { refuseSecrets } from './secret-guard.ts';
import { invalidStoreInput, notFound } from './store-errors.ts';
import type { Transactor } from './transaction.ts';

// App settings and the active profile, as key -> JSON value rows. A stored value this version
// does not understand (written by a newer one, or edited by hand) reads as the default.

export interface SettingsRepo {
  get(): Settings;
  /** Validates the patch, stores it and returns the full settings. */
  update(patch: Partial<Settings>): Settings;
  /** Null when none is set or the profile has been removed since. */
  getActiveProfileId(): string | null;
  /** Throws not_found for an unknown profile id; null clears it. */
  setActiveProfileId(id: string | null): void;
}

const ACTIVE_PROFILE_KEY = 'active_profile_id';
const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];

export function createSettingsRepo(db: DatabaseSync, tx: Transactor): SettingsRepo {
  const selectValue = db.prepare('SELECT value FROM settings WHERE key = ?');
  const upsert = db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  const deleteKey = db.prepare('DELETE FROM settings WHERE key = ?');
  const profileExists = db.prepare('SELECT 1 AS found FROM profiles WHERE id = ?');
  const selectActive = db.prepare(`
    SELECT p.id AS id FROM settings s JOIN profiles p ON p.id = json_extract(s.value, '$')
    WHERE s.key = ?`);

  function readJson(key: string): unknown {
    const row = selectValue.get(key);
    const raw = row === undefined ? null : textOrNull(row, 'value');
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  }

  function get(): Settings {
    const settings: Settings = { ...DEFAULT_SETTINGS };
    for (const key of SETTING_KEYS) {
      const parsed = settingsSchema.shape[key].safeParse(readJson(key));
      if (parsed.success) Object.assign(settings, { [key]: parsed.data });
    }
    return settings;
  }

  return {
    get,
    update(patch) {
      const parsed = settingsSchema.partial().strict().safeParse(patch);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw invalidStoreInput(issue?.path.join('.') ?? '', issue?.message ?? 'Invalid setting.');
      }
      return tx.run(() => {
        for (const [key, value] of Object.entries(parsed.data)) {
          refuseSecrets(key, value);
          upsert.run(key, JSON.stringify(value));
        }
        return get();
      });
    },
    getActiveProfileId() {
      const row = selectActive.get(ACTIVE_PROFILE_KEY);
      return row === undefined ? null : textOrNull(row, 'id');
    },
    setActiveProfileId(id) {
      tx.run(() => {
        if (id === null) {
          deleteKey.run(ACTIVE_PROFILE_KEY);
          return;
        }
        if (profileExists.get(id) === undefined) throw notFound('The connection profile');
        upsert.run(ACTIVE_PROFILE_KEY, JSON.stringify(id));
      });
    },
  };
}
