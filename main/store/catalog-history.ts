import type { DatabaseSync } from 'node:sqlite';
import { connOf } from './catalog/connection-key.ts';

// The catalog operations' history per connection (catalog_history, catalog_undo): a version
// that every change of the rows moves on, and the steps undo and redo walk
// (main/store/catalog/operations.ts). A write that is not an operation (a save of the grid's rows,
// a discard) ends the history: undo never steps over rows changed under it.

export interface OperationHistory {
  /** Drops the connection's undo and redo steps and moves its version on. */
  forget(profileId: string): void;
}

export function createOperationHistory(db: DatabaseSync): OperationHistory {
  const dropSteps = db.prepare(`DELETE FROM catalog_undo WHERE conn = ${connOf('?')}`);
  const moveOn = db.prepare(`
    INSERT INTO catalog_history (profile_id, version, done) VALUES (?, 1, 0)
    ON CONFLICT (profile_id) DO UPDATE SET version = version + 1, done = 0`);
  return {
    forget(profileId) {
      dropSteps.run(profileId);
      moveOn.run(profileId);
    },
  };
}
