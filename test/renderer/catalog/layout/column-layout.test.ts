// The column layout's rules (order, hidden, widths, frozen part) and what it makes of a view's
// columns: which are shown, where frozen ones stick, how far a move scrolls sideways.
import { describe, expect, it } from 'vitest';
import {
  CELL_PADDING,
  defaultLayout,
  fitWidth,
  freezeThrough,
  frozenWidth,
  hideColumn,
  MAX_WIDTH,
  MIN_WIDTH,
  moveColumn,
  moveColumnTo,
  normaliseLayout,
  resizeColumn,
  revealColumn,
  scrollLeftFor,
  showAllColumns,
  showColumn,
  shownColumns,
  toModelWrites,
  unfreeze,
} from '../../../../renderer/src/catalog/model/column-layout.ts';

const keys = (view: Parameters<typeof shownColumns>[0], layout = defaultLayout(view)) =>
  shownColumns(view, layout).map((c) => c.key);

describe('default layouts', () => {
  it('freeze the code column; the per-SKU view puts colour and size beside the product code', () => {
    expect(shownColumns('brands', defaultLayout('brands')).map((c) => [c.key, c.frozen])).toEqual([
      ['code', true],
      ['name', false],
    ]);
    expect(
      shownColumns('products', defaultLayout('products'))
        .filter((c) => c.frozen)
        .map((c) => c.key),
    ).toEqual(['product_code']);
    const skus = shownColumns('skus', defaultLayout('skus'));
    expect(skus.map((c) => c.key)).toEqual([
      'product_code',
      'color_code',
      'size_code',
      'name',
      'brand_code',
    ]);
    expect(skus.filter((c) => c.frozen).map((c) => c.key)).toEqual([
      'product_code',
      'color_code',
      'size_code',
    ]);
    // Each shown column knows the view column its cells are read by.
    expect(skus.map((c) => c.index)).toEqual([0, 3, 4, 1, 2]);
  });

  it('give frozen columns their left offsets after the row numbers', () => {
    const cols = shownColumns('skus', defaultLayout('skus'), 56);
    expect(cols.map((c) => c.left)).toEqual([56, 206, 326, 436, 756]);
    expect(frozenWidth(cols)).toBe(150 + 120 + 110);
  });
});

describe('changes to a layout', () => {
  it('hides and shows columns, never the last shown one', () => {
    let layout = hideColumn(defaultLayout('products'), 'name');
    expect(keys('products', layout)).toEqual(['product_code', 'brand_code', 'skus']);
    layout = hideColumn(hideColumn(hideColumn(layout, 'product_code'), 'brand_code'), 'skus');
    expect(keys('products', layout)).toEqual(['skus']);
    expect(keys('products', showColumn(layout, 'name'))).toEqual(['name', 'skus']);
    expect(keys('products', showAllColumns(layout))).toEqual([
      'product_code',
      'name',
      'brand_code',
      'skus',
    ]);
  });

  it('moves a column past hidden ones, and not beyond either end', () => {
    const layout = hideColumn(defaultLayout('products'), 'name');
    const moved = moveColumn(layout, 'brand_code', -1);
    expect(keys('products', moved)).toEqual(['brand_code', 'product_code', 'skus']);
    expect(moveColumn(moved, 'brand_code', -1)).toBe(moved);
    expect(keys('products', moveColumn(layout, 'product_code', 1))).toEqual([
      'brand_code',
      'product_code',
      'skus',
    ]);
    expect(
      keys('products', moveColumnTo(defaultLayout('products'), 'skus', 'name', false)),
    ).toEqual(['product_code', 'skus', 'name', 'brand_code']);
  });

  it('freezes up to a column and unfreezes; the frozen part follows its column when moved', () => {
    const frozen = freezeThrough(defaultLayout('products'), 'name');
    expect(
      shownColumns('products', frozen)
        .filter((c) => c.frozen)
        .map((c) => c.key),
    ).toEqual(['product_code', 'name']);
    const moved = moveColumn(frozen, 'name', 1);
    expect(
      shownColumns('products', moved)
        .filter((c) => c.frozen)
        .map((c) => c.key),
    ).toEqual(['product_code', 'brand_code', 'name']);
    expect(shownColumns('products', unfreeze(frozen)).some((c) => c.frozen)).toBe(false);
  });

  it('clamps widths', () => {
    expect(resizeColumn(defaultLayout('brands'), 'name', 5).widths['name']).toBe(MIN_WIDTH);
    expect(resizeColumn(defaultLayout('brands'), 'name', 99_999).widths['name']).toBe(MAX_WIDTH);
    expect(resizeColumn(defaultLayout('brands'), 'name', 201.6).widths['name']).toBe(202);
  });

  it('fits the widest text, within the limits', () => {
    expect(fitWidth([14, 70.2, 21])).toBe(71 + CELL_PADDING);
    expect(fitWidth([])).toBe(MIN_WIDTH);
    expect(fitWidth([5_000])).toBe(MAX_WIDTH);
  });

  it('shows a hidden column a jump goes to', () => {
    const layout = hideColumn(defaultLayout('products'), 'brand_code');
    const { layout: shown, col } = revealColumn('products', layout, 2);
    expect(shown.hidden).toEqual([]);
    expect(col).toBe(2);
    expect(revealColumn('products', defaultLayout('products'), 1).col).toBe(1);
  });
});

describe('a stored layout', () => {
  it('is fitted to the view: unknown keys dropped, missing columns put back, widths clamped', () => {
    const layout = normaliseLayout('products', {
      order: ['skus', 'gone', 'product_code', 'skus'],
      hidden: ['gone', 'name'],
      widths: { skus: 10, gone: 300, name: 250 },
      frozenThrough: 'gone',
    });
    expect(layout.order).toEqual(['skus', 'product_code', 'name', 'brand_code']);
    expect(layout.hidden).toEqual(['name']);
    expect(layout.widths).toEqual({ skus: MIN_WIDTH, name: 250 });
    expect(layout.frozenThrough).toBeNull();
  });

  it('keeps at least one column shown', () => {
    const layout = normaliseLayout('brands', {
      order: ['code', 'name'],
      hidden: ['code', 'name'],
      widths: {},
      frozenThrough: null,
    });
    expect(layout.hidden).toEqual([]);
  });
});

describe('writes in shown columns', () => {
  it('land in the view columns they show, and never in a hidden one', () => {
    const layout = hideColumn(defaultLayout('skus'), 'size_code');
    const shown = shownColumns('skus', layout);
    // Shown: product_code (0), color_code (3), name (1), brand_code (2).
    const writes = [0, 1, 2, 3, 4].map((col) => ({ row: 0, col, value: String(col) }));
    expect(toModelWrites(writes, shown)).toEqual([
      { row: 0, col: 0, value: '0' },
      { row: 0, col: 3, value: '1' },
      { row: 0, col: 1, value: '2' },
      { row: 0, col: 2, value: '3' },
    ]);
  });
});

describe('scrolling sideways to a column', () => {
  const cols = shownColumns('skus', defaultLayout('skus'), 56);
  const pinned = 56 + 380;

  it('never scrolls for a frozen column', () => {
    expect(scrollLeftFor(cols, 1, 500, 800, 56)).toBeNull();
  });

  it('brings a column hidden under the frozen part out from under it', () => {
    // name starts at 436; scrolled by 200 its start is under the frozen part.
    expect(scrollLeftFor(cols, 3, 200, 800, 56)).toBe(436 - pinned);
  });

  it('brings a column past the right edge into view, and leaves one in view alone', () => {
    // brand_code spans 756..876; an 800 px wide view at 0 shows up to 800.
    expect(scrollLeftFor(cols, 4, 0, 800, 56)).toBe(876 - 800);
    expect(scrollLeftFor(cols, 3, 0, 800, 56)).toBeNull();
  });

  it('shows the start of a column wider than the space right of the frozen part', () => {
    const wide = shownColumns('skus', resizeColumn(defaultLayout('skus'), 'name', 1_000), 56);
    expect(scrollLeftFor(wide, 3, 0, 800, 56)).toBe(436 - pinned);
  });
});
