import { describe, expect, it } from 'vitest';
import { looksLikeCredential } from '../../../../app/credentials.ts';
import { layBlock } from '../../../../renderer/src/catalog/model/write-cells.ts';
import {
  allAnswered,
  codesBelowEnd,
  productsByCode,
} from '../../../../renderer/src/catalog/window/joined-sku-rows.ts';
import { windowWrites } from '../../../../renderer/src/catalog/window/window-writes.ts';
import { options, planOver, slots, TOKEN } from './window-slots.ts';

// Core mode's SKU writes mapped to operations (issue 28, step 4): the products view's SKU summary
// (setSkus, with the row's other cells of the same write) and per-SKU rows below the end that
// join the product of their code (setSkus with append), and the codes asked of the core first.

describe('the products view’s SKU summary', () => {
  it('typed into a row replaces its SKUs, read as the page reads a summary', () => {
    const plan = planOver('products', [{ row: 2, col: 3, value: 'NV: S M; IV: L, XL · BK' }], 5);
    expect(plan.operations).toEqual([
      {
        kind: 'setSkus',
        products: [
          {
            id: 'r2',
            skus: [
              { color_code: 'NV', size_code: 'S' },
              { color_code: 'NV', size_code: 'M' },
              { color_code: 'IV', size_code: 'L' },
              { color_code: 'IV', size_code: 'XL' },
              { color_code: 'BK', size_code: '' },
            ],
          },
        ],
      },
    ]);
    expect(plan).toMatchObject({ secrets: 0, unknown: 0, inserted: [] });
  });

  it('pasted with other columns: each row with a summary one entry, its cells in it', () => {
    const writes = [
      ...layBlock(
        [
          [' P1 ', 'Coat', 'NV: S'],
          ['P2', 'Hat', ''],
        ],
        { top: 0, left: 0, bottom: 0, right: 0 },
        4,
      ).map((w) => (w.col === 2 ? { ...w, col: 3 } : w)),
      // A name alone in another row: a paste of its own.
      { row: 3, col: 1, value: 'Scarf' },
      // The later summary of a row wins.
      { row: 1, col: 3, value: 'BK: F' },
    ];
    const plan = planOver('products', writes, 5);
    expect(plan.operations).toEqual([
      {
        kind: 'paste',
        grid: 'products',
        rows: [{ id: 'r3' }],
        columns: ['name'],
        values: [['Scarf']],
      },
      {
        kind: 'setSkus',
        products: [
          {
            id: 'r0',
            skus: [{ color_code: 'NV', size_code: 'S' }],
            cells: { product_code: 'P1', name: 'Coat' },
          },
          {
            id: 'r1',
            skus: [{ color_code: 'BK', size_code: 'F' }],
            cells: { product_code: 'P2', name: 'Hat' },
          },
        ],
      },
    ]);
    expect(plan.trimmed).toEqual(['r0:-1:product_code']);
  });

  it('a summary that looks like a credential is left out; many rows split by the limit', () => {
    const writes = [0, 1, 2, 3, 4].map((row) => ({ row, col: 3, value: 'NV: S' }));
    writes.push({ row: 0, col: 3, value: TOKEN });
    const plan = windowWrites('products', writes, slots(5), { ...options(), maxRows: 2 });
    expect(plan.secrets).toBe(1);
    expect(plan.operations.map((o) => (o.kind === 'setSkus' ? o.products.length : -1))).toEqual([
      2, 2, 1,
    ]);
  });
});

describe('per-SKU rows below the end joining a product', () => {
  it('rows of a code a product holds join it; others are new products', () => {
    const writes = layBlock(
      [
        ['P1', '', '', 'BK', 'L'],
        ['P9', 'New', 'KK', 'NV', 'S'],
        [' P1 ', 'Name', 'AB', 'BK', 'XL'],
        ['P2', '', '', '', ''],
        ['P3', 'Only a name', '', '', ''],
      ],
      { top: 4, left: 0, bottom: 4, right: 0 },
      5,
    );
    const existing = new Map([
      ['P1', 'r0'],
      ['P2', 'r1'],
      ['P3', 'r2'],
    ]);
    const plan = windowWrites('skus', writes, slots(4, true), { ...options(), existing });
    expect(plan.operations).toEqual([
      {
        kind: 'insertRows',
        grid: 'products',
        rows: [
          {
            id: 'new1',
            row: {
              product_code: 'P9',
              name: 'New',
              brand_code: 'KK',
              skus: [{ color_code: 'NV', size_code: 'S' }],
            },
          },
        ],
      },
      {
        kind: 'setSkus',
        products: [
          {
            id: 'r0',
            skus: [
              { color_code: 'BK', size_code: 'L' },
              { color_code: 'BK', size_code: 'XL' },
            ],
            append: true,
            blanks: { name: 'Name', brand_code: 'AB' },
          },
          // P2's row adds nothing: no entry. P3's fills a blank name only.
          { id: 'r2', skus: [], append: true, blanks: { name: 'Only a name' } },
        ],
      },
    ]);
    // Only the new product's row stands where it was typed.
    expect(plan.inserted).toEqual([{ place: 5, ref: { id: 'new1', place: 0 } }]);
    expect(plan.trimmed).toEqual(['r0:-1:product_code']);
  });

  it('without the core’s answer every code is a new product (as before)', () => {
    const writes = [{ row: 4, col: 0, value: 'P1' }];
    const plan = planOver('skus', writes, 4, true);
    expect(plan.operations.map((o) => o.kind)).toEqual(['insertRows']);
  });
});

describe('joined-sku-rows', () => {
  it('asks the codes of per-SKU rows below the end only, trimmed, once each', () => {
    const isNew = (place: number) => place >= 4;
    const writes = [
      { row: 4, col: 0, value: ' P1 ' },
      { row: 5, col: 0, value: 'P1' },
      { row: 5, col: 1, value: 'a name, not a code' },
      { row: 6, col: 0, value: '' },
      { row: 7, col: 0, value: TOKEN },
      { row: 2, col: 0, value: 'P2' },
      { row: 8, col: 0, value: 'P3' },
    ];
    expect(codesBelowEnd('skus', writes, isNew, looksLikeCredential)).toEqual(['P1', 'P3']);
    expect(codesBelowEnd('products', writes, isNew, looksLikeCredential)).toEqual([]);
  });

  it('reads the core’s answer as the first product of each code', () => {
    const row = (code: string) => ({ product_code: code, name: '', brand_code: '', skus: [] });
    const found = [
      { id: 'a', position: 1, row: row('P1') },
      { id: 'b', position: 2, row: row('P1') },
      { id: 'c', position: 3, row: row('P2') },
    ];
    expect([...productsByCode(found)]).toEqual([
      ['P1', 'a'],
      ['P2', 'c'],
    ]);
  });

  it('waits until the window has no edit unanswered', async () => {
    const listeners = new Set<() => void>();
    const window = {
      unanswered: 2,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    let done = false;
    const waiting = allAnswered(window).then(() => {
      done = true;
    });
    window.unanswered = 1;
    for (const listener of [...listeners]) listener();
    await Promise.resolve();
    expect(done).toBe(false);
    window.unanswered = 0;
    for (const listener of [...listeners]) listener();
    await waiting;
    expect(done).toBe(true);
    expect(listeners.size).toBe(0);
  });
});
