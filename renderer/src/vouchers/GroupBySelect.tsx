import { useTranslation } from 'react-i18next';
import { GROUP_FIELDS } from '../../../app/resources/voucher-filters.ts';
import type { VoucherKind } from '../../../app/resources/vouchers.ts';

/** Group the list by one of its kind's header fields, or not at all. */
export function GroupBySelect(props: {
  kind: VoucherKind;
  value: string | null;
  label: (field: string) => string;
  onChange: (field: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="group-by">
      {t('voucherReview.groupBy')}{' '}
      <select
        value={props.value ?? ''}
        data-testid="group-by"
        onChange={(event) => {
          props.onChange(event.target.value === '' ? null : event.target.value);
        }}
      >
        <option value="">{t('voucherReview.noGrouping')}</option>
        {GROUP_FIELDS[props.kind].map((field) => (
          <option key={field} value={field}>
            {props.label(field)}
          </option>
        ))}
      </select>
    </label>
  );
}
