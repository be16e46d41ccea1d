import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './voucher-review.css';
import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import { anyOutstanding, OutstandingBars } from '../ui/OutstandingBars.tsx';
import { call } from '../lib/bridge-client.ts';
import { filtersOf, voucherKeys, type SearchQuery } from './voucher-keys.ts';

/** Whether the chart is unfolded: open at first; folding it is kept for the session. */
let chartOpen = true;

/**
 * The purchase-order list's outstanding quantity by expected week and by supplier, over the
 * rows the list shows (its search and filters). The same numbers are in a table for screen
 * readers (BarChart); a <details> that folds away (kept for the session).
 */
export function OutstandingChart(props: {
  profileId: string;
  list: VoucherList;
  query: SearchQuery;
  /** Rows cached: read again when the list grows (scrolling pages on, load all). */
  cachedRows: number | undefined;
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
  const [open, setOpen] = useState(chartOpen);
  const data = chart.data;
  // The box keeps its height while loading or empty, so the table below never jumps (the list
  // restores its scroll position and selection against a steady layout).
  return (
    <details
      className="voucher-chart"
      open={open}
      onToggle={(event) => {
        chartOpen = event.currentTarget.open;
        setOpen(chartOpen);
      }}
      data-testid="outstanding-chart"
    >
      <summary>
        {t('voucherReview.chartTitle')}
        {data !== undefined && data.withLines < data.matched && (
          <span className="muted chart-covers" data-testid="chart-covers">
            {' '}
            {t('voucherReview.chartCovers', {
              known: number(data.withLines),
              total: number(data.matched),
            })}
          </span>
        )}
      </summary>
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
    </details>
  );
}
