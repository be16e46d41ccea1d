import { useTranslation } from 'react-i18next';
import { ReadProblem } from './ReadProblem.tsx';
import type { VoucherWindow } from './use-voucher-window.ts';

/** Why the list's rows could not be read, with Retry and how many cached rows are kept. */
export function RowsProblem(props: { rows: VoucherWindow; cached: number }) {
  const { t, i18n } = useTranslation();
  const { rows, cached } = props;
  if (!rows.error) return null;
  return (
    <ReadProblem
      title={t('vouchers.loadError')}
      error={rows.error.error}
      onRetry={rows.retry}
      note={
        cached > 0
          ? t('voucherState.keptRows', {
              rows: new Intl.NumberFormat(i18n.language).format(cached),
            })
          : undefined
      }
    />
  );
}

/** "Loading…", or why there are no rows to show (none match, or the list has none). */
export function RowsEmptyState(props: { rows: VoucherWindow }) {
  const { t } = useTranslation();
  const { rows } = props;
  if (rows.error) return null;
  if (rows.isPending) return <p className="muted">{t('app.loading')}</p>;
  if (rows.count !== 0) return null;
  return <p className="muted">{rows.querying ? t('vouchers.noMatches') : t('vouchers.noRows')}</p>;
}
