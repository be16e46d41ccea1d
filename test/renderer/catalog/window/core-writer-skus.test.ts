import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../../app/catalog/rows.ts';
import type { ViewSpec } from '../../../../app/catalog/views.ts';
import { applyEdit, type CatalogData } from '../../../../renderer/src/drafts/catalog-data.ts';
import { allRows, type ViewName } from '../../../../renderer/src/catalog/model/view.ts';
import {
  layBlock,
  writeCells,
  type CellWrite,
} from '../../../../renderer/src/catalog/model/write-cells.ts';
import { coreTransport, later, storeWithProducts, until } from './core-on-file.ts';
import { openedWriter } from './writer-on-file.ts';

// Core mode's SKU writes (issue 28, step 4) against the core's store on a real SQLite file, held
// to the page's own rule: the same writes given to the page's writeCells over the same drafts
// make the same products. The products view's SKU summary replaces a product's SKUs (with the
// row's other cells of the write, one step); per-SKU rows written below the end join the
// product of their code (the core asked which holds it) or make new products.

const PRODUCTS = 300;

function core() {
  const { store, id } = storeWithProducts(PRODUCTS, (i) => ({
    product_code: `P${String(i).padStart(4, '0')}`,
    // Every fifth product has no name or brand: a joining row fills them.
    name: i % 5 === 0 ? '' : `Shirt ${String(i)}`,
    brand_code: i % 5 === 0 ? '' : 'KK',
    skus:
      i % 3 === 1
        ? []
        : [
            { color_code: 'NV', size_code: 'S' },
            { color_code: 'NV', size_code: 'M' },
          ],
  }));
  const { transport, sends } = coreTransport(store, id);
  const data = (): CatalogData => ({
    brands: [],
    colors: [],
    products: store.drafts.list(id, 'products') as CatalogData['products'],
  });
  let lookups = 0;
  const rowsByCode = (codes: string[]) =>
    later(() => {
      lookups += 1;
      return store.catalogRowReads.byCodes(id, 'products', codes);
    });
  return { store, id, transport, data, sends, rowsByCode, lookups: () => lookups };
}

async function opened(view: ViewSpec['view']) {
  const made = core();
  return {
    ...made,
    ...(await openedWriter(made, view, {
      history: () => Promise.resolve(made.store.catalog.history(made.id)),
      productsByCode: made.rowsByCode,
    })),
  };
}

/** The products in draft order as the page's writeCells makes them of the same writes. */
function pageResult(view: ViewName, data: CatalogData, writes: readonly CellWrite[]): ProductRow[] {
  let next = 0;
  const result = writeCells(view, data, allRows(view, data), writes, () => `page${String(next++)}`);
  const after = result === null ? data : applyEdit(data, result.edit);
  return after.products.map((entry) => entry.row);
}

const rowsOf = (data: CatalogData) => data.products.map((entry) => entry.row);

describe('core mode SKU writes against the core, as the page makes them', () => {
  it('a SKU summary typed in the products view: its SKUs, shown at once, one undo', async () => {
    const { driver, writer, data, settled, store, id } = await opened('products');
    const before = data();
    const writes = [{ row: 3, col: 3, value: 'IV: S M L ; BK: F' }];
    writer.write('products', writes);
    // Shown before the core answers, as the core will show it.
    expect(driver.rowAt(3)).toMatchObject({
      cells: ['P0004', 'Shirt 4', 'KK', 'IV: S M L · BK: F'],
    });
    await settled();
    expect(rowsOf(data())).toEqual(pageResult('products', before, writes));
    expect(rowsOf(data())[3]?.skus).toHaveLength(4);
    expect(writer.snapshot.notice).toBeNull();
    await until(() => {
      const row = driver.rowAt(3);
      return row !== null && row !== 'loading' && row.cells[3] === 'IV: S M L · BK: F';
    });
    store.catalog.undo(id);
    expect(data()).toEqual(before);
  });

  it('a block pasted over names and summaries is one operation, as the page pastes it', async () => {
    const { writer, data, settled, sends, store, id } = await opened('products');
    const before = data();
    const writes = layBlock(
      [
        ['Coat', 'AB', 'NV: S'],
        ['Scarf', 'ZZ', ''],
        ['Hat', 'KK', 'BK: F · RD: F'],
      ],
      { top: 10, left: 1, bottom: 10, right: 1 },
      4,
    );
    const asked = sends.asked;
    writer.write('products', writes);
    await settled();
    expect(sends.asked - asked).toBe(1);
    expect(rowsOf(data())).toEqual(pageResult('products', before, writes));
    expect(rowsOf(data())[11]).toMatchObject({ name: 'Scarf', brand_code: 'ZZ', skus: [] });
    store.catalog.undo(id);
    expect(data()).toEqual(before);
  });

  it('per-SKU rows pasted below the end join the products of their codes, others are new', async () => {
    const { driver, writer, data, settled, lookups } = await opened('skus');
    const before = data();
    const length = driver.snapshot.length;
    // P0002 has SKUs and a name; P0005 has none and no name or brand; P9999 is new (two rows);
    // P0003 again, a SKU it holds (kept, as the page keeps it, and marked as a duplicate).
    const writes = layBlock(
      [
        ['P0002', '', '', 'BK', 'L'],
        [' P0005 ', 'Filled', 'AB', 'IV', 'F'],
        ['P9999', 'New', 'KK', 'NV', 'S'],
        ['P0003', 'Not taken', '', 'NV', 'S'],
        ['P9999', '', '', 'NV', 'M'],
        ['P0002', '', '', 'BK', 'XL'],
      ],
      { top: length, left: 0, bottom: length, right: 0 },
      5,
    );
    writer.write('skus', writes);
    await settled();
    expect(lookups()).toBe(1);
    const page = pageResult('skus', before, writes);
    expect(rowsOf(data())).toEqual(page);
    expect(rowsOf(data())[1]?.skus.map((s) => s.size_code)).toEqual(['S', 'M', 'L', 'XL']);
    expect(rowsOf(data())[4]).toMatchObject({ name: 'Filled', brand_code: 'AB' });
    expect(rowsOf(data())[PRODUCTS]).toMatchObject({ product_code: 'P9999', name: 'New' });
    expect(data().products).toHaveLength(PRODUCTS + 1);
    // The trimmed code is noted on the product it joined, as the page notes it.
    expect(writer.snapshot.trimmed.has('p5:-1:product_code')).toBe(true);
  });

  it('per-SKU rows with new codes typed cell by cell, before any answer: one product each', async () => {
    const { driver, writer, data, settled, lookups } = await opened('skus');
    const length = driver.snapshot.length;
    for (let i = 0; i < 6; i += 1) {
      const place = length + i;
      // Each code is asked of the core first; the cells after it wait their turn.
      writer.write('skus', [{ row: place, col: 0, value: `N${String(i)}` }]);
      writer.write('skus', [{ row: place, col: 1, value: `New ${String(i)}` }]);
      writer.write('skus', [{ row: place, col: 3, value: 'NV' }]);
      writer.write('skus', [{ row: place, col: 4, value: 'S' }]);
    }
    await settled();
    expect(lookups()).toBe(6);
    expect(rowsOf(data()).slice(PRODUCTS)).toEqual(
      Array.from({ length: 6 }, (_, i) => ({
        product_code: `N${String(i)}`,
        name: `New ${String(i)}`,
        brand_code: '',
        skus: [{ color_code: 'NV', size_code: 'S' }],
      })),
    );
  });

  it('a per-SKU row typed below the end with an existing code joins it, cell by cell as the page', async () => {
    const { driver, writer, data, settled, store, id } = await opened('skus');
    const length = driver.snapshot.length;
    const before = data();
    // A whole row typed at once (a row of the block the code picker fills), then one alone.
    const row = [
      { row: length, col: 0, value: 'P0008' },
      { row: length, col: 3, value: 'GR' },
      { row: length, col: 4, value: 'S' },
    ];
    writer.write('skus', row);
    await settled();
    expect(rowsOf(data())).toEqual(pageResult('skus', before, row));
    expect(rowsOf(data())[7]?.skus).toEqual([
      { color_code: 'NV', size_code: 'S' },
      { color_code: 'NV', size_code: 'M' },
      { color_code: 'GR', size_code: 'S' },
    ]);
    expect(data().products).toHaveLength(PRODUCTS);
    store.catalog.undo(id);
    expect(data()).toEqual(before);
    // A code alone changes nothing in the page (no SKU, name and brand held): nor in the core.
    const version = store.catalog.version(id);
    writer.write('skus', [{ row: length, col: 0, value: 'P0008' }]);
    await settled();
    expect(store.catalog.version(id)).toBe(version);
    expect(pageResult('skus', before, [{ row: length, col: 0, value: 'P0008' }])).toEqual(
      rowsOf(before),
    );
  });

  it('per-SKU rows pasted below the end show as typed at once, then as the core placed them', async () => {
    const { driver, writer, data, settled, lookups } = await opened('skus');
    const length = driver.snapshot.length;
    const writes = layBlock(
      [
        [' P9999 ', 'New', 'KK', 'NV', 'S'],
        ['P0002', '', '', 'BK', 'L'],
        ['P9999', '', '', 'NV', 'M'],
      ],
      { top: length, left: 0, bottom: length, right: 0 },
      5,
    );
    driver.setVisibleRange({ start: length - 10, end: length + 10 });
    writer.write('skus', writes);
    // Before the core was asked anything: the rows count and show what was typed (codes trimmed).
    expect(lookups()).toBe(0);
    expect(writer.snapshot.rowsBelow).toBe(3);
    expect(driver.shownAt(length)).toMatchObject({ cells: ['P9999', 'New', 'KK', 'NV', 'S'] });
    expect(driver.shownAt(length + 1)).toMatchObject({ cells: ['P0002', '', '', 'BK', 'L'] });
    // Only drawn: the window's rows (what edits and row operations go by) are unchanged.
    expect(driver.rowAt(length)).toBeNull();
    // Planned: the row joining P0002 shows among its rows, not where it was typed.
    await until(() => lookups() === 1 && !writer.busy);
    expect(driver.shownAt(length + 1)).toBeNull();
    expect(driver.shownAt(length + 2)).toMatchObject({ cells: ['P9999', '', '', 'NV', 'M'] });
    await settled();
    expect(rowsOf(data())[PRODUCTS]).toMatchObject({ product_code: 'P9999', name: 'New' });
    // Read back (P0002 one row more): the new product's two rows at the end, as the core has them.
    await until(
      () => driver.snapshot.length === length + 3 && driver.rowAt(length + 2) !== 'loading',
    );
    expect(driver.shownAt(length + 1)).toMatchObject({ cells: ['P9999', 'New', 'KK', 'NV', 'S'] });
    expect(driver.shownAt(length + 2)).toMatchObject({ cells: ['P9999', 'New', 'KK', 'NV', 'M'] });
    await until(() => driver.typed.size === 0);
    // Undone: the rows go.
    writer.undo();
    await settled();
    await until(() => driver.snapshot.length === length);
    expect(driver.shownAt(length)).toBeNull();
    expect(data().products).toHaveLength(PRODUCTS);
    expect(writer.snapshot.rowsBelow).toBe(0);
  });
});
