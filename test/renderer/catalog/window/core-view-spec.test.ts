import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../../../../app/ipc/input-limits.ts';
import { filtersRows, windowSpecOf } from '../../../../renderer/src/catalog/loading-view.ts';
import { NO_VIEW_OPTIONS } from '../../../../renderer/src/catalog/model/view.ts';
import {
  coreViewSpec,
  nextSort,
  NO_ONLY_ROWS,
  onlyIdsOf,
  specKey,
  wholeViewSpec,
} from '../../../../renderer/src/catalog/window/core-view-spec.ts';

// Sort, filters and "only these rows" of a grid in core mode as the core's view spec.

const ids = (products: string[], brands: string[] = []) => ({ brands, colors: [], products });

describe('coreViewSpec', () => {
  it('is the loading window’s spec when no box is ticked', () => {
    const options = {
      sort: { col: 3, descending: true },
      filter: 'kk',
      onlyIds: null,
      columns: [{ column: 'name' }, { column: 'color_code', values: ['NV'] }],
    };
    const spec = coreViewSpec('skus', options, NO_ONLY_ROWS);
    expect(spec).toEqual(
      windowSpecOf('skus', { options, problemsOnly: false, changedOnly: false }),
    );
    expect(spec?.sort).toEqual({ column: 'color_code', descending: true });
    expect(spec?.columnFilters).toEqual([{ column: 'color_code', values: ['NV'] }]);
  });

  it('keeps the view’s grid’s ids of the boxes ticked, both boxes the ids in both', () => {
    const problems = ids(['p1', 'p2', 'p3'], ['b1']);
    const changed = ids(['p3', 'p2', 'p9']);
    expect(coreViewSpec('products', NO_VIEW_OPTIONS, { problems, changed: null })?.onlyIds).toEqual(
      ['p1', 'p2', 'p3'],
    );
    expect(coreViewSpec('brands', NO_VIEW_OPTIONS, { problems, changed: null })?.onlyIds).toEqual([
      'b1',
    ]);
    expect(coreViewSpec('skus', NO_VIEW_OPTIONS, { problems, changed })?.onlyIds).toEqual([
      'p2',
      'p3',
    ]);
    // Only "changed" ticked: the brands grid keeps none of its rows (none changed).
    expect(onlyIdsOf('brands', { problems: null, changed })).toEqual([]);
    expect(onlyIdsOf('brands', NO_ONLY_ROWS)).toBeNull();
  });

  it('is null past the ids one spec may name, and for a sort of no column sorts by nothing', () => {
    const many = Array.from({ length: INPUT_LIMITS.draftRowsPerBatch + 1 }, (_, i) => `p${i}`);
    expect(coreViewSpec('products', NO_VIEW_OPTIONS, { problems: ids(many), changed: null })).toBe(
      null,
    );
    const spec = coreViewSpec(
      'brands',
      { ...NO_VIEW_OPTIONS, sort: { col: 7, descending: false } },
      NO_ONLY_ROWS,
    );
    expect(spec?.sort).toBeNull();
  });

  it('says whether rows are left out, and the whole view’s spec leaves none', () => {
    const only = { problems: ids(['p1']), changed: null };
    const filtered = coreViewSpec('products', NO_VIEW_OPTIONS, only);
    expect(filtered !== null && filtersRows(filtered)).toBe(true);
    expect(filtersRows(wholeViewSpec('products'))).toBe(false);
    const sorted = coreViewSpec(
      'products',
      { ...NO_VIEW_OPTIONS, sort: { col: 0, descending: false } },
      NO_ONLY_ROWS,
    );
    expect(sorted !== null && filtersRows(sorted)).toBe(false);
  });
});

describe('nextSort', () => {
  it('cycles ascending, descending, none; another column starts ascending', () => {
    expect(nextSort(null, 2, false)).toEqual({ sort: { col: 2, descending: false } });
    expect(nextSort({ col: 2, descending: false }, 2, false)).toEqual({
      sort: { col: 2, descending: true },
    });
    expect(nextSort({ col: 2, descending: true }, 2, false)).toEqual({ sort: null });
    expect(nextSort({ col: 2, descending: true }, 1, false)).toEqual({
      sort: { col: 1, descending: false },
    });
  });

  it('on a stale view sorts the sorted column again first; another column sorts afresh', () => {
    expect(nextSort({ col: 2, descending: true }, 2, true)).toBe('reapply');
    expect(nextSort({ col: 2, descending: true }, 0, true)).toEqual({
      sort: { col: 0, descending: false },
    });
  });
});

describe('specKey', () => {
  it('moves with every part of the spec, ids by their list', () => {
    const base = wholeViewSpec('products');
    const keys = new Set([
      specKey(base),
      specKey({ ...base, view: 'skus' }),
      specKey({ ...base, sort: { column: 'name', descending: false } }),
      specKey({ ...base, sort: { column: 'name', descending: true } }),
      specKey({ ...base, filter: 'x' }),
      specKey({ ...base, columnFilters: [{ column: 'name', values: ['a'] }] }),
      specKey({ ...base, onlyIds: ['p1'] }),
      specKey({ ...base, onlyIds: ['p1'] }),
    ]);
    expect(keys.size).toBe(8);
    const list = ['p1'];
    expect(specKey({ ...base, onlyIds: list })).toBe(specKey({ ...base, onlyIds: list }));
    expect(specKey({ ...base })).toBe(specKey(wholeViewSpec('products')));
  });
});
