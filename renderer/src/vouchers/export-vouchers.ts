import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { call } from '../lib/bridge-client.ts';
import { exportTable, type TableFileFormat } from '../files/export-table.ts';
import { localToday } from './computed.ts';
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
  /** Rows written below the header (one per line). */
  rows: number;
  fileName: string;
}

export async function exportVouchers(
  list: VoucherList,
  query: SearchQuery,
  format: TableFileFormat,
): Promise<ExportResult> {
  const vouchers = await cachedRows(list, query);
  const table = flattenForExport(list.kind, vouchers);
  const name = `${list.kind}${list.productCode ? `-${list.productCode}` : ''}-${localToday()}`;
  const fileName = await exportTable([table.columns, ...table.rows], format, name);
  return { vouchers: vouchers.length, rows: table.rows.length, fileName };
}
