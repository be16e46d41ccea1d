import type { GridName, MasterRow, ProductRow } from '../../../app/catalog/rows.ts';

// The drafts of the three grids as the screen holds them, and edits as lists of row changes.
// An edit is what undo reverts, what redo applies again and what the draft saver writes: every
// change names a row by its local id with its value before and after (null: absent).

export interface Entry<T> {
  id: string;
  position: number;
  row: T;
}

export interface CatalogData {
  brands: readonly Entry<MasterRow>[];
  colors: readonly Entry<MasterRow>[];
  products: readonly Entry<ProductRow>[];
}

export type RowOf<G extends GridName> = G extends 'products' ? ProductRow : MasterRow;

export interface Change<T> {
  id: string;
  before: Entry<T> | null;
  after: Entry<T> | null;
}

export type Edit =
  | { grid: 'brands'; changes: readonly Change<MasterRow>[] }
  | { grid: 'colors'; changes: readonly Change<MasterRow>[] }
  | { grid: 'products'; changes: readonly Change<ProductRow>[] };

export const emptyCatalog = (): CatalogData => ({ brands: [], colors: [], products: [] });

const byPosition = <T>(a: Entry<T>, b: Entry<T>): number =>
  a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The entries with the changes applied, still in position order. */
export function applyChanges<T>(
  entries: readonly Entry<T>[],
  changes: readonly Change<T>[],
): Entry<T>[] {
  if (changes.length === 0) return [...entries];
  const inPlace = changes.every(
    (c) => c.before !== null && c.after !== null && c.before.position === c.after.position,
  );
  if (inPlace) return inOrder(entries, changes) ?? replaced(entries, changes);
  const appended = appendsOnly(entries, changes);
  if (appended !== null) return appended;
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  for (const change of changes) {
    if (change.after === null) byId.delete(change.id);
    else byId.set(change.id, change.after);
  }
  return [...byId.values()].sort(byPosition);
}

/**
 * Rows changed in place, their changes in the entries' order (a fill or paste in an unsorted
 * view, and its undo): one walk matching ids, no map of 50,000 ids. Null when they are not.
 */
function inOrder<T>(
  entries: readonly Entry<T>[],
  changes: readonly Change<T>[],
): Entry<T>[] | null {
  const next = entries.slice();
  let k = 0;
  for (let i = 0; i < next.length && k < changes.length; i += 1) {
    const change = changes[k] as Change<T>;
    if ((next[i] as Entry<T>).id === change.id) {
      next[i] = change.after as Entry<T>;
      k += 1;
    }
  }
  return k === changes.length ? next : null;
}

/** Rows changed in place, in any order. */
function replaced<T>(entries: readonly Entry<T>[], changes: readonly Change<T>[]): Entry<T>[] {
  const after = new Map(changes.map((c) => [c.id, c.after as Entry<T>]));
  return entries.map((entry) => after.get(entry.id) ?? entry);
}

/**
 * Rows changed in place and rows added past the last one, in order (typing and pasting past the
 * end): the entries mapped and extended without re-sorting them all. Null for anything else.
 */
function appendsOnly<T>(
  entries: readonly Entry<T>[],
  changes: readonly Change<T>[],
): Entry<T>[] | null {
  const inPlace = new Map<string, Entry<T>>();
  const added: Entry<T>[] = [];
  let last = entries.at(-1)?.position ?? -Infinity;
  for (const c of changes) {
    if (c.after === null) return null;
    if (c.before === null) {
      if (c.after.position <= last) return null;
      last = c.after.position;
      added.push(c.after);
    } else if (c.before.position === c.after.position && added.length === 0) {
      inPlace.set(c.id, c.after);
    } else return null;
  }
  const kept = inPlace.size === 0 ? entries : entries.map((e) => inPlace.get(e.id) ?? e);
  return [...kept, ...added];
}

export function invertChanges<T>(changes: readonly Change<T>[]): Change<T>[] {
  return changes.map((c) => ({ id: c.id, before: c.after, after: c.before }));
}

export function applyEdit(data: CatalogData, edit: Edit): CatalogData {
  switch (edit.grid) {
    case 'brands':
      return { ...data, brands: applyChanges(data.brands, edit.changes) };
    case 'colors':
      return { ...data, colors: applyChanges(data.colors, edit.changes) };
    case 'products':
      return { ...data, products: applyChanges(data.products, edit.changes) };
  }
}

export function invertEdit(edit: Edit): Edit {
  switch (edit.grid) {
    case 'brands':
      return { grid: 'brands', changes: invertChanges(edit.changes) };
    case 'colors':
      return { grid: 'colors', changes: invertChanges(edit.changes) };
    case 'products':
      return { grid: 'products', changes: invertChanges(edit.changes) };
  }
}

/** Positions after the last entry, for rows appended at the end. */
export function positionsAfter<T>(entries: readonly Entry<T>[], count: number): number[] {
  const last = entries.at(-1)?.position ?? 0;
  return Array.from({ length: count }, (_, i) => Math.floor(last) + 1 + i);
}

/**
 * Positions for `count` rows inserted between two neighbours (null: no neighbour). Returns null
 * when the gap is too narrow for distinct numbers; the caller then renumbers the grid.
 */
export function positionsBetween(
  before: number | null,
  after: number | null,
  count: number,
): number[] | null {
  if (after === null) {
    const start = before === null ? 1 : Math.floor(before) + 1;
    return Array.from({ length: count }, (_, i) => start + i);
  }
  const low = before ?? after - count - 1;
  const stepSize = (after - low) / (count + 1);
  const positions = Array.from({ length: count }, (_, i) => low + stepSize * (i + 1));
  const distinct = [low, ...positions, after].every(
    (p, i, all) => i === 0 || p > (all[i - 1] ?? p),
  );
  return distinct ? positions : null;
}

/** Every entry renumbered 1..n in its current order (the changes for the rows that moved). */
export function renumber<T>(entries: readonly Entry<T>[]): Change<T>[] {
  return entries.flatMap((entry, index) =>
    entry.position === index + 1
      ? []
      : [{ id: entry.id, before: entry, after: { ...entry, position: index + 1 } }],
  );
}

/** A cell whose text lost surrounding whitespace: draft id, SKU index (-1: none), field. */
export interface TrimmedCell {
  id: string;
  sku: number;
  field: string;
}
