// The draft saver on its own, with the save function injected: what it sends (one save, in parts
// under one save id when large) and its failure path (edits kept, retried with back-off, the
// reason reported). The real store behind it has its own tests (test/main/store, test/main/core).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftBatch } from '../../../app/catalog/drafts.ts';
import type { MasterRow } from '../../../app/catalog/rows.ts';
import { KikanError, type AppError } from '../../../app/errors.ts';
import type { Edit, Entry } from '../../../renderer/src/drafts/catalog-data.ts';
import {
  DraftSaver,
  ROWS_PER_PART,
  type SaveState,
} from '../../../renderer/src/drafts/draft-saver.ts';

const entry = (id: string, name: string): Entry<MasterRow> => ({
  id,
  position: Number(id.slice(1)),
  row: { code: id.toUpperCase(), name },
});
const typed = (...entries: Entry<MasterRow>[]): Edit => ({
  grid: 'brands',
  changes: entries.map((after) => ({ id: after.id, before: null, after })),
});

/** A store stand-in: what landed, applying a parted save only when its last part arrives. */
function memoryStore() {
  const rows = new Map<string, unknown>();
  const staged = new Map<string, DraftBatch[]>();
  const calls: DraftBatch[] = [];
  let failNext = 0;
  const locked: AppError = {
    kind: 'conflict',
    message: 'The local data file is locked by another program.',
  };
  const apply = (batch: DraftBatch) => {
    for (const id of batch.deletes) rows.delete(`${batch.grid}/${id}`);
    for (const u of batch.upserts) rows.set(`${batch.grid}/${u.id}`, u.row);
  };
  return {
    rows,
    calls,
    failTimes(n: number) {
      failNext = n;
    },
    save(batch: DraftBatch): Promise<unknown> {
      calls.push(batch);
      if (failNext > 0) {
        failNext -= 1;
        return Promise.reject(new KikanError(locked));
      }
      if (batch.part === undefined) apply(batch);
      else {
        const parts = [...(staged.get(batch.part.saveId) ?? []), batch];
        staged.set(batch.part.saveId, parts);
        if (batch.part.last) parts.forEach(apply);
      }
      return Promise.resolve({});
    },
  };
}

let states: [SaveState, AppError | null][];
beforeEach(() => {
  vi.useFakeTimers();
  states = [];
});
afterEach(() => {
  vi.useRealTimers();
});

function saverOn(store: ReturnType<typeof memoryStore>): DraftSaver {
  let n = 0;
  return new DraftSaver({
    save: (batch) => store.save(batch),
    delayMs: 10,
    retryMs: 100,
    maxRetryMs: 400,
    newSaveId: () => `save-${(n += 1)}`,
    onState: (state, failure) => states.push([state, failure]),
  });
}

describe('draft saver', () => {
  it('sends a small save as one plain call', async () => {
    const store = memoryStore();
    const saver = saverOn(store);
    saver.queue('p1', typed(entry('b1', 'One'), entry('b2', 'Two')));
    await saver.flush();
    expect(store.calls).toHaveLength(1);
    expect(store.calls[0]?.part).toBeUndefined();
    expect([...store.rows.keys()]).toEqual(['brands/b1', 'brands/b2']);
    expect(saver.state).toBe('saved');
  });

  it('sends a large save as numbered parts of one save id, only the last marked last', async () => {
    const store = memoryStore();
    const saver = saverOn(store);
    const many = Array.from({ length: ROWS_PER_PART * 2 + 5 }, (_, i) => entry(`b${i}`, 'x'));
    saver.queue('p1', typed(...many));
    saver.queue('p1', {
      grid: 'colors',
      changes: [{ id: 'c1', before: null, after: entry('c1', 'Red') }],
    });
    await saver.flush();
    expect(store.calls.map((c) => c.part)).toEqual([
      { saveId: 'save-1', index: 0, last: false },
      { saveId: 'save-1', index: 1, last: false },
      { saveId: 'save-1', index: 2, last: false },
      { saveId: 'save-1', index: 3, last: true },
    ]);
    expect(store.calls.every((c) => c.upserts.length <= ROWS_PER_PART)).toBe(true);
    expect(store.rows.size).toBe(many.length + 1);
  });

  it('keeps a failed save queued, says why, retries with back-off and loses nothing typed', async () => {
    const store = memoryStore();
    const saver = saverOn(store);
    store.failTimes(3);
    saver.queue('p1', typed(entry('b1', 'One'), entry('b2', 'Two')));
    await vi.advanceTimersByTimeAsync(10);
    expect(saver.state).toBe('failed');
    expect(saver.lastFailure?.message).toMatch(/locked/);
    expect(states.at(-1)).toEqual(['failed', saver.lastFailure]);
    expect(store.rows.size).toBe(0);

    // Typed while failing: newer values win over the queued ones, nothing is dropped.
    saver.queue('p1', typed(entry('b2', 'Two, edited'), entry('b3', 'Three')));
    // Back-off: 100 ms, then 200 ms, then 400 ms between attempts.
    await vi.advanceTimersByTimeAsync(99);
    expect(store.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(store.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.calls).toHaveLength(3);
    expect(saver.state).toBe('failed');
    await vi.advanceTimersByTimeAsync(400);
    expect(store.calls).toHaveLength(4);
    expect(saver.state).toBe('saved');
    expect(saver.lastFailure).toBeNull();
    expect(Object.fromEntries(store.rows)).toEqual({
      'brands/b1': { code: 'B1', name: 'One' },
      'brands/b2': { code: 'B2', name: 'Two, edited' },
      'brands/b3': { code: 'B3', name: 'Three' },
    });
  });

  it('sends a parted save again from its first part, under a new id, when a part fails', async () => {
    const store = memoryStore();
    const saver = saverOn(store);
    const many = Array.from({ length: ROWS_PER_PART + 1 }, (_, i) => entry(`b${i}`, 'x'));
    saver.queue('p1', typed(...many));
    // The second part fails: nothing of the save may be applied.
    const save = store.save.bind(store);
    let seen = 0;
    store.save = (batch) => {
      seen += 1;
      if (seen === 2) return Promise.reject(new Error('main is busy'));
      return save(batch);
    };
    await saver.flush();
    expect(saver.state).toBe('failed');
    expect(saver.lastFailure).toEqual({ kind: 'internal', message: 'main is busy' });
    expect(store.rows.size).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(store.calls.map((c) => c.part)).toEqual([
      { saveId: 'save-1', index: 0, last: false },
      { saveId: 'save-2', index: 0, last: false },
      { saveId: 'save-2', index: 1, last: true },
    ]);
    expect(store.rows.size).toBe(many.length);
    expect(saver.state).toBe('saved');
  });
});
