import { defineStrings } from '../lib/i18n-resources.ts';

// Text of the catalog grids, under the "grid" key; registered in locales/features.ts.

const en = {
  tabs: 'Catalog grids',
  tab: { brands: 'Brands', colors: 'Colors', products: 'Products' },
  tabCount_one: '{{count}} row',
  tabCount_other: '{{count}} rows',
  tabProblems_one: '{{count}} with problems',
  tabProblems_other: '{{count}} with problems',
  view: { label: 'Products shown as', products: 'One row per product', skus: 'One row per SKU' },
  column: {
    code: 'Code',
    name: 'Name',
    product_code: 'Product code',
    brand_code: 'Brand code',
    skus: 'SKUs (color: sizes)',
    color_code: 'Color code',
    size_code: 'Size code',
  },
  gridLabel: '{{grid}} grid',
  cellInput: '{{column}}, row {{row}}',
  sortBy: 'Sort by {{column}} (click again to reverse, a third time to stop)',
  rowNumber: 'Row number',
  addRow: 'Add row',
  openFile: 'Open file…',
  removeRows: 'Remove selected rows',
  undo: 'Undo',
  redo: 'Redo',
  filter: 'Filter rows',
  filterPlaceholder: 'Text in any cell',
  problemsOnly: 'Only rows with problems',
  showing: 'Showing {{shown}} of {{total}}',
  discard: 'Discard all changes…',
  discardTitle: 'Discard all changes?',
  discardBody:
    'This empties the brands, colors and products grids of “{{name}}” and deletes their saved drafts. It cannot be undone.',
  discardConfirm: 'Discard all changes',
  cancel: 'Cancel',
  save: {
    saved: 'All changes saved on this computer',
    pending: 'Saving…',
    saving: 'Saving…',
    failed: 'Could not save the latest changes; retrying',
  },
  noConnection: 'Connect to a workspace first: drafts are kept per connection.',
  loading: 'Loading drafts…',
  loadFailed: 'The saved drafts could not be read.',
  retry: 'Try again',
  readOnly:
    'Read only: the connection “{{name}}” lacks the permission {{permission}}, needed to change this grid.',
  emptyNote:
    'The service offers no way to read its {{grid}}, so this grid holds only what you bring: type in the row below, paste from Excel or Google Sheets, or open a file. Edits are saved on this computer as you go.',
  skuViewNote:
    'Each row is one SKU; product code, name and brand are shared by all rows of a product, so changing them on one row changes the product.',
  keyboardHelp:
    'Arrows, Tab and Enter move; type or F2 to edit; Esc cancels; Ctrl+C / Ctrl+X / Ctrl+V copy, cut and paste; Ctrl+D fills down; Delete clears; Ctrl+Z / Ctrl+Y undo and redo; Enter on a SKU cell opens the matrix.',
  sku: {
    title: 'SKUs of {{code}}',
    noCode: '(no product code)',
    empty: 'No SKUs yet: add a color and sizes below.',
    colorSize: 'Color \\ size',
    wholeColor: 'Every size of {{color}}',
    cell: '{{color}} {{size}}',
    addColor: 'Color code',
    addSize: 'Size codes',
    add: 'Add',
    set: { letters: 'XS–XXL', numeric: '1–5', free: 'F / FREE' },
    apply_one: 'Apply ({{count}} SKU)',
    apply_other: 'Apply ({{count}} SKUs)',
  },
  problems: {
    summary: 'Problems: {{errors}} errors, {{warnings}} warnings',
    noCode: '(no code)',
    more: '…and {{count}} more',
  },
  problem: {
    required: 'Required',
    duplicate_code: 'The code {{value}} appears more than once in this grid',
    duplicate_sku: 'The SKU {{value}} appears more than once in this product',
    unknown_brand:
      'The brand {{value}} is not in the brands grid nor known to be sent: the service may know it',
    unknown_color:
      'The color {{value}} is not in the colors grid nor known to be sent: the service may know it',
    trimmed: 'Spaces around the code were removed',
  },
};

const ja = {
  tabs: 'カタログの表',
  tab: { brands: 'ブランド', colors: 'カラー', products: '商品' },
  tabCount_one: '{{count}} 行',
  tabCount_other: '{{count}} 行',
  tabProblems_one: '問題のある行 {{count}}',
  tabProblems_other: '問題のある行 {{count}}',
  view: { label: '商品の表示', products: '商品ごとに 1 行', skus: 'SKU ごとに 1 行' },
  column: {
    code: 'コード',
    name: '名称',
    product_code: '品番',
    brand_code: 'ブランドコード',
    skus: 'SKU（カラー: サイズ）',
    color_code: 'カラーコード',
    size_code: 'サイズコード',
  },
  gridLabel: '{{grid}}の表',
  cellInput: '{{column}}、{{row}} 行目',
  sortBy: '{{column}}で並べ替え（もう一度で逆順、三度目で解除）',
  rowNumber: '行番号',
  addRow: '行を追加',
  openFile: 'ファイルを開く…',
  removeRows: '選択した行を削除',
  undo: '元に戻す',
  redo: 'やり直す',
  filter: '行の絞り込み',
  filterPlaceholder: 'いずれかのセルの文字',
  problemsOnly: '問題のある行だけ',
  showing: '{{total}} 行中 {{shown}} 行を表示',
  discard: '変更をすべて破棄…',
  discardTitle: '変更をすべて破棄しますか？',
  discardBody:
    '「{{name}}」のブランド・カラー・商品の表を空にし、保存された下書きを削除します。元に戻せません。',
  discardConfirm: '変更をすべて破棄',
  cancel: 'キャンセル',
  save: {
    saved: '変更はすべてこのコンピューターに保存済み',
    pending: '保存中…',
    saving: '保存中…',
    failed: '最新の変更を保存できませんでした。再試行します',
  },
  noConnection: '先にワークスペースに接続してください。下書きは接続ごとに保存されます。',
  loading: '下書きを読み込み中…',
  loadFailed: '保存された下書きを読み込めませんでした。',
  retry: '再試行',
  readOnly:
    '閲覧のみ：接続「{{name}}」には、この表の変更に必要な権限 {{permission}} がありません。',
  emptyNote:
    'サービスには{{grid}}を読み出す手段がないため、この表には持ち込んだものだけが入ります。下の行に入力するか、Excel や Google スプレッドシートから貼り付けるか、ファイルを開いてください。編集内容は随時このコンピューターに保存されます。',
  skuViewNote:
    '1 行が 1 SKU です。品番・名称・ブランドは商品のすべての行で共通なので、1 行で変えると商品全体が変わります。',
  keyboardHelp:
    '矢印・Tab・Enter で移動、文字入力か F2 で編集、Esc で取り消し、Ctrl+C / Ctrl+X / Ctrl+V でコピー・切り取り・貼り付け、Ctrl+D で下へコピー、Delete で消去、Ctrl+Z / Ctrl+Y で元に戻す・やり直し、SKU セルで Enter を押すとマトリクスが開きます。',
  sku: {
    title: '{{code}} の SKU',
    noCode: '（品番なし）',
    empty: 'SKU はまだありません。下でカラーとサイズを追加してください。',
    colorSize: 'カラー＼サイズ',
    wholeColor: '{{color}} の全サイズ',
    cell: '{{color}} {{size}}',
    addColor: 'カラーコード',
    addSize: 'サイズコード',
    add: '追加',
    set: { letters: 'XS〜XXL', numeric: '1〜5', free: 'F / FREE' },
    apply_one: '適用（{{count}} SKU）',
    apply_other: '適用（{{count}} SKU）',
  },
  problems: {
    summary: '問題：エラー {{errors}} 件、警告 {{warnings}} 件',
    noCode: '（コードなし）',
    more: '…ほか {{count}} 件',
  },
  problem: {
    required: '必須です',
    duplicate_code: 'コード {{value}} がこの表に複数あります',
    duplicate_sku: 'SKU {{value}} がこの商品に複数あります',
    unknown_brand:
      'ブランド {{value}} はブランドの表になく、送信済みとしても知られていません（サービス側にはあるかもしれません）',
    unknown_color:
      'カラー {{value}} はカラーの表になく、送信済みとしても知られていません（サービス側にはあるかもしれません）',
    trimmed: 'コードの前後の空白を取り除きました',
  },
};

export const gridStrings = defineStrings({ grid: en }, { grid: ja });
