import { useMemo } from 'react';
import type { ProfileView } from '../../../app/connections.ts';
import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import { DateNotes, ExportNoteText } from './ListNotes.tsx';
import { ListStatusLine } from './ListStatusLine.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { OutstandingChart } from './OutstandingChart.tsx';
import { RefreshProblem } from './RefreshProblem.tsx';
import { RowsEmptyState, RowsProblem } from './RowsState.tsx';
import { RepairedNote } from './RepairedNote.tsx';
import { ToolbarFilters } from './ToolbarFilters.tsx';
import { StatusSlots } from './status-colors.ts';
import { useAutoFill } from './use-auto-fill.ts';
import { useCompleteLines, useLoadAll } from './use-load-all.ts';
import { useListColumns } from './use-list-columns.ts';
import { useListExport } from './use-list-export.ts';
import { useListFilters } from './use-list-filters.ts';
import { useRefresh } from './use-refresh.ts';
import { useSidePanel } from './use-side-panel.ts';
import { useCacheInfo, useListSummary } from './use-voucher-list.ts';
import { useVoucherWindow } from './use-voucher-window.ts';
import { VoucherRows, type RowNavigation } from './VoucherRows.tsx';
import {
  ColumnFiltersNote,
  ColumnHeaderMenu,
  type ColumnMenuContext,
} from './ColumnHeaderMenu.tsx';
import { useSavedViews } from './use-saved-views.ts';
import { ViewNoteText } from './ViewNote.tsx';
import { ViewsMenu } from './ViewsMenu.tsx';

// A voucher list: the hooks of its concerns (filters and place, rows, columns, load all, lines,
// export, refresh) put together with the parts that show them. It fills the screen: one toolbar
// row, the rows (the only part that scrolls) with the chart's side panel beside them, and one
// slim status line under them (what the rows cover, load all, the lines).

export interface ListNavigation extends RowNavigation {
  filterPlans: (productCode: string | undefined) => void;
}

export function VoucherListView(props: {
  profile: ProfileView;
  list: VoucherList;
  nav: ListNavigation;
  /** Search text to open with (a link from the product view). */
  initialText?: string | undefined;
}) {
  const { profile, list, nav } = props;
  const panel = useSidePanel(list.kind);
  const hasChart = list.kind === 'purchase_orders';
  const filters = useListFilters(profile.id, list.kind, list.productCode, props.initialText, panel);
  const { query } = filters;
  const rows = useVoucherWindow(profile.id, list, query);
  // Groups and the chart count the rows the list shows: its search's snapshot.
  const shownQuery = rows.snapshot === null ? query : { ...query, upTo: rows.snapshot.rows };
  const info = useCacheInfo(profile.id, list);
  const summary = useListSummary(profile.id, list);
  const slots = useMemo(
    () => new Map((summary.data?.statuses ?? []).map((s) => [s.value, s.slot])),
    [summary.data],
  );
  const lines = useCompleteLines(profile.id, list);
  const refresh = useRefresh(list);
  const loadAll = useLoadAll(profile.id, list);
  const exports = useListExport(profile.id, list, query, filters.groupBy, loadAll.onStarted);
  const fill = useAutoFill({
    listId: JSON.stringify([profile.id, list.kind, list.productCode ?? null]),
    info: info.data,
    progress: loadAll.progress,
    // An open chart sums the whole list too (issue 27: filters, groups, charts or sorts).
    wantsWhole: rows.querying || filters.groupBy !== null || (hasChart && panel.open),
    blocked: Boolean(rows.error),
    start: loadAll.start,
    cancel: loadAll.cancel,
  });
  const columns = useListColumns(list.kind, rows.rows);
  const views = useSavedViews({
    kind: list.kind,
    filters,
    columns,
    statuses: summary.data === undefined ? null : summary.data.statuses.map((s) => s.value),
    ready: rows.count !== null,
    initialText: props.initialText,
  });

  const headerContext: ColumnMenuContext = {
    profileId: profile.id,
    list,
    query: shownQuery,
    sort: filters.sort,
    onSort: filters.setSort,
    prefs: columns.prefs,
    onPrefs: columns.update,
    filters: filters.columnFilters,
    onFilters: filters.setColumnFilters,
    label: columns.label,
  };
  const cached = info.data?.rows ?? 0;
  const statusValues = summary.data?.statuses ?? [];
  const listLines = summary.data?.lines ?? null;
  const lastLoaded = info.data?.loadedAt ?? info.data?.updatedAt ?? null;

  return (
    <StatusSlots.Provider value={slots}>
      <div className="voucher-list">
        <ListToolbar
          list={list}
          trailing={<ViewsMenu kind={list.kind} views={views} />}
          text={filters.text}
          onText={filters.setText}
          onProductFilter={nav.filterPlans}
          filters={
            <ToolbarFilters
              kind={list.kind}
              statusValues={statusValues}
              filters={filters}
              soFar={info.data?.complete === false}
            />
          }
          groupBy={filters.groupBy}
          onGroupBy={filters.setGroupBy}
          prefs={columns.prefs}
          onPrefs={columns.update}
          label={columns.label}
          optional={columns.optional}
          exporting={{
            loadedRows: cached,
            complete: info.data?.complete ?? false,
            querying: rows.querying,
            busy: exports.busy,
            fieldNames: exports.fieldNames,
            onFieldNames: exports.setFieldNames,
            onExport: exports.start,
          }}
          chart={hasChart ? { open: panel.open, onToggle: panel.toggle } : undefined}
          refreshing={refresh.running}
          onRefresh={refresh.run}
        />
        <ViewNoteText note={views.note} label={columns.label} onDismiss={views.dismissNote} />
        <DateNotes list={list} dates={filters.dates} listLines={listLines} />
        <RefreshProblem error={refresh.error} lastLoaded={lastLoaded} onRetry={refresh.run} />
        <RepairedNote repaired={info.data?.repaired} />
        <ColumnFiltersNote
          filters={filters.columnFilters}
          label={columns.label}
          onClear={() => {
            filters.setColumnFilters([]);
          }}
        />
        <ExportNoteText kind={list.kind} note={exports.note} />
        <RowsProblem rows={rows} cached={cached} />
        <div className="voucher-body">
          <div className="voucher-main">
            <RowsEmptyState rows={rows} />
            <VoucherRows
              profileId={profile.id}
              list={list}
              rows={rows}
              shownQuery={shownQuery}
              cachedRows={info.data?.rows}
              groupBy={filters.groupBy}
              sort={filters.sort}
              onSort={filters.setSort}
              columns={columns}
              place={filters.place}
              onPlace={filters.onPlace}
              nav={nav}
              headerMenu={(field) => <ColumnHeaderMenu field={field} context={headerContext} />}
            />
          </div>
          {hasChart && panel.open && (
            <OutstandingChart
              profileId={profile.id}
              list={list}
              query={shownQuery}
              cachedRows={info.data?.rows}
              onClose={panel.toggle}
            />
          )}
        </div>
        <ListStatusLine
          list={list}
          rows={rows}
          info={info.data}
          searchText={filters.deferredText}
          listLines={listLines}
          fill={fill}
          loadAll={loadAll}
          lines={lines}
          exportPending={exports.pending}
        />
      </div>
    </StatusSlots.Provider>
  );
}
