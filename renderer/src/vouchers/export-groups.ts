import type { Scalar } from '../../../app/resources/json.ts';
import { asNumber } from '../../../app/resources/voucher-values.ts';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import type { ExportTable } from './export-rows.ts';
import { compareGroupValues } from './group-values.ts';

// An export of a grouped list keeps the grouping: rows in the groups' order (within a group, the
// list's order) and the group as the first column. Pure, tested apart.

export const GROUP_COLUMN_PREFIX = 'group:';

/** A value as the cache groups it: numbers sent as strings are numbers, booleans 1 and 0. */
export function groupValueOf(value: Scalar | undefined): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return asNumber(value) ?? (typeof value === 'string' ? value : null);
}

/** The vouchers in their groups' order; a stable sort keeps the list's order within a group. */
export function inGroupOrder(vouchers: readonly Voucher[], field: string): Voucher[] {
  return vouchers
    .map((voucher, index) => ({ voucher, index, key: groupValueOf(voucher.fields[field]) }))
    .sort((a, b) => compareGroupValues(a.key, b.key) || a.index - b.index)
    .map(({ voucher }) => voucher);
}

/** The table with the group's value as its first column, named "group:<field>". */
export function withGroupColumn(table: ExportTable, field: string): ExportTable {
  const at = table.columns.indexOf(field);
  return {
    columns: [`${GROUP_COLUMN_PREFIX}${field}`, ...table.columns],
    rows: table.rows.map((row) => [at < 0 ? '' : (row[at] ?? ''), ...row]),
  };
}
