import { describe, expect, it } from 'vitest';
import type { ProblemsWindow } from '../../../../app/catalog/problems-window.ts';
import type { ProductRow } from '../../../../app/catalog/rows.ts';
import type { Problem } from '../../../../app/catalog/validation.ts';
import type { ViewRow } from '../../../../app/catalog/views.ts';
import type { RowOutcomeView } from '../../../../app/imports/schemas.ts';
import type { CatalogData } from '../../../../renderer/src/drafts/catalog-data.ts';
import { cellChange } from '../../../../renderer/src/catalog/model/change-marks.ts';
import {
  fileMarkProblems,
  liveMarks,
  marksForImport,
} from '../../../../renderer/src/catalog/model/file-marks.ts';
import { refusedProblems } from '../../../../renderer/src/catalog/model/refused-marks.ts';
import {
  buildView,
  rowCellText,
  VIEW_COLUMNS,
  type ViewName,
} from '../../../../renderer/src/catalog/model/view.ts';
import {
  fileMarksOnRows,
  listedWithKnownCodes,
  refusedIds,
  refusedOnRows,
  windowRowValue,
} from '../../../../renderer/src/catalog/window/window-marks.ts';

// The page's marks on the core's window rows (core mode) against today's marks on the drafts in
// the page: the same data drawn as a window (each row's cells as the core's view gives them)
// carries the same refused and file marks, and the same change marks, cell by cell.

const product = (code: string, name: string, brand: string, skus: string[]): ProductRow => ({
  product_code: code,
  name,
  brand_code: brand,
  skus: skus.map((sku) => {
    const [color_code = '', size_code = ''] = sku.split('/');
    return { color_code, size_code };
  }),
});

const DATA: CatalogData = {
  brands: [
    { id: 'b1', position: 1, row: { code: 'KK', name: 'Kay' } },
    { id: 'b2', position: 2, row: { code: 'ZZ', name: 'Zed' } },
  ],
  colors: [{ id: 'c1', position: 1, row: { code: 'NV', name: 'Navy' } }],
  products: [
    { id: 'p1', position: 1, row: product('P-1', 'Coat', 'KK', ['NV/S', 'NV/M', 'BK/S']) },
    { id: 'p2', position: 2, row: product('P-2', 'Shirt', 'ZZ', []) },
    { id: 'p3', position: 3, row: product('P-3', 'Hat', 'KK', ['IV/F']) },
  ],
};

/** The window of a view over the data, as the core's catalog.window answers it. */
function windowOf(view: ViewName, data: CatalogData): ViewRow[] {
  const rows = buildView(view, data, { sort: null, filter: '', onlyIds: null });
  const grid = view === 'skus' ? data.products : data[view];
  const out: ViewRow[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const entry = grid[rows.entry[i] ?? -1];
    if (entry === undefined) continue;
    const sku = rows.sku[i] ?? -1;
    const cells = VIEW_COLUMNS[view].map((_, c) => rowCellText(view, entry.row, sku, c));
    out.push({ id: entry.id, ...(view === 'skus' && sku >= 0 ? { place: sku } : {}), cells });
  }
  return out;
}

const outcome = (
  grid: RowOutcomeView['grid'],
  draftId: string,
  code: string,
  more: Partial<RowOutcomeView>,
): RowOutcomeView => ({
  grid,
  draftId,
  code,
  fate: 'refused',
  seq: 0,
  field: null,
  message: null,
  masters: [],
  ...more,
});

describe('refused marks on window rows', () => {
  const outcomes = [
    outcome('products', 'p1', 'P-1', { field: 'brand_code', message: 'unknown brand' }),
    outcome('products', 'p2', 'P-2-OLD', { message: 'refused' }),
    outcome('products', 'p3', 'P-3', { fate: 'waiting', masters: ['KK'] }),
    outcome('brands', 'b2', 'ZZ', { field: 'name', message: 'too long' }),
    outcome('colors', 'c1', 'NV', { fate: 'applied' }),
  ];

  it('marks the rows the drafts mark, by the codes the window rows hold', () => {
    const codes = {
      brands: new Map(windowOf('brands', DATA).map((r) => [r.id, r.cells[0] ?? ''])),
      colors: new Map(windowOf('colors', DATA).map((r) => [r.id, r.cells[0] ?? ''])),
      products: new Map(windowOf('products', DATA).map((r) => [r.id, r.cells[0] ?? ''])),
    };
    const marks = refusedOnRows(outcomes, codes);
    expect(marks).toEqual(refusedProblems(outcomes, DATA));
    expect(marks.map((m) => `${m.grid}:${m.id}:${m.code}`)).toEqual([
      'products:p1:refused',
      'products:p3:waiting_master',
      'brands:b2:refused',
    ]);
  });

  it('leaves unmarked a row whose code is not known', () => {
    const codes = { brands: new Map(), colors: new Map(), products: new Map([['p3', 'P-3']]) };
    expect(refusedOnRows(outcomes, codes).map((m) => m.id)).toEqual(['p3']);
  });

  it('names the ids to read, once each, refused and waiting only', () => {
    expect(refusedIds([...outcomes, outcomes[0] as RowOutcomeView])).toEqual({
      brands: ['b2'],
      colors: [],
      products: ['p1', 'p2', 'p3'],
    });
  });
});

describe('file marks on window rows', () => {
  const marks = marksForImport(
    [DATA.products[0]?.row as ProductRow, DATA.products[1]?.row as ProductRow],
    [
      { product_code: 'P-1', disagreeingRows: [4] },
      { product_code: 'P-2', disagreeingRows: [6, 7] },
    ],
    'styles.csv',
    (rows) => `rows ${rows}`,
  );

  it('marks the rows still as the file opened them, as the drafts do', () => {
    const edited: CatalogData = {
      ...DATA,
      products: DATA.products.map((e) =>
        e.id === 'p2' ? { ...e, row: { ...e.row, name: 'Shirt (edited)' } } : e,
      ),
    };
    for (const data of [DATA, edited]) {
      const onRows = fileMarksOnRows(marks, windowOf('products', data));
      const live = liveMarks(marks, data);
      expect(onRows.problems).toEqual(fileMarkProblems(live, data));
      expect(onRows.live).toEqual(live);
    }
    expect(fileMarksOnRows(marks, windowOf('products', edited)).problems.map((p) => p.id)).toEqual([
      'p1',
    ]);
  });

  it('does not mark a row whose SKUs changed since', () => {
    const fewer: CatalogData = {
      ...DATA,
      products: DATA.products.map((e) =>
        e.id === 'p1' ? { ...e, row: { ...e.row, skus: e.row.skus.slice(1) } } : e,
      ),
    };
    expect(fileMarksOnRows(marks, windowOf('products', fewer)).problems.map((p) => p.id)).toEqual([
      'p2',
    ]);
  });
});

describe('a window row compared with what was last sent', () => {
  const sent = {
    products: new Map<string, ProductRow>([
      ['P-1', product('P-1', 'Coat (old)', 'ZZ', ['NV/S', 'BK/S'])],
      ['P-2', product('P-2', 'Shirt', 'ZZ', [])],
      ['P-3', product('P-3', 'Hat', 'KK', ['IV/F', 'IV/M'])],
    ]),
    brands: new Map([['KK', { code: 'KK', name: 'Kay (old)' }]]),
  };

  it('marks the cells the draft rows mark, in every view', () => {
    let marked = 0;
    for (const view of ['brands', 'colors', 'products', 'skus'] as const) {
      const grid = view === 'skus' ? 'products' : view;
      const rows = buildView(view, DATA, { sort: null, filter: '', onlyIds: null });
      const window = windowOf(view, DATA);
      window.forEach((shown, i) => {
        const entry = DATA[grid][rows.entry[i] ?? -1];
        expect(entry?.id).toBe(shown.id);
        if (entry === undefined) return;
        const sku = shown.place ?? -1;
        const value = windowRowValue(view, shown.cells, sku);
        const code = 'product_code' in entry.row ? entry.row.product_code : entry.row.code;
        const last =
          grid === 'products'
            ? sent.products.get(code)
            : grid === 'brands'
              ? sent.brands.get(code)
              : undefined;
        for (const field of VIEW_COLUMNS[view]) {
          const want = cellChange(entry.row, last ?? null, field, sku);
          expect(
            cellChange(value, last ?? null, field, sku),
            `${view} ${shown.id} ${field}`,
          ).toEqual(want);
          if (want !== null) marked += 1;
        }
      });
    }
    // Names, brands, SKU cells and added SKUs all came up.
    expect(marked).toBeGreaterThanOrEqual(6);
  });

  it('reads a master row and a product without SKUs', () => {
    expect(windowRowValue('brands', ['KK', 'Kay'], -1)).toEqual({ code: 'KK', name: 'Kay' });
    expect(windowRowValue('skus', ['P-2', 'Shirt', 'ZZ', '', ''], -1)).toEqual(
      product('P-2', 'Shirt', 'ZZ', []),
    );
  });
});

describe('the core’s new problems before their rows’ codes are read', () => {
  const problem = (grid: 'brands' | 'products', id: string): Problem => ({
    grid,
    id,
    field: grid === 'brands' ? 'code' : 'brand_code',
    sku: -1,
    severity: 'warning',
    code: 'unknown_brand',
    value: 'NOPE',
  });
  const summary: ProblemsWindow = {
    version: 9,
    counts: {
      brands: { error: 1, warning: 0 },
      colors: { error: 0, warning: 0 },
      products: { error: 0, warning: 3 },
    },
    rows: { brands: 1, colors: 0, products: 3 },
    length: 4,
    problems: [problem('brands', 'b1'), problem('products', 'p1'), problem('products', 'p2')],
  };

  it('keeps the counts whole and lists only the problems whose codes are known', () => {
    const known = new Map([
      ['products:p2', 'P-2'],
      ['brands:p1', 'a brand with a product’s id'],
    ]);
    const early = listedWithKnownCodes(summary, known);
    expect(early.problems).toEqual([problem('products', 'p2')]);
    expect({ ...early, problems: [] }).toEqual({ ...summary, problems: [] });
  });

  it('lists none when no code is known yet', () => {
    expect(listedWithKnownCodes(summary, new Map()).problems).toEqual([]);
  });
});
