import type { DatabaseSync } from 'node:sqlite';

/**
 * Leaves no readable copy of deleted rows in the database's files (after a sign-out or a
 * connection's removal): secure_delete (set when the store opens) zeroes what a delete frees;
 * the search index's merge drops the deleted entries it still holds (FTS5 keeps them in older
 * segments until a merge); VACUUM rewrites the file without free pages; the checkpoint moves it
 * all into the database file and empties the write-ahead log, which held the pages before.
 * Best effort: a file another program holds open is left as it is, to be scrubbed next time.
 */
export function scrubDeletedRows(db: DatabaseSync): void {
  try {
    db.exec("INSERT INTO voucher_text (voucher_text) VALUES ('optimize')");
    db.exec('VACUUM');
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } catch {
    // Busy or read-only: the rows are deleted all the same; their bytes go at the next scrub.
  }
}
