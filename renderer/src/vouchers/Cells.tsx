import type { Scalar } from '../../../app/resources/json.ts';
import { asNumber } from '../../../app/resources/voucher-values.ts';
import { isDateField, NUMERIC_FIELDS } from './columns.ts';
import { showDate } from './dates.ts';
import { chipHue } from './status-colors.ts';

// How one value is shown: status as a chip coloured by its value, dates in the user's locale with
// the sent value in the title (and copied as sent), numbers right-aligned, nulls empty.

export function StatusChip({ value }: { value: Scalar | undefined }) {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return (
    <span className={`chip chip-${chipHue(text)}`} data-status={text}>
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

export function isNumericField(field: string): boolean {
  return NUMERIC_FIELDS.has(field);
}
