// The core's views beside its writing thread's write (main/store/transaction.ts's temp
// transactor): while another connection to the store's file holds its write lock with a write
// not committed yet, the core's connection builds views, reads their windows, finds, and writes
// their orders into its TEMP tables without waiting (busy timeout 0: a wait would fail at once),
// reading the last committed state; once the other write commits, the next window is of it.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { NO_VIEW_SPEC } from '../../../app/catalog/views.ts';
import { configureConnection } from '../../../main/store/open-store.ts';
import { createTempTransactor } from '../../../main/store/transaction.ts';
import { openTempStore, sampleProfile, tempDbPath } from '../store/temp-store.ts';

const PRODUCTS = 3_000;

describe('the core’s views beside a write of another connection', () => {
  it('build, read and find without waiting for its lock, and see its commit after', () => {
    const path = tempDbPath();
    const store = openTempStore(path, { busyTimeoutMs: 0 });
    const { id: profileId } = store.profiles.create(sampleProfile);
    store.drafts.save(profileId, 'products', {
      upserts: Array.from({ length: PRODUCTS }, (_, i) => ({
        id: `p${String(i)}`,
        position: i,
        row: {
          product_code: `VB${String(i).padStart(5, '0')}`,
          name: `Product ${String(i)}`,
          brand_code: 'OLD',
          skus: [{ color_code: 'NV', size_code: 'M' }],
        },
      })),
      deletes: [],
    });
    const before = store.catalog.version(profileId);

    // The writing thread's part: its own connection, a write under way (lock held).
    const writer = new DatabaseSync(path);
    configureConnection(writer, 0);
    writer.exec('BEGIN IMMEDIATE');
    writer.exec("UPDATE catalog_products SET brand_code = 'NEW'");
    writer.exec('UPDATE catalog_history SET version = version + 1');

    const views = store.catalogViews;
    const spec = { ...NO_VIEW_SPEC, columnFilters: [] };
    const sorted = views.view(profileId, {
      ...spec,
      view: 'skus',
      sort: { column: 'product_code', descending: true },
    });
    const plain = views.view(profileId, { ...spec, view: 'products' });
    const window = views.window(plain.viewId, 0, 50);
    expect(window.catalogVersion).toBe(before);
    expect(new Set(window.rows.map((row) => row.cells[2]))).toEqual(new Set(['OLD']));
    expect(views.window(sorted.viewId, 0, 1).rows[0]?.cells[0]).toBe('VB02999');
    // The sorted view's order written into its temp table whole (find, copy and Ctrl+Arrow
    // read a view so), and a find over it.
    expect(views.reader(sorted.viewId).segments.length).toBe(PRODUCTS);
    const found = views.reads.find({
      viewId: sorted.viewId,
      query: { text: 'OLD', matchCase: true, wholeCell: true, regex: false },
      count: true,
    });
    expect(found.cells).toBe(PRODUCTS);
    expect(store.catalog.version(profileId)).toBe(before);

    writer.exec('COMMIT');
    writer.close();
    const after = views.window(plain.viewId, 0, 50);
    expect(after.catalogVersion).toBe(before + 1);
    expect(new Set(after.rows.map((row) => row.cells[2]))).toEqual(new Set(['NEW']));
  });

  it('is a savepoint inside a transaction already open, and rolls back on a throw', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TEMP TABLE t (n INTEGER)');
    const temp = createTempTransactor(db);
    db.exec('BEGIN');
    temp.run(() => {
      db.exec('INSERT INTO temp.t VALUES (1)');
    });
    expect(() =>
      temp.run(() => {
        db.exec('INSERT INTO temp.t VALUES (2)');
        throw new Error('undone');
      }),
    ).toThrow('undone');
    expect(db.isTransaction).toBe(true);
    db.exec('COMMIT');
    expect(db.prepare('SELECT n FROM temp.t').all()).toEqual([{ n: 1 }]);
    expect(() =>
      temp.run(() => {
        db.exec('INSERT INTO temp.t VALUES (3)');
        throw new Error('undone too');
      }),
    ).toThrow('undone too');
    expect(db.isTransaction).toBe(false);
    expect(db.prepare('SELECT count(*) AS n FROM temp.t').get()).toEqual({ n: 1 });
    db.close();
  });
});
