import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../../app/connections.ts';
import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import { DateFilterBar } from './DateFilterBar.tsx';
import { LinesBar } from './LinesBar.tsx';
import { DateNotes, ExportNoteText, ListNote } from './ListNotes.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { LoadAllBar } from './LoadAllBar.tsx';
import { OutstandingChart } from './OutstandingChart.tsx';
import { ReadProblem } from './ReadProblem.tsx';
import { RepairedNote } from './RepairedNote.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { StatusSlots } from './status-colors.ts';
import { useCompleteLines, useLoadAll } from './use-load-all.ts';
import { useListColumns } from './use-list-columns.ts';
import { useListExport } from './use-list-export.ts';
import { useListFilters } from './use-list-filters.ts';
import { useRefresh } from './use-refresh.ts';
import { useCacheInfo, useListSummary } from './use-voucher-list.ts';
import { useVoucherWindow } from './use-voucher-window.ts';
import { VoucherRows, type RowNavigation } from './VoucherRows.tsx';

// A voucher list: the hooks of its concerns (filters and place, rows, columns, load all, lines,
// export, refresh) put together with the parts that show them.

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
  const { t, i18n } = useTranslation();
  const { profile, list, nav } = props;
  const filters = useListFilters(profile.id, list.kind, list.productCode, props.initialText);
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
  const columns = useListColumns(list.kind, rows.rows);

  const cached = info.data?.rows ?? 0;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const statusValues = summary.data?.statuses ?? [];
  const listLines = summary.data?.lines ?? null;
  const lastLoaded = info.data?.loadedAt ?? info.data?.updatedAt ?? null;

  return (
    <StatusSlots.Provider value={slots}>
      <div className="voucher-list">
        <ListToolbar
          list={list}
          text={filters.text}
          onText={filters.setText}
          onProductFilter={nav.filterPlans}
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
          refreshing={refresh.running}
          onRefresh={refresh.run}
        />
        {list.kind !== 'order_plans' && statusValues.length > 0 && (
          <StatusFilter
            values={statusValues}
            selected={filters.statuses}
            onChange={filters.setStatuses}
          />
        )}
        <DateFilterBar
          kind={list.kind}
          value={filters.dateChoice}
          onChange={filters.setDateChoice}
        />
        <DateNotes list={list} dates={filters.dates} listLines={listLines} />
        {list.kind === 'purchase_orders' && (
          <OutstandingChart
            profileId={profile.id}
            list={list}
            query={shownQuery}
            cachedRows={info.data?.rows}
          />
        )}
        {refresh.error && (
          <ReadProblem
            title={t('voucherState.refreshFailed')}
            error={refresh.error}
            onRetry={refresh.run}
            note={
              lastLoaded === null
                ? undefined
                : t('voucherState.lastLoaded', {
                    when: new Intl.DateTimeFormat(i18n.language, {
                      dateStyle: 'medium',
                      timeStyle: 'medium',
                    }).format(Date.parse(lastLoaded)),
                  })
            }
          />
        )}
        <RepairedNote repaired={info.data?.repaired} />
        <div className="voucher-status-row">
          <ListNote
            list={list}
            rows={rows}
            info={info.data}
            searchText={filters.deferredText}
            listLines={listLines}
          />
          <LoadAllBar
            progress={loadAll.progress}
            info={info.data}
            after={
              exports.pending === null
                ? null
                : t('vouchers.exportAfterLoad', { format: exports.pending.toUpperCase() })
            }
            onStart={loadAll.start}
            onCancel={loadAll.cancel}
          />
        </div>
        <LinesBar
          coverage={listLines}
          progress={lines.progress}
          onStart={lines.start}
          onCancel={lines.cancel}
        />
        <ExportNoteText kind={list.kind} note={exports.note} />
        {rows.error && (
          <ReadProblem
            title={t('vouchers.loadError')}
            error={rows.error.error}
            onRetry={rows.retry}
            note={cached > 0 ? t('voucherState.keptRows', { rows: number(cached) }) : undefined}
          />
        )}
        {rows.isPending && !rows.error && <p className="muted">{t('app.loading')}</p>}
        {!rows.isPending && rows.count === 0 && !rows.error && (
          <p className="muted">{rows.querying ? t('vouchers.noMatches') : t('vouchers.noRows')}</p>
        )}
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
        />
      </div>
    </StatusSlots.Provider>
  );
}
