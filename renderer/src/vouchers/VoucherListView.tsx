import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../../app/connections.ts';
import type { LoadProgress, VoucherList } from '../../../app/resources/voucher-cache.ts';
import type { Voucher, VoucherKind } from '../../../app/resources/vouchers.ts';
import { OUTSTANDING_COLUMN } from '../../../app/resources/voucher-line-sums.ts';
import { call } from '../lib/bridge-client.ts';
import { ColumnMenu } from './ColumnMenu.tsx';
import { isHiddenByDefault, listColumns } from './columns.ts';
import { leaseOverdue, localToday } from './computed.ts';
import { DateText, OutstandingValue } from './Cells.tsx';
import { dateQuery, type DateChoice } from './date-choice.ts';
import { DateFilterBar } from './DateFilterBar.tsx';
import { GroupBySelect } from './GroupBySelect.tsx';
import { GroupView } from './GroupView.tsx';
import { OutstandingChart } from './OutstandingChart.tsx';
import { localDay } from '../../../app/resources/voucher-quick-dates.ts';
import type { TableFileFormat } from '../files/export-table.ts';
import { exportHeaders } from './export-headers.ts';
import { exportVouchers, type ExportResult } from './export-vouchers.ts';
import { ExportMenu } from './ExportMenu.tsx';
import { LinesBar } from './LinesBar.tsx';
import { keepPlace, placeKey, recallPlace } from './list-place.ts';
import { LoadAllBar } from './LoadAllBar.tsx';
import { ReadProblem } from './ReadProblem.tsx';
import { RepairedNote } from './RepairedNote.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { StatusSlots } from './status-colors.ts';
import { useRefresh } from './use-refresh.ts';
import { newerProgress } from './load-progress.ts';
import { useColumnPrefs } from './use-column-prefs.ts';
import { useExportAfterLoad } from './use-export-after-load.ts';
import {
  useCacheInfo,
  useLinesProgress,
  useListSummary,
  useLoadProgress,
} from './use-voucher-list.ts';
import { useVoucherWindow } from './use-voucher-window.ts';
import type { SearchQuery } from './voucher-keys.ts';
import { VoucherTable } from './VoucherTable.tsx';

export interface ListNavigation {
  openVoucher: (kind: VoucherKind, number: string) => void;
  filterPlans: (productCode: string | undefined) => void;
  openProduct: (productCode: string) => void;
  back: () => void;
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
  // Back from a detail: the same search, filter, sort, selected row and scroll position.
  const placeId = placeKey(profile.id, list.kind, list.productCode);
  const [place] = useState(() => recallPlace(placeId));
  const [text, setText] = useState(props.initialText ?? place.text);
  const [statuses, setStatuses] = useState<string[]>(place.statuses);
  const [sort, setSort] = useState<SearchQuery['sort']>(place.sort);
  const [dateChoice, setDateChoice] = useState<DateChoice | null>(place.dates);
  const [groupBy, setGroupBy] = useState<string | null>(place.groupBy);
  useEffect(() => {
    keepPlace(placeId, { text, statuses, sort, dates: dateChoice, groupBy });
  }, [placeId, text, statuses, sort, dateChoice, groupBy]);
  const onPlace = useCallback(
    (patch: Parameters<typeof keepPlace>[1]) => {
      keepPlace(placeId, patch);
    },
    [placeId],
  );
  const deferredText = useDeferredValue(text);
  const dates = dateQuery(dateChoice, localDay(new Date()));
  const query: SearchQuery = {
    text: deferredText,
    statuses,
    sort,
    ...(dates.kind === 'filter' ? { dates: [dates.filter] } : {}),
  };
  const rows = useVoucherWindow(profile.id, list, query);
  // Groups and the chart count the rows the list shows: its search's snapshot.
  const shownQuery = rows.snapshot === null ? query : { ...query, upTo: rows.snapshot.rows };
  const info = useCacheInfo(profile.id, list);
  const summary = useListSummary(profile.id, list, info.data?.rows);
  const slots = useMemo(
    () => new Map((summary.data?.statuses ?? []).map((s) => [s.value, s.slot])),
    [summary.data],
  );
  const linesProgress = useLinesProgress(profile.id, list);
  const refresh = useRefresh(list);
  // What the load-all call answered shows at once; events take over from its first page.
  const [started, setStarted] = useState<LoadProgress | null>(null);
  const progress = newerProgress(useLoadProgress(profile.id, list), started);
  const [exporting, setExporting] = useState<TableFileFormat | null>(null);
  const [fieldNames, setFieldNames] = useState(false);
  const [exportNote, setExportNote] = useState<
    { kind: 'done'; result: ExportResult } | { kind: 'dropped' } | null
  >(null);

  const columns = listColumns(list.kind, rows.rows);
  const optional = (field: string) =>
    isHiddenByDefault(
      list.kind,
      columns.find((c) => c.id === field) ?? { id: field, known: false },
    );
  const { prefs, update, settle } = useColumnPrefs(
    `vouchers.${list.kind}`,
    columns.map((c) => c.id),
    optional,
  );
  const label = (field: string) =>
    field === 'id'
      ? t(list.kind === 'order_plans' ? 'vouchers.pagingId' : 'vouchers.number')
      : field === OUTSTANDING_COLUMN
        ? t('computed.outstanding')
        : t(`voucherField.${field}`, { defaultValue: field });
  const today = localToday();

  const doExport = async (format: TableFileFormat) => {
    setExporting(format);
    setExportNote(null);
    try {
      const headers = (columns: readonly string[]) =>
        exportHeaders(t, list.kind, columns, fieldNames ? 'fields' : 'labels');
      const result = await exportVouchers(list, query, format, headers, groupBy ?? undefined);
      setExportNote({ kind: 'done', result });
    } finally {
      setExporting(null);
    }
  };

  const exportAll = useExportAfterLoad(
    profile.id,
    list,
    (format) => void doExport(format),
    () => {
      setExportNote({ kind: 'dropped' });
    },
  );
  const pendingExport = exportAll.pending;

  const cached = info.data?.rows ?? 0;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const statusValues = summary.data?.statuses ?? [];
  const showStatus = list.kind !== 'order_plans' && statusValues.length > 0;
  const listLines = summary.data?.lines ?? null;
  const kindName = t(`voucherKind.${list.kind}`).toLocaleLowerCase(i18n.language);
  const searchLines = rows.lines;
  const lastLoaded = info.data?.loadedAt ?? info.data?.updatedAt ?? null;

  return (
    <StatusSlots.Provider value={slots}>
      <div className="voucher-list">
        <div className="voucher-toolbar">
          <label className="search-field">
            <span className="visually-hidden">{t('vouchers.search')}</span>
            <input
              type="search"
              value={text}
              placeholder={t('vouchers.searchPlaceholder')}
              onChange={(event) => {
                setText(event.target.value);
              }}
            />
          </label>
          {list.kind === 'order_plans' && (
            <form
              className="product-filter"
              onSubmit={(event) => {
                event.preventDefault();
                const value = new FormData(event.currentTarget).get('product_code');
                const code = typeof value === 'string' ? value.trim() : '';
                nav.filterPlans(code === '' ? undefined : code);
              }}
            >
              <label>
                {t('vouchers.productFilter')}{' '}
                <input
                  key={list.productCode ?? ''}
                  name="product_code"
                  defaultValue={list.productCode ?? ''}
                  size={12}
                />
              </label>
              <button type="submit" className="button">
                {t('vouchers.applyFilter')}
              </button>
              {list.productCode && (
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    nav.filterPlans(undefined);
                  }}
                >
                  {t('vouchers.clearFilter')}
                </button>
              )}
            </form>
          )}
          <span className="toolbar-spacer" />
          <GroupBySelect kind={list.kind} value={groupBy} label={label} onChange={setGroupBy} />
          <ColumnMenu prefs={prefs} onPrefs={update} label={label} optional={optional} />
          <ExportMenu
            loadedRows={cached}
            complete={info.data?.complete ?? false}
            querying={rows.querying}
            busy={exporting !== null || pendingExport !== null}
            fieldNames={fieldNames}
            onFieldNames={setFieldNames}
            onExport={(format, all) => {
              setExportNote(null);
              if (all) void exportAll.request(format).then(setStarted);
              else void doExport(format);
            }}
          />
          <button type="button" className="button" disabled={refresh.running} onClick={refresh.run}>
            {refresh.running ? t('voucherState.refreshing') : t('vouchers.refresh')}
          </button>
        </div>
        {showStatus && (
          <StatusFilter values={statusValues} selected={statuses} onChange={setStatuses} />
        )}
        <DateFilterBar kind={list.kind} value={dateChoice} onChange={setDateChoice} />
        {dates.kind === 'bad' && (
          <p className="danger-text" role="alert">
            {t('voucherReview.badRange', { from: dates.from, to: dates.to })}
          </p>
        )}
        {dates.kind === 'filter' &&
          dates.filter.open === true &&
          listLines !== null &&
          listLines.withLines < listLines.vouchers && (
            <p className="muted" data-testid="open-lines-note">
              {t('voucherReview.openCovers', {
                known: number(listLines.withLines),
                total: number(listLines.vouchers),
                kind: kindName,
              })}
            </p>
          )}
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
          <div className="voucher-note" role="status" data-testid="voucher-note">
            {rows.querying && rows.matched !== null && (
              <span>
                {t('vouchers.matchedOf', {
                  matched: number(rows.matched),
                  total: number(rows.snapshot?.rows ?? cached),
                })}
                {!info.data?.complete && <> {t('vouchers.loadAllToSearch')}</>}
              </span>
            )}
            {rows.querying &&
              deferredText.trim() !== '' &&
              searchLines !== null &&
              searchLines.withLines < searchLines.vouchers && (
                <span data-testid="search-lines-note">
                  {t('voucherState.searchCovers', {
                    known: number(searchLines.withLines),
                    total: number(searchLines.vouchers),
                    kind: kindName,
                  })}
                </span>
              )}
            {list.kind === 'leases' &&
              listLines !== null &&
              listLines.withLines < listLines.vouchers && (
                <span data-testid="overdue-lines-note">
                  {t('voucherState.overdueCovers', {
                    known: number(listLines.withLines),
                    total: number(listLines.vouchers),
                  })}
                </span>
              )}
            {rows.snapshot !== null && rows.snapshot.newer > 0 && (
              <button
                type="button"
                className="link-button include-new-rows"
                onClick={rows.includeNewRows}
              >
                {t('vouchers.includeNewRows', { rows: number(rows.snapshot.newer) })}
              </button>
            )}
            {!rows.querying && info.data?.complete && info.data.loadedAt && (
              <span>
                {t('vouchers.loadedInFull', { rows: number(cached) })}{' '}
                <DateText value={info.data.loadedAt} locale={i18n.language} />
              </span>
            )}
            {!rows.querying && !info.data?.complete && (
              <span>{t('vouchers.loadedSoFar', { rows: number(cached) })}</span>
            )}
          </div>
          <LoadAllBar
            progress={progress}
            info={info.data}
            after={
              pendingExport === null
                ? null
                : t('vouchers.exportAfterLoad', { format: pendingExport.toUpperCase() })
            }
            onStart={() => void call('vouchers.loadAll', list).then(setStarted)}
            onCancel={() => void call('vouchers.cancelLoad', list)}
          />
        </div>
        <LinesBar
          coverage={listLines}
          progress={linesProgress}
          onStart={() => void call('vouchers.completeLines', list)}
          onCancel={() => void call('vouchers.cancelLines', list)}
        />
        {exportNote && (
          <p className="muted export-note" role="status" data-testid="export-note">
            {exportNote.kind === 'dropped'
              ? t('vouchers.exportDropped')
              : list.kind === 'order_plans'
                ? t('voucherState.exportedPlans', {
                    rows: number(exportNote.result.rows),
                    file: exportNote.result.fileName,
                  })
                : t('vouchers.exported', {
                    vouchers: number(exportNote.result.vouchers),
                    rows: number(exportNote.result.rows),
                    file: exportNote.result.fileName,
                  })}
            {exportNote.kind === 'done' &&
              list.kind !== 'order_plans' &&
              exportNote.result.withLines < exportNote.result.vouchers && (
                <>
                  {' '}
                  {t('voucherState.exportCovers', {
                    known: number(exportNote.result.withLines),
                    total: number(exportNote.result.vouchers),
                  })}
                </>
              )}
          </p>
        )}
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
        {groupBy !== null && rows.count !== null && rows.count > 0 && (
          <GroupView
            profileId={profile.id}
            list={list}
            query={shownQuery}
            cachedRows={info.data?.rows}
            groupBy={groupBy}
            label={label}
            onOpen={(row) => {
              if (list.kind !== 'order_plans') nav.openVoucher(list.kind, row.id);
              else if (row.fields['po_number']) {
                nav.openVoucher('purchase_orders', String(row.fields['po_number']));
              }
            }}
          />
        )}
        {groupBy === null && rows.count !== null && rows.count > 0 && (
          <VoucherTable
            count={rows.count}
            rowAt={rows.rowAt}
            prefs={prefs}
            onPrefs={update}
            onPrefsSettled={settle}
            sort={sort}
            onSort={setSort}
            label={label}
            renderCell={(row: Voucher, field: string) => {
              if (field === OUTSTANDING_COLUMN) {
                return <OutstandingValue kind={list.kind} voucher={row} locale={i18n.language} />;
              }
              if (list.kind === 'order_plans' && field === 'po_number') {
                const po = row.fields['po_number'];
                if (po === null || po === undefined || po === '') return undefined;
                return (
                  <a
                    href="#"
                    onClick={(event) => {
                      event.preventDefault();
                      nav.openVoucher('purchase_orders', String(po));
                    }}
                  >
                    {String(po)}
                  </a>
                );
              }
              if (list.kind === 'order_plans' && field === 'product_code') {
                const code = row.fields['product_code'];
                if (code === null || code === undefined || code === '') return undefined;
                return (
                  <a
                    href="#"
                    title={t('vouchers.openProduct')}
                    onClick={(event) => {
                      event.preventDefault();
                      nav.openProduct(String(code));
                    }}
                  >
                    {String(code)}
                  </a>
                );
              }
              return undefined;
            }}
            rowClass={(row) =>
              list.kind === 'leases' && leaseOverdue(row, today) === true ? 'overdue' : undefined
            }
            onOpen={(row) => {
              if (list.kind === 'order_plans') {
                const po = row.fields['po_number'];
                if (po !== null && po !== undefined && po !== '')
                  nav.openVoucher('purchase_orders', String(po));
              } else nav.openVoucher(list.kind, row.id);
            }}
            onBack={nav.back}
            onRange={rows.onRange}
            place={place}
            onPlace={onPlace}
            footer={
              rows.extending ? <div className="vt-more muted">{t('app.loading')}</div> : undefined
            }
          />
        )}
      </div>
    </StatusSlots.Provider>
  );
}
