import { spawn } from 'node:child_process';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../../main/store/open-store.ts';
import { checkCrashInvariants } from './crash-invariants.ts';
import { tempDbPath } from './temp-store.ts';
import { historyEntry } from '../../../main/imports/history-view.ts';

// A real writer process is SIGKILLed at random moments; the file must stay consistent.

const WRITER = join(import.meta.dirname, 'crash-writer.ts');
const ROUNDS = 5;

/** Starts the writer, waits until it is busy writing, lets it run a random while, kills it. */
async function runAndKill(path: string): Promise<string> {
  const child = spawn(process.execPath, [WRITER, path, 'crash-profile'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => {
      resolve(signal ?? `exit ${String(code)}`);
    });
  });
  const lines = createInterface({ input: child.stdout });
  let ending: string;
  try {
    for await (const line of lines) {
      if (line === 'ready') break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 250));
    child.kill('SIGKILL');
    ending = await exited;
  } finally {
    child.kill('SIGKILL');
    lines.close();
  }
  if (stderr.includes('Error')) throw new Error(`writer failed: ${stderr}`);
  return ending;
}

describe('crash safety', () => {
  it('stays consistent when the writing process is SIGKILLed at random moments', async () => {
    const path = tempDbPath();
    let previousImports = -1;
    for (let round = 1; round <= ROUNDS; round += 1) {
      expect(await runAndKill(path)).toBe('SIGKILL');
      const { problems, counts } = checkCrashInvariants(path);
      expect(problems, `round ${round}`).toEqual([]);
      expect(counts.imports).toBeGreaterThan(previousImports);
      previousImports = counts.imports;
    }
    // The app opens the file again and reads through its API.
    const store = openStore(path);
    try {
      const history = store.imports.list('crash-profile', { limit: 1000 }).map(historyEntry);
      expect(history.length).toBe(previousImports);
      expect(history.some((entry) => entry.outcome === 'done')).toBe(true);
    } finally {
      store.close();
    }
  }, 240_000);

  it('the invariant check itself catches a torn import, a torn draft and a wrong counter', async () => {
    const path = tempDbPath();
    await runAndKill(path);
    expect(checkCrashInvariants(path).problems).toEqual([]);
    const db = new DatabaseSync(path);
    db.exec(
      'DELETE FROM import_batches WHERE seq = 2 AND rowid = (SELECT max(rowid) FROM import_batches WHERE seq = 2)',
    );
    db.exec(
      "UPDATE drafts SET row_json = json_set(row_json, '$.text', 'torn') WHERE grid = 'brands'",
    );
    db.exec("UPDATE drafts SET row_json = '0' WHERE grid = 'meta'");
    db.close();
    const { problems } = checkCrashInvariants(path);
    expect(problems.some((p) => p.includes('2/3 batches'))).toBe(true);
    expect(problems.some((p) => p.includes('is torn'))).toBe(true);
    expect(problems.some((p) => p.startsWith('counter says 0'))).toBe(true);
  }, 30_000);
});
