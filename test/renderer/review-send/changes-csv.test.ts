import { describe, expect, it } from 'vitest';
import { changesTable } from '../../../renderer/src/review-send/changes-csv.ts';
import { toCsv } from '../../../renderer/src/table-files/csv-write.ts';

// "Export CSV" of the review's changes: one line per field change (grid, code, field, before,
// after), a product's SKUs one line as the review shows them, through the app's CSV writer.

describe('changesTable', () => {
  it('writes one line per field change, SKUs as +added −removed, and neutralises formulas', () => {
    const table = changesTable([
      {
        grid: 'products',
        draftId: 'p-1',
        code: 'P1',
        fields: [
          { field: 'name', before: 'Tシャツ', after: 'Tシャツ 2' },
          { field: 'brand_code', before: 'KK', after: 'KX' },
        ],
        skus: {
          added: [{ color_code: 'NV', size_code: 'M' }],
          removed: [{ color_code: 'BK', size_code: 'S' }],
        },
      },
      {
        grid: 'brands',
        draftId: 'b-1',
        code: 'KK',
        fields: [{ field: 'name', before: 'Kikan', after: '=HYPERLINK("x")' }],
      },
    ]);
    expect(table).toEqual([
      ['grid', 'code', 'field', 'before', 'after'],
      ['products', 'P1', 'name', 'Tシャツ', 'Tシャツ 2'],
      ['products', 'P1', 'brand_code', 'KK', 'KX'],
      ['products', 'P1', 'skus', '', '+NV/M −BK/S'],
      ['brands', 'KK', 'name', 'Kikan', '=HYPERLINK("x")'],
    ]);
    expect(toCsv(table).split('\r\n')[4]).toBe(`brands,KK,name,Kikan,"'=HYPERLINK(""x"")"`);
  });
});
