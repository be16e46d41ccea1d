import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { PAGE_SIZE } from '../choices.ts';
import { prepared } from '../db/prepared.ts';
import { text, type Row } from '../db/rows.ts';
import type { VoucherKindDefinition } from './kinds.ts';

// Keyset paging over the voucher tables: WHERE key > cursor ORDER BY key LIMIT page + 1.
// Never OFFSET, so a deep page costs the same as the first.

export type Resource = Record<string, unknown>;

function value(row: Row, column: string, booleans: readonly string[]): unknown {
  const raw: SQLOutputValue | undefined = row[column];
  if (raw === undefined) return null;
  if (booleans.includes(column)) return raw === null ? null : Number(raw) !== 0;
  if (typeof raw === 'bigint') return Number(raw);
  return raw;
}

function pick(row: Row, columns: readonly string[], booleans: readonly string[]): Resource {
  return Object.fromEntries(columns.map((column) => [column, value(row, column, booleans)]));
}

function withLines(
  db: DatabaseSync,
  kind: VoucherKindDefinition,
  workspaceId: number,
  headers: Row[],
): Resource[] {
  const first = headers[0];
  const last = headers[headers.length - 1];
  if (!kind.linesTable || !first || !last)
    return headers.map((row) => ({
      id: text(row, 'number'),
      ...pick(row, kind.headerColumns, []),
    }));
  // Headers of a page are contiguous in number order, so one range read fetches all their lines.
  const lines = prepared(
    db,
    `SELECT * FROM ${kind.linesTable} WHERE workspace_id = ? AND number >= ? AND number <= ? ORDER BY number, line_no`,
  ).all(workspaceId, text(first, 'number'), text(last, 'number'));
  const byNumber = new Map<string, Resource[]>();
  for (const line of lines) {
    const number = text(line, 'number');
    let list = byNumber.get(number);
    if (!list) {
      list = [];
      byNumber.set(number, list);
    }
    list.push(pick(line, kind.lineColumns, kind.booleanColumns));
  }
  return headers.map((row) => ({
    id: text(row, 'number'),
    ...pick(row, kind.headerColumns, []),
    lines: byNumber.get(text(row, 'number')) ?? [],
  }));
}

export interface Page {
  rows: Resource[];
  hasMore: boolean;
}

export function listVouchers(
  db: DatabaseSync,
  kind: VoucherKindDefinition,
  workspaceId: number,
  startingAfter: string,
  productCode: string | null,
  pageSize: number = PAGE_SIZE,
): Page {
  let found: Row[];
  if (kind.path === 'order_plans') {
    found =
      productCode === null
        ? prepared(
            db,
            'SELECT * FROM order_plans WHERE workspace_id = ? AND plan_id > ? ORDER BY plan_id LIMIT ?',
          ).all(workspaceId, startingAfter, pageSize + 1)
        : prepared(
            db,
            'SELECT * FROM order_plans WHERE workspace_id = ? AND product_code = ? AND plan_id > ? ORDER BY plan_id LIMIT ?',
          ).all(workspaceId, productCode, startingAfter, pageSize + 1);
  } else {
    found = prepared(
      db,
      `SELECT * FROM ${kind.table} WHERE workspace_id = ? AND number > ? ORDER BY number LIMIT ?`,
    ).all(workspaceId, startingAfter, pageSize + 1);
  }
  const hasMore = found.length > pageSize;
  const page = found.slice(0, pageSize);
  if (kind.path === 'order_plans') {
    return {
      rows: page.map((row) => ({ ...pick(row, kind.headerColumns, []), id: text(row, 'plan_id') })),
      hasMore,
    };
  }
  return { rows: withLines(db, kind, workspaceId, page), hasMore };
}

export function getVoucher(
  db: DatabaseSync,
  kind: VoucherKindDefinition,
  workspaceId: number,
  number: string,
): Resource | null {
  const header = prepared(
    db,
    `SELECT * FROM ${kind.table} WHERE workspace_id = ? AND number = ?`,
  ).get(workspaceId, number);
  if (!header) return null;
  return withLines(db, kind, workspaceId, [header])[0] ?? null;
}
