import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { ROWS_PER_PART } from '../../../renderer/src/drafts/draft-saver.ts';
import { openTempStore, sampleProfile, tempDbPath, thrownKind } from './temp-store.ts';

// A save too large for one call is staged part by part and applied by its last part in one
// transaction: the drafts show the state before the save or after it, never part of it. The
// kill test runs the grid's saver over the real handler and file in a child process and
// SIGKILLs it between parts.

const WRITER = join(import.meta.dirname, 'draft-parts-writer.ts');
const PARTS = 3;
const ROWS = ROWS_PER_PART * 2 + 10;

const brand = (id: string, position: number, code: string) => ({
  id,
  position,
  row: { code, name: '' },
});

/** Runs the writer until it has written `partsDone` parts of state B, then SIGKILLs it. */
async function killAfter(path: string, partsDone: number): Promise<string> {
  const child = spawn(process.execPath, [WRITER, path, 'parts'], {
    stdio: ['pipe', 'pipe', 'pipe'],
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
  try {
    let done = -1;
    for await (const line of lines) {
      if (line === 'A saved') done = 0;
      else if (line.startsWith('part ')) done += 1;
      else continue;
      if (done === partsDone) break;
      child.stdin.write('next\n');
    }
    child.kill('SIGKILL');
    const ending = await exited;
    if (stderr.includes('Error')) throw new Error(`writer failed: ${stderr}`);
    return ending;
  } finally {
    child.kill('SIGKILL');
    lines.close();
  }
}

function codesIn(path: string): string[] {
  const store = openTempStore(path);
  return store.drafts.list('parts', 'brands').map((d) => (d.row as { code: string }).code);
}

describe('drafts saved whole', () => {
  it('applies staged parts only when the last part commits, in one go', () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    store.drafts.save(id, 'brands', { upserts: [brand('a', 1, 'A')], deletes: [] });
    store.drafts.stage('s1', 0, id, 'brands', {
      upserts: [brand('b', 2, 'B')],
      deletes: ['a'],
    });
    store.drafts.stage('s1', 1, id, 'colors', { upserts: [brand('c', 1, 'RED')], deletes: [] });
    expect(store.drafts.list(id, 'brands').map((d) => d.id)).toEqual(['a']);
    expect(store.drafts.list(id, 'colors')).toEqual([]);
    const result = store.drafts.commit('s1', 2, id, 'brands', {
      upserts: [brand('d', 3, 'D')],
      deletes: [],
    });
    expect(result).toEqual({ upserted: 3, deleted: 1 });
    expect(store.drafts.list(id, 'brands').map((d) => d.id)).toEqual(['b', 'd']);
    expect(store.drafts.list(id, 'colors').map((d) => d.id)).toEqual(['c']);
  });

  it('refuses a commit whose earlier parts are missing and applies none of it', () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    store.drafts.stage('s1', 0, id, 'brands', { upserts: [brand('a', 1, 'A')], deletes: [] });
    // Part 1 never arrived.
    const commit = () =>
      store.drafts.commit('s1', 2, id, 'brands', { upserts: [brand('c', 3, 'C')], deletes: [] });
    expect(thrownKind(commit)).toBe('conflict');
    expect(store.drafts.list(id, 'brands')).toEqual([]);
    // A new save's first part drops what the abandoned one staged.
    store.drafts.stage('s2', 0, id, 'brands', { upserts: [brand('b', 2, 'B')], deletes: [] });
    store.drafts.commit('s2', 1, id, 'brands', { upserts: [], deletes: [] });
    expect(store.drafts.list(id, 'brands').map((d) => d.id)).toEqual(['b']);
  });

  it('drops parts staged but never committed when the store opens again', () => {
    const path = tempDbPath();
    const store = openTempStore(path);
    const { id } = store.profiles.create(sampleProfile);
    store.drafts.stage('s1', 0, id, 'brands', { upserts: [brand('a', 1, 'A')], deletes: [] });
    store.close();
    const reopened = openTempStore(path);
    expect(
      thrownKind(() => reopened.drafts.commit('s1', 1, id, 'brands', { upserts: [], deletes: [] })),
    ).toBe('conflict');
    expect(reopened.drafts.list(id, 'brands')).toEqual([]);
  });

  it('a SIGKILL between parts leaves the previous whole state; after the last part, the new one', async () => {
    const stateA = Array.from({ length: ROWS }, (_, i) => `A-${i}`);
    const stateB = Array.from({ length: ROWS }, (_, i) => `B-${i}`).slice(1);
    for (let partsDone = 0; partsDone < PARTS; partsDone += 1) {
      const path = tempDbPath();
      expect(await killAfter(path, partsDone)).toBe('SIGKILL');
      expect(codesIn(path), `killed after ${partsDone} parts`).toEqual(stateA);
    }
    const path = tempDbPath();
    expect(await killAfter(path, PARTS)).toBe('SIGKILL');
    expect(codesIn(path)).toEqual(stateB);
  }, 120_000);
});
