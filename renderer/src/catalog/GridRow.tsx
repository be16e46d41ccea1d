import { memo, useMemo } from 'react';
import type { TFunction } from 'i18next';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import type { Problem } from '../../../app/catalog/validation.ts';
import { cellLook, type RowToLook } from './model/cell-look.ts';
import { changeTitle } from './change-title.ts';
import { gridOfView, type ViewName } from './model/view.ts';
import { ROW_HEADER_WIDTH, ROW_HEIGHT } from './grid-types.ts';
import type { GridColumn } from './grid-types.ts';
import { problemText } from './problem-text.ts';
import { useCodeIndexContext } from './code-index-context.ts';
import { useSentValue, type SentLookup } from './use-change-marks.ts';
import { windowRowValue } from './window/window-marks.ts';

// One visible row of the grid. Memoised on plain values (the draft row object, its problems,
// which of its cells are selected): an edit re-renders the rows it touched, a selection move
// the rows it enters or leaves, a scroll the rows that come into view. Mouse events are handled
// once for the whole grid (DataGrid), found by the cells' data-row / data-col.

export interface GridRowProps {
  view: ViewName;
  /** The view row (0-based). */
  index: number;
  top: number;
  /** The empty row below the last, which takes typing and pastes that add rows. */
  isNew: boolean;
  id: string;
  row: MasterRow | ProductRow | undefined;
  /** The row's cells in the view's columns (the core's window while the drafts load), or null. */
  cells: readonly string[] | null;
  /** Its rows have not arrived from the core yet: blank cells, marked as waiting. */
  waiting: boolean;
  /** The SKU this per-SKU row shows (-1: none). */
  sku: number;
  columns: readonly GridColumn[];
  /** The last frozen column (drawn with the frozen part's edge), -1: none. */
  lastFrozen: number;
  width: number;
  /** The selected columns of this row (-1, -1: none). */
  selLeft: number;
  selRight: number;
  /** The active cell's column when it is on this row, else -1. */
  activeCol: number;
  problems: readonly Problem[];
  trimmed: ReadonlySet<string>;
  /** What this connection last sent: the row follows its own code's value (changed cells). */
  sentOf?: SentLookup | undefined;
  /** The grid's translation (one hook for the rows drawn, not one a row mounted). */
  t: TFunction;
}

export const GridRow = memo(function GridRow(props: GridRowProps) {
  const { t } = props;
  const codes = useCodeIndexContext();
  const { view, index, isNew, row, columns } = props;
  // A row of the core's window has only its cells: compared with what was last sent as a value.
  const { cells, sku: skuOfRow } = props;
  const value = useMemo(
    () => row ?? (cells === null ? undefined : windowRowValue(view, cells, skuOfRow)),
    [row, cells, view, skuOfRow],
  );
  const sent = useSentValue(props.sentOf, gridOfView(view), isNew ? undefined : value);
  const look: RowToLook = {
    view,
    isNew,
    id: props.id,
    row,
    cells,
    sku: skuOfRow,
    problems: props.problems,
    trimmed: props.trimmed,
    value,
    sent,
  };
  const cell = (column: GridColumn, c: number) => {
    const { text, mark, change } = cellLook(look, column.key, column.index);
    const selected = c >= props.selLeft && c <= props.selRight;
    let cls = 'grid-cell';
    if (selected) cls += ' selected';
    if (c === props.activeCol) cls += ' active';
    if (mark) cls += ` mark-${mark.severity}`;
    if (column.frozen) cls += props.lastFrozen === c ? ' frozen frozen-edge' : ' frozen';
    if (change) cls += ' mark-changed';
    let title: string | undefined;
    if (mark) {
      const texts = mark.problems.map((p) => problemText(t, p, codes));
      if (mark.trimmed) texts.push(t('grid.problem.trimmed'));
      title = texts.join('\n');
    }
    if (change) title = [title, changeTitle(t, change)].filter(Boolean).join('\n');
    return (
      <div
        key={column.key}
        role="gridcell"
        aria-colindex={c + 1}
        aria-selected={selected}
        aria-invalid={mark?.severity === 'error' ? true : undefined}
        className={cls}
        style={{ width: column.width }}
        title={title}
        data-row={index}
        data-col={c}
      >
        {text}
      </div>
    );
  };
  // The frozen columns lead the shown columns (column-layout.ts).
  const frozenCount = props.lastFrozen + 1;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={isNew ? 'grid-row new-row' : props.waiting ? 'grid-row waiting' : 'grid-row'}
      style={{ transform: `translateY(${props.top + ROW_HEIGHT}px)`, width: props.width }}
    >
      {/* The row number and the frozen cells stick left as one box: one sticky layer a row, where
          a sticky box each made the compositor's layers and the paint per frame grow with the
          frozen columns (issue 28, frames under the 2× throttle). */}
      <div className="grid-frozen">
        <div
          className={props.selLeft >= 0 ? 'grid-rowhead selected' : 'grid-rowhead'}
          role="rowheader"
          style={{ width: ROW_HEADER_WIDTH }}
          data-rowhead={index}
        >
          {isNew ? '+' : index + 1}
        </div>
        {columns.slice(0, frozenCount).map((column, c) => cell(column, c))}
      </div>
      {columns.slice(frozenCount).map((column, c) => cell(column, c + frozenCount))}
    </div>
  );
});
