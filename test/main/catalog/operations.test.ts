import { describe, expect, it } from 'vitest';
import { CHANGED_ROWS_LISTED } from '../../../app/catalog/operations.ts';
import { thrownKind, openTempStore, sampleProfile } from '../store/temp-store.ts';

// The catalog's operations on a real SQLite file, each kind once with its undo and redo; the
// property test (operations.property.test.ts) holds them all to the reference model.

function catalogStore() {
  const store = openTempStore();
  const { id } = store.profiles.create(sampleProfile);
  const product = (code: string, brand: string, skus: [string, string][]) => ({
    product_code: code,
    name: `Shirt ${code}`,
    brand_code: brand,
    skus: skus.map(([color_code, size_code]) => ({ color_code, size_code })),
  });
  store.drafts.save(id, 'products', {
    upserts: [
      {
        id: 'p1',
        position: 1,
        row: product('P1', 'KK', [
          ['NV', 'S'],
          ['NV', 'M'],
        ]),
      },
      { id: 'p2', position: 2, row: product('P2', 'KK', []) },
      { id: 'p3', position: 3, row: product('P3', 'AB', [['BK', 'S']]) },
    ],
    deletes: [],
  });
  store.drafts.save(id, 'brands', {
    upserts: [{ id: 'b1', position: 1, row: { code: 'KK', name: 'Kikan' } }],
    deletes: [],
  });
  const rows = () => store.drafts.list(id, 'products').map((d) => d.row);
  return { store, id, rows };
}

describe('catalog operations', () => {
  it('replace all in a column is one step: undo puts every cell back, redo again', () => {
    const { store, id, rows } = catalogStore();
    const before = rows();
    const query = { text: 'kk', matchCase: false, wholeCell: false, regex: false };
    const answer = store.catalog.apply(id, {
      kind: 'replace',
      grid: 'products',
      columns: ['brand_code'],
      query,
      replacement: 'KX',
    });
    expect(answer).toEqual({
      version: answer.version,
      cells: 2,
      rowCount: 2,
      rows: [
        { grid: 'products', id: 'p1' },
        { grid: 'products', id: 'p2' },
      ],
      canUndo: true,
      canRedo: false,
    });
    const after = rows();
    expect(after.map((row) => (row as { brand_code: string }).brand_code)).toEqual([
      'KX',
      'KX',
      'AB',
    ]);
    expect(store.catalog.undo(id)).toMatchObject({ version: answer.version + 1, cells: 2 });
    expect(rows()).toEqual(before);
    expect(store.catalog.redo(id)).toMatchObject({ version: answer.version + 2, cells: 2 });
    expect(rows()).toEqual(after);
    // Nothing left to redo: the answer says nothing changed.
    expect(store.catalog.redo(id)).toEqual({
      version: answer.version + 2,
      cells: 0,
      rowCount: 0,
      rows: [],
      canUndo: true,
      canRedo: false,
    });
  });

  it('a SKU value on the per-SKU row of a product without SKUs makes its first SKU', () => {
    const { store, id, rows } = catalogStore();
    store.catalog.apply(id, {
      kind: 'replace',
      grid: 'products',
      columns: ['color_code'],
      query: { text: '^$', matchCase: false, wholeCell: false, regex: true },
      replacement: 'IV',
    });
    expect(rows()[1]).toMatchObject({ skus: [{ color_code: 'IV', size_code: '' }] });
    store.catalog.undo(id);
    expect(rows()[1]).toMatchObject({ skus: [] });
  });

  it('renames a brand with the products naming it, deletes and inserts rows, all undone', () => {
    const { store, id, rows } = catalogStore();
    const start = rows();
    store.catalog.apply(id, { kind: 'renameCode', grid: 'brands', id: 'b1', code: 'KZ' });
    expect(store.drafts.list(id, 'brands')[0]?.row).toEqual({ code: 'KZ', name: 'Kikan' });
    expect(
      rows().filter((row) => (row as { brand_code: string }).brand_code === 'KZ'),
    ).toHaveLength(2);
    store.catalog.apply(id, { kind: 'deleteRows', grid: 'products', ids: ['p1'] });
    store.catalog.apply(id, { kind: 'deleteSkus', rows: [{ id: 'p3', place: 0 }] });
    store.catalog.apply(id, {
      kind: 'paste',
      grid: 'products',
      rows: [{ id: 'p2' }, { id: 'p3' }],
      columns: ['name'],
      values: [['A'], ['B']],
    });
    expect(rows()).toHaveLength(2);
    for (let step = 0; step < 4; step += 1) store.catalog.undo(id);
    expect(rows()).toEqual(start);
    expect(store.drafts.list(id, 'brands')[0]?.row).toEqual({ code: 'KK', name: 'Kikan' });
  });

  it('refuses a row that is not there and changes nothing; a save ends the history', () => {
    const { store, id, rows } = catalogStore();
    const start = rows();
    const set = (row: string) => () =>
      store.catalog.apply(id, {
        kind: 'set',
        grid: 'products',
        cells: [
          { row: { id: 'p1' }, column: 'name', value: 'changed' },
          { row: { id: row }, column: 'name', value: 'x' },
        ],
      });
    expect(thrownKind(set('nope'))).toBe('not_found');
    expect(rows()).toEqual(start);
    set('p2')();
    store.drafts.save(id, 'products', { upserts: [], deletes: ['p3'] });
    expect(store.catalog.undo(id)).toMatchObject({ cells: 0, rows: [] });
    expect((rows()[0] as { name: string }).name).toBe('changed');
  });

  it('a paste logs only the cells it changes; a cell it cannot name changes nothing', () => {
    const { store, id, rows } = catalogStore();
    const start = rows();
    const paste = (refs: { id: string; place: number }[], values: string[][]) =>
      store.catalog.apply(id, {
        kind: 'paste',
        grid: 'products',
        rows: refs,
        columns: ['name', 'brand_code', 'size_code'],
        values,
      });
    // p1's name and brand stay as they are (the second row writes them again), p3's size too.
    const answer = paste(
      [
        { id: 'p1', place: 0 },
        { id: 'p1', place: 1 },
        { id: 'p3', place: 0 },
      ],
      [
        ['Other', 'KX', 'L'],
        ['Shirt P1', 'KK', 'XL'],
        ['Shirt P3', 'AB', 'S'],
      ],
    );
    expect(answer).toMatchObject({ cells: 2, rowCount: 1, rows: [{ grid: 'products', id: 'p1' }] });
    expect(rows()[0]).toMatchObject({
      name: 'Shirt P1',
      brand_code: 'KK',
      skus: [
        { color_code: 'NV', size_code: 'L' },
        { color_code: 'NV', size_code: 'XL' },
      ],
    });
    expect(store.catalog.undo(id)).toMatchObject({ cells: 2, rowCount: 1 });
    expect(rows()).toEqual(start);
    // A SKU place past p3's one SKU, a row not there, a row kept whole as JSON: nothing changes.
    store.drafts.save(id, 'products', {
      upserts: [{ id: 'odd', position: 9, row: { shape: 'not a product' } }],
      deletes: [],
    });
    const saved = rows();
    const values = [
      ['New', 'KX', 'L'],
      ['New', 'KX', 'L'],
    ];
    for (const [ref, kind] of [
      [{ id: 'p3', place: 1 }, 'not_found'],
      [{ id: 'nope', place: 0 }, 'not_found'],
      [{ id: 'odd', place: 0 }, 'invalid_input'],
    ] as const) {
      expect(thrownKind(() => paste([{ id: 'p1', place: 0 }, ref], values))).toBe(kind);
      expect(rows()).toEqual(saved);
    }
    // p2 has no SKUs: its per-SKU row's size makes its first SKU, the row-by-row way.
    expect(
      paste(
        [
          { id: 'p1', place: 0 },
          { id: 'p2', place: 0 },
        ],
        values,
      ),
    ).toMatchObject({ cells: 6, rowCount: 2 });
    expect(rows()[1]).toMatchObject({ name: 'New', skus: [{ color_code: '', size_code: 'L' }] });
  });

  it('answers how many rows changed, and lists them only up to the limit', () => {
    const { store, id } = catalogStore();
    const many = CHANGED_ROWS_LISTED + 5;
    const upserts = Array.from({ length: many }, (_, i) => ({
      id: `m${String(i).padStart(5, '0')}`,
      position: 10 + i,
      row: { product_code: `M${String(i)}`, name: 'Same', brand_code: 'KK', skus: [] },
    }));
    store.drafts.save(id, 'products', { upserts, deletes: [] });
    const fill = (rows: { id: string }[]) =>
      store.catalog.apply(id, {
        kind: 'fill',
        grid: 'products',
        rows: [{ id: 'p1' }, ...rows],
        columns: ['name'],
      });
    // At the limit: every changed row listed, by id.
    const few = fill(upserts.slice(0, CHANGED_ROWS_LISTED));
    expect(few.rowCount).toBe(CHANGED_ROWS_LISTED);
    expect(few.rows.map((row) => row.id)).toEqual(
      upserts.slice(0, CHANGED_ROWS_LISTED).map((u) => u.id),
    );
    expect(store.catalog.undo(id).rowCount).toBe(CHANGED_ROWS_LISTED);
    // Past it: the count only (the page asks for its window again).
    const all = fill(upserts);
    expect(all).toMatchObject({ cells: many, rowCount: many, rows: [] });
    expect(store.catalog.undo(id)).toMatchObject({ cells: many, rowCount: many, rows: [] });
    expect(store.catalog.redo(id)).toMatchObject({ cells: many, rowCount: many, rows: [] });
  });
});
