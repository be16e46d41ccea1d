import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { applySchema } from './schema.ts';

export const DATABASE_FILE = 'stand-in.sqlite';

/** SQLite's sidecar files next to the database (it creates them with the database file's mode). */
const SIDECARS = ['-wal', '-shm', '-journal'];

/**
 * Makes the folders it creates 0700 and the database file 0600 before SQLite opens it, so the
 * write-ahead log and shared-memory files SQLite makes later get 0600 too. Files left by an older
 * version are narrowed to 0600 as well. (No effect on Windows, where modes are not POSIX.)
 */
function privateDatabaseFile(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, DATABASE_FILE);
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, ...SIDECARS.map((suffix) => file + suffix)]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
  return file;
}

/** Opens (creating when needed) the stand-in's database in `dataDir`. */
export function openDatabase(dataDir: string): DatabaseSync {
  const db = new DatabaseSync(privateDatabaseFile(dataDir));
  // WAL from the first query on; a new database is seeded in rollback-journal mode (start.ts).
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA cache_size = -65536');
  applySchema(db);
  return db;
}

/** Runs `work` inside one transaction: commits when it returns, rolls back when it throws. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

export function getMeta(db: DatabaseSync, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key);
  return typeof row?.value === 'string' ? row.value : null;
}

export function setMeta(db: DatabaseSync, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
