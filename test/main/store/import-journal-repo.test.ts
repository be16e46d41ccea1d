import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { historyDetail, historyEntry } from '../../../main/imports/history-view.ts';
import { deriveImportState } from '../../../main/store/import-journal-repo.ts';
import { migrate, MIGRATIONS } from '../../../main/store/migrations.ts';
import { openTempStore, sampleProfile, steppingClock, tempDbPath } from './temp-store.ts';

const masters = '{"brands":[{"brand_code":"KK","name":"Kikan"}]}';
// Exact text matters: the resend must be byte-identical or the server answers 409.
const products = '{ "products": [ {"product_code":"P-1", "name":"綿シャツ"} ] }\n';

function setup() {
  const store = openTempStore(tempDbPath(), { now: steppingClock() });
  const profile = store.profiles.create(sampleProfile);
  return { store, profileId: profile.id };
}

describe('import journal', () => {
  it('writes an import with all its batches, exact bodies and distinct keys', () => {
    const { store, profileId } = setup();
    const created = store.imports.create({
      profileId,
      batches: [{ body: masters }, { body: products, idempotencyKey: 'key-fixed' }],
    });
    expect(created.state).toBe('pending');
    expect(created.batches.map((b) => [b.seq, b.body, b.state, b.attempts])).toEqual([
      [0, masters, 'pending', 0],
      [1, products, 'pending', 0],
    ]);
    expect(created.batches[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.batches[1]?.idempotencyKey).toBe('key-fixed');
    expect(store.imports.get(created.id)).toEqual(created);
  });

  it('refuses an empty import, a reused key and a body that is not JSON, writing nothing', () => {
    const { store, profileId } = setup();
    expect(() => store.imports.create({ profileId, batches: [] })).toThrow(/at least one batch/);
    store.imports.create({ profileId, batches: [{ body: masters, idempotencyKey: 'k1' }] });
    expect(() =>
      store.imports.create({
        profileId,
        batches: [
          { body: masters, idempotencyKey: 'k2' },
          { body: products, idempotencyKey: 'k1' },
        ],
      }),
    ).toThrow(/UNIQUE/);
    expect(() => store.imports.create({ profileId, batches: [{ body: '{"half":' }] })).toThrow();
    expect(store.imports.list(profileId)).toHaveLength(1);
  });

  it('walks a batch through sent, a transient error, a resend and done; the import follows', () => {
    const { store, profileId } = setup();
    const { id } = store.imports.create({
      profileId,
      batches: [{ body: masters }, { body: products }],
    });

    expect(store.imports.markSent(id, 0)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(store.imports.get(id)?.state).toBe('running');
    expect(store.imports.recordError(id, 0, 'socket hang up')).toMatchObject({
      state: 'sent',
      lastError: 'socket hang up',
    });
    expect(store.imports.markSent(id, 0).attempts).toBe(2);
    const done = store.imports.markDone(id, 0, { status: 200, text: '{"ok":true}' });
    expect(done).toMatchObject({
      state: 'done',
      responseStatus: 200,
      responseText: '{"ok":true}',
      lastError: null,
    });
    expect(store.imports.get(id)).toMatchObject({ state: 'running', finishedAt: null });

    store.imports.markSent(id, 1);
    store.imports.markDone(id, 1, { status: 200, text: '{"ok":true}' });
    const finished = store.imports.get(id);
    expect(finished?.state).toBe('done');
    expect(finished?.finishedAt).toEqual(expect.any(String));
  });

  it('refuses moves that make no sense', () => {
    const { store, profileId } = setup();
    const { id } = store.imports.create({ profileId, batches: [{ body: masters }] });
    expect(() => store.imports.markDone(id, 0, { status: 200, text: '{}' })).toThrow(
      /cannot go from pending/,
    );
    expect(() => store.imports.recordError(id, 0, 'x')).toThrow(/cannot go from pending/);
    store.imports.markSent(id, 0);
    store.imports.markDone(id, 0, { status: 200, text: '{}' });
    expect(() => store.imports.markSent(id, 0)).toThrow(/cannot go from done/);
    expect(() => store.imports.markFailed(id, 0, 'late')).toThrow(/cannot go from done/);
    expect(() => store.imports.markSent(id, 5)).toThrow(/not found/);
  });

  it('a failed batch fails the import once nothing is left running, and may be retried', () => {
    const { store, profileId } = setup();
    const { id } = store.imports.create({
      profileId,
      batches: [{ body: masters }, { body: products }],
    });
    store.imports.markSent(id, 0);
    store.imports.markFailed(id, 0, 'Key reused with another body', {
      status: 409,
      text: '{"error":"conflict"}',
    });
    expect(store.imports.get(id)?.state).toBe('running');
    store.imports.markFailed(id, 1, 'Skipped: an earlier batch failed');
    expect(store.imports.get(id)?.state).toBe('failed');
    expect(store.imports.markSent(id, 1).state).toBe('sent');
    expect(store.imports.get(id)).toMatchObject({ state: 'running', finishedAt: null });
  });

  it('lists unfinished imports for resuming, oldest first, per profile or for all', () => {
    const { store, profileId } = setup();
    const other = store.profiles.create({ ...sampleProfile, id: 'other' }).id;
    const first = store.imports.create({ profileId, batches: [{ body: masters }] });
    const finished = store.imports.create({ profileId, batches: [{ body: masters }] });
    store.imports.markSent(finished.id, 0);
    store.imports.markDone(finished.id, 0, { status: 200, text: '{}' });
    const sentOnly = store.imports.create({ profileId: other, batches: [{ body: products }] });
    store.imports.markSent(sentOnly.id, 0);

    expect(store.imports.listUnfinished(profileId).map((i) => i.id)).toEqual([first.id]);
    expect(store.imports.listUnfinished().map((i) => i.id)).toEqual([first.id, sentOnly.id]);
    expect(store.imports.list(profileId).map((i) => i.id)).toEqual([finished.id, first.id]);
    expect(store.imports.list(profileId, { limit: 1 })).toHaveLength(1);
    expect(store.imports.remove(first.id)).toBe(true);
    expect(store.imports.get(first.id)).toBeNull();
  });

  it('derives the import state from its batches', () => {
    expect(deriveImportState(['pending', 'pending'])).toBe('pending');
    expect(deriveImportState(['done', 'pending'])).toBe('running');
    expect(deriveImportState(['failed', 'sent'])).toBe('running');
    expect(deriveImportState(['done', 'failed'])).toBe('failed');
    expect(deriveImportState(['done', 'done'])).toBe('done');
  });
});

describe('import history', () => {
  it('reports per batch and in total what was created and updated', () => {
    const { store, profileId } = setup();
    const { id } = store.imports.create({
      profileId,
      batches: [{ body: masters }, { body: products }, { body: products.trim() }],
    });
    store.imports.markSent(id, 0);
    store.imports.markDone(id, 0, {
      status: 200,
      text: '{"ok":true,"created":{"brands":2,"colors":"3"},"products":[]}',
    });
    store.imports.markSent(id, 1);
    store.imports.markDone(id, 1, {
      status: 200,
      text: '{"ok":true,"created":{},"products":[{"id":"P-1","created":true},{"id":2,"created":false},{"id":"P-3","created":"false"}]}',
    });
    store.imports.markSent(id, 2);

    const record = store.imports.get(id);
    const entry = record === null ? null : historyDetail(record);
    expect(entry?.outcome).toBe('running');
    expect(entry?.batches.map((b) => [b.seq, b.state, b.result])).toEqual([
      [0, 'done', { ok: true, created: { brands: 2, colors: 3 }, products: [] }],
      [
        1,
        'done',
        {
          ok: true,
          created: {},
          products: [
            { id: 'P-1', created: true },
            { id: '2', created: false },
            { id: 'P-3', created: false },
          ],
        },
      ],
      [2, 'sent', null],
    ]);
    expect(entry?.totals).toEqual({
      mastersCreated: { brands: 2, colors: 3 },
      productsCreated: 1,
      productsUpdated: 2,
    });
    expect(store.imports.list(profileId).map((r) => historyEntry(r).importId)).toEqual([id]);
    expect(store.imports.get('missing')).toBeNull();
  });

  it('shows a done batch whose response it cannot read without a result, not as zero', () => {
    const { store, profileId } = setup();
    const { id } = store.imports.create({ profileId, batches: [{ body: masters }] });
    store.imports.markSent(id, 0);
    store.imports.markDone(id, 0, { status: 200, text: '<html>proxy page</html>' });
    const record = store.imports.get(id);
    const entry = record === null ? null : historyDetail(record);
    expect(entry?.batches[0]?.result).toBeNull();
    expect(entry?.totals).toEqual({ mastersCreated: {}, productsCreated: 0, productsUpdated: 0 });
  });

  it('keeps the bodies and rows of imports journalled before they moved to their own table', () => {
    const path = tempDbPath();
    // A file at the schema before the move, holding one import (its profile is not the point).
    const db = new DatabaseSync(path, { enableForeignKeyConstraints: false });
    migrate(db, MIGRATIONS.slice(0, 6));
    db.exec(`INSERT INTO imports (id, profile_id, created_at, state, batch_count)
      VALUES ('old', 'some-profile', '2026-01-01T00:00:00Z', 'running', 1)`);
    db.prepare(
      `INSERT INTO import_batches (import_id, seq, idempotency_key, body_text, state, updated_at, rows_json)
       VALUES ('old', 0, 'old-key', ?, 'sent', '2026-01-01T00:00:00Z', ?)`,
    ).run(products, JSON.stringify([{ grid: 'products', draftId: 'p-1', code: 'P-1' }]));
    db.close();

    const store = openTempStore(path);
    const batch = store.imports.get('old')?.batches[0];
    expect(batch).toMatchObject({ body: products, idempotencyKey: 'old-key', state: 'sent' });
    expect(batch?.rows).toEqual([{ grid: 'products', draftId: 'p-1', code: 'P-1' }]);
    // A state change leaves the body as it was: the resend must be byte-identical.
    store.imports.markDone('old', 0, { status: 200, text: '{}' });
    expect(store.imports.get('old')?.batches[0]?.body).toBe(products);
    expect(store.imports.remove('old')).toBe(true);
    store.close();
  });
});
