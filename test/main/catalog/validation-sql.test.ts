import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { PREFIX } from '../../../app/credentials.ts';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { createValidationSql, ODD_SIZES_SQL } from '../../../main/store/catalog/validation-sql.ts';
import { openTempStore, sampleProfile, tempDbPath } from '../store/temp-store.ts';

// The validation's queries (validation-sql.ts) over a real SQLite file: the products with a SKU
// of an empty or credential-like size, read from the partial index of those SKUs (each product
// then by its key, never the other way round), and the own columns a step of the undo log
// changed.

const PRODUCTS = 400;
const dbs: DatabaseSync[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

function catalog(sizeOf: (i: number) => string) {
  const path = tempDbPath();
  const store = openTempStore(path);
  const { id } = store.profiles.create(sampleProfile);
  const other = store.profiles.create({ ...sampleProfile, name: 'Other' }).id;
  const row = (i: number): ProductRow => ({
    product_code: `P${String(i)}`,
    name: `Kimono ${String(i)}`,
    brand_code: 'KK',
    skus: [
      { color_code: 'NV', size_code: 'M' },
      { color_code: 'NV', size_code: sizeOf(i) },
    ],
  });
  for (const profileId of [id, other]) {
    store.drafts.save(profileId, 'products', {
      upserts: Array.from({ length: PRODUCTS }, (_, i) => ({
        id: `p${String(i)}`,
        position: i,
        row: row(i),
      })),
      deletes: [],
    });
  }
  const db = new DatabaseSync(path);
  dbs.push(db);
  return { store, id, db, sql: createValidationSql(db) };
}

describe('the validation’s queries', () => {
  it('finds the products with an empty or credential-like size from those SKUs alone', () => {
    const odd = (i: number) => (i % 50 === 7 ? '' : i === 123 ? `${PREFIX.token}abc` : 'L');
    const { id, db, sql } = catalog(odd);
    const expected = Array.from({ length: PRODUCTS }, (_, i) => i)
      .filter((i) => odd(i) !== 'L')
      .map((i) => `p${String(i)}`);
    expect(sql.productsWithOddSize(id).sort()).toEqual(expected.sort());
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${ODD_SIZES_SQL}`).all(id) as { detail: string }[])
      .map((step) => step.detail)
      .filter((detail) => !detail.startsWith('USE TEMP B-TREE'));
    expect(plan).toEqual([
      'SCAN s USING INDEX catalog_skus_odd_sizes',
      'SEARCH p USING INTEGER PRIMARY KEY (rowid=?)',
    ]);
  });

  it('names the own columns a step changed, none for a step of SKUs only', () => {
    const { store, id, sql } = catalog(() => 'L');
    const replace = (columns: ('brand_code' | 'name' | 'size_code')[], text: string) =>
      store.catalog.apply(id, {
        kind: 'replace',
        grid: 'products',
        columns,
        query: { text, matchCase: true, wholeCell: false, regex: false },
        replacement: 'X',
      });
    replace(['brand_code', 'name'], 'K');
    expect(sql.stepOwnColumns(id, 1)).toEqual(['brand_code', 'name']);
    replace(['size_code'], 'L');
    expect(sql.stepOwnColumns(id, 2)).toEqual([]);
    expect(sql.stepOwnColumns(id, 3)).toEqual([]);
  });
});
