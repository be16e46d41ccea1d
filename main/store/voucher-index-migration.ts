import type { DatabaseSync } from 'node:sqlite';
import type { Scalar } from '../../app/resources/json.ts';
import { sortKey, sortKeysOf } from './voucher-search-text.ts';

// Migration 5: the voucher cache split into a narrow table that search, filter and sort read
// (voucher_rows: list, order, status, sort keys, search text) and the rows' JSON beside it
// (voucher_json), so a scan no longer walks ~1 KB of JSON per row. A covering index holds each
// list's order, status and sort keys, so a sort reads one compact sweep of the list. Sort keys are stored as SQLite
// values (numbers sent as strings become numbers) in a JSONB object per row, so sorting needs no
// JSON parse or JS call per row. voucher_text is a trigram index of search_text (FTS5, case
// sensitive: search_text and the needle are both lower-cased by JS, as before) that narrows a
// search of 3 characters or more to candidate rows; every candidate is still checked with
// instr(), so results are exactly those of a plain substring scan. It is contentless with
// contentless_delete, so dropping a list does not re-read every row's text. An index entry left
// behind (a profile's removal cascading past it) can only make a candidate that the instr()
// check drops, and a new row with its id replaces it.

const SCHEMA = `
  ALTER TABLE voucher_rows RENAME TO voucher_rows_v3;

  CREATE TABLE voucher_rows (
    row_id INTEGER PRIMARY KEY,
    profile_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    scope TEXT NOT NULL,
    seq INTEGER NOT NULL CHECK (seq > 0),
    id TEXT NOT NULL,
    status TEXT,
    id_key ANY,
    sort_keys BLOB NOT NULL,
    search_text TEXT NOT NULL,
    UNIQUE (profile_id, kind, scope, seq),
    UNIQUE (profile_id, kind, scope, id),
    FOREIGN KEY (profile_id, kind, scope)
      REFERENCES voucher_lists (profile_id, kind, scope) ON DELETE CASCADE
  ) STRICT;
  CREATE INDEX voucher_rows_by_status ON voucher_rows (profile_id, kind, scope, status, seq);
  CREATE INDEX voucher_rows_sort_keys
    ON voucher_rows (profile_id, kind, scope, seq, status, id_key, sort_keys);

  CREATE TABLE voucher_json (
    row_id INTEGER PRIMARY KEY REFERENCES voucher_rows (row_id) ON DELETE CASCADE,
    row_json TEXT NOT NULL
  ) STRICT;

  CREATE VIRTUAL TABLE voucher_text USING fts5(
    search_text, content = '', contentless_delete = 1, detail = none,
    tokenize = 'trigram case_sensitive 1'
  );
`;

export const INSERT_VOUCHER_JSON = 'INSERT INTO voucher_json (row_id, row_json) VALUES (?, ?)';
/** Written by the repo, not by a trigger: FTS5 writes inside a trigger flush per row (7× slower). */
export const INSERT_VOUCHER_TEXT =
  'INSERT OR REPLACE INTO voucher_text (rowid, search_text) VALUES (?, ?)';

export function voucherIndexMigration(db: DatabaseSync): void {
  db.exec(SCHEMA);
  // Whole-table statements rather than a loop of inserts: several times faster on a large cache.
  // Only the header fields are read for the sort keys (a full schema parse of every row would
  // take seconds); a row this version cannot read keeps its place, and reading it reports it.
  db.function('kikan_v5_sort_keys', { deterministic: true }, (json) =>
    JSON.stringify(sortKeysOf(headerFieldsOf(String(json)))),
  );
  db.function('kikan_v5_id_key', { deterministic: true }, (id) => sortKey(id));
  db.exec(`
    INSERT INTO voucher_rows
      (row_id, profile_id, kind, scope, seq, id, status, id_key, sort_keys, search_text)
    SELECT rowid, profile_id, kind, scope, seq, id, status, kikan_v5_id_key(id),
      jsonb(kikan_v5_sort_keys(row_json)), search_text
    FROM voucher_rows_v3;
    INSERT INTO voucher_json (row_id, row_json) SELECT rowid, row_json FROM voucher_rows_v3;
    INSERT INTO voucher_text (rowid, search_text) SELECT row_id, search_text FROM voucher_rows;
    DROP TABLE voucher_rows_v3;
  `);
}

function headerFieldsOf(json: string): { fields: Record<string, Scalar> } {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(json);
  } catch {
    // stays null: no keys
  }
  const fields =
    typeof parsed === 'object' && parsed !== null && 'fields' in parsed ? parsed.fields : null;
  if (typeof fields !== 'object' || fields === null) return { fields: {} };
  const scalars: Record<string, Scalar> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      scalars[name] = value as Scalar;
    }
  }
  return { fields: scalars };
}
