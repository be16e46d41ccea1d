import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS } from '../../../main/store/migrations.ts';
import { openTempStore, sampleProfile, tempDbPath } from './temp-store.ts';

const draft = (id: string, position: number, row: unknown = { code: id, name: '' }) => ({
  id,
  position,
  row,
});

describe('drafts repository', () => {
  it('upserts and deletes rows by local id in one batch and lists them by position', () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    const first = store.drafts.save(id, 'products', {
      upserts: [draft('a', 2), draft('b', 1), draft('c', 3)],
      deletes: [],
    });
    expect(first).toEqual({ upserted: 3, deleted: 0 });
    // The code changes, the id stays; a row inserted between two others takes a middle position.
    const second = store.drafts.save(id, 'products', {
      upserts: [draft('a', 2, { code: 'A-renamed', name: 'Coat' }), draft('d', 1.5)],
      deletes: ['c', 'nope'],
    });
    expect(second).toEqual({ upserted: 2, deleted: 1 });
    expect(store.drafts.list(id, 'products')).toEqual([
      draft('b', 1),
      draft('d', 1.5),
      draft('a', 2, { code: 'A-renamed', name: 'Coat' }),
    ]);
  });

  it('keeps profiles and grids apart and clears one grid or everything', () => {
    const store = openTempStore();
    const a = store.profiles.create({ ...sampleProfile, id: 'a' });
    const b = store.profiles.create({ ...sampleProfile, id: 'b' });
    const rows = [draft('1', 1), draft('2', 2)];
    store.drafts.save(a.id, 'products', { upserts: rows, deletes: [] });
    store.drafts.save(b.id, 'products', { upserts: rows, deletes: [] });
    store.drafts.save(a.id, 'colors', { upserts: [draft('1', 1, { code: 'BK' })], deletes: [] });

    expect(store.drafts.save(a.id, 'products', { upserts: [], deletes: ['1'] }).deleted).toBe(1);
    expect(store.drafts.list(b.id, 'products')).toEqual(rows);
    expect(store.drafts.list(a.id, 'colors')).toEqual([draft('1', 1, { code: 'BK' })]);

    expect(store.drafts.clear(a.id, 'products')).toBe(1);
    expect(store.drafts.list(a.id, 'colors')).toHaveLength(1);
    expect(store.drafts.clear(a.id)).toBe(1);
    expect(store.drafts.list(a.id, 'colors')).toEqual([]);
    expect(store.drafts.list(b.id, 'products')).toHaveLength(2);
  });

  it('round-trips any JSON value and refuses what JSON cannot hold', () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    const row = { name: '綿シャツ “slim”', price: '12,000', nested: [null, true, 1.5], empty: '' };
    store.drafts.save(id, 'products', {
      upserts: [draft('1', 1, row), draft('2', 2, 'just text')],
      deletes: [],
    });
    expect(store.drafts.list(id, 'products').map((d) => d.row)).toEqual([row, 'just text']);
    const save =
      (upserts: ReturnType<typeof draft>[], grid = 'products') =>
      () =>
        store.drafts.save(id, grid, { upserts, deletes: [] });
    expect(save([{ id: '3', position: 3, row: undefined }])).toThrow(/JSON value/);
    expect(save([draft('3', 3)], '')).toThrow(/grid/);
    expect(save([draft('', 3)])).toThrow(/id/);
  });

  it('save is all or nothing: a row the database refuses late in the batch undoes the rest', () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    store.drafts.save(id, 'brands', { upserts: [draft('kept', 1)], deletes: [] });
    const batch = {
      // The delete and the first upserts run before the database refuses the NaN position.
      deletes: ['kept'],
      upserts: [draft('new-1', 2), draft('new-2', 3), draft('bad', Number.NaN)],
    };
    expect(() => store.drafts.save(id, 'brands', batch)).toThrow();
    expect(store.drafts.list(id, 'brands')).toEqual([draft('kept', 1)]);

    const unencodable = {
      deletes: [],
      upserts: [draft('new-1', 2), { id: 'bad', position: 3, row: undefined }],
    };
    expect(() => store.drafts.save(id, 'brands', unencodable)).toThrow(/JSON value/);
    expect(store.drafts.list(id, 'brands')).toEqual([draft('kept', 1)]);

    expect(() =>
      store.drafts.save('no-such-profile', 'brands', { upserts: [draft('x', 1)], deletes: [] }),
    ).toThrow(/FOREIGN KEY/);
  });

  it('migrates drafts of the first schema: each keeps its key as id and its key order', () => {
    const path = tempDbPath();
    const db = new DatabaseSync(path);
    migrate(db, MIGRATIONS.slice(0, 1));
    db.exec(`INSERT INTO profiles (id, name, host_kind, base_url, secret_transport, state,
      token_storage, created_at) VALUES ('p', 'P', 'custom', 'http://127.0.0.1', 'body',
      'signed_out', 'none', '2026-01-01')`);
    const insert = db.prepare(
      "INSERT INTO drafts (profile_id, area, row_key, row_json, updated_at) VALUES ('p', ?, ?, ?, 'x')",
    );
    insert.run('products', 'P2', '{"n":2}');
    insert.run('products', 'P1', '{"n":1}');
    insert.run('brands', 'B1', '"b"');
    db.close();

    const store = openTempStore(path);
    expect(store.drafts.list('p', 'products')).toEqual([
      draft('P1', 1, { n: 1 }),
      draft('P2', 2, { n: 2 }),
    ]);
    expect(store.drafts.list('p', 'brands')).toEqual([draft('B1', 1, 'b')]);
  });
});
