import type { DatabaseSync } from 'node:sqlite';
import { VOUCHER_NUMBER_DIGITS, VOUCHER_NUMBER_PREFIX } from '../choices.ts';
import type { SkuRef } from './catalog.ts';
import type { Rng } from './prng.ts';

// What every voucher generator gets: where to write, the SKUs lines may use, and which numbers.

export interface GeneratorInput {
  db: DatabaseSync;
  workspaceId: number;
  rng: Rng;
  skus: readonly SkuRef[];
  /** 0-based index of the first voucher to make; voucher number = index + 1. */
  firstIndex: number;
  count: number;
  /** How many purchase orders the workspace has (order plans may point at one). */
  purchaseOrderCount: number;
}

export type NumberedKind = keyof typeof VOUCHER_NUMBER_PREFIX;

export function voucherNumber(kind: NumberedKind, index: number): string {
  return VOUCHER_NUMBER_PREFIX[kind] + String(index + 1).padStart(VOUCHER_NUMBER_DIGITS, '0');
}

/** Index of the next voucher of a kind (numbers are contiguous from 1). */
export function nextIndex(db: DatabaseSync, kind: NumberedKind, workspaceId: number): number {
  const row = db
    .prepare(`SELECT MAX(number) AS last FROM ${kind} WHERE workspace_id = ?`)
    .get(workspaceId);
  const last = row?.last;
  if (typeof last !== 'string') return 0;
  return Number(last.slice(VOUCHER_NUMBER_PREFIX[kind].length));
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
