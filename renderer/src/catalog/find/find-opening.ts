import { isSingleCell, rangeOf, type Range, type Selection } from '../model/selection.ts';

// Whether the find bar is open, in which mode, and what it was opened on. Each opening bumps
// `token`, which the bar takes as "focus the find field and look in what is selected now".

export interface FindOpening {
  open: boolean;
  mode: 'find' | 'replace';
  token: number;
  /** The range selected when it was opened (null: one cell was). */
  range: Range | null;
  /** The cursor's column when it was opened. */
  col: number;
}

export const CLOSED: FindOpening = { open: false, mode: 'find', token: 0, range: null, col: 0 };

/**
 * Ctrl+F opens the bar (keeping the replace field when it is shown); Ctrl+H opens it with the
 * replace field, except on a read-only grid.
 */
export function openFind(
  prev: FindOpening,
  mode: 'find' | 'replace',
  selection: Selection,
  readOnly: boolean,
): FindOpening {
  const wanted = readOnly ? 'find' : mode === 'replace' || (prev.open && prev.mode === 'replace');
  return {
    open: true,
    mode: wanted === true ? 'replace' : 'find',
    token: prev.token + 1,
    range: isSingleCell(selection) ? null : rangeOf(selection),
    col: selection.active.col,
  };
}

export const closeFind = (prev: FindOpening): FindOpening => ({ ...prev, open: false });
