import { useState, type KeyboardEvent, type RefObject } from 'react';
import { cellText } from '../model/view.ts';
import { useTranslation } from 'react-i18next';
import { fitWidth, resizeColumn } from '../model/column-layout.ts';
import { ROW_HEIGHT, type DataGridProps, type DrawnRow } from '../grid-types.ts';
import { ColumnLayoutMenu } from './ColumnLayoutMenu.tsx';
import { measureIn } from './measure-text.ts';

// The grid's layout menu: which column it is open for and where, opened from a header (right-
// click, Shift+F10) or from the grid's cell (Shift+F10 / the context-menu key: the active cell's
// column), and "fit width", which measures the column's cells on screen (the grid draws only the
// rows in view, so those are the texts there are to fit).

/** Room for the sort mark beside a header's label. */
const MARK_ROOM = 18;

export function useLayoutMenu(
  props: DataGridProps,
  scrollRef: RefObject<HTMLDivElement | null>,
  drawn: RefObject<readonly DrawnRow[]>,
  refocusGrid: () => void,
) {
  const { t } = useTranslation();
  const { view, data, rows, columns, layout, onLayout } = props;
  const [state, setState] = useState<{
    key: string;
    at: { x: number; y: number };
    returnTo: HTMLElement | null;
  } | null>(null);

  const open = (key: string, at: { x: number; y: number }) => {
    const focused = document.activeElement;
    setState({ key, at, returnTo: focused instanceof HTMLElement ? focused : null });
  };

  const fit = (col: number) => {
    const column = columns[col];
    const el = scrollRef.current;
    if (column === undefined || el === null) return;
    const top = el.scrollTop;
    const bottom = top + el.clientHeight;
    const texts: string[] = [];
    for (const item of drawn.current) {
      const r = item.index;
      if (r >= rows.length || item.start + 2 * ROW_HEIGHT <= top || item.start >= bottom) continue;
      texts.push(cellText(view, data, rows.entry[r] ?? -1, rows.sku[r] ?? -1, column.index));
    }
    const lines = texts.map((text) => text.split('\n', 1)[0] ?? '');
    const cellWidths = measureIn(el.querySelector('.grid-row .grid-cell'), lines);
    const [labelWidth = 0] = measureIn(el.querySelector('.grid-colhead button span'), [
      column.label,
    ]);
    const forCells = fitWidth(cellWidths);
    const forLabel = fitWidth([labelWidth]) + MARK_ROOM;
    onLayout(resizeColumn(layout, column.key, Math.max(forCells, forLabel)));
  };

  /** Shift+F10 or the context-menu key on the grid: the active column's menu, at its cell. */
  const openFromKeys = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    if (event.key !== 'ContextMenu' && !(event.key === 'F10' && event.shiftKey)) return false;
    const column = columns[props.selection.active.col];
    if (column === undefined) return false;
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    open(column.key, { x: rect.left, y: rect.bottom + 2 });
    return true;
  };

  const close = () => {
    const back = state?.returnTo;
    setState(null);
    if (back?.isConnected === true && !back.classList.contains('grid-input')) back.focus();
    else refocusGrid();
  };

  const menu =
    state === null ? null : (
      <ColumnLayoutMenu
        view={view}
        columnKey={state.key}
        layout={layout}
        labelOf={(key) => t(`grid.column.${key}`)}
        onLayout={(next) => {
          onLayout(next);
        }}
        onFit={() => {
          const col = columns.findIndex((c) => c.key === state.key);
          if (col >= 0) fit(col);
        }}
        at={state.at}
        onClose={close}
      />
    );

  return { open, fit, openFromKeys, menu };
}
