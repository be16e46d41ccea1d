import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../../app/connections.ts';
import type { LoadProgress, VoucherList } from '../../../app/resources/voucher-cache.ts';
import type { Voucher, VoucherKind } from '../../../app/resources/vouchers.ts';
import { call } from '../lib/bridge-client.ts';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { ColumnMenu } from './ColumnMenu.tsx';
import { isHiddenByDefault, listColumns } from './columns.ts';
import { leaseOverdue, localToday } from './computed.ts';
import { DateText, StatusChip } from './Cells.tsx';
import type { TableFileFormat } from '../files/export-table.ts';
import { exportVouchers, type ExportResult } from './export-vouchers.ts';
import { ExportMenu } from './ExportMenu.tsx';
import { LoadAllBar } from './LoadAllBar.tsx';
import { newerProgress } from './load-progress.ts';
import { useColumnPrefs } from './use-column-prefs.ts';
import { useExportAfterLoad } from './use-export-after-load.ts';
import { useCacheInfo, useLoadProgress, useSeenStatuses } from './use-voucher-list.ts';
import { useVoucherWindow } from './use-voucher-window.ts';
import { voucherKeys, type SearchQuery } from './voucher-keys.ts';
import { VoucherTable } from './VoucherTable.tsx';

export interface ListNavigation {
  openVoucher: (kind: VoucherKind, number: string) => void;
  filterPlans: (productCode: string | undefined) => void;
  back: () => void;
}

export function VoucherListView(props: {
  profile: ProfileView;
  list: VoucherList;
  nav: ListNavigation;
}) {
  const { t, i18n } = useTranslation();
  const { profile, list, nav } = props;
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [statuses, setStatuses] = useState<string[]>([]);
  const [sort, setSort] = useState<SearchQuery['sort']>(null);
  const deferredText = useDeferredValue(text);
  const query: SearchQuery = { text: deferredText, statuses, sort };
  const rows = useVoucherWindow(profile.id, list, query);
  const info = useCacheInfo(profile.id, list);
  const seen = useSeenStatuses(profile.id, list);
  // What the load-all call answered shows at once; events take over from its first page.
  const [started, setStarted] = useState<LoadProgress | null>(null);
  const progress = newerProgress(useLoadProgress(profile.id, list), started);
  const [exporting, setExporting] = useState<TableFileFormat | null>(null);
  const [exportNote, setExportNote] = useState<
    { kind: 'done'; result: ExportResult } | { kind: 'dropped' } | null
  >(null);

  const columns = listColumns(list.kind, rows.rows);
  const optional = (field: string) =>
    isHiddenByDefault(
      list.kind,
      columns.find((c) => c.id === field) ?? { id: field, known: false },
    );
  const { prefs, update } = useColumnPrefs(
    `vouchers.${list.kind}`,
    columns.map((c) => c.id),
    optional,
  );
  const label = (field: string) =>
    field === 'id'
      ? t(list.kind === 'order_plans' ? 'vouchers.pagingId' : 'vouchers.number')
      : t(`voucherField.${field}`, { defaultValue: field });
  const today = localToday();

  const refresh = async () => {
    await call('vouchers.refresh', list);
    for (const key of [
      voucherKeys.browse(profile.id, list),
      voucherKeys.search(profile.id, list),
      voucherKeys.info(profile.id, list),
    ]) {
      await client.resetQueries({ queryKey: key });
    }
  };

  const doExport = async (format: TableFileFormat) => {
    setExporting(format);
    setExportNote(null);
    try {
      setExportNote({ kind: 'done', result: await exportVouchers(list, query, format) });
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
  const statusValues = seen.data ?? [];
  const showStatus = list.kind !== 'order_plans' && statusValues.length > 0;

  return (
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
        <ColumnMenu prefs={prefs} onPrefs={update} label={label} optional={optional} />
        <ExportMenu
          loadedRows={cached}
          complete={info.data?.complete ?? false}
          querying={rows.querying}
          busy={exporting !== null || pendingExport !== null}
          onExport={(format, all) => {
            setExportNote(null);
            if (all) void exportAll.request(format).then(setStarted);
            else void doExport(format);
          }}
        />
        <button type="button" className="button" onClick={() => void refresh()}>
          {t('vouchers.refresh')}
        </button>
      </div>
      {showStatus && (
        <div className="status-filter" role="group" aria-label={t('vouchers.statusFilter')}>
          {statusValues.map(({ value, count }) => {
            const on = statuses.includes(value);
            return (
              <button
                key={value}
                type="button"
                className={`status-toggle${on ? ' on' : ''}`}
                aria-pressed={on}
                onClick={() => {
                  setStatuses((current) =>
                    on ? current.filter((s) => s !== value) : [...current, value],
                  );
                }}
              >
                <StatusChip value={value} /> <span className="muted">{number(count)}</span>
              </button>
            );
          })}
        </div>
      )}
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
      {exportNote && (
        <p className="muted export-note" role="status" data-testid="export-note">
          {exportNote.kind === 'dropped'
            ? t('vouchers.exportDropped')
            : t('vouchers.exported', {
                vouchers: number(exportNote.result.vouchers),
                rows: number(exportNote.result.rows),
                file: exportNote.result.fileName,
              })}
        </p>
      )}
      {rows.error && (
        <div className="voucher-error">
          <ErrorAlert title={t('vouchers.loadError')} error={rows.error.error} />
          <button type="button" className="button" onClick={rows.retry}>
            {t('vouchers.retry')}
          </button>
        </div>
      )}
      {rows.isPending && !rows.error && <p className="muted">{t('app.loading')}</p>}
      {!rows.isPending && rows.count === 0 && !rows.error && (
        <p className="muted">{rows.querying ? t('vouchers.noMatches') : t('vouchers.noRows')}</p>
      )}
      {rows.count !== null && rows.count > 0 && (
        <VoucherTable
          count={rows.count}
          rowAt={rows.rowAt}
          prefs={prefs}
          onPrefs={update}
          sort={sort}
          onSort={setSort}
          label={label}
          renderCell={(row: Voucher, field: string) => {
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
          footer={
            rows.extending ? <div className="vt-more muted">{t('app.loading')}</div> : undefined
          }
        />
      )}
    </div>
  );
}
