import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { memo, useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridName } from '../../../app/catalog/rows.ts';
import type { Problem } from '../../../app/catalog/validation.ts';
import type { RowProblems } from './model/cell-marks.ts';
import type { ViewName } from './model/view.ts';
import { GridRow } from './GridRow.tsx';
import type { GridRows } from './grid-rows.ts';
import { ROW_HEIGHT, type GridColumn } from './grid-types.ts';
import type { SentLookup } from './use-change-marks.ts';

// The grid's rows on screen (TanStack Virtual). Its own component, memoised on plain values, so
// that a scroll re-renders the rows and nothing else of the grid (header, cell input, keys), and
// a key press that changes none of these props does not re-render the rows.

const NO_PROBLEMS: readonly Problem[] = Object.freeze([]);

export interface GridBodyProps {
  view: ViewName;
  grid: GridName;
  source: GridRows;
  /** Rows drawn: the source's and, when the grid takes typing, the new-row line. */
  count: number;
  scrollElement: HTMLDivElement | null;
  columns: readonly GridColumn[];
  lastFrozen: number;
  width: number;
  /** The selected range (rows top–bottom, columns left–right). */
  top: number;
  bottom: number;
  left: number;
  right: number;
  activeRow: number;
  activeCol: number;
  problemsOf: RowProblems;
  trimmed: ReadonlySet<string>;
  sentOf: SentLookup | undefined;
  /** Where the grid reads the rows drawn now (the layout menu's "fit width" measures them). */
  drawn: RefObject<readonly VirtualItem[]>;
}

export const GridBody = memo(function GridBody(props: GridBodyProps) {
  const { view, grid, source, count, scrollElement, columns, top, bottom } = props;
  const { t } = useTranslation();
  const { length } = source;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();
  const { drawn } = props;
  useEffect(() => {
    drawn.current = items;
  }, [drawn, items]);
  const firstShown = items[0]?.index ?? 0;
  const lastShown = items[items.length - 1]?.index ?? 0;
  const { show } = source;
  useEffect(() => {
    show?.({ start: firstShown, end: lastShown });
  }, [show, firstShown, lastShown]);

  return items.map((item) => {
    const r = item.index;
    const isNew = r >= length;
    const at = isNew ? undefined : source.at(r);
    const inRows = r >= top && r <= bottom;
    return (
      <GridRow
        key={item.key}
        view={view}
        index={r}
        top={item.start}
        isNew={isNew}
        id={at?.id ?? ''}
        row={at?.row}
        cells={at?.cells ?? null}
        waiting={at?.waiting ?? false}
        sku={at?.sku ?? -1}
        columns={columns}
        lastFrozen={props.lastFrozen}
        width={props.width}
        selLeft={inRows ? props.left : -1}
        selRight={inRows ? props.right : -1}
        activeCol={props.activeRow === r ? props.activeCol : -1}
        problems={at === undefined || at.id === '' ? NO_PROBLEMS : props.problemsOf(grid, at.id)}
        trimmed={props.trimmed}
        sentOf={props.sentOf}
        t={t}
      />
    );
  });
});
