import type { SQLOutputValue } from 'node:sqlite';

// Column readers for rows of node:sqlite, which types every value as SQLOutputValue.

export type Row = Record<string, SQLOutputValue>;

export function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

export function textOrNull(row: Row, column: string): string | null {
  const value = row[column];
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : String(value);
}

export function numberOrNull(row: Row, column: string): number | null {
  const value = row[column];
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return null;
}

export function integer(row: Row, column: string): number {
  return numberOrNull(row, column) ?? 0;
}

export function booleanOrNull(row: Row, column: string): boolean | null {
  const value = numberOrNull(row, column);
  return value === null ? null : value !== 0;
}
