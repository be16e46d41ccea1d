import { fieldForHeader } from '../files/header-names.ts';
import { gridOfView, VIEW_COLUMNS, type ViewName } from './view.ts';
import type { CellWrite } from './write-cells.ts';

// A block pasted with its header line on top (copied from a sheet with its title row): the line
// names the columns it lands in, with the names a file's header may use (English, Japanese or
// field names, header-names.ts), so it is left out of the paste and the grid says so.

/**
 * True when the block's first line is a header line for where it lands: two lines or more, and
 * every non-empty cell of the first names the field of the grid column it would land in.
 */
export function isHeaderLine(
  view: ViewName,
  block: readonly (readonly string[])[],
  left: number,
  /** The shown columns' keys, when a layout hides or moves some. */
  shown?: readonly string[],
): boolean {
  const first = block[0];
  if (first === undefined || block.length < 2) return false;
  const columns: readonly string[] = shown ?? VIEW_COLUMNS[view];
  const grid = gridOfView(view);
  let named = 0;
  for (const [i, cell] of first.entries()) {
    if (cell.trim() === '') continue;
    const column = columns[left + i];
    if (column === undefined || fieldForHeader(grid, cell) !== column) return false;
    named += 1;
  }
  return named > 0;
}

/**
 * "Paste the header line too", after the paste without it: the whole block's writes, and the
 * cells the first paste wrote that the whole block does not cover put back as they were (a
 * range the shorter block filled by repeating), so the result is that of pasting the whole block
 * in the first place.
 */
export function withHeaderLine(
  pasted: readonly CellWrite[],
  before: readonly string[],
  whole: readonly CellWrite[],
): CellWrite[] {
  const covered = new Set(whole.map((w) => `${String(w.row)}:${String(w.col)}`));
  const restore = pasted.flatMap((w, i) =>
    covered.has(`${String(w.row)}:${String(w.col)}`) ? [] : [{ ...w, value: before[i] ?? '' }],
  );
  return [...restore, ...whole];
}
