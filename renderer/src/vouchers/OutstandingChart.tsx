import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import './voucher-review.css';
import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import { anyOutstanding, OutstandingBars } from '../ui/OutstandingBars.tsx';
import { call } from '../lib/bridge-client.ts';
import { filtersOf, voucherKeys, type SearchQuery } from './voucher-keys.ts';

/**
 * The purchase-order list's outstanding quantity by expected week and by supplier, over the
 * rows the list shows (its search and filters). The same numbers are in a table for screen
 * readers (BarChart). A side panel beside the list, opened and closed from the toolbar (the list
 * remembers which: use-side-panel.ts); mounted only while open, so a closed chart reads nothing.
 */
export function OutstandingChart(props: {
  profileId: string;
  list: VoucherList;
  query: SearchQuery;
  /** Rows cached: read again when the list grows (scrolling pages on, load all). */
  cachedRows: number | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { profileId, list, query } = props;
  const chart = useQuery({
    queryKey: [...voucherKeys.chart(profileId, list, query), props.cachedRows],
    queryFn: ({ signal }) =>
      call('vouchers.outstandingChart', { ...list, ...filtersOf(query) }, { signal }),
    placeholderData: (previous) => previous,
  });
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const data = chart.data;
  return (
    <aside
      className="voucher-chart side-panel"
      aria-labelledby="chart-title"
      data-testid="outstanding-chart"
    >
      <div className="side-panel-head">
        <h2 id="chart-title">{t('voucherReview.chartTitle')}</h2>
        <button
          type="button"
          className="link-button"
          aria-label={t('voucherLayout.closeChart')}
          title={t('voucherLayout.closeChart')}
          onClick={props.onClose}
        >
          ✕
        </button>
      </div>
      <p className="chart-covers-line">
        {data !== undefined && data.withLines < data.matched && (
          <span className="muted chart-covers" data-testid="chart-covers">
            {' '}
            {t('voucherReview.chartCovers', {
              known: number(data.withLines),
              total: number(data.matched),
            })}
          </span>
        )}
      </p>
      <div className="voucher-charts">
        {data === undefined ? (
          <p className="muted">{t('app.loading')}</p>
        ) : !anyOutstanding(data) ? (
          <p className="muted">{t('voucherReview.nothingOutstanding')}</p>
        ) : (
          <OutstandingBars
            outstanding={data}
            testIds={{ byWeek: 'list-chart-by-week', bySupplier: 'list-chart-by-supplier' }}
            text={{
              byWeek: t('voucherReview.byWeek'),
              bySupplier: t('voucherReview.bySupplier'),
              week: t('voucherReview.week'),
              supplier: t('voucherReview.supplier'),
              outstanding: t('voucherReview.outstanding'),
              noDate: t('voucherReview.noDate'),
              noSupplier: t('voucherReview.noSupplier'),
              others: t('voucherReview.others'),
            }}
          />
        )}
      </div>
    </aside>
  );
}
