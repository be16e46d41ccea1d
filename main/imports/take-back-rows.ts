import { isProduct, rowChange, type CatalogValue } from '../../app/catalog/last-sent.ts';
import type { PlanGrid } from '../../app/imports/plan.ts';
import type {
  ChangedLaterChoice,
  TakeBack,
  TakeBackListed,
  TakeBackReason,
} from '../../app/imports/take-back.ts';
import type { TakeBackRowBaseline } from './take-back-baseline.ts';

// What the take-back does with each row the import applied: put back the value from before it,
// or list it with why not (first sent by this import; changed again by a later send, unless the
// user takes those back anyway), or nothing when the import sent it as it already was. A field
// this import was the first to fill cannot be cleared (an empty cell is not sent), so such a row
// is put back but for those fields, and listed.

export interface TakeBackRow {
  grid: PlanGrid;
  code: string;
  /** The value to put in the draft: the one sent before the import. */
  value: CatalogValue;
}

export interface TakeBackRows {
  write: TakeBackRow[];
  counts: TakeBack['counts'];
  /** Every listed row, by reason, grid and code. */
  listed: TakeBackListed[];
}

/** The fields `after` holds that `before` never did: the interface cannot clear them. */
function fieldsFirstFilled(before: CatalogValue, after: CatalogValue): string[] {
  if (isProduct(before) && isProduct(after)) {
    const fields: string[] = [];
    if (before.name === '' && after.name !== '') fields.push('name');
    if (before.brand_code === '' && after.brand_code !== '') fields.push('brand_code');
    if (before.skus.length === 0 && after.skus.length > 0) fields.push('skus');
    return fields;
  }
  if (!isProduct(before) && !isProduct(after) && before.name === '' && after.name !== '') {
    return ['name'];
  }
  return [];
}

/** `before` with the fields it never held kept as `after` has them (they cannot be cleared). */
function keptFields(before: CatalogValue, after: CatalogValue, fields: string[]): CatalogValue {
  if (fields.length === 0) return before;
  if (isProduct(before) && isProduct(after)) {
    return {
      ...before,
      name: fields.includes('name') ? after.name : before.name,
      brand_code: fields.includes('brand_code') ? after.brand_code : before.brand_code,
      skus: fields.includes('skus') ? after.skus : before.skus,
    };
  }
  return { ...before, name: after.name };
}

const REASON_ORDER: Record<TakeBackReason, number> = {
  first_sent: 0,
  changed_later: 1,
  cannot_clear: 2,
};
const GRID_ORDER: Record<PlanGrid, number> = { brands: 0, colors: 1, products: 2 };

export function takeBackRows(
  baseline: readonly TakeBackRowBaseline[],
  changedLater: ChangedLaterChoice,
): TakeBackRows {
  const write: TakeBackRow[] = [];
  const listed: TakeBackListed[] = [];
  const counts: TakeBack['counts'] = {
    applied: baseline.length,
    takenBack: 0,
    unchanged: 0,
    firstSent: 0,
    changedLater: 0,
    cannotClear: 0,
  };
  const list = (row: TakeBackRowBaseline, reason: TakeBackReason, fields: string[] = []): void => {
    listed.push({
      grid: row.grid,
      code: row.code,
      reason,
      fields,
      laterImportId: reason === 'changed_later' ? (row.changedBy?.importId ?? null) : null,
      laterAt: reason === 'changed_later' ? (row.changedBy?.createdAt ?? null) : null,
    });
  };
  for (const row of baseline) {
    const { before } = row;
    if (before === null) {
      counts.firstSent += 1;
      list(row, 'first_sent');
      continue;
    }
    if (rowChange(row.after, before) === 'same') {
      counts.unchanged += 1;
      continue;
    }
    const fields = fieldsFirstFilled(before, row.after);
    const value = keptFields(before, row.after, fields);
    if (rowChange(row.now, row.after) !== 'same') {
      counts.changedLater += 1;
      list(row, 'changed_later', fields);
      if (changedLater === 'leave') continue;
    } else if (fields.length > 0) {
      counts.cannotClear += 1;
      list(row, 'cannot_clear', fields);
      // Only fields it cannot clear changed: nothing to put back.
      if (rowChange(value, row.now) === 'same') continue;
    }
    counts.takenBack += 1;
    write.push({ grid: row.grid, code: row.code, value });
  }
  listed.sort(
    (a, b) =>
      REASON_ORDER[a.reason] - REASON_ORDER[b.reason] ||
      GRID_ORDER[a.grid] - GRID_ORDER[b.grid] ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
  return { write, counts, listed };
}
