import {
  defaultRangeExtractor,
  useVirtualizer,
  type Range,
  type VirtualItem,
} from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, type RefObject } from 'react';
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
//
// The rows drawn are a fixed pool of slots: row r is drawn by slot r % pool, and the slots stay
// in the document in slot order. A scroll gives the slots of the rows that leave to the rows that
// come, so React updates their text and attributes where it would have made and dropped a row's
// elements each (a frame of a fast scroll draws ~40 rows anew), and no element moves in the
// document (a moved element is styled and laid out again as if new). The rows' places on screen
// are their own (translateY); aria-rowindex says which row each is.

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
  const pool = useRef(0);
  // Below the top, always the pool's number of rows (fewer only when the grid has fewer), so
  // that the set of slots, and their elements, stays while the grid scrolls. At the top, only the
  // rows on screen and those below it: there row r is in slot r either way.
  const rangeExtractor = useCallback((range: Range): number[] => {
    const { startIndex, endIndex, overscan, count: rows } = range;
    // One more than the rows on screen: a scroll that shows one more row keeps the pool.
    pool.current = Math.max(pool.current, endIndex - startIndex + 2 + 2 * overscan);
    if (startIndex <= overscan) return defaultRangeExtractor(range);
    const size = Math.min(pool.current, rows);
    const first = Math.max(0, Math.min(startIndex - overscan, rows - size));
    return Array.from({ length: size }, (_, k) => first + k);
  }, []);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    rangeExtractor,
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

  const slots = items.length;
  const bySlot = new Array<VirtualItem>(slots);
  for (const item of items) bySlot[item.index % slots] = item;
  return bySlot.map((item) => {
    const r = item.index;
    const isNew = r >= length;
    const at = isNew ? undefined : source.at(r);
    const inRows = r >= top && r <= bottom;
    return (
      <GridRow
        key={r % slots}
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
