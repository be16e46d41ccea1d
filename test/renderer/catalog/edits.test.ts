import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyChanges,
  applyEdit,
  invertEdit,
  positionsBetween,
} from '../../../renderer/src/drafts/catalog-data.ts';
import { validateCatalog } from '../../../app/catalog/validation.ts';
import { importRows } from '../../../renderer/src/catalog/model/import-rows.ts';
import { insertRows, removeRows } from '../../../renderer/src/catalog/model/row-ops.ts';
import { allRows, buildView, readCells } from '../../../renderer/src/catalog/model/view.ts';
import {
  clearRange,
  fillDown,
  layBlock,
  writeCells,
} from '../../../renderer/src/catalog/model/write-cells.ts';
import { brand, catalog, idMaker, product } from './fixtures.ts';

const codes = (data: ReturnType<typeof catalog>) => data.brands.map((b) => b.row.code);

describe('writing cells', () => {
  it('writes into existing rows and appends rows for a paste past the end; undo restores', () => {
    const data = catalog({ brands: [brand('b1', 'AA'), brand('b2', 'BB')] });
    const rows = allRows('brands', data);
    const writes = layBlock(
      [
        ['XX', 'Ex'],
        ['YY', 'Why'],
        ['ZZ', 'Zed'],
      ],
      { top: 1, left: 0, bottom: 1, right: 0 },
      2,
    );
    const result = writeCells('brands', data, rows, writes, idMaker());
    if (result === null) throw new Error('no edit');
    const after = applyEdit(data, result.edit);
    expect(after.brands.map((b) => [b.id, b.row.code, b.row.name])).toEqual([
      ['b1', 'AA', ''],
      ['b2', 'XX', 'Ex'],
      ['n1', 'YY', 'Why'],
      ['n2', 'ZZ', 'Zed'],
    ]);
    expect(applyEdit(after, invertEdit(result.edit))).toEqual(data);
  });

  it('fills a range with one pasted value, tiles a block that fits, and trims codes with a note', () => {
    const data = catalog({ brands: [brand('b1', 'A'), brand('b2', 'B'), brand('b3', 'C')] });
    const rows = allRows('brands', data);
    const one = layBlock([[' KK ']], { top: 0, left: 0, bottom: 2, right: 0 }, 2);
    const result = writeCells('brands', data, rows, one, idMaker());
    expect(codes(applyEdit(data, result?.edit ?? { grid: 'brands', changes: [] }))).toEqual([
      'KK',
      'KK',
      'KK',
    ]);
    expect(result?.trimmed).toEqual([
      { id: 'b1', sku: -1, field: 'code' },
      { id: 'b2', sku: -1, field: 'code' },
      { id: 'b3', sku: -1, field: 'code' },
    ]);
    // A 2-row block does not fit 3 rows: pasted once.
    expect(layBlock([['a'], ['b']], { top: 0, left: 0, bottom: 2, right: 0 }, 2)).toHaveLength(2);
    // Columns past the grid's last are left out.
    expect(layBlock([['a', 'b', 'c']], { top: 0, left: 1, bottom: 0, right: 1 }, 2)).toEqual([
      { row: 0, col: 1, value: 'a' },
    ]);
  });

  it('fill down and clear write the range; a write that changes nothing is no edit', () => {
    const data = catalog({ brands: [brand('b1', 'A', 'one'), brand('b2', 'B'), brand('b3', 'C')] });
    const rows = allRows('brands', data);
    const range = { top: 0, left: 0, bottom: 2, right: 1 };
    const top = readCells('brands', data, rows, { ...range, bottom: 0 })[0] ?? [];
    const filled = writeCells('brands', data, rows, fillDown(top, range), idMaker());
    const after = applyEdit(data, filled?.edit ?? { grid: 'brands', changes: [] });
    expect(after.brands.map((b) => `${b.row.code}:${b.row.name}`)).toEqual([
      'A:one',
      'A:one',
      'A:one',
    ]);
    const cleared = writeCells('brands', after, rows, clearRange(range), idMaker());
    expect(
      applyEdit(after, cleared?.edit ?? { grid: 'brands', changes: [] }).brands.map((b) => b.row),
    ).toEqual([
      { code: '', name: '' },
      { code: '', name: '' },
      { code: '', name: '' },
    ]);
    expect(
      writeCells('brands', data, rows, [{ row: 0, col: 0, value: 'A' }], idMaker()),
    ).toBeNull();
  });

  it('in the per-SKU view, product fields change the product and colour/size change one SKU', () => {
    const data = catalog({
      products: [product('p1', 1, 'P1', ['NV/S', 'NV/M']), product('p2', 2, 'P2')],
    });
    const rows = allRows('skus', data);
    expect(rows.length).toBe(3);
    const result = writeCells(
      'skus',
      data,
      rows,
      [
        { row: 1, col: 1, value: 'Renamed' },
        { row: 1, col: 4, value: 'L' },
        // The product without SKUs gets one when a colour is written into its row.
        { row: 2, col: 3, value: 'IV' },
      ],
      idMaker(),
    );
    const after = applyEdit(data, result?.edit ?? { grid: 'products', changes: [] });
    expect(after.products.map((p) => [p.row.name, p.row.skus])).toEqual([
      [
        'Renamed',
        [
          { color_code: 'NV', size_code: 'S' },
          { color_code: 'NV', size_code: 'L' },
        ],
      ],
      ['P2 name', [{ color_code: 'IV', size_code: '' }]],
    ]);
  });

  it('SKU rows pasted past the end join the product of their code or make new products', () => {
    const data = catalog({ products: [product('p1', 1, 'P1', ['NV/S'])] });
    const rows = allRows('skus', data);
    const block = [
      ['P1', '', '', 'NV', 'M'],
      ['P9', '新商品', 'KK', 'BK', 'F'],
      ['P9', '', '', 'BK', 'FREE'],
    ];
    const writes = layBlock(block, { top: rows.length, left: 0, bottom: rows.length, right: 0 }, 5);
    const result = writeCells('skus', data, rows, writes, idMaker());
    const after = applyEdit(data, result?.edit ?? { grid: 'products', changes: [] });
    expect(after.products.map((p) => [p.id, p.row.product_code, p.row.skus.length])).toEqual([
      ['p1', 'P1', 2],
      ['n1', 'P9', 2],
    ]);
    expect(after.products[1]?.row.name).toBe('新商品');
  });

  it('a SKU pasted twice, or one the product has, is kept and marked as a duplicate', () => {
    const data = catalog({ products: [product('p1', 1, 'P1', ['NV/S'])] });
    const rows = allRows('skus', data);
    const block = [
      ['P1', '', '', 'NV', 'S'],
      ['P9', 'Coat', 'KK', 'BK', 'F'],
      ['P9', '', '', 'BK', 'F'],
    ];
    const writes = layBlock(block, { top: rows.length, left: 0, bottom: rows.length, right: 0 }, 5);
    const result = writeCells('skus', data, rows, writes, idMaker());
    const after = applyEdit(data, result?.edit ?? { grid: 'products', changes: [] });
    expect(after.products.map((p) => [p.row.product_code, p.row.skus.length])).toEqual([
      ['P1', 2],
      ['P9', 2],
    ]);
    const duplicates = validateCatalog(after).filter((p) => p.code === 'duplicate_sku');
    expect(new Set(duplicates.map((p) => p.id))).toEqual(new Set(['p1', 'n1']));
  });

  it('the products view reads and writes the SKU summary cell', () => {
    const data = catalog({ products: [product('p1', 1, 'P1', ['NV/S', 'NV/M', 'IV/S'])] });
    const rows = allRows('products', data);
    expect(readCells('products', data, rows, { top: 0, left: 3, bottom: 0, right: 3 })).toEqual([
      ['NV: S M · IV: S'],
    ]);
    const result = writeCells(
      'products',
      data,
      rows,
      [{ row: 0, col: 3, value: 'BK: F' }],
      idMaker(),
    );
    const after = applyEdit(data, result?.edit ?? { grid: 'products', changes: [] });
    expect(after.products[0]?.row.skus).toEqual([{ color_code: 'BK', size_code: 'F' }]);
  });
});

describe('adding and removing rows', () => {
  it('inserts between neighbours without touching them, and renumbers when there is no room', () => {
    const data = catalog({ brands: [brand('b1', 'A'), brand('b2', 'B')] });
    const rows = allRows('brands', data);
    const edit = insertRows('brands', data, rows, 0, 2, idMaker());
    expect(edit.changes.map((c) => c.after?.position)).toEqual([1 + 1 / 3, 1 + 2 / 3]);
    expect(applyEdit(data, edit).brands.map((b) => b.id)).toEqual(['b1', 'n1', 'n2', 'b2']);
    expect(positionsBetween(1, 1 + Number.EPSILON, 3)).toBeNull();
    const tight = catalog({
      brands: [brand('b1', 'A'), { ...brand('b2', 'B'), position: 1 + Number.EPSILON }],
    });
    const renumbered = insertRows('brands', tight, allRows('brands', tight), 0, 1, idMaker());
    expect(applyEdit(tight, renumbered).brands.map((b) => [b.id, b.position])).toEqual([
      ['b1', 1],
      ['n1', 2],
      ['b2', 3],
    ]);
  });

  it('removes rows in one edit that undo brings back in place', () => {
    const data = catalog({ brands: [brand('b1', 'A'), brand('b2', 'B'), brand('b3', 'C')] });
    const rows = allRows('brands', data);
    const edit = removeRows('brands', data, rows, [0, 2]);
    if (edit === null) throw new Error('no edit');
    const after = applyEdit(data, edit);
    expect(codes(after)).toEqual(['B']);
    expect(applyEdit(after, invertEdit(edit))).toEqual(data);
  });

  it('in the per-SKU view removes SKUs, and the product once all its rows go', () => {
    const data = catalog({
      products: [product('p1', 1, 'P1', ['NV/S', 'NV/M']), product('p2', 2, 'P2', ['BK/F'])],
    });
    const rows = allRows('skus', data);
    const edit = removeRows('skus', data, rows, [0, 2]);
    const after = applyEdit(data, edit ?? { grid: 'products', changes: [] });
    expect(after.products.map((p) => [p.id, p.row.skus.map((s) => s.size_code)])).toEqual([
      ['p1', ['M']],
    ]);
    const added = insertRows('skus', after, allRows('skus', after), 0, 1, idMaker());
    expect(applyEdit(after, added).products[0]?.row.skus).toHaveLength(2);
  });
});

describe('sort and filter', () => {
  const data = catalog({
    brands: [brand('b1', 'B10', 'ten'), brand('b2', 'B9', 'nine'), brand('b3', 'A1', 'Ten again')],
  });

  it('sorts naturally (B9 before B10) without changing the data, and filters any cell', () => {
    const sorted = buildView('brands', data, {
      sort: { col: 0, descending: false },
      filter: '',
      onlyIds: null,
    });
    expect([...sorted.entry]).toEqual([2, 1, 0]);
    const down = buildView('brands', data, {
      sort: { col: 0, descending: true },
      filter: '',
      onlyIds: null,
    });
    expect([...down.entry]).toEqual([0, 1, 2]);
    const filtered = buildView('brands', data, { sort: null, filter: 'TEN', onlyIds: null });
    expect([...filtered.entry]).toEqual([0, 2]);
    const only = buildView('brands', data, { sort: null, filter: '', onlyIds: new Set(['b2']) });
    expect([...only.entry]).toEqual([1]);
    expect(data.brands.map((b) => b.id)).toEqual(['b1', 'b2', 'b3']);
  });

  it('writes through a sorted view land on the rows shown', () => {
    const view = buildView('brands', data, {
      sort: { col: 0, descending: false },
      filter: '',
      onlyIds: null,
    });
    const result = writeCells(
      'brands',
      data,
      view,
      [{ row: 0, col: 1, value: 'first shown' }],
      idMaker(),
    );
    expect(result?.edit.changes.map((c) => c.id)).toEqual(['b3']);
  });
});

describe('rows from a file', () => {
  it('replace the draft row of the same code and add the rest at the end, as one edit', () => {
    const data = catalog({ brands: [brand('b1', 'AA', 'old'), brand('b2', 'BB', 'same')] });
    const edit = importRows(
      'brands',
      data,
      [
        { code: 'AA', name: 'new' },
        { code: 'BB', name: 'same' },
        { code: 'CC', name: 'added' },
      ],
      idMaker(),
    );
    if (edit === null) throw new Error('no edit');
    const after = applyEdit(data, edit);
    expect(after.brands.map((b) => [b.id, b.row.code, b.row.name])).toEqual([
      ['b1', 'AA', 'new'],
      ['b2', 'BB', 'same'],
      ['n1', 'CC', 'added'],
    ]);
    expect(edit.changes).toHaveLength(2);
    expect(importRows('brands', after, [{ code: 'CC', name: 'added' }], idMaker())).toBeNull();
  });
});

describe('applying changes', () => {
  it('gives the rows in position order whatever mix of edits, additions and removals', () => {
    const change = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      kind: fc.constantFrom('edit', 'move', 'remove'),
      position: fc.integer({ min: 0, max: 9 }),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 6 }), (picked) => {
        const entries = ['a', 'b', 'c'].map((id, i) => ({ id, position: i + 1, row: `${id}0` }));
        const byId = new Map(entries.map((e) => [e.id, e]));
        const unique = [...new Map(picked.map((c) => [c.id, c])).values()];
        const changes = unique.map((c) => {
          const before = byId.get(c.id) ?? null;
          const position = c.kind === 'edit' ? (before?.position ?? 3 + c.position) : c.position;
          const after = c.kind === 'remove' ? null : { id: c.id, position, row: `${c.id}1` };
          return { id: c.id, before, after };
        });
        const expected = new Map(entries.map((e) => [e.id, e]));
        for (const c of changes) {
          if (c.after === null) expected.delete(c.id);
          else expected.set(c.id, c.after);
        }
        const sorted = [...expected.values()].sort(
          (x, y) => x.position - y.position || (x.id < y.id ? -1 : 1),
        );
        expect(applyChanges(entries, changes)).toEqual(sorted);
      }),
      { numRuns: 500 },
    );
  });
});
