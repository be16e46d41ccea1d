import { describe, expect, it } from 'vitest';
import { fileRowsToGridRows } from '../../../renderer/src/catalog/files/file-rows.ts';
import { prepareImport } from '../../../renderer/src/catalog/files/prepare-import.ts';
import { defaultSheet, summariseSheets } from '../../../renderer/src/catalog/files/sheet-choice.ts';
import { openTableBytes } from '../../../renderer/src/table-files/open-table.ts';
import { workbook } from '../../support/workbooks.ts';

// A real workbook of several sheets (written with write-excel-file): a cover note first, the
// styles on the second with sizes stored as numbers and blank rows in the middle, a list of
// brands third. The dialog lists every sheet and opens the first it recognises.

const nothingRemembered = () => null;

describe('sheets of a workbook', () => {
  it('lists every sheet and opens the first with a recognised header, past a cover note', async () => {
    const table = await openTableBytes('styles.xlsx', await workbook(), 'auto');
    expect(table.sheets.map((sheet) => sheet.name)).toEqual(['表紙', 'スタイル', 'ブランド']);
    const products = summariseSheets('products', table.sheets, nothingRemembered);
    expect(products).toEqual([
      { index: 0, name: '表紙', rows: 2, recognised: false },
      { index: 1, name: 'スタイル', rows: 3, recognised: true },
      // "code" and "name" are product fields too.
      { index: 2, name: 'ブランド', rows: 1, recognised: true },
    ]);
    expect(defaultSheet(products)).toBe(1);
  });

  it('keeps sizes stored as numbers as their digits, and the rows after blank rows', async () => {
    const table = await openTableBytes('styles.xlsx', await workbook(), 'auto');
    const sheet = table.sheets[1];
    if (sheet === undefined) throw new Error('no sheet');
    const prepared = prepareImport('products', sheet, nothingRemembered);
    if (!prepared.ok) throw new Error('not recognised');
    expect(fileRowsToGridRows('products', prepared.body, prepared.mapping).rows).toEqual([
      {
        product_code: 'P-001',
        name: 'ウールコート',
        brand_code: 'BR1',
        skus: [
          { color_code: 'NV', size_code: '36' },
          { color_code: 'NV', size_code: '38' },
        ],
      },
      {
        product_code: 'P-002',
        name: 'シャツ',
        brand_code: 'BR2',
        skus: [{ color_code: 'WH', size_code: 'FREE' }],
      },
    ]);
  });

  it('a sheet chosen by hand opens even without known column names, every column left out', async () => {
    const table = await openTableBytes('styles.xlsx', await workbook(), 'auto');
    const cover = table.sheets[0];
    if (cover === undefined) throw new Error('no sheet');
    expect(prepareImport('products', cover, nothingRemembered)).toEqual({
      ok: false,
      problem: 'no-header',
    });
    expect(prepareImport('products', cover, nothingRemembered, { chosen: true })).toMatchObject({
      ok: true,
      mapping: [null],
    });
  });

  it('no sheet recognised: no default', () => {
    expect(defaultSheet([{ index: 0, name: 'a', rows: 1, recognised: false }])).toBeNull();
  });
});
