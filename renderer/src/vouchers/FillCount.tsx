import { useTranslation } from 'react-i18next';
import type { CacheInfo } from '../../../app/resources/voucher-cache.ts';
import type { AutoFill } from './use-auto-fill.ts';
import type { VoucherWindow } from './use-voucher-window.ts';

/**
 * While a partial list fills (use-auto-fill.ts), the count says over how many rows it is, of how
 * many when the list's length is known, and "so far": beside the count, in the body's size. A fill
 * on open that stopped at its cap says so.
 */
export function FillCount(props: {
  rows: VoucherWindow;
  info: CacheInfo | undefined;
  fill: AutoFill;
  expectedRows: number | null;
}) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const { rows, info, fill, expectedRows } = props;
  if (info === undefined || info.complete) return null;
  if (fill.stoppedAt !== null) {
    return (
      <strong className="count-so-far" data-testid="fill-count">
        {t('voucherFill.stopped', { rows: number(fill.stoppedAt) })}
      </strong>
    );
  }
  if (!fill.filling) return null;
  const loaded = rows.snapshot?.rows ?? info.rows;
  const total = expectedRows !== null && expectedRows > loaded ? expectedRows : null;
  const values = { loaded: number(loaded), ...(total === null ? {} : { total: number(total) }) };
  const text = rows.querying
    ? rows.matched === null
      ? null
      : t(total === null ? 'voucherFill.matchedOver' : 'voucherFill.matchedOverOf', {
          ...values,
          matched: number(rows.matched),
        })
    : t(total === null ? 'voucherFill.loadedOver' : 'voucherFill.loadedOverOf', values);
  if (text === null) return null;
  return (
    <strong className="count-so-far" data-testid="fill-count">
      {text}
    </strong>
  );
}
