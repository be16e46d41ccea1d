import type { DatabaseSync, StatementSync } from 'node:sqlite';

// Prepared statements are compiled once per database and reused by every request.

const cache = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

export function prepared(db: DatabaseSync, sql: string): StatementSync {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(sql, statement);
  }
  return statement;
}
