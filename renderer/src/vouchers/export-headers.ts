import type { TFunction } from 'i18next';
import type { VoucherKind } from '../../../app/resources/vouchers.ts';
import { COMPUTED_LINE_COLUMNS } from './computed.ts';

// Export headers: the columns' labels in the current language, or the field names as
// flattenForExport writes them (what a re-import reads), as the user chooses.

export type ExportHeaders = 'labels' | 'fields';

export function headerLabel(t: TFunction, kind: VoucherKind, column: string): string {
  const field = (name: string) =>
    kind !== 'order_plans' && COMPUTED_LINE_COLUMNS[kind].includes(name)
      ? t(`computed.${name}`)
      : t(`voucherField.${name}`, { defaultValue: name });
  if (column === 'number') return t('vouchers.number');
  if (column === 'id') return t(kind === 'order_plans' ? 'vouchers.pagingId' : 'vouchers.number');
  if (column === 'line_no') return t('voucherState.lineNo');
  if (column.startsWith('group:')) {
    return t('voucherReview.exportGroup', { field: field(column.slice('group:'.length)) });
  }
  if (column.startsWith('line.')) {
    return t('voucherState.lineField', { field: field(column.slice('line.'.length)) });
  }
  return field(column);
}

export function exportHeaders(
  t: TFunction,
  kind: VoucherKind,
  columns: readonly string[],
  headers: ExportHeaders,
): string[] {
  return headers === 'fields' ? [...columns] : columns.map((c) => headerLabel(t, kind, c));
}
