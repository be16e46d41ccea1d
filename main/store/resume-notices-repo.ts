import type { DatabaseSync } from 'node:sqlite';
import { text, type Row } from './columns.ts';

// Imports the app resumed by itself on start (after a crash or a kill), each to be said to the
// user once: "An import interrupted on <time> was resumed". A notice is kept until it was shown;
// the import resumed again after another crash gets a new one.

export interface ResumeNotice {
  importId: string;
  profileId: string;
  /** The journal's last write before the app stopped: when the import was interrupted. */
  interruptedAt: string;
  resumedAt: string;
}

export interface ResumeNoticesRepo {
  /** Notes that the app resumed the import by itself (newer times replace a notice not shown yet). */
  record(importId: string, interruptedAt: string): void;
  /** The notices not shown yet of a connection, oldest first. */
  list(profileId: string): ResumeNotice[];
  /** The notice was shown: it is not said again. False when there was none. */
  markShown(importId: string): boolean;
}

function noticeOf(row: Row): ResumeNotice {
  return {
    importId: text(row, 'import_id'),
    profileId: text(row, 'profile_id'),
    interruptedAt: text(row, 'interrupted_at'),
    resumedAt: text(row, 'resumed_at'),
  };
}

export function createResumeNoticesRepo(db: DatabaseSync, now: () => string): ResumeNoticesRepo {
  const upsert = db.prepare(`
    INSERT INTO import_resume_notices (import_id, interrupted_at, resumed_at) VALUES (?, ?, ?)
    ON CONFLICT (import_id) DO UPDATE SET
      interrupted_at = excluded.interrupted_at, resumed_at = excluded.resumed_at`);
  const select = db.prepare(`
    SELECT n.import_id, i.profile_id, n.interrupted_at, n.resumed_at
    FROM import_resume_notices n JOIN imports i ON i.id = n.import_id
    WHERE i.profile_id = ? ORDER BY n.resumed_at, n.import_id`);
  const remove = db.prepare('DELETE FROM import_resume_notices WHERE import_id = ?');
  return {
    record(importId, interruptedAt) {
      upsert.run(importId, interruptedAt, now());
    },
    list: (profileId) => select.all(profileId).map(noticeOf),
    markShown: (importId) => Number(remove.run(importId).changes) > 0,
  };
}
