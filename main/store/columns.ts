import type { SQLOutputValue } from 'node:sqlite';
import { badStoredValue } from './store-errors.ts';

// Typed reads of one column from a node:sqlite result row (rows come back as loose records).

export type Row = Record<string, SQLOutputValue>;

export function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw badStoredValue(column);
  return value;
}

export function textOrNull(row: Row, column: string): string | null {
  const value = row[column];
  if (value === null) return null;
  if (typeof value !== 'string') throw badStoredValue(column);
  return value;
}

export function int(row: Row, column: string): number {
  const value = row[column];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badStoredValue(column);
  return value;
}

export function intOrNull(row: Row, column: string): number | null {
  return row[column] === null ? null : int(row, column);
}

export function bool(row: Row, column: string): boolean {
  return int(row, column) !== 0;
}

export function oneOf<T extends string>(row: Row, column: string, allowed: readonly T[]): T {
  const value = text(row, column);
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) throw badStoredValue(column);
  return match;
}

/** A JSON column holding an array of strings (null stays null). */
export function stringListOrNull(row: Row, column: string): string[] | null {
  const raw = textOrNull(row, column);
  if (raw === null) return null;
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
    throw badStoredValue(column);
  }
  return parsed;
}
