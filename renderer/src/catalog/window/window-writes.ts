import {
  SKU_COLUMNS,
  type Operation,
  type OperationColumn,
  type RowRef,
} from '../../../../app/catalog/operations.ts';
import type { MasterRow, ProductRow, Sku } from '../../../../app/catalog/rows.ts';
import { INPUT_LIMITS } from '../../../../app/ipc/input-limits.ts';
import { CODE_COLUMNS, VIEW_COLUMNS, gridOfView, type ViewName } from '../model/view.ts';
import type { CellWrite } from '../model/write-cells.ts';
import { parseSkuSummary } from '../model/sku-summary.ts';
import type { ProductsByCode } from './joined-sku-rows.ts';

// Core mode (issue 28, step 4): the grid's cell writes (model/write-cells.ts's CellWrite, a view
// place and a view column each) become operations on the core's rows. A place the window holds is
// its row (RowRef: the draft id, and the SKU's place in the per-SKU view); a place past the
// view's end is a new row, inserted whole with its values (one step to undo); in the per-SKU
// view one whose code a product holds joins that product (joined-sku-rows.ts). Writes to rows
// already there are one paste when they form a block (every row the same columns), one clear
// when that block is all empty, else one set; a SKU summary written in the products view
// replaces the product's SKUs (setSkus, with the row's other cells of the same write). Codes
// are trimmed, as the page does; a value that looks like a credential is left out (the cell
// keeps its value) and counted. Pure.

/** What a write's place is: a row of the view, a new row below its end, or a row not held. */
export type RowSlot = { ref: RowRef } | 'new' | 'unknown';

export interface WindowWritePlan {
  operations: Operation[];
  /** The rows inserted, by the place they were typed at (the hook names them so until read). */
  inserted: { place: number; ref: RowRef }[];
  /** Trimmed code cells, as cell-marks.ts keys them (`${id}:${sku}:${field}`). */
  trimmed: string[];
  /** Writes left out because the value looks like a credential. */
  secrets: number;
  /** Writes left out because their row was not known. */
  unknown: number;
}

export interface WindowWriteOptions {
  newId: () => string;
  looksSecret: (value: string) => boolean;
  /** Cells or rows an operation holds at most (the contract's limit; smaller in tests). */
  maxRows?: number;
  /**
   * The products holding the codes of per-SKU rows typed below the end (codesBelowEnd's, as the
   * core answered them): such rows join them. Without it each code makes a new product.
   */
  existing?: ProductsByCode;
}

const SKU_SET: ReadonlySet<string> = new Set(SKU_COLUMNS);

interface Cell {
  ref: RowRef;
  place: number;
  column: string;
  value: string;
}

/** A write's value as the core keeps it: codes trimmed (and whether they were). */
function cleaned(column: string, value: string): { value: string; trimmed: boolean } {
  if (!CODE_COLUMNS.has(column)) return { value, trimmed: false };
  const trimmed = value.trim();
  return { value: trimmed, trimmed: trimmed !== value };
}

/** cell-marks.ts's key of a trimmed cell: SKU columns by the SKU's place, others by -1. */
const trimmedKey = (ref: RowRef, column: string): string =>
  `${ref.id}:${SKU_SET.has(column) ? String(ref.place ?? 0) : '-1'}:${column}`;

export function windowWrites(
  view: ViewName,
  writes: readonly CellWrite[],
  slotOf: (place: number) => RowSlot,
  options: WindowWriteOptions,
): WindowWritePlan {
  const grid = gridOfView(view);
  const keys: readonly string[] = VIEW_COLUMNS[view];
  const maxRows = options.maxRows ?? INPUT_LIMITS.draftRowsPerBatch;
  const plan: WindowWritePlan = {
    operations: [],
    inserted: [],
    trimmed: [],
    secrets: 0,
    unknown: 0,
  };
  let cells: Cell[] = [];
  // The products view's SKU summaries written, by product id.
  const summaries = new Map<string, Sku[]>();
  // Places below the end, in the order they were first written: each one new row.
  const fresh = new Map<number, Map<string, string>>();
  const freshTrims: { place: number; column: string }[] = [];
  for (const write of writes) {
    const column = keys[write.col];
    if (column === undefined) continue;
    if (options.looksSecret(write.value)) {
      plan.secrets += 1;
      continue;
    }
    const { value, trimmed } = cleaned(column, write.value);
    const slot = slotOf(write.row);
    if (slot === 'unknown') {
      plan.unknown += 1;
      continue;
    }
    if (slot === 'new') {
      const row = fresh.get(write.row) ?? new Map<string, string>();
      row.set(column, value);
      fresh.set(write.row, row);
      if (trimmed) freshTrims.push({ place: write.row, column });
      continue;
    }
    if (column === 'skus') {
      // A later summary of the row wins, as the page applies writes in order.
      summaries.delete(slot.ref.id);
      summaries.set(slot.ref.id, parseSkuSummary(value));
      continue;
    }
    cells.push({ ref: slot.ref, place: write.row, column, value });
    if (trimmed) plan.trimmed.push(trimmedKey(slot.ref, column));
  }
  // A row whose summary is written takes its other cells of this write in the same step.
  const withSkus = new Map<string, NonNullable<SkuList['cells']>>();
  for (const id of summaries.keys()) withSkus.set(id, {});
  cells = cells.filter((cell) => {
    const held = withSkus.get(cell.ref.id);
    if (held === undefined) return true;
    held[cell.column as keyof typeof held] = cell.value;
    return false;
  });
  for (let from = 0; from < cells.length; from += maxRows) {
    plan.operations.push(cellOperation(grid, cells.slice(from, from + maxRows)));
  }
  const lists: SkuList[] = [...summaries].map(([id, skus]) => {
    const written = withSkus.get(id) ?? {};
    return Object.keys(written).length === 0 ? { id, skus } : { id, skus, cells: written };
  });
  const joins: Join[] = [];
  if (fresh.size > 0) {
    const places = [...fresh.keys()].sort((a, b) => a - b);
    const inserts =
      view === 'skus'
        ? skuRowsInserted(places, fresh, options.newId, options.existing ?? new Map(), joins)
        : [];
    if (view !== 'skus') {
      for (const place of places) {
        const values = fresh.get(place) ?? new Map<string, string>();
        const id = options.newId();
        inserts.push({ id, row: newRow(view, values), refs: [{ place, ref: { id } }] });
      }
    }
    for (let from = 0; from < inserts.length; from += maxRows) {
      plan.operations.push({
        kind: 'insertRows',
        grid,
        rows: inserts.slice(from, from + maxRows).map(({ id, row }) => ({ id, row })),
      });
    }
    for (const insert of inserts) plan.inserted.push(...insert.refs);
    const refAt = new Map(plan.inserted.map(({ place, ref }) => [place, ref]));
    const joinedAt = new Map(joins.flatMap((join) => join.places.map((place) => [place, join.id])));
    for (const { place, column } of freshTrims) {
      const ref = refAt.get(place);
      if (ref !== undefined) plan.trimmed.push(trimmedKey(ref, column));
      // A joined row's cell is noted on its product, as the page notes it (no SKU named).
      const joined = joinedAt.get(place);
      if (joined !== undefined) plan.trimmed.push(`${joined}:-1:${column}`);
    }
  }
  const setSkus = [...lists, ...joins.flatMap(joinedList)];
  for (let from = 0; from < setSkus.length; from += maxRows) {
    plan.operations.push({ kind: 'setSkus', products: setSkus.slice(from, from + maxRows) });
  }
  return plan;
}

type SkuList = Extract<Operation, { kind: 'setSkus' }>['products'][number];
/** Per-SKU rows below the end joining a product, and the places they were typed at. */
type Join = SkuList & { places: number[] };

/** A join's list as the operation takes it: none when it adds no SKU and fills no blank. */
function joinedList(join: Join): SkuList[] {
  const blanks = Object.fromEntries(
    Object.entries(join.blanks ?? {}).filter(([, value]) => value !== ''),
  );
  if (join.skus.length === 0 && Object.keys(blanks).length === 0) return [];
  return [
    Object.keys(blanks).length === 0
      ? { id: join.id, skus: join.skus, append: true }
      : { id: join.id, skus: join.skus, append: true, blanks },
  ];
}

interface Insert {
  id: string;
  row: MasterRow | ProductRow;
  refs: { place: number; ref: RowRef }[];
}

function newRow(view: ViewName, values: ReadonlyMap<string, string>): MasterRow | ProductRow {
  const text = (column: string): string => values.get(column) ?? '';
  if (view === 'brands' || view === 'colors') return { code: text('code'), name: text('name') };
  return {
    product_code: text('product_code'),
    name: text('name'),
    brand_code: text('brand_code'),
    skus: values.has('skus') ? parseSkuSummary(text('skus')) : [],
  };
}

/**
 * Per-SKU rows typed or pasted below the end: rows sharing a product code (not empty) are one
 * new product, its SKUs in order, its name and brand the first given; every other row is a
 * product of its own. A row with neither colour nor size is a product without SKUs (its row in
 * the view is place 0, which a colour typed later makes its first SKU). Rows whose code a
 * product holds (`existing`) join it instead (`joins`: its SKUs after its own, the name and brand
 * given where its are empty); they show among that product's rows, not where they were typed.
 */
function skuRowsInserted(
  places: readonly number[],
  fresh: ReadonlyMap<number, ReadonlyMap<string, string>>,
  newId: () => string,
  existing: ProductsByCode,
  joins: Join[],
): Insert[] {
  const inserts: Insert[] = [];
  const byCode = new Map<string, Insert>();
  const joined = new Map<string, Join>();
  for (const place of places) {
    const values = fresh.get(place) ?? new Map<string, string>();
    const text = (column: string): string => values.get(column) ?? '';
    const code = text('product_code');
    const holder = code === '' ? undefined : existing.get(code);
    if (holder !== undefined) {
      let join = joined.get(holder);
      if (join === undefined) {
        join = {
          id: holder,
          skus: [],
          append: true,
          blanks: { name: '', brand_code: '' },
          places: [],
        };
        joined.set(holder, join);
        joins.push(join);
      }
      const blanks = join.blanks ?? {};
      if (blanks.name === '') blanks.name = text('name');
      if (blanks.brand_code === '') blanks.brand_code = text('brand_code');
      const sku: Sku = { color_code: text('color_code'), size_code: text('size_code') };
      if (sku.color_code !== '' || sku.size_code !== '') join.skus.push(sku);
      join.places.push(place);
      continue;
    }
    let insert = code === '' ? undefined : byCode.get(code);
    if (insert === undefined) {
      const id = newId();
      insert = {
        id,
        row: { product_code: code, name: '', brand_code: '', skus: [] },
        refs: [],
      };
      inserts.push(insert);
      if (code !== '') byCode.set(code, insert);
    }
    const product = insert.row as ProductRow;
    if (product.name === '') product.name = text('name');
    if (product.brand_code === '') product.brand_code = text('brand_code');
    const sku: Sku = { color_code: text('color_code'), size_code: text('size_code') };
    const hasSku = sku.color_code !== '' || sku.size_code !== '';
    if (hasSku) product.skus.push(sku);
    insert.refs.push({
      place,
      ref: { id: insert.id, place: hasSku ? product.skus.length - 1 : product.skus.length },
    });
  }
  return inserts;
}

/** Writes to rows already there: one paste, clear or set. */
function cellOperation(
  grid: Extract<Operation, { kind: 'set' }>['grid'],
  cells: readonly Cell[],
): Operation {
  const rows = new Map<string, { ref: RowRef; values: Map<string, string> }>();
  for (const cell of cells) {
    const key = `${cell.ref.id}\u0000${String(cell.ref.place ?? -1)}`;
    const row = rows.get(key) ?? { ref: cell.ref, values: new Map<string, string>() };
    // A later write to a cell wins, as the core applies them.
    row.values.delete(cell.column);
    row.values.set(cell.column, cell.value);
    rows.set(key, row);
  }
  const held = [...rows.values()];
  const columns = [...(held[0]?.values.keys() ?? [])] as OperationColumn[];
  const block = held.every(
    ({ values }) => values.size === columns.length && columns.every((c) => values.has(c)),
  );
  if (!block) {
    return {
      kind: 'set' as const,
      grid,
      cells: cells.map(({ ref, column, value }) => ({
        row: ref,
        column: column as OperationColumn,
        value,
      })),
    };
  }
  const refs = held.map(({ ref }) => ref);
  if (cells.every((cell) => cell.value === '')) {
    return { kind: 'clear' as const, grid, rows: refs, columns };
  }
  return {
    kind: 'paste' as const,
    grid,
    rows: refs,
    columns,
    values: held.map(({ values }) => columns.map((c) => values.get(c) ?? '')),
  };
}
