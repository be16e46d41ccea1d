import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { deriveImportState, type BatchState } from '../../../main/store/import-journal-repo.ts';

// What must hold in the file written by crash-writer.ts, whenever it was killed. Returns the
// list of broken rules (empty when all hold) and a few counts to prove work was done.

const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

interface Counts {
  imports: number;
  doneBatches: number;
  drafts: number;
}

export function checkCrashInvariants(path: string): { problems: string[]; counts: Counts } {
  const db = new DatabaseSync(path);
  const problems: string[] = [];
  try {
    const integrity = db
      .prepare('PRAGMA integrity_check')
      .all()
      .map((row) => row.integrity_check);
    if (integrity.join() !== 'ok') problems.push(`integrity_check: ${integrity.join('; ')}`);
    if (db.prepare('PRAGMA foreign_key_check').all().length > 0)
      problems.push('foreign keys broken');

    const imports = db.prepare('SELECT id, state, batch_count, finished_at FROM imports').all();
    for (const imp of imports) {
      const batches = db
        .prepare(
          `SELECT b.seq, b.state, b.attempts, b.response_text, p.body_text FROM import_batches b
           JOIN import_batch_payloads p ON p.import_id = b.import_id AND p.seq = b.seq
           WHERE b.import_id = ? ORDER BY b.seq`,
        )
        .all(imp.id as string);
      if (batches.length !== imp.batch_count)
        problems.push(
          `import ${String(imp.id)} has ${batches.length}/${String(imp.batch_count)} batches`,
        );
      if (batches.some((b, index) => b.seq !== index))
        problems.push(`import ${String(imp.id)} has gaps in seq`);
      const states = batches.map((b) => b.state as BatchState);
      if (states.length > 0 && deriveImportState(states) !== imp.state) {
        problems.push(
          `import ${String(imp.id)} is ${String(imp.state)} but its batches are ${states.join(',')}`,
        );
      }
      const terminal = imp.state === 'done' || imp.state === 'failed';
      if (terminal !== (imp.finished_at !== null))
        problems.push(`import ${String(imp.id)} finished_at mismatch`);
      for (const b of batches) {
        if (b.state === 'done' && (b.response_text === null || (b.attempts as number) < 1)) {
          problems.push(`batch ${String(imp.id)}#${String(b.seq)} done without a response`);
        }
        if (b.state === 'pending' && b.attempts !== 0) problems.push(`pending batch with attempts`);
        JSON.parse(b.body_text as string);
      }
    }

    const counter = db
      .prepare("SELECT row_json FROM drafts WHERE grid = 'meta' AND id = 'imports'")
      .get();
    const counted = counter === undefined ? 0 : (JSON.parse(counter.row_json as string) as number);
    if (counted !== imports.length)
      problems.push(`counter says ${counted} imports, file has ${imports.length}`);

    const drafts = db.prepare("SELECT grid, id, row_json FROM drafts WHERE grid <> 'meta'").all();
    const generations = new Set<unknown>();
    for (const draft of drafts) {
      const row = JSON.parse(draft.row_json as string) as {
        text: string;
        sum: string;
        generation?: number;
      };
      if (digest(row.text) !== row.sum) problems.push(`draft ${String(draft.id)} is torn`);
      if (draft.grid === 'products') generations.add(row.generation);
    }
    if (generations.size > 1) problems.push(`grid rows from ${generations.size} different pastes`);
    const gridRows = drafts.filter((d) => d.grid === 'products').length;
    if (gridRows !== 0 && gridRows !== 20) problems.push(`grid has ${gridRows} of 20 rows`);

    const doneBatches = db
      .prepare("SELECT count(*) AS n FROM import_batches WHERE state = 'done'")
      .get();
    return {
      problems,
      counts: {
        imports: imports.length,
        doneBatches: Number(doneBatches?.n),
        drafts: drafts.length,
      },
    };
  } finally {
    db.close();
  }
}
