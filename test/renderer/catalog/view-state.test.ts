import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit, type CatalogData } from '../../../renderer/src/drafts/catalog-data.ts';
import { insertRows, removeRows } from '../../../renderer/src/catalog/model/row-ops.ts';
import {
  nextViewState,
  ViewCache,
  type ViewState,
} from '../../../renderer/src/catalog/model/view-state.ts';
import {
  allRows,
  cellText,
  NO_VIEW_OPTIONS,
  type ViewName,
  type ViewOptions,
  type ViewRows,
} from '../../../renderer/src/catalog/model/view.ts';
import { layBlock, writeCells } from '../../../renderer/src/catalog/model/write-cells.ts';
import { brand, catalog, idMaker, product } from './fixtures.ts';

const byCode: ViewOptions = { ...NO_VIEW_OPTIONS, sort: { col: 0, descending: false } };

const texts = (view: ViewName, data: CatalogData, rows: ViewRows, col = 0) =>
  Array.from({ length: rows.length }, (_, r) =>
    cellText(view, data, rows.entry[r] ?? 0, rows.sku[r] ?? -1, col),
  );

function write(
  state: ViewState,
  data: CatalogData,
  row: number,
  col: number,
  value: string,
  newId = idMaker(),
): CatalogData {
  const result = writeCells(state.view, data, state.rows, [{ row, col, value }], newId);
  if (result === null) throw new Error('no edit');
  return applyEdit(data, result.edit);
}

describe('view kept in place across edits', () => {
  it('reuses the rows for a plain edit when nothing is sorted or filtered', () => {
    const data = catalog({ brands: [brand('b1', 'B'), brand('b2', 'A')] });
    const state = nextViewState(null, 'brands', data, NO_VIEW_OPTIONS);
    const next = nextViewState(state, 'brands', write(state, data, 0, 1, 'name'), NO_VIEW_OPTIONS);
    expect(next.rows).toBe(state.rows);
    expect(next.stale).toBe(false);
  });

  it('keeps an edited row where it is in a sorted view, says the sort is stale, sorts on request', () => {
    const data = catalog({ brands: [brand('b1', 'B'), brand('b2', 'A'), brand('b3', 'C')] });
    const cache = new ViewCache();
    const sorted = cache.get('brands', data, byCode);
    expect(texts('brands', data, sorted.rows)).toEqual(['A', 'B', 'C']);
    // "A" (view row 0) becomes "Z": it stays on row 0, under the cursor.
    const edited = write(sorted, data, 0, 0, 'Z');
    const kept = cache.get('brands', edited, byCode);
    expect(texts('brands', edited, kept.rows)).toEqual(['Z', 'B', 'C']);
    expect(kept.rows).toBe(sorted.rows);
    expect(kept.stale).toBe(true);
    cache.reapply('brands');
    const again = cache.get('brands', edited, byCode);
    expect(texts('brands', edited, again.rows)).toEqual(['B', 'C', 'Z']);
    expect(again.stale).toBe(false);
  });

  it('fits an inserted row below the row it was inserted after, a pasted one at the end, and drops removed rows', () => {
    const data = catalog({ brands: [brand('b1', 'C'), brand('b2', 'A'), brand('b3', 'B')] });
    const sorted = nextViewState(null, 'brands', data, byCode);
    // Insert below view row 0 ("A", the second draft row).
    const inserted = applyEdit(data, insertRows('brands', data, sorted.rows, 0, 1, idMaker('i')));
    const afterInsert = nextViewState(sorted, 'brands', inserted, byCode);
    expect(texts('brands', inserted, afterInsert.rows)).toEqual(['A', '', 'B', 'C']);
    // Paste two rows past the end of the view.
    const result = writeCells(
      'brands',
      inserted,
      afterInsert.rows,
      layBlock([['AA'], ['AB']], { top: 4, left: 0, bottom: 4, right: 0 }, 2),
      idMaker('p'),
    );
    if (result === null) throw new Error('no edit');
    const pasted = applyEdit(inserted, result.edit);
    const afterPaste = nextViewState(afterInsert, 'brands', pasted, byCode);
    expect(texts('brands', pasted, afterPaste.rows)).toEqual(['A', '', 'B', 'C', 'AA', 'AB']);
    const edit = removeRows('brands', pasted, afterPaste.rows, [0, 3]);
    if (edit === null) throw new Error('no edit');
    const removed = applyEdit(pasted, edit);
    const afterRemove = nextViewState(afterPaste, 'brands', removed, byCode);
    expect(texts('brands', removed, afterRemove.rows)).toEqual(['', 'B', 'AA', 'AB']);
  });

  it('in a sorted per-SKU view, a colour typed on a product without SKUs stays on its row, and an inserted SKU goes below its row', () => {
    const data = catalog({
      products: [product('p1', 1, 'P2', ['NV/S', 'NV/M']), product('p2', 2, 'P1')],
    });
    const sizeCol = 4;
    const bySize: ViewOptions = { ...NO_VIEW_OPTIONS, sort: { col: sizeCol, descending: true } };
    const state = nextViewState(null, 'skus', data, bySize);
    expect(texts('skus', data, state.rows, sizeCol)).toEqual(['S', 'M', '']);
    const typed = write(state, data, 2, 3, 'IV');
    const kept = nextViewState(state, 'skus', typed, bySize);
    expect(texts('skus', typed, kept.rows, 0)).toEqual(['P2', 'P2', 'P1']);
    expect(texts('skus', typed, kept.rows, 3)).toEqual(['NV', 'NV', 'IV']);
    // A blank SKU inserted below view row 0 (P2's first SKU, S).
    const inserted = applyEdit(typed, insertRows('skus', typed, kept.rows, 0, 1, idMaker()));
    const fitted = nextViewState(kept, 'skus', inserted, bySize);
    expect(texts('skus', inserted, fitted.rows, sizeCol)).toEqual(['S', '', 'M', '']);
    expect(texts('skus', inserted, fitted.rows, 0)).toEqual(['P2', 'P2', 'P2', 'P1']);
  });

  it('shows every row exactly once after any edits, sorted or not, in both product views', () => {
    const view = fc.constantFrom<ViewName>('products', 'skus');
    const action = fc.record({
      kind: fc.constantFrom('write', 'insert', 'remove', 'paste'),
      row: fc.nat(12),
      col: fc.nat(4),
      value: fc.constantFrom('', 'A', 'B', 'NV: S M', 'S'),
    });
    fc.assert(
      fc.property(view, fc.boolean(), fc.array(action, { maxLength: 12 }), (v, sort, actions) => {
        const options: ViewOptions = sort ? byCode : NO_VIEW_OPTIONS;
        let data = catalog({
          products: [
            product('p1', 1, 'B', ['NV/S', 'NV/M']),
            product('p2', 2, 'A'),
            product('p3', 3, 'C', ['IV/L']),
          ],
        });
        const newId = idMaker();
        let state = nextViewState(null, v, data, options);
        for (const a of actions) {
          const rows = state.rows;
          const row = Math.min(a.row, rows.length);
          if (a.kind === 'insert') {
            data = applyEdit(data, insertRows(v, data, rows, row - 1, 1, newId));
          } else if (a.kind === 'remove') {
            const edit = row < rows.length ? removeRows(v, data, rows, [row]) : null;
            if (edit !== null) data = applyEdit(data, edit);
          } else {
            const at = a.kind === 'paste' ? rows.length : row;
            const col = Math.min(a.col, v === 'skus' ? 4 : 3);
            const writes = [
              { row: at, col, value: a.value },
              { row: at + 1, col: 0, value: `N${String(a.row)}` },
            ];
            const result = writeCells(v, data, rows, writes, newId);
            if (result !== null) data = applyEdit(data, result.edit);
          }
          state = nextViewState(state, v, data, options);
          const shown = Array.from(
            { length: state.rows.length },
            (_, r) => `${String(state.rows.entry[r])}/${String(state.rows.sku[r])}`,
          ).sort();
          const every = allRows(v, data);
          const all = Array.from(
            { length: every.length },
            (_, r) => `${String(every.entry[r])}/${String(every.sku[r])}`,
          ).sort();
          expect(shown).toEqual(all);
          if (!sort) expect(state.rows).toEqual(every);
        }
      }),
      { numRuns: 300 },
    );
  });
});
