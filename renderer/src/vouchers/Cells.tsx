import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scalar } from '../../../app/resources/json.ts';
import { lineSumsOf } from '../../../app/resources/voucher-line-sums.ts';
import { asNumber } from '../../../app/resources/voucher-values.ts';
import type { Voucher, VoucherKind } from '../../../app/resources/vouchers.ts';
import { isDateField, NUMERIC_FIELDS } from './columns.ts';
import { showDate } from './dates.ts';
import { chipLook, useStatusSlot } from './status-colors.ts';

// How one value is shown: status as a chip coloured by the list's slot for its value, dates in the user's locale with
// the sent value in the title (and copied as sent), numbers right-aligned, nulls empty.

export function StatusChip({ value }: { value: Scalar | undefined }) {
  const text = value === null || value === undefined ? '' : String(value);
  const slot = useStatusSlot(text);
  if (text === '') return null;
  // A value not coloured yet (its list not read) is drawn neutral rather than guessed.
  const look = slot === undefined ? null : chipLook(slot);
  return (
    <span
      className={`chip status-chip${look?.repeated ? ' repeated' : ''}`}
      data-status={text}
      data-slot={slot}
      style={look ? ({ '--chip': look.color } as CSSProperties) : undefined}
    >
      {text}
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

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value);
}

export function FieldValue(props: { field: string; value: Scalar | undefined; locale: string }) {
  const { field, value, locale } = props;
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
