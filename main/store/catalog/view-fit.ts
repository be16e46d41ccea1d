// A view's rows carried across an edit without sorting or filtering again: the rule of the grid's
// view-state.ts (fitRows) over the core's rows. Rows keep their order; rows of deleted rows
// leave; a new row goes below the rows of the kept row before it in draft order (at the top when
// none precedes it, at the end when no kept row follows it or the one before it shows no row). In
// the per-SKU view a product whose SKU count changed has its rows matched to its SKUs by colour
// and size; SKUs no row matches go below the row of the SKU before them.
//
// Unlike the grid, which still holds every SKU as it was, the core knows a SKU as it was only
// by the rows the view showed: in a filtered view, a product's SKU that the filter hid and that
// moved place when the product gained or lost SKUs shows again (as a new SKU would).

/** A grid's rows in draft order: row ids, and (per-SKU view) each one's SKU count. */
export interface FitEntries {
  ids: Int32Array;
  skus: Int32Array;
}

/** A view's rows in order: row id, SKU place (-1: none), the SKU's colour NUL size. */
export interface FitRows {
  row: Int32Array;
  sku: Int32Array;
  skey: (string | null)[];
  length: number;
}

class RowsOut {
  row: number[] = [];
  sku: number[] = [];
  skey: (string | null)[] = [];
  push(r: number, s: number, key: string | null): void {
    this.row.push(r);
    this.sku.push(s);
    this.skey.push(key);
  }
  rows(): FitRows {
    return {
      row: Int32Array.from(this.row),
      sku: Int32Array.from(this.sku),
      skey: this.skey,
      length: this.row.length,
    };
  }
}

export function fitViewRows(
  perSku: boolean,
  before: FitEntries,
  after: FitEntries,
  prev: FitRows,
  skusNow: (rowId: number) => string[],
): FitRows {
  const n = after.ids.length;
  const oldIndex = new Map<number, number>();
  before.ids.forEach((id, i) => oldIndex.set(id, i));
  const newIndex = new Map<number, number>();
  after.ids.forEach((id, j) => newIndex.set(id, j));
  const kept = new Uint8Array(n);
  after.ids.forEach((id, j) => {
    if (oldIndex.has(id)) kept[j] = 1;
  });

  const following = new Map<number, number[]>();
  const atTop: number[] = [];
  const atEnd: number[] = [];
  let lastKept = -1;
  let nextKeptFrom = n;
  for (let j = n - 1; j >= 0; j -= 1) {
    if (kept[j] === 1) {
      nextKeptFrom = j;
      break;
    }
  }
  for (let j = 0; j < n; j += 1) {
    if (kept[j] === 1) {
      lastKept = j;
      continue;
    }
    if (j > nextKeptFrom) atEnd.push(j);
    else if (lastKept < 0) atTop.push(j);
    else {
      const list = following.get(lastKept) ?? [];
      list.push(j);
      following.set(lastKept, list);
    }
  }

  const keysOf = new Map<number, string[]>();
  const keys = (j: number): string[] => {
    let list = keysOf.get(j);
    if (list === undefined) {
      list = skusNow(after.ids[j] ?? 0);
      keysOf.set(j, list);
    }
    return list;
  };
  const changed = (j: number): boolean => {
    const i = oldIndex.get(after.ids[j] ?? 0) ?? -1;
    return perSku && i >= 0 && before.skus[i] !== after.skus[j];
  };

  // Products whose SKU count changed: each shown row's SKU by colour and size (in SKU order).
  const maps = new Map<number, Map<number, number>>();
  const lastRowOf = new Map<number, number>();
  const shownOf = new Map<number, number[]>();
  for (let r = 0; r < prev.length; r += 1) {
    const j = newIndex.get(prev.row[r] ?? 0) ?? -1;
    if (j < 0) continue;
    if (changed(j)) {
      const list = shownOf.get(j) ?? [];
      list.push(r);
      shownOf.set(j, list);
    }
    if (following.has(j) || changed(j)) lastRowOf.set(j, r);
  }
  const gained = new Map<number, Map<number, number[]>>();
  for (const [j, shown] of shownOf) {
    const free = new Map<string, number[]>();
    keys(j).forEach((key, s) => {
      const list = free.get(key) ?? [];
      list.push(s);
      free.set(key, list);
    });
    const map = new Map<number, number>();
    const taken = new Set<number>();
    const bySku = [...shown].sort((a, b) => (prev.sku[a] ?? -1) - (prev.sku[b] ?? -1));
    for (const r of bySku) {
      const key = prev.skey[r] ?? null;
      const to = key === null ? -1 : (free.get(key)?.shift() ?? -1);
      map.set(r, to);
      if (to >= 0) taken.add(to);
    }
    maps.set(j, map);
    const groups = new Map<number, number[]>();
    let pred = -1;
    for (let s = 0; s < keys(j).length; s += 1) {
      if (taken.has(s)) {
        pred = s;
        continue;
      }
      const list = groups.get(pred) ?? [];
      list.push(s);
      groups.set(pred, list);
    }
    gained.set(j, groups);
  }

  const out = new RowsOut();
  const pushEntry = (j: number): void => {
    const id = after.ids[j] ?? 0;
    const count = perSku ? (after.skus[j] ?? 0) : 0;
    if (count === 0) out.push(id, -1, null);
    else
      keys(j).forEach((key, s) => {
        out.push(id, s, key);
      });
  };
  const emit = (j: number, pred: number): void => {
    const groups = gained.get(j);
    const list = groups?.get(pred);
    if (groups === undefined || list === undefined) return;
    groups.delete(pred);
    for (const s of list) out.push(after.ids[j] ?? 0, s, keys(j)[s] ?? null);
  };

  for (const j of atTop) pushEntry(j);
  for (let r = 0; r < prev.length; r += 1) {
    const j = newIndex.get(prev.row[r] ?? 0) ?? -1;
    if (j < 0) continue;
    const id = after.ids[j] ?? 0;
    const map = maps.get(j);
    if (map === undefined) out.push(id, prev.sku[r] ?? -1, prev.skey[r] ?? null);
    else {
      emit(j, -1);
      const to = map.get(r) ?? -1;
      if (to >= 0) {
        out.push(id, to, keys(j)[to] ?? null);
        emit(j, to);
      }
    }
    if (lastRowOf.get(j) === r) {
      const groups = gained.get(j);
      if (groups !== undefined) for (const pred of [...groups.keys()]) emit(j, pred);
      if (map !== undefined && (after.skus[j] ?? 0) === 0) out.push(id, -1, null);
      for (const k of following.get(j) ?? []) pushEntry(k);
      following.delete(j);
    }
  }
  for (const list of following.values()) for (const k of list) atEnd.push(k);
  for (const j of atEnd) pushEntry(j);
  return out.rows();
}

/**
 * The same rows in the same order with the same SKU counts. The entries kept across an edit that
 * moved no row are the very ones a view holds (view-product-order.ts): no walk over them then.
 */
export function sameEntries(a: FitEntries, b: FitEntries): boolean {
  if (a === b) return true;
  return (
    a.ids.length === b.ids.length &&
    a.ids.every((id, i) => id === b.ids[i]) &&
    a.skus.every((count, i) => count === b.skus[i])
  );
}
