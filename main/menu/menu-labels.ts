// The application menu's labels. Electron's role items carry English labels of their own, so
// every item gets one from here, in the language the app shows.

export const en = {
  file: 'File',
  closeWindow: 'Close Window',
  quit: 'Quit Kikan Desk',
  edit: 'Edit',
  undo: 'Undo',
  redo: 'Redo',
  cut: 'Cut',
  copy: 'Copy',
  paste: 'Paste',
  selectAll: 'Select All',
  view: 'View',
  actualSize: 'Actual Size',
  zoomIn: 'Zoom In',
  zoomOut: 'Zoom Out',
  fullScreen: 'Toggle Full Screen',
  reload: 'Reload',
  devTools: 'Toggle Developer Tools',
  window: 'Window',
  minimize: 'Minimize',
  zoom: 'Zoom',
  front: 'Bring All to Front',
  help: 'Help',
  openLogs: 'Open Logs Folder',
  licenses: 'Third-Party Licenses',
  about: 'About Kikan Desk',
  hide: 'Hide Kikan Desk',
  hideOthers: 'Hide Others',
  unhide: 'Show All',
  services: 'Services',
  licensesNote: 'Licenses of the bundled packages: Help › Third-Party Licenses.',
};

export type MenuLabels = typeof en;

export const ja: MenuLabels = {
  file: 'ファイル',
  closeWindow: 'ウインドウを閉じる',
  quit: 'Kikan Desk を終了',
  edit: '編集',
  undo: '取り消す',
  redo: 'やり直す',
  cut: '切り取り',
  copy: 'コピー',
  paste: '貼り付け',
  selectAll: 'すべてを選択',
  view: '表示',
  actualSize: '実際のサイズ',
  zoomIn: '拡大',
  zoomOut: '縮小',
  fullScreen: 'フルスクリーンの切り替え',
  reload: '再読み込み',
  devTools: '開発者ツールの切り替え',
  window: 'ウインドウ',
  minimize: '最小化',
  zoom: 'ズーム',
  front: 'すべてを手前に移動',
  help: 'ヘルプ',
  openLogs: 'ログフォルダを開く',
  licenses: 'サードパーティのライセンス',
  about: 'Kikan Desk について',
  hide: 'Kikan Desk を隠す',
  hideOthers: 'ほかを隠す',
  unhide: 'すべてを表示',
  services: 'サービス',
  licensesNote: '同梱パッケージのライセンス: ヘルプ › サードパーティのライセンス',
};

/** The app's language setting wins; "system" follows the OS locale. */
export function menuLabels(setting: 'system' | 'en' | 'ja', systemLocale: string): MenuLabels {
  const language =
    setting === 'system' ? (systemLocale.toLowerCase().startsWith('ja') ? 'ja' : 'en') : setting;
  return language === 'ja' ? ja : en;
}
