import { describe, expect, it } from 'vitest';
import { applyEdit, emptyCatalog } from '../../../renderer/src/drafts/catalog-data.ts';
import { importRows, planFileRows } from '../../../renderer/src/catalog/model/import-rows.ts';

// Opening a file into a grid with rows: the preview's counts and the edit follow one rule.

let n = 0;
const newId = () => `id-${String((n += 1))}`;

function grid() {
  const edit = importRows(
    'brands',
    emptyCatalog(),
    [
      { code: 'BR1', name: '一' },
      { code: 'BR2', name: '二' },
    ],
    newId,
  );
  if (edit === null) throw new Error('no edit');
  return applyEdit(emptyCatalog(), edit);
}

const FILE = [
  { code: 'BR1', name: '一' },
  { code: 'BR2', name: '二の新' },
  { code: 'BR3', name: '三' },
  { code: 'BR3', name: '三の二' },
];

describe('import plan and choice', () => {
  it('counts new rows, unchanged ones and the codes that would be replaced', () => {
    const rows = grid().brands.map((entry) => entry.row);
    expect(planFileRows('brands', rows, FILE)).toEqual({
      added: 2,
      unchanged: 1,
      replacing: ['BR2'],
    });
  });

  it('replaces or skips same-code rows as chosen; new rows are added either way', () => {
    const data = grid();
    const rowsAfter = (choice: 'replace' | 'skip') => {
      const edit = importRows('brands', data, FILE, newId, choice);
      return edit === null ? [] : applyEdit(data, edit).brands.map((entry) => entry.row);
    };
    expect(rowsAfter('replace')).toEqual([
      { code: 'BR1', name: '一' },
      { code: 'BR2', name: '二の新' },
      { code: 'BR3', name: '三' },
      { code: 'BR3', name: '三の二' },
    ]);
    expect(rowsAfter('skip')).toEqual([
      { code: 'BR1', name: '一' },
      { code: 'BR2', name: '二' },
      { code: 'BR3', name: '三' },
      { code: 'BR3', name: '三の二' },
    ]);
  });
});
