import type { Scalar } from '../../../app/resources/json.ts';
import { asNumber } from '../../../app/resources/voucher-values.ts';
import {
  HEADER_FIELDS,
  LINE_FIELDS,
  type Voucher,
  type VoucherKind,
} from '../../../app/resources/vouchers.ts';
import { NUMERIC_FIELDS } from './columns.ts';

// Vouchers flattened for CSV/XLSX export: header fields, then line fields, one row per line (a
// voucher without lines gives one row with empty line cells). Line columns are prefixed
// "line." so a header field and a line field of the same name (expected_date) stay apart.

export type Cell = string | number | boolean | null;

export interface ExportTable {
  columns: string[];
  rows: Cell[][];
}

function fieldsSeen(records: Iterable<Record<string, Scalar>>, known: readonly string[]): string[] {
  const extra = new Set<string>();
  for (const fields of records) {
    for (const key of Object.keys(fields)) if (!known.includes(key)) extra.add(key);
  }
  return [...known, ...[...extra].sort()];
}

/** Numbers sent as strings are written as numbers, so spreadsheets sum them. */
function cell(value: Scalar | undefined, numeric: boolean): Cell {
  if (value === undefined) return null;
  if (numeric && typeof value === 'string') return asNumber(value) ?? value;
  return value;
}

export function flattenForExport(kind: VoucherKind, vouchers: readonly Voucher[]): ExportTable {
  const header = fieldsSeen(
    vouchers.map((v) => v.fields),
    HEADER_FIELDS[kind],
  ).filter((f) => f !== 'id');
  const numberColumn = kind === 'order_plans' ? 'id' : 'number';
  if (kind === 'order_plans') {
    return {
      columns: [...header, numberColumn],
      rows: vouchers.map((v) => [
        ...header.map((f) => cell(v.fields[f], NUMERIC_FIELDS.has(f))),
        v.id,
      ]),
    };
  }
  const lineFields = fieldsSeen(
    vouchers.flatMap((v) => (v.lines ?? []).map((line) => line.fields)),
    LINE_FIELDS[kind],
  );
  const columns = [numberColumn, ...header, 'line_no', ...lineFields.map((f) => `line.${f}`)];
  const rows: Cell[][] = [];
  for (const voucher of vouchers) {
    const head: Cell[] = [
      voucher.id,
      ...header.map((f) => cell(voucher.fields[f], NUMERIC_FIELDS.has(f))),
    ];
    const lines = voucher.lines ?? [];
    if (lines.length === 0) {
      rows.push([...head, null, ...lineFields.map(() => null)]);
      continue;
    }
    lines.forEach((line, index) => {
      rows.push([
        ...head,
        index + 1,
        ...lineFields.map((f) => cell(line.fields[f], NUMERIC_FIELDS.has(f))),
      ]);
    });
  }
  return { columns, rows };
}
