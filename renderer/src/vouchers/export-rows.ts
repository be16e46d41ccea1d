import type { Scalar } from '../../../app/resources/json.ts';
import { asNumber, asText } from '../../../app/resources/voucher-values.ts';
import {
  HEADER_FIELDS,
  LINE_FIELDS,
  type Voucher,
  type VoucherKind,
} from '../../../app/resources/vouchers.ts';
import { dateCell, numberCell, type TableCell } from '../table-files/table-cell.ts';
import { isDateField, NUMERIC_FIELDS } from './columns.ts';
import { COMPUTED_LINE_COLUMNS, computeLine } from './computed.ts';

// Vouchers flattened for CSV/XLSX export: header fields, then line fields and the computed line
// columns, one row per line (a voucher without lines gives one row with empty line cells). Line
// columns are prefixed "line." so a header field and a line field of the same name
// (expected_date) stay apart.
//
// Cell types (XLSX; CSV writes their text): the spec's quantity, cost, price and rate fields and
// the computed columns are numbers when their value is numeric (also when sent as a string), and
// text otherwise; date fields holding a YYYY-MM-DD day are dates; everything else is text as
// sent, even a value sent as a JSON number: codes must keep their digits ("001", a 13-digit JAN
// code), which a number cell would not.

export interface ExportTable {
  columns: string[];
  rows: TableCell[][];
}

function fieldsSeen(records: Iterable<Record<string, Scalar>>, known: readonly string[]): string[] {
  const extra = new Set<string>();
  for (const fields of records) {
    for (const key of Object.keys(fields)) if (!known.includes(key)) extra.add(key);
  }
  return [...known, ...[...extra].sort()];
}

/** One field's cell. */
export function exportCell(field: string, value: Scalar | undefined): TableCell {
  if (value === null || value === undefined) return '';
  if (NUMERIC_FIELDS.has(field)) {
    const number = asNumber(value);
    return number === null ? asText(value) : numberCell(number);
  }
  if (isDateField(field) && typeof value === 'string') return dateCell(value);
  return asText(value);
}

export function flattenForExport(kind: VoucherKind, vouchers: readonly Voucher[]): ExportTable {
  const header = fieldsSeen(
    vouchers.map((v) => v.fields),
    HEADER_FIELDS[kind],
  ).filter((f) => f !== 'id');
  if (kind === 'order_plans') {
    return {
      columns: [...header, 'id'],
      rows: vouchers.map((v) => [...header.map((f) => exportCell(f, v.fields[f])), v.id]),
    };
  }
  const lineFields = fieldsSeen(
    vouchers.flatMap((v) => (v.lines ?? []).map((line) => line.fields)),
    LINE_FIELDS[kind],
  );
  const computed = COMPUTED_LINE_COLUMNS[kind];
  const columns = [
    'number',
    ...header,
    'line_no',
    ...lineFields.map((f) => `line.${f}`),
    ...computed.map((c) => `line.${c}`),
  ];
  const rows: TableCell[][] = [];
  for (const voucher of vouchers) {
    const head: TableCell[] = [voucher.id, ...header.map((f) => exportCell(f, voucher.fields[f]))];
    const lines = voucher.lines ?? [];
    if (lines.length === 0) {
      rows.push([...head, '', ...lineFields.map(() => ''), ...computed.map(() => '')]);
      continue;
    }
    lines.forEach((line, index) => {
      const values = computeLine(kind, line.fields);
      rows.push([
        ...head,
        index + 1,
        ...lineFields.map((f) => exportCell(f, line.fields[f])),
        ...computed.map((c) => {
          const value = values[c];
          return value === null || value === undefined ? '' : numberCell(value);
        }),
      ]);
    });
  }
  return { columns, rows };
}
