import type { Direction } from './data-edge.ts';
import type { Move } from './selection.ts';

// Keys of the grid, as in Excel, turned into commands. Pure: the grid component asks what a key
// means and does it. `editing` is 'none' (a cell is selected), 'enter' (typing started the edit:
// arrows commit and move) or 'edit' (F2 or double-click: arrows move the caret).

export interface KeyInput {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** True while an input method composes text: no key then belongs to the grid. */
  isComposing: boolean;
}

export type Editing = 'none' | 'enter' | 'edit';

export type Command =
  | { type: 'move'; move: Move; extend: boolean }
  | { type: 'jump'; direction: Direction; extend: boolean }
  | { type: 'advance'; key: 'tab' | 'enter'; back: boolean }
  | {
      type: 'commit';
      then: { type: 'advance'; key: 'tab' | 'enter'; back: boolean } | { type: 'move'; move: Move };
    }
  /** Ctrl+Enter (Cmd+Enter) while typing: what was typed into every selected cell. */
  | { type: 'commitAll' }
  | { type: 'edit' }
  | { type: 'cancel' }
  | { type: 'open' }
  | { type: 'clear' }
  | { type: 'fillDown' }
  | { type: 'fillRight' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'selectAll' }
  | { type: 'selectRows' }
  | { type: 'selectColumns' }
  | { type: 'help' };

const ARROWS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

export function commandFor(e: KeyInput, editing: Editing, mac: boolean): Command | null {
  // 229: Chromium's keyCode during composition; isComposing covers the Enter that ends it.
  if (e.isComposing || e.key === 'Process') return null;
  const mod = mac ? e.metaKey : e.ctrlKey;

  if (editing !== 'none') {
    if (e.key === 'Escape') return { type: 'cancel' };
    if (e.key === 'Enter' && mod && !e.altKey && !e.shiftKey) return { type: 'commitAll' };
    if (e.key === 'Enter' && !e.altKey) {
      return { type: 'commit', then: { type: 'advance', key: 'enter', back: e.shiftKey } };
    }
    if (e.key === 'Tab')
      return { type: 'commit', then: { type: 'advance', key: 'tab', back: e.shiftKey } };
    const arrow = ARROWS[e.key];
    if (editing === 'enter' && arrow !== undefined && !mod) {
      return { type: 'commit', then: { type: 'move', move: arrow } };
    }
    return null;
  }

  // Excel's whole-row and whole-column keys (Ctrl+Space on a Mac too, as Excel there has it).
  if (e.key === ' ' && !e.altKey && !e.metaKey) {
    if (e.ctrlKey) return { type: 'selectColumns' };
    if (e.shiftKey) return { type: 'selectRows' };
  }
  // The keys' help; to type a "?" as a cell's first character, F2 first.
  if (e.key === 'F1' || (e.key === '?' && !mod && !e.altKey)) return { type: 'help' };

  if (mod && !e.altKey) {
    const k = e.key.toLowerCase();
    if (k === 'z') return e.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (k === 'y') return { type: 'redo' };
    if (k === 'd') return { type: 'fillDown' };
    if (k === 'r') return { type: 'fillRight' };
    if (k === 'a') return { type: 'selectAll' };
    if (e.key === 'Home') return { type: 'move', move: 'first', extend: e.shiftKey };
    if (e.key === 'End') return { type: 'move', move: 'last', extend: e.shiftKey };
    const arrow = ARROWS[e.key];
    if (arrow !== undefined) return { type: 'jump', direction: arrow, extend: e.shiftKey };
    return null;
  }
  const arrow = ARROWS[e.key];
  if (arrow !== undefined) return { type: 'move', move: arrow, extend: e.shiftKey };
  switch (e.key) {
    case 'Home':
      return { type: 'move', move: 'home', extend: e.shiftKey };
    case 'End':
      return { type: 'move', move: 'end', extend: e.shiftKey };
    case 'PageUp':
      return { type: 'move', move: 'pageUp', extend: e.shiftKey };
    case 'PageDown':
      return { type: 'move', move: 'pageDown', extend: e.shiftKey };
    case 'Tab':
      return { type: 'advance', key: 'tab', back: e.shiftKey };
    case 'Enter':
      return e.shiftKey ? { type: 'advance', key: 'enter', back: true } : { type: 'open' };
    case 'F2':
      return { type: 'edit' };
    case 'Delete':
    case 'Backspace':
      return { type: 'clear' };
    default:
      return null;
  }
}
