import { describe, expect, it } from 'vitest';
import { gridStrings } from '../../../renderer/src/catalog/grid-strings.ts';
import { isHeaderLine, withHeaderLine } from '../../../renderer/src/catalog/model/paste-header.ts';
import { VIEW_COLUMNS, VIEW_NAMES } from '../../../renderer/src/catalog/model/view.ts';
import { layBlock } from '../../../renderer/src/catalog/model/write-cells.ts';

const rows = (...lines: string[]) => lines.map((line) => line.split('\t'));

describe('a pasted block’s header line', () => {
  it('is recognised by the grid’s own column names, English and Japanese, in every view', () => {
    for (const view of VIEW_NAMES) {
      for (const language of ['en', 'ja'] as const) {
        const labels = VIEW_COLUMNS[view].map((key) => gridStrings[language].grid.column[key]);
        expect(isHeaderLine(view, [labels, labels.map(() => 'x')], 0), `${view} ${language}`).toBe(
          true,
        );
      }
    }
  });

  it('is recognised by field names and the names a file’s header may use', () => {
    expect(isHeaderLine('products', rows('product_code\tname\tbrand', 'P-1\tCoat\tAA'), 0)).toBe(
      true,
    );
    expect(isHeaderLine('products', rows('品番\t商品名\tブランド', 'P-1\tコート\tAA'), 0)).toBe(
      true,
    );
    expect(isHeaderLine('brands', rows('ＣＯＤＥ\tBrand Name', 'AA\tAlpha'), 0)).toBe(true);
    // Pasted from the second column on: the line names the columns it lands in.
    expect(isHeaderLine('products', rows('Name\tBrand code', 'Coat\tAA'), 1)).toBe(true);
    // A blank header cell does not matter; one unknown one does.
    expect(isHeaderLine('brands', rows('Code\t', 'AA\tAlpha'), 0)).toBe(true);
    expect(isHeaderLine('brands', rows('Code\tRemarks', 'AA\tAlpha'), 0)).toBe(false);
  });

  it('is not seen in data, in a line naming other columns than it lands in, or alone', () => {
    expect(isHeaderLine('brands', rows('AA\tAlpha', 'BB\tBeta'), 0)).toBe(false);
    // The right names in another order would put the data in the wrong columns: not a match.
    expect(isHeaderLine('brands', rows('Name\tCode', 'Alpha\tAA'), 0)).toBe(false);
    expect(isHeaderLine('products', rows('Product code\tName', 'P-1\tCoat'), 1)).toBe(false);
    // Past the last column.
    expect(isHeaderLine('brands', rows('Name\tCode', 'x\ty'), 1)).toBe(false);
    // One line alone is pasted as it is.
    expect(isHeaderLine('brands', rows('Code\tName'), 0)).toBe(false);
    expect(isHeaderLine('brands', rows('\t', 'AA\tAlpha'), 0)).toBe(false);
    expect(isHeaderLine('brands', [], 0)).toBe(false);
  });
});

describe('pasting the header line too', () => {
  it('gives what pasting the whole block would have', () => {
    const block = rows('Code\tName', 'AA\tAlpha', 'BB\tBeta');
    const range = { top: 2, left: 0, bottom: 2, right: 0 };
    const pasted = layBlock(block.slice(1), range, 2);
    const whole = layBlock(block, range, 2);
    expect(withHeaderLine(pasted, ['x', 'y', 'z', 'w'], whole)).toEqual(whole);
  });

  it('puts back cells a repeated shorter block filled that the whole block does not', () => {
    const block = rows('Code', 'AA');
    const range = { top: 0, left: 0, bottom: 2, right: 0 };
    // Without its header the one-line block repeats down the three selected rows; the whole
    // block does not fit three rows a whole number of times, so it is pasted once.
    const pasted = layBlock(block.slice(1), range, 2);
    expect(pasted.map((w) => w.value)).toEqual(['AA', 'AA', 'AA']);
    expect(withHeaderLine(pasted, ['a', 'b', 'c'], layBlock(block, range, 2))).toEqual([
      { row: 2, col: 0, value: 'c' },
      { row: 0, col: 0, value: 'Code' },
      { row: 1, col: 0, value: 'AA' },
    ]);
  });
});
