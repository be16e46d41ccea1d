import type { GridName } from '../../../../app/catalog/rows.ts';
import type { RowProblems } from '../model/cell-marks.ts';
import { cellLook, type RowToLook } from '../model/cell-look.ts';
import type { ViewName } from '../model/view.ts';
import type { GridRows } from '../grid-rows.ts';
import type { SentLookup } from '../use-change-marks.ts';
import { windowRowValue } from '../window/window-marks.ts';
import type { RowLookup } from './frame-plan.ts';

const NO_PROBLEMS = Object.freeze([]);

/**
 * The rows' looks the canvas draws, read as GridRow reads them (model/cell-look.ts): each row
 * from the grid's rows, its problems, trimmed codes and what was last sent with its code.
 */
export function rowLookup(from: {
  view: ViewName;
  grid: GridName;
  source: GridRows;
  problemsOf: RowProblems;
  trimmed: ReadonlySet<string>;
  sentOf: SentLookup | undefined;
}): (index: number) => RowLookup {
  const { view, grid, source } = from;
  return (index) => {
    if (index >= source.length) return { kind: 'new', cell: () => BLANK };
    const at = source.at(index);
    if (at.waiting) return { kind: 'waiting', cell: () => BLANK };
    const value =
      at.row ?? (at.cells === null ? undefined : windowRowValue(view, at.cells, at.sku));
    const look: RowToLook = {
      view,
      isNew: false,
      id: at.id,
      row: at.row,
      cells: at.cells,
      sku: at.sku,
      problems: at.id === '' ? NO_PROBLEMS : from.problemsOf(grid, at.id),
      trimmed: from.trimmed,
      value,
      sent: value === undefined ? undefined : from.sentOf?.get(grid, value),
    };
    return {
      kind: 'row',
      cell: (column) => {
        const { text, mark, change } = cellLook(look, column.key, column.index);
        return { text, mark: mark?.severity ?? null, changed: change !== null };
      },
    };
  };
}

const BLANK = { text: '', mark: null, changed: false };
