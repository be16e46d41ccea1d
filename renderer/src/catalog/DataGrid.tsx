import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import type { Problem } from '../../../app/catalog/validation.ts';
import type { Entry } from '../drafts/catalog-data.ts';
import { extendTo, cellSelection, rangeOf } from './model/selection.ts';
import { gridOfView } from './model/view.ts';
import { GridRow } from './GridRow.tsx';
import { PasteHeaderNote } from './PasteHeaderNote.tsx';
import { ROW_HEADER_WIDTH, ROW_HEIGHT, type DataGridProps } from './grid-types.ts';
import { useGridKeys } from './use-grid-keys.ts';
import { SortHeader, sortDirection } from '../ui/SortHeader.tsx';

// The spreadsheet: a header row, row numbers, and only the rows on screen (TanStack Virtual).
// Below the last row one empty row takes typing and pastes that add rows.

const NO_PROBLEMS: readonly Problem[] = Object.freeze([]);

/** The view row and column of the cell an event happened in, if any. */
function cellOf(e: MouseEvent): { row: number; col: number } | null {
  const cell = (e.target as Element).closest<HTMLElement>('[data-row]');
  if (cell === null) return null;
  return { row: Number(cell.dataset['row']), col: Number(cell.dataset['col']) };
}

export function DataGrid(props: DataGridProps) {
  const { t } = useTranslation();
  const { view, data, rows, columns, selection, readOnly } = props;
  const grid = gridOfView(view);
  const entries: readonly Entry<MasterRow | ProductRow>[] = data[grid];
  const scrollRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  const count = rows.length + (readOnly ? 0 : 1);
  const bounds = { rows: Math.max(count, 1), cols: columns.length };
  // The virtualizer's functions change as it measures; this component re-renders with it, and
  // nothing memoizes them, which is what the React Compiler warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const pageRows = Math.max(
    1,
    Math.floor((scrollRef.current?.clientHeight ?? 600) / ROW_HEIGHT) - 2,
  );
  const keys = useGridKeys(props, bounds, pageRows);
  const items = virtualizer.getVirtualItems();
  const range = rangeOf(selection);
  const { active } = selection;
  const lefts = columns.reduce<number[]>(
    (acc, c, i) => [
      ...acc,
      (acc[i - 1] ?? ROW_HEADER_WIDTH) + (i === 0 ? 0 : (columns[i - 1]?.width ?? 0)),
    ],
    [],
  );
  const totalWidth = ROW_HEADER_WIDTH + columns.reduce((sum, c) => sum + c.width, 0);

  useEffect(() => {
    const target = keys.scrollToActive.current ? selection.active : selection.focus;
    keys.scrollToActive.current = false;
    virtualizer.scrollToIndex(target.row, { align: 'auto' });
    const el = scrollRef.current;
    const left = (lefts[target.col] ?? 0) - ROW_HEADER_WIDTH;
    const width = columns[target.col]?.width ?? 0;
    if (
      el &&
      (left < el.scrollLeft || left + width > el.scrollLeft + el.clientWidth - ROW_HEADER_WIDTH)
    ) {
      el.scrollLeft = Math.max(0, left - 40);
    }
    // Scroll only when the selection moves, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selection.focus.row, selection.focus.col]);

  useEffect(() => {
    if (!dragging) return;
    const stop = () => {
      setDragging(false);
    };
    window.addEventListener('mouseup', stop);
    return () => {
      window.removeEventListener('mouseup', stop);
    };
  }, [dragging]);

  const focusInput = () => keys.inputRef.current?.focus({ preventScroll: true });

  const onCellDown = (e: MouseEvent, row: number, col: number) => {
    if (e.button !== 0) return;
    e.preventDefault();
    if (keys.editing !== 'none') keys.commit();
    props.onSelection(e.shiftKey ? extendTo(selection, { row, col }) : cellSelection({ row, col }));
    setDragging(true);
    focusInput();
  };
  const onCellEnter = (row: number, col: number) => {
    const { focus } = selection;
    if (dragging && (focus.row !== row || focus.col !== col)) {
      props.onSelection(extendTo(selection, { row, col }));
    }
  };
  const onCellDouble = (row: number, col: number) => {
    if (columns[col]?.key === 'skus' && row < rows.length) props.onOpenSkus(row);
    else keys.startEdit('edit');
  };

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
      <div className="grid-scroll" ref={scrollRef} onClick={focusInput}>
        <div
          className="grid-canvas"
          style={{ height: virtualizer.getTotalSize() + ROW_HEIGHT, width: totalWidth }}
        >
          {/* The grid holds only rows (ARIA); the floating cell input sits beside it. */}
          <div
            className="grid-table"
            role="grid"
            onMouseDown={(e) => {
              const cell = cellOf(e);
              if (cell) onCellDown(e, cell.row, cell.col);
            }}
            onMouseOver={(e) => {
              const cell = cellOf(e);
              if (cell) onCellEnter(cell.row, cell.col);
            }}
            onDoubleClick={(e) => {
              const cell = cellOf(e);
              if (cell) onCellDouble(cell.row, cell.col);
            }}
            aria-label={props.label}
            aria-rowcount={rows.length + 1}
            aria-colcount={columns.length}
            aria-readonly={readOnly}
            aria-multiselectable
          >
            <div className="grid-header" role="row" aria-rowindex={1} style={{ width: totalWidth }}>
              <div
                className="grid-corner"
                role="columnheader"
                aria-label={t('grid.rowNumber')}
                style={{ width: ROW_HEADER_WIDTH }}
              />
              {columns.map((column, col) => (
                <SortHeader
                  key={column.key}
                  label={column.label}
                  title={
                    props.sortStale && props.sort?.col === col
                      ? t('grid.sortStale', { column: column.label })
                      : t('grid.sortBy', { column: column.label })
                  }
                  direction={sortDirection(props.sort, props.sort?.col === col)}
                  stale={props.sortStale}
                  width={column.width}
                  onSort={() => {
                    props.onSort(col);
                  }}
                  classes={{ cell: 'grid-colhead', mark: 'sort-mark' }}
                />
              ))}
            </div>
            {items.map((item) => {
              const r = item.index;
              const isNew = r >= rows.length;
              const entry = isNew ? undefined : entries[rows.entry[r] ?? -1];
              const inRows = r >= range.top && r <= range.bottom;
              return (
                <GridRow
                  key={item.key}
                  view={view}
                  index={r}
                  top={item.start}
                  isNew={isNew}
                  id={entry?.id ?? ''}
                  row={entry?.row}
                  sku={rows.sku[r] ?? -1}
                  columns={columns}
                  width={totalWidth}
                  selLeft={inRows ? range.left : -1}
                  selRight={inRows ? range.right : -1}
                  activeCol={active.row === r ? active.col : -1}
                  problems={entry === undefined ? NO_PROBLEMS : props.problemsOf(grid, entry.id)}
                  trimmed={props.trimmed}
                  sent={entry === undefined ? undefined : props.sentOf?.(grid, entry.row)}
                />
              );
            })}
          </div>
          <input
            ref={keys.inputRef}
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
              left: lefts[active.col] ?? ROW_HEADER_WIDTH,
              width: columns[active.col]?.width ?? 100,
              height: ROW_HEIGHT,
            }}
            onBlur={() => {
              if (keys.editing !== 'none') keys.commit();
            }}
            {...keys.handlers}
          />
        </div>
      </div>
    </>
  );
}
