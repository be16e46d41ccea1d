import {
  columnOrderingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoucherSort } from '../../../app/resources/voucher-cache.ts';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { FieldValue } from './Cells.tsx';
import { resize, type ColumnPrefs } from './column-prefs.ts';
import { defaultWidth, isNumericColumn } from './columns.ts';
import { indexOfKeptRow } from './kept-row.ts';
import type { SaveWhen } from './prefs-saver.ts';
import { rowKeyAction } from './row-keys.ts';
import type { RowRange } from './row-window.ts';
import { SortHeader, sortDirection } from '../ui/SortHeader.tsx';
import { selectModifier } from './row-hint.ts';

// The virtualised list: TanStack Table for the column model (order, visibility, sizes from the
// screen's remembered prefs), TanStack Virtual for the rows. Sorting is done over the cached rows
// in main, so a header click only reports the wanted sort. The rows are the caller's window
// (use-voucher-window.ts): count rows, of which rowAt gives those held; a row not held yet is
// drawn empty, and onRange says which rows are on screen so the caller reads them.

const features = tableFeatures({
  columnOrderingFeature,
  columnVisibilityFeature,
  columnSizingFeature,
});
const ROW_HEIGHT = 32;
const NO_ROWS: Voucher[] = [];

export interface VoucherTableProps {
  count: number;
  rowAt: (index: number) => Voucher | undefined;
  prefs: ColumnPrefs;
  /** A change of the prefs; a resize drag's steps come as 'rest', then onPrefsSettled. */
  onPrefs: (change: (prefs: ColumnPrefs) => ColumnPrefs, when?: SaveWhen) => void;
  onPrefsSettled?: () => void;
  sort: VoucherSort;
  onSort: (sort: VoucherSort) => void;
  label: (field: string) => string;
  /** A cell's content instead of the plain value (links, chips). */
  renderCell?: (row: Voucher, field: string) => ReactNode | undefined;
  rowClass?: (row: Voucher) => string | undefined;
  onOpen: (row: Voucher) => void;
  onBack: () => void;
  /** The rows on screen (with overscan), whenever they change. */
  onRange: (range: RowRange) => void;
  footer?: ReactNode;
  /** Where the user was (back from a detail): the selected row and the scroll position. */
  place?: TablePlace;
  /** Told of every change of the selected row or the scroll position. */
  onPlace?: (place: Partial<TablePlace>) => void;
  /** A column header's menu (sort, filter, hide, move, freeze), beside its label. */
  headerMenu?: (field: string) => ReactNode;
}

export interface TablePlace {
  activeIndex: number;
  /** The selected row's id, when it was held: back from a detail selects it wherever it is now. */
  activeId: string | null;
  scrollTop: number;
  scrollLeft: number;
}

function nextSort(current: VoucherSort, field: string): VoucherSort {
  if (current?.field !== field) return { field, descending: false };
  return current.descending ? null : { field, descending: true };
}

export function VoucherTable(props: VoucherTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { count, rowAt, prefs, label, renderCell } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { place, onPlace } = props;
  const [activeIndex, setActive] = useState(() =>
    place && place.activeIndex < count ? place.activeIndex : -1,
  );
  const setActiveIndex = (index: number) => {
    setActive(index);
    onPlace?.({ activeIndex: index, activeId: rowAt(index)?.id ?? null });
  };
  // Back from a detail: the same scroll position, and the table focused on the same row.
  const restored = useRef(false);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (restored.current || !element || !place) return;
    restored.current = true;
    element.scrollTop = place.scrollTop;
    element.scrollLeft = place.scrollLeft;
    if (place.activeIndex >= 0) element.focus({ preventScroll: true });
  }, [place]);
  // Rows read since may have moved the kept row: once the rows around its index are held, select
  // it where it is now and scroll by as many rows, so it stays where it was on screen.
  const keptRowSettled = useRef(place?.activeId == null || place.activeIndex < 0);
  useEffect(() => {
    if (keptRowSettled.current || !place || place.activeId === null) return;
    const index = indexOfKeptRow(place.activeIndex, place.activeId, rowAt, count);
    if (index === null) return;
    keptRowSettled.current = true;
    if (index === place.activeIndex) return;
    setActive(index);
    onPlace?.({ activeIndex: index });
    const element = scrollRef.current;
    if (element) element.scrollTop += (index - place.activeIndex) * ROW_HEIGHT;
  }, [place, rowAt, count, onPlace]);

  const columns = useMemo<ColumnDef<typeof features, Voucher>[]>(
    () =>
      prefs.order.map((field) => ({
        id: field,
        accessorFn: (row: Voucher) => (field === 'id' ? row.id : row.fields[field]),
        size: prefs.widths[field] ?? defaultWidth(field),
      })),
    [prefs.order, prefs.widths],
  );
  // The table gives the column model only; rows are drawn from the window.
  const table = useTable({
    features,
    columns,
    data: NO_ROWS,
    getRowId: (row) => row.id,
    state: {
      columnOrder: prefs.order,
      columnVisibility: Object.fromEntries(prefs.hidden.map((id) => [id, false])),
      columnSizing: prefs.widths,
    },
  });
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's documented use
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // The virtualizer scrolls its element to this offset when it mounts: back from a detail, the
    // place kept, not the top (a scrollTop set before would be undone).
    initialOffset: place?.scrollTop ?? 0,
  });
  const items = virtualizer.getVirtualItems();
  const firstIndex = items[0]?.index ?? 0;
  const lastIndex = items.at(-1)?.index ?? 0;
  const { onRange } = props;
  useEffect(() => {
    onRange({ start: firstIndex, end: lastIndex });
  }, [firstIndex, lastIndex, onRange]);

  // The box's width: the note column (else the last) takes what the columns leave of it.
  const [boxWidth, setBoxWidth] = useState(0);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      setBoxWidth(element.clientWidth);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const natural = headers.reduce((sum, header) => sum + header.getSize(), 0);
  const stretchField = headers.some((header) => header.column.id === 'note')
    ? 'note'
    : headers.at(-1)?.column.id;
  const spare = Math.max(0, boxWidth - natural);
  const widthOf = (field: string, size: number) => (field === stretchField ? size + spare : size);
  const visible = headers.map((header) => ({
    field: header.column.id,
    width: widthOf(header.column.id, header.getSize()),
  }));
  const totalWidth = natural + spare;

  function startResize(field: string, startX: number, startWidth: number) {
    const move = (event: PointerEvent) => {
      props.onPrefs(
        (current) => resize(current, field, startWidth + event.clientX - startX),
        'rest',
      );
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      props.onPrefsSettled?.();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  }

  function focusRow(index: number) {
    setActiveIndex(index);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  }

  return (
    <div
      className="vt-scroll"
      ref={scrollRef}
      tabIndex={0}
      role="grid"
      aria-rowcount={count + 1}
      aria-colcount={headers.length}
      aria-activedescendant={activeIndex >= 0 ? `vt-row-${activeIndex}` : undefined}
      aria-label={t('vouchers.tableLabel')}
      data-testid="voucher-table"
      onScroll={(event) => {
        onPlace?.({
          scrollTop: event.currentTarget.scrollTop,
          scrollLeft: event.currentTarget.scrollLeft,
        });
      }}
      onKeyDown={(event) => {
        const pageRows = Math.max(
          1,
          Math.floor((scrollRef.current?.clientHeight ?? 300) / ROW_HEIGHT) - 1,
        );
        const action = rowKeyAction(event, activeIndex, count, pageRows);
        if (!action) return;
        event.preventDefault();
        if (action.kind === 'move') focusRow(action.index);
        else if (action.kind === 'open') {
          const row = rowAt(action.index);
          if (row) {
            onPlace?.({ activeIndex: action.index, activeId: row.id });
            props.onOpen(row);
          }
        } else props.onBack();
      }}
      onFocus={() => {
        if (activeIndex < 0 && count > 0) setActiveIndex(0);
      }}
    >
      <div
        className={`vt-table${prefs.frozen === false ? ' vt-unfrozen' : ''}`}
        style={{ width: totalWidth }}
      >
        <div className="vt-head" role="row" aria-rowindex={1}>
          {headers.map((header) => {
            const field = header.column.id;
            return (
              <SortHeader
                key={header.id}
                label={label(field)}
                title={t('vouchers.sortBy', { field: label(field) })}
                direction={sortDirection(props.sort, props.sort?.field === field)}
                width={widthOf(field, header.getSize())}
                onSort={() => {
                  props.onSort(nextSort(props.sort, field));
                }}
                classes={{
                  cell: `vt-th${isNumericColumn(field) ? ' num' : ''}`,
                  button: 'vt-sort',
                  label: 'vt-label',
                  mark: 'vt-arrow',
                }}
              >
                {props.headerMenu?.(field)}
                <span
                  className="vt-resize"
                  role="separator"
                  aria-orientation="vertical"
                  aria-label={t('vouchers.resize', { field: label(field) })}
                  onPointerDown={(event) => {
                    event.preventDefault();
                    startResize(field, event.clientX, header.getSize());
                  }}
                />
              </SortHeader>
            );
          })}
        </div>
        <div className="vt-body" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const voucher = rowAt(item.index);
            const active = item.index === activeIndex;
            const extra = voucher ? props.rowClass?.(voucher) : 'vt-pending';
            return (
              <div
                key={item.index}
                id={`vt-row-${String(item.index)}`}
                role="row"
                aria-rowindex={item.index + 2}
                aria-selected={active}
                aria-busy={voucher ? undefined : true}
                data-row-id={voucher?.id}
                className={`vt-row${active ? ' active' : ''}${extra ? ` ${extra}` : ''}`}
                style={{ transform: `translateY(${String(item.start)}px)`, height: ROW_HEIGHT }}
                title={
                  voucher ? t('voucherLayout.rowHint', { modifier: selectModifier() }) : undefined
                }
                onClick={() => {
                  setActiveIndex(item.index);
                }}
                onDoubleClick={() => {
                  if (!voucher) return;
                  onPlace?.({ activeIndex: item.index, activeId: voucher.id });
                  props.onOpen(voucher);
                }}
              >
                {visible.map(({ field, width }) => {
                  const custom = voucher ? renderCell?.(voucher, field) : undefined;
                  return (
                    <div
                      key={field}
                      role="gridcell"
                      className={`vt-td${isNumericColumn(field) ? ' num' : ''}`}
                      style={{ width }}
                    >
                      {voucher &&
                        (custom ?? (
                          <FieldValue
                            field={field}
                            value={field === 'id' ? voucher.id : voucher.fields[field]}
                            locale={locale}
                          />
                        ))}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
        {props.footer}
      </div>
    </div>
  );
}
