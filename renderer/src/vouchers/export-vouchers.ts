import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { call } from '../lib/bridge-client.ts';
import { exportTable, type TableFileFormat } from '../files/export-table.ts';
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

export async function exportVouchers(
  list: VoucherList,
  query: SearchQuery,
  format: TableFileFormat,
): Promise<number> {
  const vouchers = await cachedRows(list, query);
  const table = flattenForExport(list.kind, vouchers);
  const text = table.rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
  const date = new Date().toISOString().slice(0, 10);
  const name = `${list.kind}${list.productCode ? `-${list.productCode}` : ''}-${date}`;
  await exportTable([table.columns, ...text], format, name);
  return vouchers.length;
}
