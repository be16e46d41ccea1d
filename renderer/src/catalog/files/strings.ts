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
      skipped_one: '{{count}} row with nothing in the chosen columns is left out.',
      skipped_other: '{{count}} rows with nothing in the chosen columns are left out.',
      grouped: 'One row per SKU: {{rows}} rows make {{products}} products.',
      remembered: 'Using the column choices you made last time for a file like this.',
      conflictsTitle: 'Rows that disagree',
      conflict:
        '{{code}}: rows {{rows}} give different {{field}} ({{values}}). The first is kept; check it after opening.',
      preview: 'Preview (first {{count}} of {{total}})',
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
      skipped_one: '選んだ列が空の行（{{count}} 行）は取り込みません。',
      skipped_other: '選んだ列が空の行（{{count}} 行）は取り込みません。',
      grouped: 'SKU ごとの行: {{rows}} 行を {{products}} 商品にまとめました。',
      remembered: '同じ形のファイルで前回選んだ列の対応を使っています。',
      conflictsTitle: '内容が食い違う行',
      conflict:
        '{{code}}: {{rows}} 行目の{{field}}が違います（{{values}}）。最初の値を使います。開いた後で確認してください。',
      preview: 'プレビュー（{{total}} 件中 先頭 {{count}} 件）',
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
