import type { DatabaseSync } from 'node:sqlite';
import { int } from './columns.ts';
import { StoreTooNewError, StoreUnreadableError } from './store-errors.ts';
import { voucherIndexMigration } from './voucher-index-migration.ts';
import { voucherLinesMigration } from './voucher-lines-migration.ts';
import { statusSettingsMigration } from './status-settings-migration.ts';
import { voucherRepairMigration } from './voucher-repair-migration.ts';
import { savedViewsMigration } from './saved-views-migration.ts';
import { voucherSumsMigration } from './voucher-sums-migration.ts';
import { voucherKeysMigration } from './voucher-keys-migration.ts';
import { catalogRowsMigration } from './catalog-rows-migration.ts';
import { sentCatalogKeysMigration } from './sent-catalog-keys-migration.ts';
import { catalogSkusCellsMigration } from './catalog-skus-cells-migration.ts';
import { catalogSkusCodesMigration } from './catalog-skus-codes-migration.ts';
import { catalogConnectionsMigration } from './catalog-connections-migration.ts';
import { catalogShapeMigration } from './catalog-shape-migration.ts';

// The schema's history. PRAGMA user_version holds how many migrations the file has seen; each
// migration runs in its own transaction together with the version bump, so a crash leaves the
// file at the previous version or the next one, never between. Append only: never edit a
// migration that has shipped.

export type Migration = (db: DatabaseSync) => void;

/** Marks the file as ours (PRAGMA application_id), so a foreign SQLite file is refused. */
export const APPLICATION_ID = 0x4b696b61; // "Kika"

const v1: Migration = (db) => {
  db.exec(`
    CREATE TABLE profiles (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      host_kind TEXT NOT NULL CHECK (host_kind IN ('production', 'development', 'custom')),
      base_url TEXT NOT NULL,
      voucher_prefix TEXT NOT NULL DEFAULT '',
      secret_transport TEXT NOT NULL CHECK (secret_transport IN ('body', 'basic')),
      client_id TEXT,
      is_demo INTEGER NOT NULL DEFAULT 0 CHECK (is_demo IN (0, 1)),
      granted_permissions TEXT CHECK (granted_permissions IS NULL OR json_valid(granted_permissions)),
      denied_permissions TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(denied_permissions)),
      state TEXT NOT NULL
        CHECK (state IN ('connected', 'memory_only', 'reconnect_needed', 'signed_out')),
      secret_remembered INTEGER NOT NULL DEFAULT 0 CHECK (secret_remembered IN (0, 1)),
      token_storage TEXT NOT NULL CHECK (token_storage IN ('keychain', 'memory', 'none')),
      created_at TEXT NOT NULL,
      last_used_at TEXT
    ) STRICT;

    CREATE TABLE settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL CHECK (json_valid(value))
    ) STRICT;

    CREATE TABLE drafts (
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      area TEXT NOT NULL CHECK (area <> ''),
      row_key TEXT NOT NULL,
      row_json TEXT NOT NULL CHECK (json_valid(row_json)),
      updated_at TEXT NOT NULL,
      PRIMARY KEY (profile_id, area, row_key)
    ) STRICT;

    CREATE TABLE imports (
      id TEXT PRIMARY KEY,
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL,
      state TEXT NOT NULL CHECK (state IN ('pending', 'running', 'done', 'failed')),
      batch_count INTEGER NOT NULL CHECK (batch_count > 0),
      finished_at TEXT
    ) STRICT;
    CREATE INDEX imports_by_profile ON imports (profile_id, created_at);

    CREATE TABLE import_batches (
      import_id TEXT NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
      seq INTEGER NOT NULL CHECK (seq >= 0),
      idempotency_key TEXT NOT NULL UNIQUE,
      body_text TEXT NOT NULL CHECK (json_valid(body_text)),
      state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'done', 'failed')),
      response_status INTEGER,
      response_text TEXT,
      attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      last_error TEXT,
      updated_at TEXT NOT NULL,
      PRIMARY KEY (import_id, seq)
    ) STRICT;
  `);
  db.exec(`PRAGMA application_id = ${APPLICATION_ID}`);
};

// Draft rows get a stable local id and a position (the grid's order), instead of being keyed
// and ordered by their code: the code is a cell the user edits, and rows without a code yet
// must be saved too. Existing rows keep their key as id and their key order as position.
const v2: Migration = (db) => {
  db.exec(`
    CREATE TABLE drafts_v2 (
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      grid TEXT NOT NULL CHECK (grid <> ''),
      id TEXT NOT NULL CHECK (id <> ''),
      position REAL NOT NULL,
      row_json TEXT NOT NULL CHECK (json_valid(row_json)),
      updated_at TEXT NOT NULL,
      PRIMARY KEY (profile_id, grid, id)
    ) STRICT;
    INSERT INTO drafts_v2 (profile_id, grid, id, position, row_json, updated_at)
      SELECT profile_id, area, row_key,
        row_number() OVER (PARTITION BY profile_id, area ORDER BY row_key), row_json, updated_at
      FROM drafts WHERE row_key <> '';
    DROP TABLE drafts;
    ALTER TABLE drafts_v2 RENAME TO drafts;
    CREATE INDEX drafts_in_order ON drafts (profile_id, grid, position, id);
  `);
};

/**
 * The voucher cache: list rows per connection, kind and server filter (scope: '' or an order-plan
 * product_code), in the order the service paged them (seq). search_text is every header and line
 * value lower-cased, kept before row_json so a search scan stays on the row's first page.
 */
const v3: Migration = (db) => {
  db.exec(`
    CREATE TABLE voucher_lists (
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      scope TEXT NOT NULL,
      row_count INTEGER NOT NULL DEFAULT 0 CHECK (row_count >= 0),
      complete INTEGER NOT NULL DEFAULT 0 CHECK (complete IN (0, 1)),
      loaded_at TEXT,
      updated_at TEXT,
      PRIMARY KEY (profile_id, kind, scope)
    ) STRICT;

    CREATE TABLE voucher_rows (
      profile_id TEXT NOT NULL,
      kind TEXT NOT NULL,
      scope TEXT NOT NULL,
      seq INTEGER NOT NULL CHECK (seq > 0),
      id TEXT NOT NULL,
      status TEXT,
      search_text TEXT NOT NULL,
      row_json TEXT NOT NULL,
      PRIMARY KEY (profile_id, kind, scope, seq),
      UNIQUE (profile_id, kind, scope, id),
      FOREIGN KEY (profile_id, kind, scope)
        REFERENCES voucher_lists (profile_id, kind, scope) ON DELETE CASCADE
    ) STRICT;
  `);
};

/**
 * Sending the catalog: which draft rows each journalled batch carries (in body order) and which
 * earlier batches it waits on; why an import stopped early (cancelled, dropped, a missing
 * permission); and the "sent catalog", the newest values this connection sent per code.
 */
const v4: Migration = (db) => {
  db.exec(`
    ALTER TABLE import_batches ADD COLUMN rows_json TEXT NOT NULL DEFAULT '[]'
      CHECK (json_valid(rows_json));
    ALTER TABLE import_batches ADD COLUMN depends_on TEXT NOT NULL DEFAULT '[]'
      CHECK (json_valid(depends_on));
    ALTER TABLE imports ADD COLUMN stopped_at TEXT;
    ALTER TABLE imports ADD COLUMN stop_reason TEXT;

    CREATE TABLE sent_catalog (
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      grid TEXT NOT NULL CHECK (grid <> ''),
      code TEXT NOT NULL CHECK (code <> ''),
      value_json TEXT NOT NULL CHECK (json_valid(value_json)),
      import_id TEXT NOT NULL,
      sent_at TEXT NOT NULL,
      PRIMARY KEY (profile_id, grid, code)
    ) STRICT;
  `);
};

/** The voucher cache indexed for search, filter and sort (see voucher-index-migration.ts). */
const v5: Migration = voucherIndexMigration;

/**
 * A batch's last error also as a code with params (JSON), so the History screen can say it in
 * the user's language; the English text stays in last_error.
 */
const v6: Migration = (db) => {
  db.exec(`
    ALTER TABLE import_batches ADD COLUMN last_error_code TEXT
      CHECK (last_error_code IS NULL OR json_valid(last_error_code));
  `);
};

/**
 * A batch's body and draft rows (written once, tens of kB) move to a table of their own: every
 * change of a batch's state rewrote them with the row, and an import makes two or three such
 * changes per request while it sends.
 */
const v7: Migration = (db) => {
  db.exec(`
    CREATE TABLE import_batch_payloads (
      import_id TEXT NOT NULL,
      seq INTEGER NOT NULL,
      body_text TEXT NOT NULL CHECK (json_valid(body_text)),
      rows_json TEXT NOT NULL CHECK (json_valid(rows_json)),
      PRIMARY KEY (import_id, seq),
      FOREIGN KEY (import_id, seq) REFERENCES import_batches (import_id, seq) ON DELETE CASCADE
    ) STRICT;
    INSERT INTO import_batch_payloads (import_id, seq, body_text, rows_json)
      SELECT import_id, seq, body_text, rows_json FROM import_batches;
    ALTER TABLE import_batches DROP COLUMN body_text;
    ALTER TABLE import_batches DROP COLUMN rows_json;
  `);
};

/**
 * Finding a refused request's rows at fault: a request made from a refused one (its rows without
 * the ones at fault, or one half of it) records which request it came from, and an import can be
 * told to stop at the first refusal instead.
 */
const v8: Migration = (db) => {
  db.exec(`
    ALTER TABLE import_batches ADD COLUMN parent_seq INTEGER CHECK (parent_seq IS NULL OR parent_seq >= 0);
    ALTER TABLE imports ADD COLUMN stop_at_refusal INTEGER NOT NULL DEFAULT 0
      CHECK (stop_at_refusal IN (0, 1));
  `);
};

/**
 * Draft saves too large for one call arrive in parts: each part is staged here and the last one
 * applies them all to `drafts` in one transaction. Rows with no row_json are deletes. What is
 * staged but never committed (the app was killed between parts) is dropped when the store opens.
 */
const v9: Migration = (db) => {
  db.exec(`
    CREATE TABLE draft_stage (
      save_id TEXT NOT NULL CHECK (save_id <> ''),
      part INTEGER NOT NULL,
      profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
      grid TEXT NOT NULL CHECK (grid <> ''),
      id TEXT NOT NULL CHECK (id <> ''),
      position REAL,
      row_json TEXT CHECK (row_json IS NULL OR json_valid(row_json)),
      PRIMARY KEY (save_id, grid, id)
    ) STRICT;
  `);
};

/**
 * Imports the app resumed by itself on start (after a crash), each said to the user once: the row
 * goes when the notice has been shown.
 */
const v10: Migration = (db) => {
  db.exec(`
    CREATE TABLE import_resume_notices (
      import_id TEXT PRIMARY KEY REFERENCES imports (id) ON DELETE CASCADE,
      interrupted_at TEXT NOT NULL CHECK (interrupted_at <> ''),
      resumed_at TEXT NOT NULL CHECK (resumed_at <> '')
    ) STRICT;
  `);
};

/** Whether each cached voucher row holds its lines (see voucher-lines-migration.ts). */
const v11: Migration = voucherLinesMigration;

/** Each cached voucher row's line sums (see voucher-sums-migration.ts). */
const v12: Migration = voucherSumsMigration;

/** A note on a cached list whose unreadable rows were dropped (see voucher-repair-migration.ts). */
const v13: Migration = voucherRepairMigration;

/**
 * A staged save whose last part arrived is committed by a row here, in one short transaction;
 * its staged rows then move into `drafts` in slices (each its own transaction) while other calls
 * run between them, and the row goes with the last slice. Reads of the drafts see the committed
 * rows still staged over `drafts`, and a store opened after a kill finishes the move, so a
 * committed save is whole and an uncommitted one never happened (drafts-repo.ts).
 */
const v14: Migration = (db) => {
  db.exec(`
    CREATE TABLE draft_commits (
      save_id TEXT PRIMARY KEY CHECK (save_id <> ''),
      updated_at TEXT NOT NULL
    ) STRICT;
    -- A commit counts its deletes without reading every staged row.
    CREATE INDEX draft_stage_deletes ON draft_stage (save_id, grid, id) WHERE row_json IS NULL;
  `);
};

// Saved views of the voucher lists (issue 27).
const savedViews: Migration = savedViewsMigration;

/** Each cached voucher row's due date and party in indexed columns (see voucher-keys-migration.ts). */
const voucherKeys: Migration = voucherKeysMigration;

/** The drafts' rows as rows of tables, and the catalog operations' undo log (issue 28). */
const catalogRows: Migration = catalogRowsMigration;

/** The sent catalog by compared code, and its version per connection (issue 26). */
const sentCatalogKeys: Migration = sentCatalogKeysMigration;

export const MIGRATIONS: readonly Migration[] = [
  v1,
  v2,
  v3,
  v4,
  v5,
  v6,
  v7,
  v8,
  v9,
  v10,
  v11,
  v12,
  v13,
  v14,
  statusSettingsMigration,
  savedViews,
  voucherKeys,
  catalogRows,
  sentCatalogKeys,
  catalogSkusCellsMigration,
  catalogSkusCodesMigration,
  catalogConnectionsMigration,
  catalogShapeMigration,
];

function readPragma(db: DatabaseSync, name: string): number {
  const row = db.prepare(`PRAGMA ${name}`).get();
  if (row === undefined) throw new StoreUnreadableError(`no ${name}`);
  return int(row, name);
}

export function schemaVersion(db: DatabaseSync): number {
  return readPragma(db, 'user_version');
}

/** Brings the file up to the newest schema; returns the versions before and after. */
export function migrate(
  db: DatabaseSync,
  migrations: readonly Migration[] = MIGRATIONS,
): { from: number; to: number } {
  const appId = readPragma(db, 'application_id');
  if (appId !== 0 && appId !== APPLICATION_ID) {
    throw new StoreUnreadableError('another program’s database');
  }
  const from = schemaVersion(db);
  if (from > migrations.length) throw new StoreTooNewError(from, migrations.length);
  for (let next = from; next < migrations.length; next += 1) {
    db.exec('BEGIN IMMEDIATE');
    try {
      // Another process may have migrated while we waited for the lock.
      const current = schemaVersion(db);
      if (current === next) {
        const migration = migrations[next];
        if (migration === undefined) throw new RangeError(`missing migration ${next + 1}`);
        migration(db);
        db.exec(`PRAGMA user_version = ${next + 1}`);
      }
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
  return { from, to: schemaVersion(db) };
}
