import { type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moveColumnTo, resizeColumn, type ColumnLayout } from '../model/column-layout.ts';
import { ROW_HEADER_WIDTH } from '../grid-types.ts';
import type { GridColumn } from '../grid-types.ts';
import { sortDirection } from '../../ui/SortHeader.tsx';
import { useHeaderDrag } from './use-header-drag.ts';

// The grid's header row: the row-number corner and a header per shown column. A click sorts; a
// drag moves the column; its right edge resizes it (double-click: fit); a right-click or
// Shift+F10 / the context-menu key opens its layout menu (ColumnLayoutMenu). Frozen headers stick
// at their left offsets, the last with the frozen part's edge.

export interface GridHeaderProps {
  columns: readonly GridColumn[];
  width: number;
  layout: ColumnLayout;
  /** save false: a resize drag's step (saved when it ends). */
  onLayout: (layout: ColumnLayout, save?: boolean) => void;
  sort: { col: number; descending: boolean } | null;
  sortStale: boolean;
  /** Sorts by a view column (GridColumn.index). */
  onSort: (index: number) => void;
  onMenu: (key: string, at: { x: number; y: number }) => void;
  onFit: (col: number) => void;
  /** Opens a view column's sort and filter menu (Alt+Down on its header, as Excel's AutoFilter). */
  onColumnMenu?: (index: number) => void;
  /** Anything more a header shows after its button (e.g. a sort and filter menu). */
  extra?: (column: GridColumn, col: number) => ReactNode;
}

export function GridHeader(props: GridHeaderProps) {
  const { t } = useTranslation();
  const { columns, layout, onLayout } = props;
  const drag = useHeaderDrag((key, place) => {
    onLayout(moveColumnTo(layout, key, place.key, place.after));
  });
  const lastFrozen = columns.reduce((last, c, i) => (c.frozen ? i : last), -1);

  const startResize = (event: PointerEvent<HTMLElement>, column: GridColumn) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    let latest = layout;
    const move = (e: globalThis.PointerEvent) => {
      latest = resizeColumn(layout, column.key, column.width + e.clientX - startX);
      onLayout(latest, false);
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      if (latest !== layout) onLayout(latest, true);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  const openFromKeys = (event: KeyboardEvent<HTMLElement>, key: string) => {
    if (event.key !== 'ContextMenu' && !(event.key === 'F10' && event.shiftKey)) return;
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    props.onMenu(key, { x: rect.left, y: rect.bottom + 2 });
  };

  return (
    <div className="grid-header" role="row" aria-rowindex={1} style={{ width: props.width }}>
      <div
        className="grid-corner"
        role="columnheader"
        aria-label={t('grid.rowNumber')}
        style={{ width: ROW_HEADER_WIDTH }}
      />
      {columns.map((column, col) => {
        const sorted = props.sort?.col === column.index;
        const direction = sortDirection(props.sort, sorted);
        const over = drag.dragging?.over?.key === column.key ? drag.dragging.over : null;
        let cls = 'grid-colhead';
        if (column.frozen) cls += col === lastFrozen ? ' frozen frozen-edge' : ' frozen';
        if (drag.dragging?.key === column.key) cls += ' dragging';
        if (over !== null) cls += over.after ? ' drop-after' : ' drop-before';
        return (
          <div
            key={column.key}
            role="columnheader"
            // Named by its column alone, not also by the buttons it holds (sort, filter menu).
            aria-label={column.label}
            aria-sort={direction}
            aria-colindex={col + 1}
            className={cls}
            data-colkey={column.key}
            style={
              column.frozen ? { width: column.width, left: column.left } : { width: column.width }
            }
            onContextMenu={(event) => {
              event.preventDefault();
              props.onMenu(column.key, { x: event.clientX, y: event.clientY });
            }}
          >
            <button
              type="button"
              title={
                props.sortStale && sorted
                  ? t('grid.sortStale', { column: column.label })
                  : `${t('grid.sortBy', { column: column.label })}\n${t('columnLayout.headerTitle', { column: column.label })}`
              }
              aria-haspopup="menu"
              onPointerDown={(event) => {
                drag.onPointerDown(event, column.key);
              }}
              onClick={() => {
                if (!drag.endedDrag()) props.onSort(column.index);
              }}
              onKeyDown={(event) => {
                if (event.altKey && event.key === 'ArrowDown' && props.onColumnMenu) {
                  event.preventDefault();
                  props.onColumnMenu(column.index);
                  return;
                }
                openFromKeys(event, column.key);
              }}
            >
              <span>{column.label}</span>
              <span aria-hidden="true" className="sort-mark">
                {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : ''}
                {props.sortStale && direction !== 'none' ? ' ↻' : ''}
              </span>
            </button>
            {props.extra?.(column, col)}
            <div
              className="grid-col-resize"
              // For the mouse: the keyboard fits a column from the layout menu.
              aria-hidden="true"
              title={t('columnLayout.resize', { column: column.label })}
              onPointerDown={(event) => {
                startResize(event, column);
              }}
              onDoubleClick={(event) => {
                event.stopPropagation();
                props.onFit(col);
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
