import type { DatabaseSync } from 'node:sqlite';
import {
  normalizeStatusSettings,
  type SeenStatus,
  type StatusSetting,
  type StatusSettings,
} from '../../app/resources/status-settings.ts';
import { VOUCHER_KINDS, type VoucherKind } from '../../app/resources/vouchers.ts';
import { int, text, textOrNull } from './columns.ts';
import type { Transactor } from './transaction.ts';

// The status settings of each connection (status-settings-migration.ts). The filters and sums
// read voucher_status_ends themselves (ENDED_STATUSES below); this repo reads and replaces the
// whole of a profile's settings, and lists the values its cached vouchers carry.

export interface StatusSettingsRepo {
  read(profileId: string): StatusSettings;
  /** Replaces the profile's settings with these. */
  save(profileId: string, settings: StatusSettings): StatusSettings;
  /** The status values the profile's cached vouchers carry, per kind, with counts. */
  seen(profileId: string): Omit<SeenStatus, 'slot'>[];
}

const isKind = (value: string): value is VoucherKind =>
  (VOUCHER_KINDS as readonly string[]).includes(value);

export function createStatusSettingsRepo(
  db: DatabaseSync,
  tx: Transactor,
  /** Told after a save: the cache's kept query orders may hold vouchers now ended. */
  changed: () => void,
): StatusSettingsRepo {
  const labels = db.prepare(
    'SELECT status, name_en, name_ja, color FROM voucher_status_labels WHERE profile_id = ?',
  );
  const ends = db.prepare('SELECT kind, status FROM voucher_status_ends WHERE profile_id = ?');
  const decided = db.prepare('SELECT kind FROM voucher_status_decided WHERE profile_id = ?');
  const seen = db.prepare(
    `SELECT kind, status, count(*) AS n, min(row_id) AS first FROM voucher_rows
     WHERE profile_id = ? AND status IS NOT NULL GROUP BY kind, status ORDER BY first`,
  );
  const clear = [
    db.prepare('DELETE FROM voucher_status_labels WHERE profile_id = ?'),
    db.prepare('DELETE FROM voucher_status_ends WHERE profile_id = ?'),
    db.prepare('DELETE FROM voucher_status_decided WHERE profile_id = ?'),
  ];
  const insertLabel = db.prepare(
    'INSERT INTO voucher_status_labels (profile_id, status, name_en, name_ja, color) VALUES (?, ?, ?, ?, ?)',
  );
  const insertEnd = db.prepare(
    'INSERT INTO voucher_status_ends (profile_id, kind, status) VALUES (?, ?, ?)',
  );
  const insertDecided = db.prepare(
    'INSERT INTO voucher_status_decided (profile_id, kind) VALUES (?, ?)',
  );

  function read(profileId: string): StatusSettings {
    const byValue = new Map<string, StatusSetting>();
    const entry = (value: string): StatusSetting => {
      let found = byValue.get(value);
      if (found === undefined) {
        found = { value, names: {}, ends: [] };
        byValue.set(value, found);
      }
      return found;
    };
    for (const row of labels.all(profileId)) {
      const s = entry(text(row, 'status'));
      const en = textOrNull(row, 'name_en');
      const ja = textOrNull(row, 'name_ja');
      const color = textOrNull(row, 'color');
      if (en !== null) s.names.en = en;
      if (ja !== null) s.names.ja = ja;
      if (color !== null) s.color = color;
    }
    for (const row of ends.all(profileId)) {
      const kind = text(row, 'kind');
      if (isKind(kind)) entry(text(row, 'status')).ends.push(kind);
    }
    const kinds = decided
      .all(profileId)
      .map((row) => text(row, 'kind'))
      .filter(isKind);
    return normalizeStatusSettings({ statuses: [...byValue.values()], decided: kinds });
  }

  return {
    read,
    save(profileId, settings) {
      const clean = normalizeStatusSettings(settings);
      tx.run(() => {
        for (const statement of clear) statement.run(profileId);
        for (const s of clean.statuses) {
          if (s.color !== undefined || Object.keys(s.names).length > 0) {
            insertLabel.run(
              profileId,
              s.value,
              s.names.en ?? null,
              s.names.ja ?? null,
              s.color ?? null,
            );
          }
          // Only a decided kind's ending statuses are kept: an undecided kind excludes nothing.
          for (const kind of s.ends) {
            if (clean.decided.includes(kind)) insertEnd.run(profileId, kind, s.value);
          }
        }
        for (const kind of clean.decided) insertDecided.run(profileId, kind);
      });
      changed();
      return read(profileId);
    },
    seen: (profileId) =>
      seen
        .all(profileId)
        .map((row) => ({
          kind: text(row, 'kind'),
          value: text(row, 'status'),
          count: int(row, 'n'),
        }))
        .filter((s): s is Omit<SeenStatus, 'slot'> => isKind(s.kind)),
  };
}
