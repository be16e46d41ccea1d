import { defineStrings } from '../../lib/i18n-resources.ts';

// UI text of the open-file dialog and exports (top-level key "catalogFiles"); registered in
// locales/features.ts.

const en = {
  catalogFiles: {
    title: {
      brands: 'Open a file into Brands',
      colors: 'Open a file into Colors',
      products: 'Open a file into Products',
    },
    choose: {
      intro:
        'Choose a CSV or Excel (.xlsx) file. The first row must name the columns; English and Japanese names are both understood. Nothing changes in the grid until you confirm the preview.',
      button: 'Choose a file…',
      drop: 'or drop it here',
      examples: 'Column names understood include: {{examples}}',
    },
    encoding: {
      label: 'Text encoding',
      auto: 'Detect automatically',
      detected: '{{name}} (detected)',
      'utf-8': 'UTF-8',
      shift_jis: 'Shift_JIS (Japanese Excel “CSV”)',
      'euc-jp': 'EUC-JP',
    },
    existing: {
      summary:
        'Into the grid: {{added}} new rows, {{replacing}} replacing a draft row with the same code, {{unchanged}} already there unchanged.',
      show: 'Show the codes that would be replaced',
      question: 'Rows whose code the grid already holds:',
      replace: 'Replace the grid’s rows with the file’s',
      skip: 'Skip them (keep the grid’s rows)',
      choose: 'Choose what to do with rows whose code the grid already holds, or cancel.',
    },
    disagreement: {
      question_one: 'The product whose rows disagree:',
      question_other: 'The {{count, number}} products whose rows disagree:',
      'agreeing-skus':
        'Keep the first row’s name and brand, and only the SKUs of the rows that agree with them',
      'all-skus': 'Keep the first row’s name and brand, and the SKUs of every row',
      'leave-out': 'Leave these products out (fix the file and open it again)',
      leftOut_one: 'Rows left out of {{count, number}} product',
      leftOut_other: 'Rows left out of {{count, number}} products',
      leftOutRows: '{{code}}: rows {{rows}}',
      marked: 'Each of these products is marked in the grid until you edit it.',
      rows: 'rows {{rows}}',
    },
    sheet: {
      label: 'Sheet',
      recognised_one: '{{name}} — {{formatted}} row, columns recognised',
      recognised_other: '{{name}} — {{formatted}} rows, columns recognised',
      unknown_one: '{{name}} — {{formatted}} row, no known column names',
      unknown_other: '{{name}} — {{formatted}} rows, no known column names',
    },
    reading: {
      label: 'Reading {{file}}…',
      reading: 'Loading the file',
      parsing: 'Reading rows',
      cancel: 'Cancel',
    },
    problem: {
      title: 'This file cannot be opened',
      unsupported: 'It is neither a CSV nor an Excel (.xlsx) file. Choose a .csv or .xlsx file.',
      'legacy-xls':
        'It is an old-format Excel file (.xls). Save it as .xlsx or CSV in Excel, then open that.',
      empty: 'The file is empty: it has no rows.',
      broken: 'The file is damaged, or is not what its name says, so it cannot be read.',
      brokenQuote: 'A quotation mark opened in row {{row}} is never closed.',
      'no-header':
        'None of the names in its first row is a column the app knows. Put the column names in the first row (for example {{examples}}) and open it again.',
      cancelled: 'Opening the file was cancelled.',
      tooLarge: {
        bytes: 'This file is {{found}} MB; at most {{max}} MB can be opened.',
        rows: 'This file has {{found}} rows; at most {{max}} can be opened.',
        columns: 'This file has {{found}} columns; at most {{max}} can be opened.',
        cells:
          'This file has {{found}} cells (rows × columns); at most {{max}} can be opened. Remove the columns or rows the grid does not need, or split the file.',
        unpacked:
          'This workbook unpacks to {{found}} MB; at most {{max}} MB can be opened. It may have been made to exhaust memory (a “zip bomb”).',
      },
      another: 'Choose another file',
    },
    mapping: {
      summary: '{{file}}: {{rows}} rows',
      columns: 'Columns',
      fileColumn: 'Column in the file',
      field: 'Fills',
      sample: 'First values',
      leaveOut: 'Leave out',
      missing: 'Choose the column that holds “{{field}}” to continue.',
      unmapped: 'Left out: {{columns}}',
      andMore: ' and {{formatted}} more',
      showAllColumns_one: 'Show the other column',
      showAllColumns_other: 'Show the other {{formatted}} columns',
      skipped_one: '{{count, number}} row with nothing in the chosen columns is left out.',
      skipped_other: '{{count, number}} rows with nothing in the chosen columns are left out.',
      grouped: 'One row per SKU: {{rows}} rows make {{products}} products.',
      remembered: 'Using the column choices you made last time for a file like this.',
      conflictsTitle: 'Rows that disagree',
      conflict: '{{code}}: rows {{rows}} give different {{field}} ({{values}}).',
      preview: 'Preview (first {{count, number}} of {{total}})',
      preparing: 'Making the rows of {{rows}} file rows…',
      confirm_one: 'Use this row',
      confirm_other: 'Use these {{formatted}} rows',
      cancel: 'Cancel',
      another: 'Choose another file',
    },
    field: {
      code: 'Code',
      name: 'Name',
      product_code: 'Product code (品番)',
      brand_code: 'Brand code',
      color_code: 'Color code',
      size_code: 'Size code',
      skus: 'SKUs (e.g. “NV: S M · IV: L”)',
    },
    column: {
      code: 'code',
      name: 'name',
      product_code: 'product_code',
      brand_code: 'brand_code',
      skus: 'SKUs',
    },
    export: {
      menu: 'Export',
      menuTitle: 'Export this grid to a file',
      csv: 'Export CSV',
      xlsx: 'Export Excel',
      skus: 'one row per SKU',
    },
  },
};

const ja = {
  catalogFiles: {
    title: {
      brands: 'ファイルをブランドに開く',
      colors: 'ファイルをカラーに開く',
      products: 'ファイルを商品に開く',
    },
    choose: {
      intro:
        'CSV か Excel（.xlsx）のファイルを選んでください。1 行目に列名が必要です（英語・日本語どちらの列名も使えます）。プレビューを確認するまで、グリッドは変わりません。',
      button: 'ファイルを選ぶ…',
      drop: 'またはここにドロップ',
      examples: '使える列名の例: {{examples}}',
    },
    encoding: {
      label: '文字コード',
      auto: '自動判定',
      detected: '{{name}}（判定結果）',
      'utf-8': 'UTF-8',
      shift_jis: 'Shift_JIS（Excel の「CSV」）',
      'euc-jp': 'EUC-JP',
    },
    existing: {
      summary:
        '表に入るもの: 新しい行 {{added}} 行、同じコードの下書き行を置き換える行 {{replacing}} 行、変更なし {{unchanged}} 行。',
      show: '置き換わるコードを表示',
      question: '表に同じコードがある行:',
      replace: '表の行をファイルの内容で置き換える',
      skip: '取り込まない（表の行を残す）',
      choose: '表に同じコードがある行をどうするか選ぶか、キャンセルしてください。',
    },
    disagreement: {
      question_one: '行の内容が食い違う商品:',
      question_other: '行の内容が食い違う {{count, number}} 商品:',
      'agreeing-skus': '最初の行の品名とブランドを使い、それと一致する行の SKU だけを取り込む',
      'all-skus': '最初の行の品名とブランドを使い、すべての行の SKU を取り込む',
      'leave-out': 'これらの商品は取り込まない（ファイルを直して開き直す）',
      leftOut_one: '{{count, number}} 商品で取り込まない行',
      leftOut_other: '{{count, number}} 商品で取り込まない行',
      leftOutRows: '{{code}}: {{rows}} 行目',
      marked: 'これらの商品には、編集するまで表に印が付きます。',
      rows: '{{rows}} 行目',
    },
    sheet: {
      label: 'シート',
      recognised_one: '{{name}} — {{formatted}} 行、列名を認識',
      recognised_other: '{{name}} — {{formatted}} 行、列名を認識',
      unknown_one: '{{name}} — {{formatted}} 行、知っている列名なし',
      unknown_other: '{{name}} — {{formatted}} 行、知っている列名なし',
    },
    reading: {
      label: '{{file}} を読み込み中…',
      reading: 'ファイルを読み込んでいます',
      parsing: '行を読み取っています',
      cancel: 'キャンセル',
    },
    problem: {
      title: 'このファイルは開けません',
      unsupported:
        'CSV でも Excel（.xlsx）でもありません。.csv か .xlsx のファイルを選んでください。',
      'legacy-xls':
        '古い形式の Excel ファイル（.xls）です。Excel で .xlsx か CSV として保存してから開いてください。',
      empty: 'ファイルが空です（行がありません）。',
      broken: 'ファイルが壊れているか、拡張子と中身が違うため読み取れません。',
      brokenQuote: '{{row}} 行目で始まった引用符（"）が閉じられていません。',
      'no-header':
        '1 行目に、アプリが知っている列名がありません。1 行目に列名（例: {{examples}}）を書いてから、もう一度開いてください。',
      cancelled: 'ファイルの読み込みをキャンセルしました。',
      tooLarge: {
        bytes: 'このファイルは {{found}} MB あります。開けるのは {{max}} MB までです。',
        rows: 'このファイルは {{found}} 行あります。開けるのは {{max}} 行までです。',
        columns: 'このファイルは {{found}} 列あります。開けるのは {{max}} 列までです。',
        cells:
          'このファイルは {{found}} セル（行 × 列）あります。開けるのは {{max}} セルまでです。表に要らない列や行を削除するか、ファイルを分けてください。',
        unpacked:
          'このブックは展開すると {{found}} MB になります。開けるのは {{max}} MB までです。メモリを使い果たすように作られたファイル（zip 爆弾）の可能性があります。',
      },
      another: '別のファイルを選ぶ',
    },
    mapping: {
      summary: '{{file}}: {{rows}} 行',
      columns: '列の対応',
      fileColumn: 'ファイルの列',
      field: '入れる項目',
      sample: '先頭の値',
      leaveOut: '取り込まない',
      missing: '続けるには「{{field}}」の列を選んでください。',
      unmapped: '取り込まない列: {{columns}}',
      andMore: ' ほか {{formatted}} 列',
      showAllColumns_one: '残りの 1 列を表示',
      showAllColumns_other: '残りの {{formatted}} 列を表示',
      skipped_one: '選んだ列が空の行（{{count, number}} 行）は取り込みません。',
      skipped_other: '選んだ列が空の行（{{count, number}} 行）は取り込みません。',
      grouped: 'SKU ごとの行: {{rows}} 行を {{products}} 商品にまとめました。',
      remembered: '同じ形のファイルで前回選んだ列の対応を使っています。',
      conflictsTitle: '内容が食い違う行',
      conflict: '{{code}}: {{rows}} 行目の{{field}}が違います（{{values}}）。',
      preview: 'プレビュー（{{total}} 件中 先頭 {{count, number}} 件）',
      preparing: 'ファイルの {{rows}} 行から行を作っています…',
      confirm_one: 'この 1 行を使う',
      confirm_other: 'この {{formatted}} 行を使う',
      cancel: 'キャンセル',
      another: '別のファイルを選ぶ',
    },
    field: {
      code: 'コード',
      name: '名称',
      product_code: '品番（product_code）',
      brand_code: 'ブランドコード',
      color_code: 'カラーコード',
      size_code: 'サイズコード',
      skus: 'SKU（例:「NV: S M · IV: L」）',
    },
    column: {
      code: 'コード',
      name: '名称',
      product_code: '品番',
      brand_code: 'ブランド',
      skus: 'SKU',
    },
    export: {
      menu: '書き出し',
      menuTitle: 'この表をファイルに書き出す',
      csv: 'CSV に書き出す',
      xlsx: 'Excel に書き出す',
      skus: 'SKU ごとの行',
    },
  },
};

export const catalogFilesStrings = defineStrings(en, ja);
