import writeXlsxFile from 'write-excel-file/universal';

// Real workbooks for tests, written with write-excel-file: a cover note first, the styles on the
// second sheet with sizes stored as numbers (formatted "0.0") and blank rows in the middle, a list
// of brands third.

const text = (value: string) => ({ value, type: String });
const number = (value: number) => ({ value, type: Number, format: '0.0' });

/** The bytes of a three-sheet XLSX. */
export async function workbook(): Promise<Uint8Array> {
  const blob = await writeXlsxFile([
    {
      sheet: '表紙',
      data: [
        [text('2026 秋冬 スタイル一覧')],
        [text('作成: 企画部')],
        [null],
        [text('注意: 2 枚目')],
      ],
    },
    {
      sheet: 'スタイル',
      data: [
        [text('品番'), text('品名'), text('ブランド'), text('カラー'), text('サイズ')],
        [text('P-001'), text('ウールコート'), text('BR1'), text('NV'), number(36)],
        [null, null, null, null, null],
        [null],
        [text('P-001'), text('ウールコート'), text('BR1'), text('NV'), number(38)],
        [text('P-002'), text('シャツ'), text('BR2'), text('WH'), text('FREE')],
      ],
    },
    {
      sheet: 'ブランド',
      data: [
        [text('code'), text('name')],
        [text('BR1'), text('一')],
      ],
    },
  ]).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
