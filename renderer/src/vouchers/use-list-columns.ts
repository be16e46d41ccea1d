import { useTranslation } from 'react-i18next';
import { OUTSTANDING_COLUMN } from '../../../app/resources/voucher-line-sums.ts';
import type { Voucher, VoucherKind } from '../../../app/resources/vouchers.ts';
import { isHiddenByDefault, listColumns } from './columns.ts';
import { useColumnPrefs } from './use-column-prefs.ts';

// A list's columns: those its rows carry, which of them are optional (hidden until chosen), the
// user's order, widths and choices (kept by main per connection and screen), and their labels.

export function useListColumns(kind: VoucherKind, rows: readonly Voucher[]) {
  const { t } = useTranslation();
  const columns = listColumns(kind, rows);
  const optional = (field: string) =>
    isHiddenByDefault(kind, columns.find((c) => c.id === field) ?? { id: field, known: false });
  const { prefs, update, settle } = useColumnPrefs(
    `vouchers.${kind}`,
    columns.map((c) => c.id),
    optional,
  );
  const label = (field: string) =>
    field === 'id'
      ? t(kind === 'order_plans' ? 'vouchers.pagingId' : 'vouchers.number')
      : field === OUTSTANDING_COLUMN
        ? t('computed.outstanding')
        : t(`voucherField.${field}`, { defaultValue: field });
  return { prefs, update, settle, optional, label };
}
