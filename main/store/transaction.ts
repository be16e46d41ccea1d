import type { DatabaseSync } from 'node:sqlite';

// One writer transaction at a time per connection. Repositories wrap each logical change in
// run(); a caller may group several repository calls in an outer run() (nested calls become
// savepoints), so e.g. "mark a batch done and drop the drafts it carried" commits as one.

export interface Transactor {
  run<T>(work: () => T): T;
}

export function createTransactor(db: DatabaseSync): Transactor {
  let depth = 0;

  function undo(savepoint: string): void {
    if (depth === 0) {
      db.exec('ROLLBACK');
    } else {
      db.exec(`ROLLBACK TO ${savepoint}`);
      db.exec(`RELEASE ${savepoint}`);
    }
  }

  return {
    run<T>(work: () => T): T {
      const savepoint = `sp_${depth}`;
      // IMMEDIATE takes the write lock up front, so a busy database fails at BEGIN (after
      // busy_timeout) instead of half-way through the work.
      db.exec(depth === 0 ? 'BEGIN IMMEDIATE' : `SAVEPOINT ${savepoint}`);
      depth += 1;
      let result: T;
      try {
        result = work();
        if (result instanceof Promise) {
          throw new TypeError('Store transactions are synchronous; do not pass an async function.');
        }
      } catch (error) {
        depth -= 1;
        undo(savepoint);
        throw error;
      }
      depth -= 1;
      try {
        db.exec(depth === 0 ? 'COMMIT' : `RELEASE ${savepoint}`);
      } catch (error) {
        try {
          undo(savepoint);
        } catch {
          // The failed COMMIT may already have ended the transaction.
        }
        throw error;
      }
      return result;
    },
  };
}

/**
 * For work that reads the store and writes only TEMP tables (the catalog views' orders): a
 * deferred BEGIN takes no lock on the file until it reads, and never its write lock, so a write
 * of another connection (the core's writing thread) never makes this connection wait. Inside a
 * transaction already open on the connection, it is a savepoint of that one.
 */
export function createTempTransactor(db: DatabaseSync): Transactor {
  let next = 0;
  return {
    run<T>(work: () => T): T {
      const outer = !db.isTransaction;
      const savepoint = `temp_sp_${String(next++)}`;
      db.exec(outer ? 'BEGIN' : `SAVEPOINT ${savepoint}`);
      let result: T;
      try {
        result = work();
        if (result instanceof Promise) {
          throw new TypeError('Store transactions are synchronous; do not pass an async function.');
        }
      } catch (error) {
        if (outer) db.exec('ROLLBACK');
        else db.exec(`ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
        throw error;
      }
      db.exec(outer ? 'COMMIT' : `RELEASE ${savepoint}`);
      return result;
    },
  };
}
