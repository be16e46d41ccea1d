import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import {
  packRows,
  packedBuffers,
  unpackRows,
} from '../../../renderer/src/catalog/files/rows-pack.ts';

// The packed form the file worker sends grid rows in: every cell back exactly as it went, after
// a real structured clone with the buffers handed over (as postMessage does).

/** Cells as files hold them: empty, quotes, commas, line breaks, Japanese, emoji, a NUL. */
const cell = fc.oneof(
  fc.constant(''),
  fc.constantFrom('"', '""', 'a,"b"', '\r\n', '品番', 'ウールコート「冬」', '😀', '\u0000', ' '),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
);
const master = fc.record({ code: cell, name: cell });
const product = fc.record({
  product_code: cell,
  name: cell,
  brand_code: cell,
  skus: fc.array(fc.record({ color_code: cell, size_code: cell }), { maxLength: 6 }),
});

const sent = <T>(value: T, transfer: ArrayBuffer[]): T => structuredClone(value, { transfer });

describe('packed grid rows', () => {
  it('give back every product and SKU cell exactly, SKU-less products included', () => {
    fc.assert(
      fc.property(fc.array(product, { maxLength: 40 }), (rows: ProductRow[]) => {
        const packed = packRows('products', rows);
        expect(unpackRows<'products'>(sent(packed, packedBuffers(packed)))).toEqual(rows);
      }),
    );
  });

  it('give back every master cell exactly', () => {
    fc.assert(
      fc.property(fc.array(master, { maxLength: 40 }), (rows: MasterRow[]) => {
        for (const grid of ['brands', 'colors'] as const) {
          const packed = packRows(grid, rows);
          expect(packed.skus.length).toBe(0);
          expect(unpackRows<typeof grid>(sent(packed, packedBuffers(packed)))).toEqual(rows);
        }
      }),
    );
  });

  it('hand their buffers over rather than copy them', () => {
    const packed = packRows('products', [
      {
        product_code: 'P1',
        name: 'コート',
        brand_code: '',
        skus: [{ color_code: 'NV', size_code: '' }],
      },
    ]);
    const buffers = packedBuffers(packed);
    expect(buffers).toHaveLength(2);
    const arrived = sent(packed, buffers);
    // Handed over: the sender's views are detached, the receiver's hold the cells' ends.
    expect(packed.ends.length).toBe(0);
    expect(Array.from(arrived.ends)).toEqual([2, 5, 5, 7, 7]);
    expect(unpackRows<'products'>(arrived)[0]?.skus).toEqual([{ color_code: 'NV', size_code: '' }]);
  });
});
