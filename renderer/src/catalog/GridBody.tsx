import { memo, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridName } from '../../../app/catalog/rows.ts';
import type { Problem } from '../../../app/catalog/validation.ts';
import type { RowProblems } from './model/cell-marks.ts';
import type { ViewName } from './model/view.ts';
import { GridRow } from './GridRow.tsx';
import type { GridRows } from './grid-rows.ts';
import { ROW_HEIGHT, type DrawnRow, type GridColumn } from './grid-types.ts';
import type { SentLookup } from './use-change-marks.ts';
import { drawnRows, slotRows } from './body-canvas/drawn-rows.ts';
import {
  planFrame,
  rowsInView,
  type DrawnSelection,
  type FramePlan,
} from './body-canvas/frame-plan.ts';
import { useBodyCanvas } from './body-canvas/use-body-canvas.ts';
import type { BodyCanvasHost } from './body-canvas/body-canvas-driver.ts';
import { rowLookup } from './body-canvas/row-lookup.ts';

// The grid's rows on screen. Its own component, memoised on plain values, so that a scroll
// re-renders the rows and nothing else of the grid (header, cell input, keys), and a key press
// that changes none of these props does not re-render the rows.
//
// The rows are drawn by elements in a fixed pool of slots (body-canvas/drawn-rows.ts); while a
// scroll goes on they are drawn on a canvas instead, and the elements catch up when it rests
// (body-canvas/scroll-mode.ts). The rows' places on screen are their own (translateY);
// aria-rowindex says which row each is.

const NO_PROBLEMS: readonly Problem[] = Object.freeze([]);
const NO_PLAN: FramePlan = { frozenRight: 0, rows: [] };

export interface GridBodyProps extends DrawnSelection {
  view: ViewName;
  grid: GridName;
  source: GridRows;
  /** Rows drawn: the source's and, when the grid takes typing, the new-row line. */
  count: number;
  scrollElement: HTMLDivElement | null;
  /** The scroller's inner height (its rows in view). */
  height: number;
  columns: readonly GridColumn[];
  lastFrozen: number;
  width: number;
  problemsOf: RowProblems;
  trimmed: ReadonlySet<string>;
  sentOf: SentLookup | undefined;
  /** Where the grid reads the rows drawn now (the layout menu's "fit width" measures them). */
  drawn: RefObject<readonly DrawnRow[]>;
  /** A mouse drag over the cells or row numbers goes on: the elements draw every scroll. */
  dragging: boolean;
}

export const GridBody = memo(function GridBody(props: GridBodyProps) {
  const { view, grid, source, count, scrollElement, columns, top, bottom } = props;
  const { t } = useTranslation();
  const { length } = source;
  const pool = useRef({ size: 0 });
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const host = useRef<Omit<BodyCanvasHost, 'elementsAt' | 'catchUp' | 'stopCatchUp'>>({
    count: () => 0,
    planAt: () => NO_PLAN,
    show: () => undefined,
  });
  const body = useBodyCanvas(scrollElement, canvas, host);
  const { driver } = body;
  const { dragging } = props;
  useLayoutEffect(() => {
    driver.hold(dragging);
  }, [driver, dragging]);
  // What the canvas draws follows every render: the rows, the selection and the marks.
  useLayoutEffect(() => {
    host.current = {
      count: () => count,
      show: (range) => source.show?.(range),
      planAt: (at) =>
        planFrame({
          ...at,
          count,
          columns,
          lastFrozen: props.lastFrozen,
          top,
          bottom,
          left: props.left,
          right: props.right,
          activeRow: props.activeRow,
          activeCol: props.activeCol,
          rowAt: rowLookup({
            view,
            grid,
            source,
            problemsOf: props.problemsOf,
            trimmed: props.trimmed,
            sentOf: props.sentOf,
          }),
        }),
    };
    driver.repaint();
  });

  const inView = rowsInView(body.at.first * ROW_HEIGHT, props.height, count);
  // One more below: the first row in view may be partly scrolled out of it.
  const drawn = drawnRows(inView.first, Math.min(count - 1, inView.last + 1), count, pool.current);
  // Behind the canvas the slots move to their rows a few a frame (use-body-canvas.ts).
  const slotted = useRef<readonly number[]>([]);
  const { rows: bySlot, remaining } = slotRows(
    drawn,
    inView.first,
    slotted.current,
    body.at.budget,
    count,
  );
  const { drew } = body;
  useLayoutEffect(() => {
    slotted.current = bySlot;
    drew(remaining);
  });
  const { drawn: drawnRef } = props;
  useEffect(() => {
    drawnRef.current = drawn.map((index) => ({ index, start: index * ROW_HEIGHT }));
  }, [drawnRef, drawn]);
  const firstShown = drawn[0] ?? 0;
  const lastShown = drawn[drawn.length - 1] ?? 0;
  const { show: showRows } = source;
  useEffect(() => {
    showRows?.({ start: firstShown, end: lastShown });
  }, [showRows, firstShown, lastShown]);

  const slots = bySlot.length;
  const rows = bySlot.map((r) => {
    const isNew = r >= length;
    const at = isNew ? undefined : source.at(r);
    const inRows = r >= top && r <= bottom;
    return (
      <GridRow
        key={r % slots}
        view={view}
        index={r}
        top={r * ROW_HEIGHT}
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
  return (
    <>
      {rows}
      {/* Drawn while a scroll goes on; the rows' elements are the grid (ARIA, clicks, titles). */}
      <canvas
        ref={canvas}
        className="grid-body-canvas"
        aria-hidden="true"
        data-body-canvas=""
        onMouseDown={() => {
          driver.rest();
        }}
      />
    </>
  );
});
