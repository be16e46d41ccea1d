import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { extendTo, cellSelection, rangeOf } from './model/selection.ts';
import { fillWidth } from './model/grid-fill.ts';
import { clickRowNumber, rowsSelection } from './model/row-col-selection.ts';
import { scrollToShow } from './model/scroll-into-view.ts';
import { gridOfView } from './model/view.ts';
import { GridBody } from './GridBody.tsx';
import { inPageRows } from './grid-rows.ts';
import { PasteHeaderNote } from './PasteHeaderNote.tsx';
import {
  ROW_HEADER_WIDTH,
  ROW_HEIGHT,
  type DataGridProps,
  type DrawnRow,
  type GridColumn,
} from './grid-types.ts';
import { useElementSize } from './use-element-size.ts';
import { useGridKeys } from './use-grid-keys.ts';
import { useShownSelection } from './use-shown-selection.ts';
import { GridHeader } from './header/GridHeader.tsx';
import { useLayoutMenu } from './header/use-layout-menu.tsx';
import { frozenWidth } from './model/column-layout.ts';
import { ColumnMenuButton } from './header/ColumnMenuButton.tsx';
import type { ColumnMenuControl } from './header/use-column-filters.ts';
import { useGridPicker } from './use-grid-picker.ts';
import { CodeListBox } from './CodePicker.tsx';

// The spreadsheet: a header row, row numbers, and only the rows on screen (TanStack Virtual).
// Below the last row one empty row takes typing and pastes that add rows.

/**
 * The element an event happened on: on the body's canvas (drawn while a scroll goes on, which has
 * given way to the rows' elements by now, GridBody.tsx), the element at its place.
 */
function targetOf(e: MouseEvent): Element | null {
  const target = e.target as Element;
  if (!target.hasAttribute('data-body-canvas')) return target;
  return document.elementFromPoint(e.clientX, e.clientY);
}

/** The view row and column of the cell an event happened in, if any. */
function cellOf(e: MouseEvent): { row: number; col: number } | null {
  const cell = targetOf(e)?.closest<HTMLElement>('[data-row]') ?? null;
  if (cell === null) return null;
  return { row: Number(cell.dataset['row']), col: Number(cell.dataset['col']) };
}

/** The view row whose row number an event happened on, if any. */
function rowNumberOf(e: MouseEvent): number | null {
  const head = targetOf(e)?.closest<HTMLElement>('[data-rowhead]') ?? null;
  return head === null ? null : Number(head.dataset['rowhead']);
}

export function DataGrid(outer: DataGridProps) {
  const { t } = useTranslation();
  // A move paints the grid first; the editor takes the selection after (use-shown-selection.ts).
  const shownSelection = useShownSelection(outer.selection, outer.onSelection, outer.view);
  const props: DataGridProps = {
    ...outer,
    selection: shownSelection.selection,
    onSelection: shownSelection.select,
  };
  const { view, data, rows, readOnly } = outer;
  const { selection } = props;
  const grid = gridOfView(view);
  // The rows drawn: the drafts in the page, or the core's window while they load.
  const entries = data[grid];
  const source = useMemo(
    () => outer.source ?? inPageRows(entries, rows),
    [outer.source, entries, rows],
  );
  const { length } = source;
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // The rows (GridBody) scroll with it: they re-render when it is there, as their own component.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const scrollerRef = useCallback((el: HTMLDivElement | null) => {
    scrollRef.current = el;
    setScrollElement(el);
  }, []);
  // A drag from a cell selects a range of cells; from a row number, whole rows.
  const [dragging, setDragging] = useState<'cells' | 'rows' | null>(null);
  const size = useElementSize(scrollRef);
  const columns = useMemo(
    () => fillWidth(outer.columns, size.width - ROW_HEADER_WIDTH),
    [outer.columns, size.width],
  );
  const count = length + (readOnly ? 0 : 1);
  const bounds = { rows: Math.max(count, 1), cols: columns.length };
  // The rows drawn now (GridBody's), for the layout menu's "fit width".
  const drawn = useRef<readonly DrawnRow[]>([]);
  const pageRows = Math.max(1, Math.floor((size.height || 600) / ROW_HEIGHT) - 2);
  const keys = useGridKeys(props, bounds, pageRows);
  const picker = useGridPicker(props, keys);
  const range = rangeOf(selection);
  const { active } = selection;
  const totalWidth = ROW_HEADER_WIDTH + columns.reduce((sum, c) => sum + c.width, 0);
  const lastFrozen = columns.reduce((last, c, i) => (c.frozen ? i : last), -1);
  // The hook's refs, by names that say they are refs.
  const { inputRef, scrollToActive: scrollToActiveRef, keepScroll: keepScrollRef } = keys;
  const focusInput = () => inputRef.current?.focus({ preventScroll: true });
  const layoutMenu = useLayoutMenu(props, scrollRef, drawn, () => {
    focusInput();
  });
  // A frozen column's cells stay in view: the cell input over one follows the sideways scroll.
  const [scrollX, setScrollX] = useState(0);
  const activeColumn = columns[selection.active.col];

  useEffect(() => {
    const target = scrollToActiveRef.current ? selection.active : selection.focus;
    scrollToActiveRef.current = false;
    const kept = keepScrollRef.current;
    keepScrollRef.current = null;
    const keep =
      kept !== null && kept.at.row === selection.focus.row && kept.at.col === selection.focus.col
        ? kept
        : null;
    const el = scrollRef.current;
    if (el === null) return;
    // The whole cell in view: below the sticky header row, right of the row numbers and the
    // frozen columns (a frozen column's cells are always in view sideways).
    const column = columns[target.col];
    const to = scrollToShow(
      {
        top: (target.row + 1) * ROW_HEIGHT,
        height: ROW_HEIGHT,
        left: column === undefined || column.frozen ? el.scrollLeft + el.clientWidth : column.left,
        width: column === undefined || column.frozen ? 0 : column.width,
      },
      {
        scrollTop: el.scrollTop,
        scrollLeft: el.scrollLeft,
        height: el.clientHeight,
        width: el.clientWidth,
        stickyTop: ROW_HEIGHT,
        stickyLeft: ROW_HEADER_WIDTH + frozenWidth(columns),
      },
    );
    if (keep?.y !== true && to.scrollTop !== el.scrollTop) el.scrollTop = to.scrollTop;
    if (keep?.x !== true && to.scrollLeft !== el.scrollLeft) el.scrollLeft = to.scrollLeft;
    // Scroll only when the selection moves, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selection.focus.row, selection.focus.col]);

  useEffect(() => {
    if (dragging === null) return;
    const stop = () => {
      setDragging(null);
    };
    window.addEventListener('mouseup', stop);
    return () => {
      window.removeEventListener('mouseup', stop);
    };
  }, [dragging]);

  const onCellDown = (e: MouseEvent, row: number, col: number) => {
    if (e.button !== 0) return;
    e.preventDefault();
    if (keys.editing !== 'none') keys.commit();
    props.onSelection(e.shiftKey ? extendTo(selection, { row, col }) : cellSelection({ row, col }));
    setDragging('cells');
    focusInput();
  };
  const onRowNumberDown = (e: MouseEvent, row: number) => {
    if (e.button !== 0) return;
    e.preventDefault();
    if (keys.editing !== 'none') keys.commit();
    keys.selectKeeping(clickRowNumber(selection, row, e.shiftKey, bounds), true, false);
    setDragging('rows');
    focusInput();
  };
  const onCellEnter = (row: number, col: number) => {
    const { focus } = selection;
    if (dragging === 'rows' && focus.row !== row) {
      keys.selectKeeping(rowsSelection(selection.anchor.row, row, bounds), true, false);
    } else if (dragging === 'cells' && (focus.row !== row || focus.col !== col)) {
      props.onSelection(extendTo(selection, { row, col }));
    }
  };
  const onCellDouble = (row: number, col: number) => {
    if (columns[col]?.key === 'skus' && row < length && !source.busy) props.onOpenSkus(row);
    else keys.startEdit('edit');
  };

  // The header row renders again only when what it shows changes, not on a selection move
  // (its handlers read the latest props).
  const handlers = useRef({ props, layoutMenu });
  const latestMenu = useRef(outer.columnMenu);
  useLayoutEffect(() => {
    handlers.current = { props, layoutMenu };
    latestMenu.current = outer.columnMenu;
  });
  const { layout, sort, sortStale } = outer;
  // The column menus' buttons as of what they show (filtered, open); their actions the latest.
  const menu = outer.columnMenu;
  const menuShows =
    menu === undefined
      ? null
      : `${columns.map((c) => (menu.isFiltered(c.index) ? '1' : '0')).join('')}:${String(menu.openCol)}`;
  const [menuActions] = useState(() => ({
    open: (col: number) => {
      latestMenu.current?.open(col);
    },
    close: () => {
      latestMenu.current?.close();
    },
  }));
  const columnMenu = useMemo(
    (): ColumnMenuControl | undefined =>
      menu === undefined ? undefined : { ...menu, ...menuActions },
    // A new menu object comes with every render of the editor: it counts when what it shows moved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [menuShows, menu?.view],
  );
  const header = useMemo(
    () => (
      <GridHeader
        columns={columns}
        width={totalWidth}
        layout={layout}
        onLayout={(next, save) => {
          handlers.current.props.onLayout(next, save);
        }}
        sort={sort}
        sortStale={sortStale}
        onSort={(index) => {
          handlers.current.props.onSort(index);
        }}
        onMenu={(key, at) => {
          handlers.current.layoutMenu.open(key, at);
        }}
        onFit={(col) => {
          handlers.current.layoutMenu.fit(col);
        }}
        {...(columnMenu === undefined
          ? {}
          : {
              onColumnMenu: columnMenu.open,
              extra: (column: GridColumn) => (
                <ColumnMenuButton control={columnMenu} col={column.index} label={column.label} />
              ),
            })}
      />
    ),
    [columns, totalWidth, layout, sort, sortStale, columnMenu],
  );
  const { paste } = keys;
  return (
    <>
      {paste.pasteNote !== null && (
        <PasteHeaderNote
          header={paste.pasteNote.header}
          onPasteToo={paste.pasteHeaderToo}
          onUndo={paste.undoPaste}
          onDismiss={paste.dismissPasteNote}
        />
      )}
      <div
        className="grid-scroll"
        ref={scrollerRef}
        onClick={focusInput}
        style={{ '--grid-row-height': `${String(ROW_HEIGHT)}px` } as CSSProperties}
        onScroll={(e) => {
          setScrollX(e.currentTarget.scrollLeft);
        }}
      >
        <div
          className="grid-canvas"
          style={{ height: (count + 1) * ROW_HEIGHT, width: totalWidth }}
        >
          {/* The grid holds only rows (ARIA); the floating cell input sits beside it. */}
          <div
            className="grid-table"
            role="grid"
            onMouseDown={(e) => {
              const cell = cellOf(e);
              const numbered = rowNumberOf(e);
              if (cell) onCellDown(e, cell.row, cell.col);
              else if (numbered !== null && numbered < length) onRowNumberDown(e, numbered);
            }}
            onMouseOver={(e) => {
              const cell = cellOf(e);
              const numbered = rowNumberOf(e);
              if (cell) onCellEnter(cell.row, cell.col);
              else if (numbered !== null) onCellEnter(numbered, selection.focus.col);
            }}
            onDoubleClick={(e) => {
              const cell = cellOf(e);
              if (cell) onCellDouble(cell.row, cell.col);
            }}
            aria-label={props.label}
            aria-rowcount={length + 1}
            aria-busy={source.busy || undefined}
            aria-colcount={columns.length}
            aria-readonly={readOnly}
            aria-multiselectable
          >
            {header}
            <GridBody
              view={view}
              grid={grid}
              source={source}
              count={count}
              scrollElement={scrollElement}
              height={size.height}
              columns={columns}
              lastFrozen={lastFrozen}
              width={totalWidth}
              top={range.top}
              bottom={range.bottom}
              left={range.left}
              right={range.right}
              activeRow={active.row}
              activeCol={active.col}
              problemsOf={props.problemsOf}
              trimmed={props.trimmed}
              sentOf={props.sentOf}
              drawn={drawn}
              dragging={dragging !== null}
            />
          </div>
          <input
            ref={inputRef}
            className={keys.editing === 'none' ? 'grid-input idle' : 'grid-input editing'}
            aria-label={t('grid.cellInput', {
              column: columns[active.col]?.label ?? '',
              row: active.row + 1,
            })}
            readOnly={readOnly}
            autoComplete="off"
            spellCheck={false}
            style={{
              top: active.row * ROW_HEIGHT + ROW_HEIGHT,
              left: (activeColumn?.left ?? ROW_HEADER_WIDTH) + (activeColumn?.frozen ? scrollX : 0),
              width: activeColumn?.width ?? 100,
              height: ROW_HEIGHT,
            }}
            onBlur={() => {
              if (keys.editing !== 'none') keys.commit();
            }}
            {...picker.inputProps}
            onKeyDown={(e) => {
              if (layoutMenu.openFromKeys(e)) return;
              // Alt+Down opens the active cell's column menu (Excel's AutoFilter, from the sheet);
              // on a brand or colour code cell it opens the code list instead (data validation's).
              const column = columns[active.col];
              if (
                e.altKey &&
                e.key === 'ArrowDown' &&
                keys.editing === 'none' &&
                !picker.enabled &&
                props.columnMenu &&
                column !== undefined
              ) {
                e.preventDefault();
                props.columnMenu.open(column.index);
                return;
              }
              picker.inputProps.onKeyDown(e);
            }}
          />
          {picker.grid !== null && (
            <CodeListBox
              list={picker.list}
              grid={picker.grid}
              anchor={inputRef}
              portal
              onPick={picker.pick}
            />
          )}
        </div>
      </div>
      {layoutMenu.menu}
    </>
  );
}
