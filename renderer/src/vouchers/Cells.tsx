import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scalar } from '../../../app/resources/json.ts';
import { lineSumsOf } from '../../../app/resources/voucher-line-sums.ts';
import { asNumber } from '../../../app/resources/voucher-values.ts';
import type { Voucher, VoucherKind } from '../../../app/resources/vouchers.ts';
import { isDateField, NUMERIC_FIELDS } from './columns.ts';
import { showDate } from './dates.ts';
import { currencyDigits, formatNumber } from '../ui/format.ts';

/** A money value with its currency's minor units, without the code (the row shows it). */
export function moneyDigits(value: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return digits === null
    ? formatNumber(value, locale)
    : new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value);
}
import { useStatusLooks } from '../ui/use-status-looks.ts';

// How one value is shown: status as a chip in the workspace's one colour for its value and its
// name for it (the value in the title when they differ; ui/use-status-looks.ts), dates in the user's locale with
// the sent value in the title (and copied as sent), numbers right-aligned, nulls empty.

export function StatusChip({ value }: { value: Scalar | undefined }) {
  const text = value === null || value === undefined ? '' : String(value);
  const looks = useStatusLooks();
  if (text === '') return null;
  // A value not coloured yet (the settings unread) is drawn neutral rather than guessed.
  const color = looks.colorOf(text);
  const name = looks.nameOf(text);
  return (
    <span
      className="chip status-chip"
      data-status={text}
      data-color={color ?? undefined}
      title={name === text ? undefined : text}
      style={color ? ({ '--chip': color } as CSSProperties) : undefined}
    >
      {name}
    </span>
  );
}

export function DateText({ value, locale }: { value: Scalar | undefined; locale: string }) {
  const shown = showDate(value, locale);
  if (shown.iso === null) return <>{shown.text}</>;
  return (
    <time
      dateTime={shown.iso}
      title={shown.iso}
      onCopy={(event) => {
        event.clipboardData.setData('text/plain', shown.iso ?? '');
        event.preventDefault();
      }}
    >
      {shown.text}
    </time>
  );
}

export { formatNumber };

/** Fields that are money in the line's currency (currency_code), shown with its minor units. */
const MONEY_FIELDS: ReadonlySet<string> = new Set(['unit_cost', 'unit_price', 'amount']);

export function FieldValue(props: {
  field: string;
  value: Scalar | undefined;
  locale: string;
  /** The row's currency_code: money fields show its minor units ("12.50", "1,300"). */
  currency?: Scalar | undefined;
}) {
  const { field, value, locale, currency } = props;
  if (MONEY_FIELDS.has(field) && typeof currency === 'string' && currency !== '') {
    const number = asNumber(value);
    if (number !== null)
      return (
        <span title={String(value)} data-currency={currency}>
          {moneyDigits(number, currency, locale)}
        </span>
      );
  }
  if (field === 'status') return <StatusChip value={value} />;
  if (isDateField(field)) return <DateText value={value} locale={locale} />;
  if (NUMERIC_FIELDS.has(field)) {
    const number = asNumber(value);
    if (number !== null) return <span title={String(value)}>{formatNumber(number, locale)}</span>;
  }
  if (typeof value === 'boolean') return <>{value ? '✓' : '—'}</>;
  return <>{value === null || value === undefined ? '' : String(value)}</>;
}

/**
 * What is still outstanding of a voucher, summed over its lines as main sums it for groups;
 * empty, with a hint, while its lines are unknown (a list row sent without them, not completed).
 */
export function OutstandingValue(props: { kind: VoucherKind; voucher: Voucher; locale: string }) {
  const { t } = useTranslation();
  const outstanding = lineSumsOf(props.kind, props.voucher)?.outstanding ?? null;
  if (outstanding === null) return <span title={t('vouchers.outstandingUnknown')} />;
  return <>{formatNumber(outstanding, props.locale)}</>;
}
