import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS } from '../../../main/store/migrations.ts';
import { catalogRowsMigration } from '../../../main/store/catalog-rows-migration.ts';
import { openTempStore, sampleProfile, tempDbPath } from './temp-store.ts';

// The drafts' rows as rows of tables (catalog-rows-migration.ts, catalog-rows.ts): the migration
// copies the JSON drafts into them, reads build rows from the columns, a row of another shape is
// kept as it was saved, and removing a connection takes its rows and SKUs with it.

const count = (path: string, table: string): number => {
  const db = new DatabaseSync(path);
  try {
    return Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.['n']);
  } finally {
    db.close();
  }
};

describe('catalog row tables', () => {
  it('the migration moves every draft into the tables, ids, positions and odd rows kept', () => {
    const path = tempDbPath();
    const db = new DatabaseSync(path);
    // The file as it was before the catalog row tables.
    migrate(db, MIGRATIONS.slice(0, MIGRATIONS.indexOf(catalogRowsMigration)));
    db.exec(`INSERT INTO profiles (id, name, host_kind, base_url, secret_transport, state,
      token_storage, created_at) VALUES ('p', 'P', 'custom', 'http://127.0.0.1', 'body',
      'signed_out', 'none', '2026-01-01')`);
    const insert = db.prepare(
      "INSERT INTO drafts (profile_id, grid, id, position, row_json, updated_at) VALUES ('p', ?, ?, ?, ?, 'x')",
    );
    const shirt = {
      product_code: 'P-1',
      name: '綿シャツ “slim”',
      brand_code: 'KK',
      skus: [
        { color_code: 'NV', size_code: 'S' },
        { color_code: 'NV', size_code: 'M' },
      ],
    };
    insert.run('products', 'a', 2, JSON.stringify(shirt));
    insert.run('products', 'b', 1, JSON.stringify({ ...shirt, product_code: 'P-2', skus: [] }));
    // Not of the grid's shape: an extra field, a lone surrogate, a bare value.
    insert.run('products', 'c', 3, JSON.stringify({ ...shirt, extra: 1 }));
    insert.run('products', 'd', 4, JSON.stringify({ ...shirt, name: 'bad \ud800' }));
    insert.run('brands', 'k', 1, JSON.stringify({ code: 'KK', name: 'Kikan' }));
    insert.run('meta', 'n', 1, '7');
    db.close();

    const store = openTempStore(path);
    expect(store.drafts.list('p', 'products')).toEqual([
      { id: 'b', position: 1, row: { ...shirt, product_code: 'P-2', skus: [] } },
      { id: 'a', position: 2, row: shirt },
      { id: 'c', position: 3, row: { ...shirt, extra: 1 } },
      { id: 'd', position: 4, row: { ...shirt, name: 'bad \ud800' } },
    ]);
    expect(store.drafts.list('p', 'brands')).toEqual([
      { id: 'k', position: 1, row: { code: 'KK', name: 'Kikan' } },
    ]);
    expect(store.drafts.list('p', 'meta')).toEqual([{ id: 'n', position: 1, row: 7 }]);
    expect(count(path, 'catalog_skus')).toBe(2);
    expect(count(path, 'catalog_products WHERE other_json IS NOT NULL')).toBe(2);
  });

  it('a save rewrites a product’s SKUs; removing the connection removes its rows and SKUs', () => {
    const path = tempDbPath();
    const store = openTempStore(path);
    const { id } = store.profiles.create(sampleProfile);
    const row = (skus: number) => ({
      product_code: 'P',
      name: 'N',
      brand_code: 'B',
      skus: Array.from({ length: skus }, (_, i) => ({
        color_code: `C${String(i)}`,
        size_code: 'S',
      })),
    });
    store.drafts.save(id, 'products', {
      upserts: [{ id: 'x', position: 1, row: row(5) }],
      deletes: [],
    });
    store.drafts.save(id, 'products', {
      upserts: [{ id: 'x', position: 1, row: row(2) }],
      deletes: [],
    });
    expect(store.drafts.list(id, 'products')).toEqual([{ id: 'x', position: 1, row: row(2) }]);
    expect(count(path, 'catalog_skus')).toBe(2);
    // A cell holding the reader's separator still reads back as it was written.
    const odd = { ...row(0), skus: [{ color_code: 'A\u001fB', size_code: '\u001f' }] };
    store.drafts.save(id, 'products', {
      upserts: [{ id: 'y', position: 2, row: odd }],
      deletes: [],
    });
    expect(store.drafts.list(id, 'products')[1]?.row).toEqual(odd);
    expect(store.profiles.delete(id)).toBe(true);
    expect(count(path, 'catalog_products')).toBe(0);
    expect(count(path, 'catalog_skus')).toBe(0);
  });
});
