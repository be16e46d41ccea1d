import { defineStrings } from '../../lib/i18n-resources.ts';

// Text of rows, the SKU matrix and files in core mode (use-core-rows.ts), under the "coreRows"
// key; added by the catalog's routes.ts as its route loads.

const en = {
  importing: 'Taking in the file’s rows… {{done, number}} of {{of, number}}',
  exporting: 'Reading the grid for the file… {{done, number}} of {{of, number}} rows',
  removing: 'Removing rows…',
  noRoom: 'No room for a row here: add it below another row.',
  failed: 'Not done: {{message}}',
  loadingProduct: 'Reading the product…',
};

const ja: typeof en = {
  importing: 'ファイルの行を取り込んでいます… {{of, number}} 行中 {{done, number}} 行',
  exporting: 'ファイル用に表を読み込んでいます… {{of, number}} 行中 {{done, number}} 行',
  removing: '行を削除しています…',
  noRoom: 'ここには行を追加できません。別の行の下に追加してください。',
  failed: '完了しませんでした: {{message}}',
  loadingProduct: '商品を読み込んでいます…',
};

export const coreRowsStrings = defineStrings({ coreRows: en }, { coreRows: ja });
