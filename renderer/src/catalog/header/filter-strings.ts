import { defineStrings } from '../../lib/i18n-resources.ts';

// Text of the catalog grids' header menus (sort and Excel's AutoFilter), under "gridFilter".

const en = {
  menu: '{{column}}: sort and filter',
  menuFiltered: '{{column}}: sort and filter (filtered)',
  sortAsc: 'Sort A → Z',
  sortDesc: 'Sort Z → A',
  clearColumn: 'Clear filter from “{{column}}”',
  condition: 'Text filter',
  conditionText: 'Text to compare',
  op: {
    none: '(none)',
    contains: 'Contains',
    beginsWith: 'Begins with',
    equals: 'Equals',
    empty: 'Is empty',
    notEmpty: 'Is not empty',
  },
  search: 'Search values',
  values: 'Values of {{column}}',
  selectAll: '(Select all)',
  selectAllResults: '(Select all search results)',
  blanks: '(Blanks)',
  valueCount: '{{value}} ({{count, number}})',
  moreValues: 'First {{shown}} of {{total}} values: search to find the others.',
  noValues: 'No value matches.',
  ok: 'OK',
  cancel: 'Cancel',
  shownOf: {
    brands: '{{shown}} of {{total}} brands',
    colors: '{{shown}} of {{total}} colors',
    products: '{{shown}} of {{total}} products',
    skus: '{{shown}} of {{total}} SKU rows',
  },
  /** While the whole draft loads, the total is not known yet. */
  shownSoFar: {
    brands: '{{shown}} brands kept',
    colors: '{{shown}} colors kept',
    products: '{{shown}} products kept',
    skus: '{{shown}} SKU rows kept',
  },
  filteredBy: 'Filtered by {{columns}}',
  clearAll: 'Clear all filters',
};

const ja = {
  menu: '{{column}}：並べ替えと絞り込み',
  menuFiltered: '{{column}}：並べ替えと絞り込み（絞り込み中）',
  sortAsc: '昇順（A → Z）',
  sortDesc: '降順（Z → A）',
  clearColumn: '「{{column}}」の絞り込みを解除',
  condition: 'テキストの条件',
  conditionText: '比べる文字',
  op: {
    none: '（なし）',
    contains: 'を含む',
    beginsWith: 'で始まる',
    equals: 'と等しい',
    empty: '空欄',
    notEmpty: '空欄でない',
  },
  search: '値を検索',
  values: '{{column}}の値',
  selectAll: '（すべて選択）',
  selectAllResults: '（検索結果をすべて選択）',
  blanks: '（空欄）',
  valueCount: '{{value}}（{{count, number}}）',
  moreValues: '{{total}} 件の値のうち最初の {{shown}} 件です。ほかの値は検索してください。',
  noValues: '一致する値はありません。',
  ok: 'OK',
  cancel: 'キャンセル',
  shownOf: {
    brands: '{{total}} ブランド中 {{shown}} 件',
    colors: '{{total}} カラー中 {{shown}} 件',
    products: '{{total}} 商品中 {{shown}} 件',
    skus: '{{total}} SKU 行中 {{shown}} 行',
  },
  shownSoFar: {
    brands: '絞り込み結果 {{shown}} ブランド',
    colors: '絞り込み結果 {{shown}} カラー',
    products: '絞り込み結果 {{shown}} 商品',
    skus: '絞り込み結果 {{shown}} SKU 行',
  },
  filteredBy: '{{columns}}で絞り込み中',
  clearAll: 'すべての絞り込みを解除',
};

export const gridFilterStrings = defineStrings({ gridFilter: en }, { gridFilter: ja });
