import { useTranslation } from 'react-i18next';
import './voucher-review.css';
import { DATE_FIELDS } from '../../../app/resources/voucher-filters.ts';
import type { QuickDate } from '../../../app/resources/voucher-quick-dates.ts';
import type { VoucherKind } from '../../../app/resources/vouchers.ts';
import { defaultDateField, quickChoices, type DateChoice } from './date-choice.ts';

/** A date field, quick ranges a buyer uses, or a typed range; "All dates" clears it. */
export function DateFilterBar(props: {
  kind: VoucherKind;
  value: DateChoice | null;
  onChange: (choice: DateChoice | null) => void;
}) {
  const { t } = useTranslation();
  const { kind, value, onChange } = props;
  const field = value?.field ?? defaultDateField(kind);
  const current: DateChoice = value ?? { field, quick: null, from: '', to: '' };
  const quickLabel = (quick: QuickDate) =>
    quick === 'overdue' && (kind === 'purchase_orders' || kind === 'leases')
      ? t(`voucherReview.quick.overdue_${kind}`)
      : t(`voucherReview.quick.${quick}`);
  const fields = DATE_FIELDS[kind];
  return (
    <div
      className="date-filter"
      role="group"
      aria-label={t('voucherReview.dates')}
      data-testid="date-filter"
    >
      {fields.length > 1 ? (
        <label className="date-field">
          <span className="visually-hidden">{t('voucherReview.dateField')}</span>
          <select
            value={field}
            onChange={(event) => {
              const next = event.target.value;
              const keep =
                current.quick === null || quickChoices(kind, next).includes(current.quick);
              onChange({ ...current, field: next, quick: keep ? current.quick : null });
            }}
          >
            {fields.map((name) => (
              <option key={name} value={name}>
                {t(`voucherField.${name}`, { defaultValue: name })}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <span className="date-field-name">
          {t(`voucherField.${field}`, { defaultValue: field })}
        </span>
      )}
      {quickChoices(kind, field).map((quick) => {
        const on = value?.quick === quick;
        return (
          <button
            key={quick}
            type="button"
            className={`status-toggle quick-date${on ? ' on' : ''}`}
            aria-pressed={on}
            onClick={() => {
              onChange(on ? null : { field, quick, from: '', to: '' });
            }}
          >
            {quickLabel(quick)}
          </button>
        );
      })}
      <label className="date-bound">
        {t('voucherReview.from')}{' '}
        <input
          type="date"
          value={current.from}
          onChange={(event) => {
            onChange({ ...current, quick: null, from: event.target.value });
          }}
        />
      </label>
      <label className="date-bound">
        {t('voucherReview.to')}{' '}
        <input
          type="date"
          value={current.to}
          onChange={(event) => {
            onChange({ ...current, quick: null, to: event.target.value });
          }}
        />
      </label>
      {value !== null && (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onChange(null);
          }}
        >
          {t('voucherReview.clearDates')}
        </button>
      )}
    </div>
  );
}
