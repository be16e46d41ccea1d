import { defineStrings } from '../lib/i18n-resources.ts';

// Text of the grid's layout parts (the problem pane, the keyboard help, removing rows), under the
// "gridLayout" key; added by the folder's routes.ts as its route loads.

const en = {
  pane: {
    label: 'Problems',
    noProblems: 'No problems',
    checking: 'Problems are checked once every row is here',
    resize: 'Resize the problem list (drag, or arrow keys)',
  },
  keys: {
    button: 'Keys',
    buttonTitle: 'Keyboard help (F1)',
    title: 'Keyboard: the keys of Excel',
    intro:
      'The grids take the keys of Excel. On a Mac, ⌘ takes the place of Ctrl (not in Ctrl+Space).',
    keysHead: 'Keys',
    whatHead: 'What they do',
    close: 'Close',
    named: { type: 'Any character', rowNumber: 'Click a row number' },
    what: {
      arrows: 'Move one cell',
      shiftArrows: 'Extend the selection',
      ctrlArrows: 'Jump to the edge of the data (with Shift: extend to it)',
      homeEnd: 'First or last cell of the row',
      ctrlHomeEnd: 'First or last cell of the grid',
      page: 'One screen up or down',
      tab: 'Next or previous cell; inside a selection, it stays in the selection',
      enter:
        'Next or previous row (back to the column a run of Tabs began in); on a SKU cell, Enter opens the SKU matrix',
      type: 'Typing replaces the cell’s text; arrows then write it and move',
      f2: 'Edit the cell’s text (arrows move in the text)',
      esc: 'Cancel the edit',
      delete: 'Clear the selected cells',
      clipboard: 'Copy, cut and paste (tab-separated, as Excel and Google Sheets)',
      fill: 'Fill down or right from the first row or column of the selection',
      fillSelection:
        'While typing: put the text into every selected cell (in a filtered grid, the rows in view)',
      undo: 'Undo and redo',
      selectAll: 'Select every cell',
      selectRows: 'Select the whole rows of the selection',
      selectColumns: 'Select the whole columns of the selection',
      rowNumber: 'Select that row; Shift+click: the rows between; drag: several rows',
      find: 'Find, and find and replace',
      codeList:
        'On a brand or colour code: the list of known codes; elsewhere and on a header: the column’s sort and filter menu',
      layoutMenu: 'The column’s menu: freeze, hide, move, fit width',
      help: 'This list (to type “?” as a cell’s first character, press F2 first)',
    },
  },
  remove: {
    title_one: 'Remove {{count, number}} row?',
    title_other: 'Remove {{count, number}} rows?',
    body_one: 'The selected row is removed from the grid. Undo (Ctrl+Z) brings it back.',
    body_other:
      'The {{count, number}} selected rows are removed from the grid. Undo (Ctrl+Z) brings them back in one step.',
    confirm_one: 'Remove {{count, number}} row',
    confirm_other: 'Remove {{count, number}} rows',
  },
};

const ja = {
  pane: {
    label: '問題',
    noProblems: '問題はありません',
    checking: '問題の確認はすべての行が届いてから行います',
    resize: '問題の一覧の高さを変える（ドラッグまたは矢印キー）',
  },
  keys: {
    button: 'キー',
    buttonTitle: 'キーボードのヘルプ（F1）',
    title: 'キーボード: Excel と同じキー',
    intro:
      '表は Excel と同じキーで操作できます。Mac では Ctrl の代わりに ⌘ を使います（Ctrl+Space を除く）。',
    keysHead: 'キー',
    whatHead: '動作',
    close: '閉じる',
    named: { type: '文字キー', rowNumber: '行番号をクリック' },
    what: {
      arrows: '1 セル移動',
      shiftArrows: '選択範囲を広げる',
      ctrlArrows: 'データの端へ移動（Shift 付きで端まで範囲を広げる）',
      homeEnd: '行の最初・最後のセルへ',
      ctrlHomeEnd: '表の最初・最後のセルへ',
      page: '1 画面分、上・下へ',
      tab: '次・前のセルへ（範囲選択中は範囲の中を移動）',
      enter: '次・前の行へ（Tab で進み始めた列に戻る）。SKU のセルでは SKU マトリクスを開く',
      type: '文字を入力するとセルの内容を置き換え、矢印キーで確定して移動',
      f2: 'セルの内容を編集（矢印キーは文字の間を移動）',
      esc: '編集を取り消す',
      delete: '選択したセルを空にする',
      clipboard: 'コピー・切り取り・貼り付け（Excel・Google スプレッドシートと同じタブ区切り）',
      fill: '選択範囲の最初の行・列を下・右へコピー',
      fillSelection: '入力中: 選択したすべてのセルに同じ内容を入れる（絞り込み中は表示中の行だけ）',
      undo: '元に戻す・やり直し',
      selectAll: 'すべてのセルを選択',
      selectRows: '選択範囲の行全体を選択',
      selectColumns: '選択範囲の列全体を選択',
      rowNumber: 'その行を選択（Shift+クリックで間の行、ドラッグで複数行）',
      find: '検索、検索と置換',
      codeList:
        'ブランド・カラーコードのセルでは既知のコードの一覧、ほかのセルや見出しでは列の並べ替え・絞り込みメニュー',
      layoutMenu: '列のメニュー（固定・非表示・移動・幅の自動調整）',
      help: 'この一覧（セルの先頭に「?」を入力するときは先に F2）',
    },
  },
  remove: {
    title_one: '{{count, number}} 行を削除しますか？',
    title_other: '{{count, number}} 行を削除しますか？',
    body_one: '選択した行を表から削除します。元に戻す（Ctrl+Z）で戻せます。',
    body_other:
      '選択した {{count, number}} 行を表から削除します。元に戻す（Ctrl+Z）で 1 回で戻せます。',
    confirm_one: '{{count, number}} 行を削除',
    confirm_other: '{{count, number}} 行を削除',
  },
};

export const gridLayoutStrings = defineStrings({ gridLayout: en }, { gridLayout: ja });
