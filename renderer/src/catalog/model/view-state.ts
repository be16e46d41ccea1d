import type { CatalogData, Entry } from '../../drafts/catalog-data.ts';
import { skuKey, type ProductRow } from '../../../../app/catalog/rows.ts';
import type { ColumnFilters } from './column-filters.ts';
import {
  allRows,
  buildView,
  gridOfView,
  type ViewName,
  type ViewOptions,
  type ViewRows,
} from './view.ts';

// A view's rows kept in place across edits, as a spreadsheet keeps an edited row where it is:
// sort and filter are applied when they are chosen (or asked for again), not after every edit.
// An edit that changes no row's place reuses the rows as they are; rows added or removed are
// fitted into the order that stands (a new row below the one it was inserted after, rows
// pasted past the end at the end), without sorting or filtering anything again. The view then
// says it is stale: what it shows may no longer be in order or match the filter.

export interface ViewState {
  view: ViewName;
  options: ViewOptions;
  /** The grid's entries the rows index into. */
  entries: readonly Entry<unknown>[];
  rows: ViewRows;
  /** Edited since the sort or filter was applied. */
  stale: boolean;
}

const NO_COLUMNS: ColumnFilters = [];

const isActive = (o: ViewOptions) =>
  o.sort !== null || o.filter.trim() !== '' || o.onlyIds !== null || (o.columns?.length ?? 0) > 0;

export const sameOptions = (a: ViewOptions, b: ViewOptions): boolean =>
  a.sort?.col === b.sort?.col &&
  a.sort?.descending === b.sort?.descending &&
  a.filter.trim().toLocaleLowerCase() === b.filter.trim().toLocaleLowerCase() &&
  a.onlyIds === b.onlyIds &&
  // Column filters are replaced, never changed in place: a filter chosen again applies afresh.
  (a.columns ?? NO_COLUMNS) === (b.columns ?? NO_COLUMNS);

/** A product's SKU count (0 for a brand or colour, which has none). */
const skuCount = (entry: Entry<unknown> | undefined): number =>
  (entry?.row as Partial<ProductRow> | undefined)?.skus?.length ?? 0;

/** The view's rows for this data: the previous rows kept in place when only the data changed. */
export function nextViewState(
  prev: ViewState | null,
  view: ViewName,
  data: CatalogData,
  options: ViewOptions,
): ViewState {
  const entries: readonly Entry<unknown>[] = data[gridOfView(view)];
  if (prev === null || prev.view !== view || !sameOptions(prev.options, options)) {
    return { view, options, entries, rows: buildView(view, data, options), stale: false };
  }
  if (prev.entries === entries) return prev;
  const active = isActive(options);
  const moved = placesChanged(prev.entries, entries, view);
  if (moved === null) {
    return { ...prev, options, entries, stale: prev.stale || active };
  }
  if (!active) return { view, options, entries, rows: allRows(view, data), stale: false };
  return { view, options, entries, rows: fitRows(prev, entries), stale: true };
}

/**
 * Null when every entry keeps its index (and, in the per-SKU view, its SKU count), so the rows
 * stand as they are; otherwise true.
 */
function placesChanged(
  before: readonly Entry<unknown>[],
  after: readonly Entry<unknown>[],
  view: ViewName,
): true | null {
  if (before.length !== after.length) return true;
  for (let i = 0; i < after.length; i += 1) {
    const a = before[i];
    const b = after[i];
    if (a === b) continue;
    if (a?.id !== b?.id) return true;
    if (view === 'skus' && skuCount(a) !== skuCount(b)) return true;
  }
  return null;
}

/** Old SKU index -> new SKU index (-1: gone) of a product whose SKUs changed in number. */
function skuMap(before: Entry<unknown>, after: Entry<unknown>): Int32Array {
  const old = (before.row as ProductRow).skus;
  const now = (after.row as ProductRow).skus;
  const map = new Int32Array(old.length).fill(-1);
  if (old.length === now.length) return map.map((_, i) => i);
  const free = new Map<string, number[]>();
  now.forEach((sku, j) => {
    const list = free.get(skuKey(sku)) ?? [];
    list.push(j);
    free.set(skuKey(sku), list);
  });
  old.forEach((sku, i) => {
    map[i] = free.get(skuKey(sku))?.shift() ?? -1;
  });
  return map;
}

class RowsOut {
  entry: number[] = [];
  sku: number[] = [];
  push(e: number, s: number): void {
    this.entry.push(e);
    this.sku.push(s);
  }
  /** Every row of one entry: one per SKU, or one row for a product without SKUs. */
  pushEntry(e: number, skus: number, perSku: boolean): void {
    if (!perSku || skus === 0) this.push(e, -1);
    else for (let s = 0; s < skus; s += 1) this.push(e, s);
  }
  rows(): ViewRows {
    return {
      entry: Int32Array.from(this.entry),
      sku: Int32Array.from(this.sku),
      length: this.entry.length,
    };
  }
}

/** The previous rows carried over to new entries: kept in order, new ones fitted in. */
function fitRows(prev: ViewState, entries: readonly Entry<unknown>[]): ViewRows {
  const perSku = prev.view === 'skus';
  const newIndex = new Map<string, number>();
  entries.forEach((entry, i) => newIndex.set(entry.id, i));
  const oldToNew = new Int32Array(prev.entries.length);
  const kept = new Uint8Array(entries.length);
  prev.entries.forEach((entry, i) => {
    const j = newIndex.get(entry.id) ?? -1;
    oldToNew[i] = j;
    if (j >= 0) kept[j] = 1;
  });

  // Entries that are new: after the last row of the kept entry before them, at the end when no
  // kept entry follows them (rows added at the end), at the top when none precedes them.
  const after = new Map<number, number[]>();
  const atTop: number[] = [];
  const atEnd: number[] = [];
  let lastKept = -1;
  let nextKeptFrom = entries.length;
  for (let j = entries.length - 1; j >= 0; j -= 1) {
    if (kept[j] === 1) {
      nextKeptFrom = j;
      break;
    }
  }
  for (let j = 0; j < entries.length; j += 1) {
    if (kept[j] === 1) {
      lastKept = j;
      continue;
    }
    if (j > nextKeptFrom) atEnd.push(j);
    else if (lastKept < 0) atTop.push(j);
    else {
      const list = after.get(lastKept) ?? [];
      list.push(j);
      after.set(lastKept, list);
    }
  }

  // Kept products whose SKUs changed in number (per-SKU view): their rows by SKU identity.
  const { rows } = prev;
  const maps = new Map<number, Int32Array>();
  const lastRowOf = new Map<number, number>();
  for (let r = 0; r < rows.length; r += 1) {
    const j = oldToNew[rows.entry[r] ?? 0] ?? -1;
    if (j < 0) continue;
    if (perSku && !maps.has(j)) {
      const before = prev.entries[rows.entry[r] ?? 0];
      const now = entries[j];
      if (before !== undefined && now !== undefined && skuCount(before) !== skuCount(now)) {
        maps.set(j, skuMap(before, now));
      }
    }
    if (after.has(j) || maps.has(j)) lastRowOf.set(j, r);
  }

  // SKUs a product gained go below the row of the SKU before them (so a SKU inserted below a
  // row shows below it), or above the product's first row when no kept SKU precedes them.
  const gained = new Map<number, Map<number, number[]>>();
  for (const [j, map] of maps) gained.set(j, gainedSkus(map, skuCount(entries[j])));
  const emit = (j: number, pred: number) => {
    const groups = gained.get(j);
    const list = groups?.get(pred);
    if (groups === undefined || list === undefined) return;
    groups.delete(pred);
    for (const s of list) out.push(j, s);
  };

  const out = new RowsOut();
  for (const j of atTop) out.pushEntry(j, skuCount(entries[j]), perSku);
  for (let r = 0; r < rows.length; r += 1) {
    const j = oldToNew[rows.entry[r] ?? 0] ?? -1;
    if (j < 0) continue;
    const s = rows.sku[r] ?? -1;
    const map = maps.get(j);
    if (map === undefined) out.push(j, s);
    else {
      emit(j, -1);
      const to = s < 0 ? -1 : (map[s] ?? -1);
      if (to >= 0) {
        out.push(j, to);
        emit(j, to);
      }
    }
    if (lastRowOf.get(j) === r) {
      // What is left of the product's gained SKUs (their neighbours are filtered out), and a
      // row for a product left without SKUs; then the entries inserted after it.
      const groups = gained.get(j);
      if (groups !== undefined) for (const pred of [...groups.keys()]) emit(j, pred);
      if (map !== undefined && skuCount(entries[j]) === 0) out.push(j, -1);
      for (const k of after.get(j) ?? []) out.pushEntry(k, skuCount(entries[k]), perSku);
      after.delete(j);
    }
  }
  // Entries inserted after one that shows no row (filtered out) go to the end.
  for (const list of after.values()) for (const k of list) atEnd.push(k);
  for (const j of atEnd) out.pushEntry(j, skuCount(entries[j]), perSku);
  return out.rows();
}

/** New SKU indexes that no old SKU maps to, grouped by the kept SKU before them (-1: none). */
function gainedSkus(map: Int32Array, count: number): Map<number, number[]> {
  const kept = new Set(map);
  const groups = new Map<number, number[]>();
  let pred = -1;
  for (let s = 0; s < count; s += 1) {
    if (kept.has(s)) {
      pred = s;
      continue;
    }
    const list = groups.get(pred) ?? [];
    list.push(s);
    groups.set(pred, list);
  }
  return groups;
}

/** The view states of one editor, one per view, kept across renders. */
export class ViewCache {
  private readonly states = new Map<ViewName, ViewState>();

  get(view: ViewName, data: CatalogData, options: ViewOptions): ViewState {
    const next = nextViewState(this.states.get(view) ?? null, view, data, options);
    this.states.set(view, next);
    return next;
  }

  /** Sort and filter are applied afresh the next time this view is asked for. */
  reapply(view: ViewName): void {
    this.states.delete(view);
  }

  /** Every view applied afresh (drafts loaded anew are not edits to keep in place). */
  clear(): void {
    this.states.clear();
  }
}
