import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byPosition, type StoredRow } from '../../../main/store/catalog-rows.ts';
import { catalogSkusCellsMigration } from '../../../main/store/catalog-skus-cells-migration.ts';
import { migrate, MIGRATIONS } from '../../../main/store/migrations.ts';
import { openTempStore, sampleProfile, tempDbPath } from './temp-store.ts';

// The products' reader (catalog-products-list.ts) deals every SKU cell of a connection, read in
// one scan by product row, to the products read in draft order. Against a plain model of the
// saves: any saves and deletes over two connections (rows rewritten, so row ids and positions
// disagree; ties in position; empty SKU lists; cells holding the old reader's separator, NUL,
// quotes, lone surrogates; rows of other shapes kept whole) read back as written.

const cell = fc.oneof(
  fc.constantFrom('', 'NV', 'S', 'A\u001fB', '\u001f', 'x\u0000y', '"q"\\', '綿', '😀', ':3'),
  fc.string({ maxLength: 4, unit: 'grapheme' }),
);
const sku = fc.record({ color_code: cell, size_code: cell });
const product = fc.record({
  product_code: cell,
  name: cell,
  brand_code: cell,
  skus: fc.array(sku, { maxLength: 9 }),
});
/** Rows of another shape than a product: an extra field, a lone surrogate, a bare value. */
const other = fc.oneof(
  product.map((row) => ({ ...row, extra: 1 })),
  product.map((row) => ({
    ...row,
    skus: [...row.skus, { color_code: 'lone \ud800', size_code: 'S' }],
  })),
  fc.constantFrom(7, 'text', null, [1, 2]),
);
const upsert = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'Z', 'é'),
  position: fc.constantFrom(1, 2, 2.5, 3, -1),
  row: fc.oneof({ weight: 4, arbitrary: product }, { weight: 1, arbitrary: other }),
});
const save = fc.record({
  connection: fc.constantFrom(0, 1),
  upserts: fc.array(upsert, { maxLength: 6 }),
  deletes: fc.array(fc.constantFrom('a', 'b', 'c', 'Z'), { maxLength: 2 }),
});

describe('the products reader', () => {
  it('reads back every connection’s products as saved, in draft order', () => {
    // One file; each run its own two connections (the other runs' rows beside them).
    const store = openTempStore();
    fc.assert(
      fc.property(fc.array(save, { minLength: 1, maxLength: 8 }), (saves) => {
        const ids = [store.profiles.create(sampleProfile).id];
        ids.push(store.profiles.create({ ...sampleProfile, name: 'Second' }).id);
        const model = [new Map<string, StoredRow>(), new Map<string, StoredRow>()];
        for (const { connection, upserts, deletes } of saves) {
          const kept = deletes.filter((id) => !upserts.some((row) => row.id === id));
          store.drafts.save(ids[connection] ?? '', 'products', { upserts, deletes: kept });
          const rows = model[connection] ?? new Map<string, StoredRow>();
          for (const id of kept) rows.delete(id);
          for (const row of upserts) rows.set(row.id, structuredClone(row));
        }
        for (const [n, id] of ids.entries()) {
          const expected = [...(model[n]?.values() ?? [])].sort(byPosition);
          expect(store.drafts.list(id, 'products')).toEqual(expected);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the index migration keeps every SKU and the reads answer the same', () => {
    const path = tempDbPath();
    const db = new DatabaseSync(path);
    const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(catalogSkusCellsMigration));
    migrate(db, before);
    // Rows as the store wrote them at that schema (its code now writes the newest one).
    db.exec(`INSERT INTO profiles (id, name, host_kind, base_url, secret_transport, state,
      token_storage, created_at) VALUES ('p', 'P', 'custom', 'http://127.0.0.1', 'body',
      'signed_out', 'none', '2026-01-01')`);
    const product = db.prepare(`
      INSERT INTO catalog_products (profile_id, id, position, product_code, name, brand_code,
        updated_at) VALUES ('p', ?, ?, 'P', 'N', 'B', '2026-01-01') RETURNING row_id`);
    const x = Number(product.get('x', 2)?.['row_id']);
    product.get('y', 1);
    const sku = db.prepare(
      'INSERT INTO catalog_skus (product_row, place, color_code, size_code) VALUES (?, ?, ?, ?)',
    );
    sku.run(x, 0, 'NV', 'S');
    sku.run(x, 1, 'A\u001fB', 'M');
    db.close();
    const id = 'p';
    const row = {
      product_code: 'P',
      name: 'N',
      brand_code: 'B',
      skus: [
        { color_code: 'NV', size_code: 'S' },
        { color_code: 'A\u001fB', size_code: 'M' },
      ],
    };
    const listed = [
      { id: 'y', position: 1, row: { ...row, skus: [] } },
      { id: 'x', position: 2, row },
    ];
    const store = openTempStore(path);
    expect(store.drafts.list(id, 'products')).toEqual(listed);
    const check = new DatabaseSync(path);
    const indexes = check
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'catalog_skus'")
      .all()
      .map((r) => r['name']);
    check.close();
    expect(indexes).toContain('catalog_skus_cells');
    expect(indexes).not.toContain('catalog_skus_of_product');
  });
});
