import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { catalogConnectionsMigration } from '../../../main/store/catalog-connections-migration.ts';
import { migrate, MIGRATIONS } from '../../../main/store/migrations.ts';
import { openTempStore, sampleProfile, tempDbPath } from './temp-store.ts';

// The connections' short keys (catalog-connections-migration.ts): a file written before them,
// with rows of two connections and an operation in one's history, reads the same rows after
// the migration, and its step still undoes and redoes; a connection made after it gets its key,
// and a removed one takes its key and its undo entries with it.

const shirt = (brand: string) => ({
  product_code: 'P-1',
  name: 'Shirt',
  brand_code: brand,
  skus: [
    { color_code: 'NV', size_code: 'S' },
    { color_code: 'IV', size_code: 'M' },
  ],
});

/** A file at the schema before the keys: profiles p and q, their products, p's one step. */
function oldFile(): string {
  const path = tempDbPath();
  const db = new DatabaseSync(path);
  migrate(db, MIGRATIONS.slice(0, MIGRATIONS.indexOf(catalogConnectionsMigration)));
  const profile = db.prepare(`INSERT INTO profiles (id, name, host_kind, base_url,
    secret_transport, state, token_storage, created_at) VALUES (?, 'P', 'custom',
    'http://127.0.0.1', 'body', 'signed_out', 'none', '2026-01-01')`);
  const product = db.prepare(`
    INSERT INTO catalog_products (profile_id, id, position, product_code, name, brand_code,
      updated_at) VALUES (?, ?, ?, 'P-1', 'Shirt', ?, '2026-01-01') RETURNING row_id`);
  const sku = db.prepare(
    'INSERT INTO catalog_skus (product_row, place, color_code, size_code) VALUES (?, ?, ?, ?)',
  );
  const rows: Record<string, number> = {};
  for (const [profileId, id, position, brand] of [
    ['p', 'a', 1, 'NEW'],
    ['p', 'b', 2, 'KK'],
    ['q', 'a', 1, 'KK'],
  ] as const) {
    if (position === 1) profile.run(profileId);
    const rowId = Number(product.get(profileId, id, position, brand)?.['row_id']);
    rows[`${profileId}.${id}`] = rowId;
    sku.run(rowId, 0, 'NV', 'S');
    sku.run(rowId, 1, 'IV', 'M');
  }
  // p's step 1 changed product a's brand from KK to NEW (as the undo log wrote it then).
  db.exec("INSERT INTO catalog_history (profile_id, version, done) VALUES ('p', 1, 1)");
  db.prepare(
    `INSERT INTO catalog_undo (profile_id, step, seq, kind, row_id, place, col, old, new)
      VALUES ('p', 1, 0, 'product', ?, NULL, 'brand_code', 'KK', 'NEW')`,
  ).run(rows['p.a'] ?? 0);
  db.close();
  return path;
}

const read = (path: string, sql: string): Record<string, unknown>[] => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
};

describe('the connections’ short keys', () => {
  it('reads the same rows after the migration, and undoes and redoes a step logged before it', () => {
    const path = oldFile();
    const store = openTempStore(path);
    expect(store.drafts.list('p', 'products')).toEqual([
      { id: 'a', position: 1, row: shirt('NEW') },
      { id: 'b', position: 2, row: shirt('KK') },
    ]);
    expect(store.drafts.list('q', 'products')).toEqual([
      { id: 'a', position: 1, row: shirt('KK') },
    ]);
    expect(read(path, 'SELECT profile FROM catalog_connections ORDER BY id')).toEqual([
      { profile: 'p' },
      { profile: 'q' },
    ]);
    expect(read(path, "PRAGMA index_info('catalog_products_brand')").map((c) => c['name'])).toEqual(
      ['conn', 'brand_code'],
    );

    expect(store.catalog.history('p')).toMatchObject({ canUndo: true, canRedo: false });
    expect(store.catalog.undo('p')).toMatchObject({
      cells: 1,
      rows: [{ grid: 'products', id: 'a' }],
    });
    expect(store.drafts.list('p', 'products').map((r) => r.row)).toEqual([
      shirt('KK'),
      shirt('KK'),
    ]);
    store.catalog.redo('p');
    expect(store.drafts.list('p', 'products').map((r) => r.row)).toEqual([
      shirt('NEW'),
      shirt('KK'),
    ]);
    // The brand rename follows the products naming the brand, over the connection's key only.
    store.catalog.apply('q', {
      kind: 'insertRows',
      grid: 'brands',
      rows: [{ id: 'k', row: { code: 'KK', name: 'Kikan' } }],
    });
    store.catalog.apply('q', { kind: 'renameCode', grid: 'brands', id: 'k', code: 'KX' });
    expect(store.drafts.list('q', 'products').map((r) => r.row)).toEqual([shirt('KX')]);
    expect(store.drafts.list('p', 'products').map((r) => r.row)).toEqual([
      shirt('NEW'),
      shirt('KK'),
    ]);
  });

  it('gives a connection made after it a key, and drops the key and its steps with it', () => {
    const path = oldFile();
    const store = openTempStore(path);
    const { id } = store.profiles.create(sampleProfile);
    store.drafts.save(id, 'products', {
      upserts: [{ id: 'x', position: 1, row: shirt('KK') }],
      deletes: [],
    });
    store.catalog.apply(id, {
      kind: 'paste',
      grid: 'products',
      rows: [{ id: 'x', place: 1 }],
      columns: ['brand_code', 'size_code'],
      values: [['KX', 'L']],
    });
    const pasted = {
      ...shirt('KX'),
      skus: [shirt('').skus[0], { color_code: 'IV', size_code: 'L' }],
    };
    expect(store.drafts.list(id, 'products').map((r) => r.row)).toEqual([pasted]);
    store.catalog.undo(id);
    expect(store.drafts.list(id, 'products').map((r) => r.row)).toEqual([shirt('KK')]);
    store.catalog.redo(id);
    expect(store.drafts.list(id, 'products').map((r) => r.row)).toEqual([pasted]);
    const keys = () => read(path, 'SELECT profile FROM catalog_connections ORDER BY id');
    expect(keys()).toEqual([{ profile: 'p' }, { profile: 'q' }, { profile: id }]);

    const undoEntries = () =>
      read(path, 'SELECT c.profile FROM catalog_undo u JOIN catalog_connections c ON c.id = u.conn')
        .map((row) => row['profile'])
        .sort();
    expect(undoEntries()).toEqual([id, id, 'p']);
    store.profiles.delete(id);
    store.profiles.delete('p');
    expect(keys()).toEqual([{ profile: 'q' }]);
    expect(undoEntries()).toEqual([]);
    expect(read(path, 'SELECT count(*) AS n FROM catalog_undo')).toEqual([{ n: 0 }]);
  });
});
