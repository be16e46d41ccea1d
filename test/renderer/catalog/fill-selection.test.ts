import { describe, expect, it } from 'vitest';
import { applyEdit, invertEdit } from '../../../renderer/src/drafts/catalog-data.ts';
import { commandFor, type KeyInput } from '../../../renderer/src/catalog/model/keymap.ts';
import { parseTsv } from '../../../renderer/src/catalog/model/tsv.ts';
import { buildView, type ViewOptions } from '../../../renderer/src/catalog/model/view.ts';
import {
  fillRange,
  layBlock,
  writeCells,
  type CellWrite,
} from '../../../renderer/src/catalog/model/write-cells.ts';
import { catalog, idMaker, product } from './fixtures.ts';

// One value into many cells (Ctrl+Enter, or one value pasted onto a range): every selected cell
// in view takes it, rows a filter hides in between are left as they were, and undo is one step.

const key = (k: string, more: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...more,
});

// Twelve products, brands alternating KK / ZZ / KK: a filter on "KK" hides every third row, so
// hidden rows lie between the selected ones.
const data = catalog({
  products: Array.from({ length: 12 }, (_, i) =>
    product(`p${String(i + 1)}`, i + 1, `P-${String(i + 1).padStart(2, '0')}`, ['NV/M', 'BK/L'], {
      brand_code: i % 3 === 1 ? 'ZZ' : 'KK',
    }),
  ),
});

const filtered = (view: 'products' | 'skus', filter: string) => {
  const options: ViewOptions = { sort: null, filter, onlyIds: null };
  return buildView(view, data, options);
};

function written(view: 'products' | 'skus', writes: CellWrite[], filter: string) {
  const rows = filtered(view, filter);
  const result = writeCells(view, data, rows, writes, idMaker());
  if (result === null) throw new Error('no edit');
  return { rows, edit: result.edit, after: applyEdit(data, result.edit) };
}

describe('Ctrl+Enter', () => {
  it('is a key of an edit, Cmd on macOS; never while an input method composes', () => {
    expect(commandFor(key('Enter', { ctrlKey: true }), 'enter', false)).toEqual({
      type: 'commitAll',
    });
    expect(commandFor(key('Enter', { ctrlKey: true }), 'edit', false)).toEqual({
      type: 'commitAll',
    });
    expect(commandFor(key('Enter', { metaKey: true }), 'enter', true)).toEqual({
      type: 'commitAll',
    });
    // Ctrl+Enter on a Mac is not Cmd+Enter: it commits as Enter does.
    expect(commandFor(key('Enter', { ctrlKey: true }), 'enter', true)?.type).toBe('commit');
    expect(commandFor(key('Enter', { ctrlKey: true, isComposing: true }), 'enter', false)).toBe(
      null,
    );
    expect(commandFor(key('Process', { ctrlKey: true }), 'enter', false)).toBeNull();
  });

  it('fills the visible rows of a filtered range; the rows hidden between them keep their values', () => {
    const rows = filtered('products', 'KK');
    expect(rows.length).toBe(8);
    const range = { top: 0, left: 1, bottom: rows.length - 1, right: 1 };
    const { edit, after } = written('products', fillRange('セール品', range, rows.length), 'KK');
    expect(edit.changes).toHaveLength(8);
    after.products.forEach((entry, i) => {
      const before = data.products[i];
      if (before === undefined) throw new Error('row missing');
      if (before.row.brand_code === 'KK') {
        expect(entry.row).toEqual({ ...before.row, name: 'セール品' });
      } else expect(entry).toEqual(before);
    });
    // One undo step takes it all back.
    expect(applyEdit(after, invertEdit(edit))).toEqual(data);
  });

  it('in the per-SKU view writes each visible SKU row, not the SKUs a filter hides', () => {
    // "BK" shows the second SKU of every product: the first SKUs lie hidden between them.
    const rows = filtered('skus', 'BK');
    expect(rows.length).toBe(12);
    const range = { top: 0, left: 4, bottom: rows.length - 1, right: 4 };
    const { after } = written('skus', fillRange('XL', range, rows.length), 'BK');
    after.products.forEach((entry, i) => {
      expect(entry.row.skus).toEqual([
        data.products[i]?.row.skus[0],
        { color_code: 'BK', size_code: 'XL' },
      ]);
    });
  });

  it('leaves the new-row line out of a range, and adds one row when the range is on it alone', () => {
    expect(fillRange('x', { top: 2, left: 0, bottom: 4, right: 1 }, 4)).toEqual([
      { row: 2, col: 0, value: 'x' },
      { row: 2, col: 1, value: 'x' },
      { row: 3, col: 0, value: 'x' },
      { row: 3, col: 1, value: 'x' },
    ]);
    expect(fillRange('x', { top: 4, left: 0, bottom: 4, right: 1 }, 4)).toEqual([
      { row: 4, col: 0, value: 'x' },
      { row: 4, col: 1, value: 'x' },
    ]);
    expect(fillRange('', { top: 4, left: 0, bottom: 4, right: 1 }, 4)).toEqual([]);
  });
});

describe('one value pasted onto a range', () => {
  it('fills a 3 × 4 range of a filtered view and leaves the hidden rows between alone', () => {
    // View rows 0–2 are P-01's two SKUs and P-03's first; P-02 (brand ZZ) lies hidden between.
    const rows = filtered('skus', 'KK');
    expect([...rows.entry.slice(0, 3)]).toEqual([0, 0, 2]);
    const block = parseTsv('ZZ\r\n');
    expect(block).toEqual([['ZZ']]);
    const range = { top: 0, left: 1, bottom: 2, right: 4 };
    const writes = layBlock(block, range, 5);
    expect(writes).toHaveLength(12);
    const { edit, after } = written('skus', writes, 'KK');
    expect(after.products[0]?.row).toMatchObject({
      name: 'ZZ',
      brand_code: 'ZZ',
      skus: [
        { color_code: 'ZZ', size_code: 'ZZ' },
        { color_code: 'ZZ', size_code: 'ZZ' },
      ],
    });
    expect(after.products[1]).toEqual(data.products[1]);
    expect(after.products[2]?.row.skus).toEqual([
      { color_code: 'ZZ', size_code: 'ZZ' },
      { color_code: 'BK', size_code: 'L' },
    ]);
    expect(after.products.slice(3)).toEqual(data.products.slice(3));
    expect(applyEdit(after, invertEdit(edit))).toEqual(data);
  });
});

describe('writing shares SKUs with the draft until one is written', () => {
  it('never changes the draft it writes from, whichever cells are written', () => {
    const snapshot = structuredClone(data);
    const products = buildView('products', data, { sort: null, filter: '', onlyIds: null });
    const skus = buildView('skus', data, { sort: null, filter: '', onlyIds: null });
    const names = writeCells(
      'products',
      data,
      products,
      fillRange('x', { top: 0, left: 1, bottom: 11, right: 1 }, 12),
      idMaker(),
    );
    // Names only: the SKU arrays are the draft's own, not copies.
    expect(names?.edit.changes[0]?.after?.row).toMatchObject({ name: 'x' });
    const after = applyEdit(data, names?.edit ?? { grid: 'products', changes: [] });
    expect(after.products[0]?.row.skus).toBe(data.products[0]?.row.skus);
    // Sizes, and SKU rows pasted past the end onto an existing product's code.
    writeCells(
      'skus',
      data,
      skus,
      fillRange('XL', { top: 0, left: 4, bottom: 23, right: 4 }, 24),
      idMaker(),
    );
    writeCells(
      'skus',
      data,
      skus,
      layBlock([['P-01', '', '', 'RD', 'S']], { top: 24, left: 0, bottom: 24, right: 0 }, 5),
      idMaker(),
    );
    expect(data).toEqual(snapshot);
  });
});
