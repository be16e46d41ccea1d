import { defineStrings } from '../../lib/i18n-resources.ts';

// Text of the grids' column layout (the header's layout menu, resizing, moving), under the
// "columnLayout" key; added by the catalog's routes.ts as its route loads.

const en = {
  menu: '{{column}}: column layout',
  freeze: 'Freeze up to this column',
  unfreeze: 'Unfreeze columns',
  hide: 'Hide column',
  moveLeft: 'Move left',
  moveRight: 'Move right',
  fit: 'Fit width',
  showHidden: 'Show hidden columns…',
  hiddenTitle: 'Columns shown',
  showAll: 'Show all',
  done: 'Done',
  resize: 'Resize {{column}} (drag; double-click to fit)',
  hiddenCount_one: '{{count, number}} column hidden',
  hiddenCount_other: '{{count, number}} columns hidden',
  headerTitle: '{{column}}: drag to move; right-click or Shift+F10 for the layout menu',
};

const ja: typeof en = {
  menu: '{{column}}：列のレイアウト',
  freeze: 'この列までを固定',
  unfreeze: '列の固定を解除',
  hide: '列を非表示',
  moveLeft: '左へ移動',
  moveRight: '右へ移動',
  fit: '幅を内容に合わせる',
  showHidden: '非表示の列を表示…',
  hiddenTitle: '表示する列',
  showAll: 'すべて表示',
  done: '完了',
  resize: '{{column}}の幅を変更（ドラッグ。ダブルクリックで内容に合わせる）',
  hiddenCount_one: '{{count, number}} 列を非表示',
  hiddenCount_other: '{{count, number}} 列を非表示',
  headerTitle: '{{column}}：ドラッグで移動。右クリックまたは Shift+F10 でレイアウトメニュー',
};

export const columnLayoutStrings = defineStrings({ columnLayout: en }, { columnLayout: ja });
