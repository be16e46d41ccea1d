import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { call } from '../lib/bridge-client.ts';
import { exportTable, type TableFileFormat } from '../table-files/export-table.ts';
import { localToday } from '../lib/local-today.ts';
import { inGroupOrder, withGroupColumn } from './export-groups.ts';
import { flattenForExport } from './export-rows.ts';
import type { SearchQuery } from './voucher-keys.ts';

// Export of the cached rows the current view stands for (search, filter and sort applied), read
// from main in chunks, flattened one row per line and written with the shared file writers.

const CHUNK = 1000;

export async function cachedRows(list: VoucherList, query: SearchQuery): Promise<Voucher[]> {
  const rows: Voucher[] = [];
  for (;;) {
    const page = await call('vouchers.search', {
      ...list,
      ...query,
      offset: rows.length,
      limit: CHUNK,
    });
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.matched) return rows;
  }
}

export interface ExportResult {
  vouchers: number;
  /** Of them, vouchers whose lines are known (the others' line columns are empty). */
  withLines: number;
  /** Rows written below the header (one per line). */
  rows: number;
  fileName: string;
}

/**
 * @param headers the header row from the field names flattenForExport writes (labels in the
 *   current language, or the names themselves for a re-import)
 * @param groupBy the list's grouping, kept as the first column and the rows' order
 */
export async function exportVouchers(
  list: VoucherList,
  query: SearchQuery,
  format: TableFileFormat,
  headers: (columns: readonly string[]) => string[],
  groupBy?: string,
): Promise<ExportResult> {
  const read = await cachedRows(list, query);
  const vouchers = groupBy === undefined ? read : inGroupOrder(read, groupBy);
  const flat = flattenForExport(list.kind, vouchers);
  const table = groupBy === undefined ? flat : withGroupColumn(flat, groupBy);
  const name = `${list.kind}${list.productCode ? `-${list.productCode}` : ''}-${localToday()}`;
  const fileName = await exportTable([headers(table.columns), ...table.rows], format, name);
  return {
    vouchers: vouchers.length,
    withLines: vouchers.filter((voucher) => voucher.lines !== null).length,
    rows: table.rows.length,
    fileName,
  };
}
