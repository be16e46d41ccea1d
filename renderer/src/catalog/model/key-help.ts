// The keys the grids follow, as Excel has them, for the keyboard help (and the README's table).
// `keys` name the keys as on a PC; on a Mac every "Ctrl" but Ctrl+Space's reads "⌘".

export interface KeyHelpRow {
  /** The row's text key under gridLayout.keys.what. */
  id: string;
  keys: string;
  /** Keys said in words (a click, any character): their text key under gridLayout.keys.named. */
  named?: boolean;
  /** Ctrl is Ctrl on a Mac too (Ctrl+Space, as Excel for Mac). */
  macCtrl?: boolean;
}

export const KEY_HELP: readonly KeyHelpRow[] = [
  { id: 'arrows', keys: '← ↑ → ↓' },
  { id: 'shiftArrows', keys: 'Shift+← ↑ → ↓' },
  { id: 'ctrlArrows', keys: 'Ctrl+← ↑ → ↓' },
  { id: 'homeEnd', keys: 'Home / End' },
  { id: 'ctrlHomeEnd', keys: 'Ctrl+Home / Ctrl+End' },
  { id: 'page', keys: 'Page Up / Page Down' },
  { id: 'tab', keys: 'Tab / Shift+Tab' },
  { id: 'enter', keys: 'Enter / Shift+Enter' },
  { id: 'type', keys: 'type', named: true },
  { id: 'f2', keys: 'F2' },
  { id: 'esc', keys: 'Esc' },
  { id: 'delete', keys: 'Delete / Backspace' },
  { id: 'clipboard', keys: 'Ctrl+C / Ctrl+X / Ctrl+V' },
  { id: 'fill', keys: 'Ctrl+D / Ctrl+R' },
  { id: 'fillSelection', keys: 'Ctrl+Enter' },
  { id: 'undo', keys: 'Ctrl+Z / Ctrl+Y' },
  { id: 'selectAll', keys: 'Ctrl+A' },
  { id: 'selectRows', keys: 'Shift+Space' },
  { id: 'selectColumns', keys: 'Ctrl+Space', macCtrl: true },
  { id: 'rowNumber', keys: 'rowNumber', named: true },
  { id: 'find', keys: 'Ctrl+F / Ctrl+H' },
  { id: 'codeList', keys: 'Alt+↓' },
  { id: 'layoutMenu', keys: 'Shift+F10' },
  { id: 'help', keys: 'F1 / ?' },
];

/** The keys as shown on this platform; `named` reads a row's keys said in words. */
export function keysText(row: KeyHelpRow, mac: boolean, named: (id: string) => string): string {
  if (row.named === true) return named(row.keys);
  return mac && row.macCtrl !== true ? row.keys.replaceAll('Ctrl+', '⌘') : row.keys;
}
