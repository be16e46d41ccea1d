import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { CHANGED_ROWS_LISTED } from '../../../app/catalog/operations.ts';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { validateCatalog } from '../../../app/catalog/validation.ts';
import { createCatalogValidation } from '../../../main/store/catalog/validation-store.ts';
import { openTempStore, sampleProfile, tempDbPath } from '../store/temp-store.ts';

// The core's problem list (validation-store.ts): its order, its windows, its counts, the
// marks of a grid's rows, a whole-column change past the rows an answer lists, and the codes
// the connection sent before. The property test (validation.property.test.ts) holds it to
// validateCatalog over any sequence of operations.

const product = (code: string, brand: string, colors: string[] = []): ProductRow => ({
  product_code: code,
  name: '',
  brand_code: brand,
  skus: colors.map((color_code) => ({ color_code, size_code: 'M' })),
});

/** A connection to the file whose statements count the rows they answer. */
function countingDb(path: string): { db: DatabaseSync; rows: () => number } {
  const db = new DatabaseSync(path);
  let rows = 0;
  const counted = (statement: StatementSync): StatementSync =>
    new Proxy(statement, {
      get(target, key) {
        if (key === 'all') {
          return (...args: Parameters<StatementSync['all']>) => {
            const found = target.all(...args);
            rows += found.length;
            return found;
          };
        }
        if (key === 'get') {
          return (...args: Parameters<StatementSync['get']>) => {
            const found = target.get(...args);
            if (found !== undefined) rows += 1;
            return found;
          };
        }
        if (key === 'iterate') {
          return function* (...args: Parameters<StatementSync['iterate']>) {
            for (const found of target.iterate(...args)) {
              rows += 1;
              yield found;
            }
          };
        }
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  const wrapped = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => counted(target.prepare(sql));
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return { db: wrapped, rows: () => rows };
}

function catalogStore() {
  const store = openTempStore();
  const { id } = store.profiles.create(sampleProfile);
  return { store, id };
}

describe('the core problem list', () => {
  it('lists brands, colours, then products, rows in the grid order, and windows it', () => {
    const { store, id } = catalogStore();
    store.drafts.save(id, 'brands', {
      upserts: [
        { id: 'b1', position: 2, row: { code: 'KK', name: '' } },
        { id: 'b2', position: 1, row: { code: 'KK', name: '' } },
        { id: 'b3', position: 3, row: { code: '', name: 'No code' } },
      ],
      deletes: [],
    });
    store.drafts.save(id, 'products', {
      upserts: [
        { id: 'p1', position: 3, row: product('P1', 'ZZ') },
        { id: 'p2', position: 2, row: product('P2', 'KK', ['NV']) },
        { id: 'p3', position: 1, row: product('', 'KK') },
      ],
      deletes: [],
    });
    const all = store.catalogProblems.problems({ profileId: id, from: 0, count: 100 });
    expect(all.problems.map((p) => `${p.grid}:${p.id}:${p.code}`)).toEqual([
      'brands:b2:duplicate_code',
      'brands:b1:duplicate_code',
      'brands:b3:required',
      'products:p3:required',
      'products:p2:unknown_color',
      'products:p1:unknown_brand',
    ]);
    expect(all.counts).toEqual({
      brands: { error: 3, warning: 0 },
      colors: { error: 0, warning: 0 },
      products: { error: 1, warning: 2 },
    });
    expect(all.rows).toEqual({ brands: 3, colors: 0, products: 3 });
    expect(all.length).toBe(6);

    // A row that gets a problem later takes its place in the grid's order, not the end.
    store.catalog.apply(id, {
      kind: 'insertRows',
      grid: 'products',
      rows: [{ id: 'p0', position: 0.5, row: product('P0', 'NO') }],
    });
    const window = store.catalogProblems.problems({ profileId: id, from: 2, count: 3 });
    expect(window.problems.map((p) => `${p.grid}:${p.id}:${p.code}`)).toEqual([
      'brands:b3:required',
      'products:p0:unknown_brand',
      'products:p3:required',
    ]);
    expect(window.length).toBe(7);
    const products = store.catalogProblems.problems({
      profileId: id,
      grid: 'products',
      from: 3,
      count: 10,
    });
    expect(products.problems.map((p) => p.id)).toEqual(['p1']);
    expect(products.length).toBe(4);
    expect(store.catalogProblems.problems({ profileId: id, from: 50, count: 5 }).problems).toEqual(
      [],
    );

    // A save moves rows under the list: the order follows the positions saved.
    store.drafts.save(id, 'brands', {
      upserts: [{ id: 'b3', position: 0, row: { code: '', name: 'No code' } }],
      deletes: [],
    });
    const moved = store.catalogProblems.problems({
      profileId: id,
      grid: 'brands',
      from: 0,
      count: 3,
    });
    expect(moved.problems.map((p) => p.id)).toEqual(['b3', 'b2', 'b1']);
  });

  it('marks the rows asked for, and leaves out rows without problems or not there', () => {
    const { store, id } = catalogStore();
    store.drafts.save(id, 'products', {
      upserts: [
        { id: 'p1', position: 1, row: product('P1', '', ['NV', '']) },
        { id: 'p2', position: 2, row: product('P2', '') },
      ],
      deletes: [],
    });
    const marks = store.catalogProblems.rowProblems({
      profileId: id,
      grid: 'products',
      ids: ['p2', 'p1', 'gone'],
    });
    expect(marks.rows.map((row) => row.id)).toEqual(['p1']);
    expect(marks.rows[0]?.problems.map((p) => [p.code, p.sku])).toEqual([
      ['required', 1],
      ['unknown_color', 0],
    ]);
    expect(marks.version).toBe(store.catalog.version(id));
  });

  it('follows operations past the rows an answer lists, their undo and redo', () => {
    const { store, id } = catalogStore();
    const count = CHANGED_ROWS_LISTED + 200;
    store.drafts.save(id, 'brands', {
      upserts: [{ id: 'b1', position: 1, row: { code: 'KK', name: '' } }],
      deletes: [],
    });
    store.drafts.save(id, 'colors', {
      upserts: [{ id: 'c1', position: 1, row: { code: 'NV', name: '' } }],
      deletes: [],
    });
    store.drafts.save(id, 'products', {
      upserts: Array.from({ length: count }, (_, i) => ({
        id: `p${String(i)}`,
        position: i,
        row: product(`P${String(i)}`, 'KK', ['NV', '']),
      })),
      deletes: [],
    });
    const counts = () =>
      store.catalogProblems.problems({ profileId: id, from: 0, count: 0 }).counts.products;
    /** The core's list equals validateCatalog over the rows read whole (first 2,000). */
    const same = (where: string) => {
      const data = {
        brands: store.drafts.list(id, 'brands') as { id: string; row: MasterRow }[],
        colors: store.drafts.list(id, 'colors') as { id: string; row: MasterRow }[],
        products: store.drafts.list(id, 'products') as { id: string; row: ProductRow }[],
      };
      const rank = (p: { grid: string; id: string }) =>
        ['brands', 'colors', 'products'].indexOf(p.grid) * 1e6 + Number(p.id.slice(1));
      const expected = validateCatalog(data).sort((a, b) => rank(a) - rank(b));
      const answer = store.catalogProblems.problems({ profileId: id, from: 0, count: 2_000 });
      expect(answer.length, where).toBe(expected.length);
      expect(answer.problems, where).toEqual(expected.slice(0, 2_000));
    };
    same('start');
    expect(counts()).toEqual({ error: count, warning: 0 });
    const replace = (columns: ('brand_code' | 'color_code')[], text: string, by: string) =>
      store.catalog.apply(id, {
        kind: 'replace',
        grid: 'products',
        columns,
        query: { text, matchCase: true, wholeCell: true, regex: false },
        replacement: by,
      });
    // A product's own cells: read set-based, its SKUs kept.
    expect(replace(['brand_code'], 'KK', 'ZZ').rows).toEqual([]);
    same('brand codes replaced');
    expect(counts()).toEqual({ error: count, warning: count });
    store.catalog.undo(id);
    same('undone');
    expect(counts()).toEqual({ error: count, warning: 0 });
    store.catalog.redo(id);
    same('redone');
    // SKU cells: each product read again.
    expect(replace(['color_code'], 'NV', 'BK').rows).toEqual([]);
    same('colour codes replaced');
    expect(counts()).toEqual({ error: count, warning: 2 * count });
    store.catalog.undo(id);
    same('colours undone');
    // Whole rows deleted and put back.
    const ids = Array.from({ length: count }, (_, i) => `p${String(i)}`).filter((_, i) => i % 7);
    store.catalog.apply(id, { kind: 'deleteRows', grid: 'products', ids });
    same('rows deleted');
    store.catalog.undo(id);
    same('rows put back');
    // Several answers before the list is asked for, one of them past the listed rows.
    store.catalog.redo(id);
    store.catalog.undo(id);
    replace(['brand_code'], 'ZZ', 'KK');
    store.catalog.apply(id, {
      kind: 'set',
      grid: 'brands',
      cells: [{ row: { id: 'b1' }, column: 'code', value: 'ZZ' }],
    });
    same('several answers');
    // An undo past the listed rows, then an operation (which drops the undone step for good).
    replace(['brand_code'], 'KK', 'YY');
    same('replaced once more');
    store.catalog.undo(id);
    store.catalog.apply(id, {
      kind: 'set',
      grid: 'colors',
      cells: [{ row: { id: 'c1' }, column: 'name', value: 'Navy' }],
    });
    same('undone, then another operation');
    // A save the validation is not told of.
    store.drafts.save(id, 'brands', {
      upserts: [{ id: 'b1', position: 1, row: { code: 'KK', name: '' } }],
      deletes: [],
    });
    same('saved');
    expect(counts()).toEqual({ error: count, warning: 0 });
    // Two steps over the same products' own cells (and its undo) before the list is asked for:
    // each product compared with what the step before left.
    replace(['brand_code'], 'KK', 'XX');
    replace(['brand_code'], 'XX', 'KK');
    same('replaced and replaced back');
    expect(counts()).toEqual({ error: count, warning: 0 });
    replace(['brand_code'], 'KK', 'XX');
    replace(['brand_code'], 'XX', 'WW');
    store.catalog.undo(id);
    same('replaced twice, the second undone');
    expect(counts()).toEqual({ error: count, warning: count });
    // Product codes replaced past the listed rows (P12 → P1: ten products hold each code), then
    // brand codes: the codes held twice are found again after the first step, kept after the
    // second (it changed no code), and found again after each undo.
    store.catalog.apply(id, {
      kind: 'replace',
      grid: 'products',
      columns: ['product_code'],
      query: { text: '[0-9]$', matchCase: true, wholeCell: false, regex: true },
      replacement: '',
    });
    same('codes replaced');
    expect(counts()).toEqual({ error: 2 * count, warning: count });
    replace(['brand_code'], 'XX', 'KK');
    same('codes replaced, then brands');
    store.catalog.undo(id);
    same('brands undone');
    store.catalog.undo(id);
    same('codes undone');
    expect(counts()).toEqual({ error: count, warning: count });
  });

  it('counts codes the connection sent before as known', () => {
    const { store, id } = catalogStore();
    store.drafts.save(id, 'products', {
      upserts: [{ id: 'p1', position: 1, row: product('P1', 'SENT', ['NV']) }],
      deletes: [],
    });
    const codes = () =>
      store.catalogProblems
        .problems({ profileId: id, from: 0, count: 10 })
        .problems.map((p) => p.code);
    expect(codes()).toEqual(['unknown_brand', 'unknown_color']);
    store.sent.recordBody(
      id,
      'earlier',
      JSON.stringify({ brands: [{ brand_code: 'SENT', name: 'Sent' }], colors: [], products: [] }),
    );
    expect(codes()).toEqual(['unknown_color']);
  });

  it('forgets a removed connection: one made again under its id starts afresh', () => {
    const { store, id } = catalogStore();
    const save = (rows: { id: string; row: ProductRow }[]) =>
      store.drafts.save(id, 'products', {
        upserts: rows.map(({ id: rowId, row }, i) => ({ id: rowId, position: i + 1, row })),
        deletes: [],
      });
    const said = () =>
      store.catalogProblems
        .problems({ profileId: id, from: 0, count: 10 })
        .problems.map((p) => `${p.id}:${p.code}`);
    save([{ id: 'p1', row: product('P1', 'NOPE') }]);
    expect(said()).toEqual(['p1:unknown_brand']);
    expect(store.profiles.delete(id)).toBe(true);
    // The same id again, its history (and so its catalog's version) begun anew: the version
    // alone cannot tell the new rows from the ones the validation held.
    store.profiles.create({ ...sampleProfile, id });
    save([{ id: 'p9', row: product('', '') }]);
    expect(said()).toEqual(['p9:required']);
    expect(store.profiles.delete('no such connection')).toBe(false);
  });

  it('answers a replace all that makes every brand unknown reading no more products than it lists', () => {
    const path = tempDbPath();
    const store = openTempStore(path);
    const { id } = store.profiles.create(sampleProfile);
    const brands = Array.from({ length: 10 }, (_, i) => `B${String(i)}`);
    store.drafts.save(id, 'brands', {
      upserts: brands.map((code, i) => ({
        id: `b${String(i)}`,
        position: i,
        row: { code, name: '' },
      })),
      deletes: [],
    });
    const many = 3_000;
    store.drafts.save(id, 'products', {
      upserts: Array.from({ length: many }, (_, i) => ({
        id: `p${String(i)}`,
        position: i,
        row: product(`P${String(i)}`, brands[i % brands.length] ?? ''),
      })),
      deletes: [],
    });
    const counting = countingDb(path);
    const validation = createCatalogValidation(
      counting.db,
      (profileId) => store.catalog.version(profileId),
      () => ({ brands: new Set(), colors: new Set() }),
    );
    expect(validation.problems({ profileId: id, from: 0, count: 200 }).length).toBe(0);
    const answer = store.catalog.apply(id, {
      kind: 'replace',
      grid: 'products',
      columns: ['brand_code'],
      query: { text: 'B', matchCase: true, wholeCell: false, regex: false },
      replacement: 'X',
    });
    expect(answer.rows).toEqual([]);
    validation.changed(id, answer, false);
    const before = counting.rows();
    const first = validation.problems({ profileId: id, from: 0, count: 200 });
    // The codes named, the count and the first rows in the grid's order: not every product.
    expect(counting.rows() - before).toBeLessThan(250);
    expect(first.length).toBe(many);
    expect(first.counts.products).toEqual({ error: 0, warning: many });
    expect(first.rows.products).toBe(many);
    expect(first.problems.map((p) => `${p.id}:${p.code}:${p.value}`)).toEqual(
      Array.from({ length: 200 }, (_, i) => `p${String(i)}:unknown_brand:X${String(i % 10)}`),
    );
    const last = validation.problems({ profileId: id, grid: 'products', from: many - 1, count: 5 });
    expect(last.problems.map((p) => p.id)).toEqual([`p${String(many - 1)}`]);
    expect(
      validation.rowProblems({ profileId: id, grid: 'products', ids: ['p7', 'nope'] }).rows,
    ).toEqual([
      {
        id: 'p7',
        problems: [
          {
            grid: 'products',
            id: 'p7',
            field: 'brand_code',
            sku: -1,
            severity: 'warning',
            code: 'unknown_brand',
            value: 'X7',
          },
        ],
      },
    ]);
    expect(validation.problemRowIds(id).products).toHaveLength(many);
    counting.db.close();
    store.close();
  });
});
