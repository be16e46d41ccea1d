import type { DatabaseSync } from 'node:sqlite';
import type { OperationAnswer } from '../../../app/catalog/operations.ts';
import type { CatalogOperations } from './operations.ts';
import type {
  ProblemsInput,
  ProblemsWindow,
  RowProblemsAnswer,
  RowProblemsInput,
  SeverityCounts,
} from '../../../app/catalog/problems-window.ts';
import type { GridName, MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { looksLikeCredential } from '../../../app/credentials.ts';
import {
  brandCodeProblems,
  duplicateCodeProblem,
  masterRowProblems,
  productFieldProblems,
  productRowProblems,
  type CodeLookup,
  type KnownCodes,
  type Problem,
} from '../../../app/catalog/validation.ts';
import { createHeldProducts } from './held-products.ts';
import { emptyPending, isEmpty, tell, type Pending, type Told } from './told-changes.ts';
import { createValidationRows, type PlacedRow, type ValidationRows } from './validation-rows.ts';
import { createValidationSql } from './validation-sql.ts';

// The catalog's validation in the core (issue 28), one per connection: the rules of
// app/catalog/validation.ts, applied only to the rows SQLite finds may break one
// (validation-sql.ts: values seen in the SKUs, products holding a SKU twice, codes held twice,
// brand codes no brand holds, cells that may hold a credential). At a million SKU rows without
// problems that is a few passes over indexes and no row read in JavaScript (it read every row
// whole and checked each: 1.1-1.4 s of CPU). Two levels are kept: the products whose SKUs have
// a problem (read whole, checked by every rule), and every other product's own cells (checked
// without their SKUs). After an operation only the rows it changed are checked again, with the
// products sharing their codes and those naming a brand or colour code that came to exist or
// stopped existing; a step that changed products' own cells (a replace all of a column) checks
// the products' own cells again set-based and keeps the SKUs' level; a change it was not told
// of (a save, a discard) is seen by the catalog's version and everything is checked again. The
// work happens when problems are asked for (or before the next operation, when it waits on a
// step of the undo log), not on the operation's answer.
//
// A product whose only problem is an unknown brand code is not held: such products are counted
// over the brand index and read in the grid's order when a window of the list shows them (a
// replace all of the brand column that names an unknown code in each of 125,000 products made
// and ordered 125,000 problems first: 218-304 ms of CPU, before the page's count could show).

export interface CatalogProblems {
  /**
   * Told after each operation, undo and redo: its answer, and whether it undid its step (the
   * step's rows are read from the undo log when the answer lists none).
   */
  changed(profileId: string, answer: OperationAnswer, undid: boolean): void;
  problems(input: ProblemsInput): ProblemsWindow;
  rowProblems(input: RowProblemsInput): RowProblemsAnswer;
  /** Whether the connection's validation is built (rowProblems then answers without a check). */
  built(profileId: string): boolean;
  /** Each grid's ids of the rows with a problem, in the grids' order ("Problem rows only"). */
  problemRowIds(profileId: string): Record<GridName, string[]>;
  /**
   * Moves on now if it waits on steps of the undo log: before an operation, which drops the
   * steps undo left for redo (and so may reuse their numbers).
   */
  flush(profileId: string): void;
  /**
   * The connection's products held whole in memory (held-products.ts, read when first asked
   * and kept current from each operation's answer), brought up to date with the tables first.
   * Rows kept whole as JSON are not held.
   */
  heldProducts(profileId: string): ReadonlyMap<string, PlacedRow<ProductRow>>;
  /** Drops a connection's state (its rows are read again when next asked). */
  forget(profileId: string): void;
}

/** Products read whole one by one up to this many; beyond, the SKUs' level is checked anew. */
const ONE_BY_ONE = 2_000;

interface RowProblems {
  position: number;
  problems: Problem[];
}

interface Connection extends Told {
  knownKey: string;
  /** Brand (colour) codes a product may name: a row of the grid or known to the connection. */
  brandCodes: Set<string>;
  colorCodes: Set<string>;
  /**
   * Each grid's rows with a problem; of the products, those with another problem than an
   * unknown brand code (with that one too, when they have it).
   */
  rows: Record<GridName, Map<string, RowProblems>>;
  /**
   * Brand codes no brand holds, nor the connection: every one products name, and perhaps some
   * none names any more (null: to be read again).
   */
  unknownBrands: Set<string> | null;
  /** Products with a problem about one of their SKUs (no other product has one). */
  skuProblems: Set<string>;
  /**
   * Product codes more than one row holds, with how many, as the last whole check found them;
   * null once rows changed one by one since (a step of other cells than codes keeps them).
   */
  repeated: Map<string, number> | null;
  /** Whether each grid's rows with a problem are held in the grid's order. */
  sorted: Record<GridName, boolean>;
  /** The problems in the grids' order (null: to be made again). */
  ordered: Ordered | null;
}

interface Ordered {
  /** The problems of the rows held (of the products: not those with an unknown brand alone). */
  byGrid: Record<GridName, readonly Problem[]>;
  /** The products held, in the grid's order. */
  heldProducts: readonly [string, RowProblems][];
  /** Products with no problem but an unknown brand code: how many. */
  brandOnly: number;
  /** Every product's problems in the grid's order, once a window reached past the first. */
  products: readonly Problem[] | null;
  counts: Record<GridName, SeverityCounts>;
  rows: Record<GridName, number>;
}

/** Products with an unknown brand alone: up to this many read by brand and sorted. */
const FEW_BRAND_ONLY = 2_000;
/** Windows of the list ending before this many problems merge them as they are read. */
const FIRST_PROBLEMS = 2_000;

/** Whether a product with these problems is held (not one with an unknown brand alone). */
const heldProduct = (problems: readonly Problem[]): boolean =>
  problems.some((problem) => problem.code !== 'unknown_brand');

function keyOf(known: KnownCodes): string {
  return `${[...known.brands].join('\u001f')}\u001e${[...known.colors].join('\u001f')}`;
}

/** Orders like SQLite's ORDER BY position, id (ids compared as UTF-8 bytes). */
function byPlace(a: [string, RowProblems], b: [string, RowProblems]): number {
  if (a[1].position !== b[1].position) return a[1].position < b[1].position ? -1 : 1;
  return Buffer.compare(Buffer.from(a[0]), Buffer.from(b[0]));
}

/** Codes in one set and not the other. */
function flipped(was: ReadonlySet<string>, now: ReadonlySet<string>): Set<string> {
  const codes = new Set<string>();
  for (const code of was) if (!now.has(code)) codes.add(code);
  for (const code of now) if (!was.has(code)) codes.add(code);
  codes.delete('');
  return codes;
}

export function createCatalogValidation(
  db: DatabaseSync,
  version: (profileId: string) => number,
  knownOf: (profileId: string) => KnownCodes,
  /** Products read whole one by one up to this many (tests make it small). */
  oneByOne = ONE_BY_ONE,
  /** The bounds of reading the products with an unknown brand alone (tests make them small). */
  { fewBrandOnly, firstProblems } = { fewBrandOnly: FEW_BRAND_ONLY, firstProblems: FIRST_PROBLEMS },
): CatalogProblems {
  const rows: ValidationRows = createValidationRows(db);
  const sql = createValidationSql(db);
  const held = createHeldProducts(db, version);
  const connections = new Map<string, Connection>();

  const lookups = (state: Connection): { brands: CodeLookup; colors: CodeLookup } => ({
    brands: state.brandCodes,
    colors: state.colorCodes,
  });

  /** A product's problems from its row read whole, with how many products hold its code. */
  function setWhole(
    state: Connection,
    id: string,
    placed: PlacedRow<ProductRow | MasterRow> | null,
    holders: (code: string) => number,
  ): void {
    if (placed === null) {
      state.rows.products.delete(id);
      state.skuProblems.delete(id);
      return;
    }
    const row = placed.row as ProductRow;
    const { brands, colors } = lookups(state);
    const found = productRowProblems(id, row, brands, colors);
    if (row.product_code !== '' && holders(row.product_code) > 1) {
      found.push(duplicateCodeProblem('products', id, 'product_code', row.product_code));
    }
    if (found.some((problem) => problem.sku >= 0)) state.skuProblems.add(id);
    else state.skuProblems.delete(id);
    if (!heldProduct(found)) {
      state.rows.products.delete(id);
      return;
    }
    // A row new to the map, or moved, is out of the order the map was made in.
    if (state.rows.products.get(id)?.position !== placed.position) state.sorted.products = false;
    state.rows.products.set(id, { position: placed.position, problems: found });
  }

  /** Rows of products read whole: one by one, or all of them when there are many. */
  function readWhole(
    profileId: string,
    ids: ReadonlySet<string>,
  ): Map<string, PlacedRow<ProductRow | MasterRow> | null> {
    const out = new Map<string, PlacedRow<ProductRow | MasterRow> | null>();
    if (ids.size <= oneByOne) {
      for (const id of ids) out.set(id, rows.one(profileId, 'products', id));
      return out;
    }
    for (const id of ids) out.set(id, null);
    for (const placed of rows.products(profileId)) {
      if (ids.has(placed.id)) out.set(placed.id, placed);
    }
    return out;
  }

  /** Both master grids checked whole; answers the codes whose existence for products flipped. */
  function checkMasters(
    profileId: string,
    state: Connection,
    known: KnownCodes,
  ): { brands: Set<string>; colors: Set<string> } {
    const codes = { brands: new Set(known.brands), colors: new Set(known.colors) };
    for (const grid of ['brands', 'colors'] as const) {
      const list = rows.masters(profileId, grid);
      const count = new Map<string, number>();
      for (const { row } of list) {
        codes[grid].add(row.code);
        if (row.code !== '') count.set(row.code, (count.get(row.code) ?? 0) + 1);
      }
      const map = new Map<string, RowProblems>();
      for (const { id, position, row } of list) {
        const found = masterRowProblems(grid, id, row);
        if ((count.get(row.code) ?? 0) > 1) {
          found.push(duplicateCodeProblem(grid, id, 'code', row.code));
        }
        if (found.length > 0) map.set(id, { position, problems: found });
      }
      state.rows[grid] = map;
      state.sorted[grid] = true;
    }
    const flips = {
      brands: flipped(state.brandCodes, codes.brands),
      colors: flipped(state.colorCodes, codes.colors),
    };
    state.brandCodes = codes.brands;
    state.colorCodes = codes.colors;
    return flips;
  }

  /** The products whose SKUs may have a problem, found over the SKUs' indexes. */
  function skusMayHaveProblems(profileId: string, state: Connection): Set<string> {
    const found = new Set(sql.productsWithSkuTwice(profileId));
    for (const code of sql.skuColors()) {
      if (code === '' || looksLikeCredential(code) || !state.colorCodes.has(code)) {
        for (const id of sql.productsWithColor(profileId, code)) found.add(id);
      }
    }
    for (const id of sql.productsWithOddSize(profileId)) found.add(id);
    return found;
  }

  /**
   * Every product checked again: their own cells set-based, those in skuProblems (plus `whole`,
   * whose SKUs may have changed) read whole.
   */
  function checkProducts(
    profileId: string,
    state: Connection,
    whole: ReadonlySet<string>,
    codesKept = false,
  ): void {
    let repeated = codesKept ? state.repeated : null;
    if (repeated === null) {
      repeated = new Map<string, number>();
      for (const code of sql.repeatedCodes(profileId)) {
        const count = sql.productsWithCode(profileId, code).length;
        if (count > 1) repeated.set(code, count);
      }
      state.repeated = repeated;
    }
    const holders = (code: string): number => repeated.get(code) ?? 1;
    const map = new Map<string, RowProblems>();
    const { brands } = lookups(state);
    // Products whose brand code is unknown are not read for it (not held when that is all).
    sql.productCandidates(profileId, [], [...repeated.keys()], (id, position, row, secret) => {
      if (state.skuProblems.has(id) || whole.has(id)) return;
      const found = productFieldProblems(id, row, brands, [], secret);
      if (row.product_code !== '' && holders(row.product_code) > 1) {
        found.push(duplicateCodeProblem('products', id, 'product_code', row.product_code));
      }
      if (heldProduct(found)) map.set(id, { position, problems: found });
    });
    state.rows.products = map;
    state.sorted.products = true;
    const read = new Set([...state.skuProblems, ...whole]);
    for (const [id, placed] of readWhole(profileId, read)) setWhole(state, id, placed, holders);
  }

  function checkAll(profileId: string, state: Connection, known: KnownCodes): void {
    checkMasters(profileId, state, known);
    state.skuProblems = skusMayHaveProblems(profileId, state);
    checkProducts(profileId, state, new Set());
    state.ordered = null;
    state.unknownBrands = null;
  }

  /** Moves on from what changed (every row when null). */
  function moveOn(
    profileId: string,
    state: Connection,
    pending: Pending | null,
    known: KnownCodes,
    knownChanged: boolean,
  ): void {
    if (pending === null) {
      checkAll(profileId, state, known);
      return;
    }
    state.ordered = null;
    const ids = pending.ids;
    let ownCells = false;
    let codesChanged = false;
    for (const step of pending.steps) {
      for (const { grid, id } of rows.stepOthers(profileId, step)) ids[grid].add(id);
      const columns = sql.stepOwnColumns(profileId, step);
      if (columns.length > 0) ownCells = true;
      if (columns.includes('product_code')) codesChanged = true;
    }
    let flips = { brands: new Set<string>(), colors: new Set<string>() };
    if (ids.brands.size > 0 || ids.colors.size > 0 || knownChanged) {
      flips = checkMasters(profileId, state, known);
    }
    // The unknown brand codes are read again after a step (its rows' codes are not read here)
    // or a code coming to exist or not; a few rows read whole add theirs (below).
    if (pending.steps.length > 0 || flips.brands.size > 0) state.unknownBrands = null;
    // Products whose SKUs may have changed, or whose colours came to exist or stopped existing.
    const whole = new Set(ids.products);
    for (const code of flips.colors) {
      for (const id of sql.productsWithColor(profileId, code)) whole.add(id);
    }
    if (whole.size > oneByOne) {
      checkAll(profileId, state, known);
      return;
    }
    const own = new Set<string>();
    for (const code of flips.brands) {
      for (const id of sql.productsWithBrand(profileId, code)) own.add(id);
    }
    if (ownCells || own.size + whole.size > oneByOne) {
      state.unknownBrands = null;
      // No code changed and no product row listed (added, removed, its SKUs changed): the codes
      // held twice are as the last whole check found them.
      checkProducts(profileId, state, whole, !codesChanged && ids.products.size === 0);
      return;
    }
    state.repeated = null;
    // A few rows: each read whole, with the products sharing its code before or after.
    const read = readWhole(profileId, whole);
    const codes = new Set<string>();
    for (const id of whole) {
      const before = state.rows.products.get(id)?.problems ?? [];
      for (const problem of before) if (problem.code === 'duplicate_code') codes.add(problem.value);
      const now = read.get(id);
      if (now !== null && now !== undefined) codes.add((now.row as ProductRow).product_code);
    }
    codes.delete('');
    const holding = new Map<string, number>();
    for (const code of codes) {
      const ids = sql.productsWithCode(profileId, code);
      holding.set(code, ids.length);
      for (const id of ids) own.add(id);
    }
    const holders = (code: string): number => {
      let count = holding.get(code);
      if (count === undefined) {
        count = sql.productsWithCode(profileId, code).length;
        holding.set(code, count);
      }
      return count;
    };
    for (const id of own) if (!read.has(id)) read.set(id, rows.one(profileId, 'products', id));
    for (const [id, placed] of read) {
      setWhole(state, id, placed, holders);
      // A code no product names any more may stay: it counts and finds no row.
      const brand = placed === null ? '' : (placed.row as ProductRow).brand_code;
      if (brand !== '' && !state.brandCodes.has(brand)) state.unknownBrands?.add(brand);
    }
  }

  function build(profileId: string): Connection {
    const known = knownOf(profileId);
    const state: Connection = {
      seen: version(profileId),
      pending: emptyPending(),
      knownKey: keyOf(known),
      brandCodes: new Set(),
      colorCodes: new Set(),
      rows: { brands: new Map(), colors: new Map(), products: new Map() },
      skuProblems: new Set(),
      unknownBrands: null,
      repeated: null,
      sorted: { brands: true, colors: true, products: true },
      ordered: null,
    };
    checkAll(profileId, state, known);
    return state;
  }

  /** The connection's state, up to date with its rows and known codes. */
  function current(profileId: string): Connection {
    let state = connections.get(profileId);
    if (state === undefined) {
      state = build(profileId);
      connections.set(profileId, state);
      return state;
    }
    const now = version(profileId);
    const pending = now === state.seen ? state.pending : null;
    const known = knownOf(profileId);
    const key = keyOf(known);
    if (pending === null || !isEmpty(pending) || key !== state.knownKey) {
      moveOn(profileId, state, pending, known, key !== state.knownKey);
    }
    state.seen = now;
    state.pending = emptyPending();
    state.knownKey = key;
    return state;
  }

  function counts(list: readonly Problem[]): SeverityCounts {
    let error = 0;
    for (const problem of list) if (problem.severity === 'error') error += 1;
    return { error, warning: list.length - error };
  }

  /** The brand codes products name that no brand holds, nor the connection. */
  function unknownBrands(profileId: string, state: Connection): Set<string> {
    if (state.unknownBrands === null) {
      state.unknownBrands = new Set(
        sql.brandCodes(profileId).filter((code) => code !== '' && !state.brandCodes.has(code)),
      );
    }
    return state.unknownBrands;
  }

  function ordered(profileId: string, state: Connection): Ordered {
    if (state.ordered !== null) return state.ordered;
    const entriesOf = (grid: GridName): [string, RowProblems][] => {
      let entries = [...state.rows[grid]];
      if (!state.sorted[grid]) {
        entries = entries.sort(byPlace);
        state.rows[grid] = new Map(entries);
        state.sorted[grid] = true;
      }
      return entries;
    };
    const list = (entries: readonly [string, RowProblems][]): Problem[] => {
      const out: Problem[] = [];
      for (const [, row] of entries) for (const problem of row.problems) out.push(problem);
      return out;
    };
    const heldProducts = entriesOf('products');
    const byGrid = {
      brands: list(entriesOf('brands')),
      colors: list(entriesOf('colors')),
      products: list(heldProducts),
    };
    const unknown = unknownBrands(profileId, state);
    let brandOnly = 0;
    if (unknown.size > 0) {
      let heldUnknown = 0;
      for (const problem of byGrid.products) if (problem.code === 'unknown_brand') heldUnknown += 1;
      brandOnly = sql.countWithBrands(profileId, [...unknown]) - heldUnknown;
    }
    const productCounts = counts(byGrid.products);
    state.ordered = {
      byGrid,
      heldProducts,
      brandOnly,
      products: brandOnly === 0 ? byGrid.products : null,
      counts: {
        brands: counts(byGrid.brands),
        colors: counts(byGrid.colors),
        products: { error: productCounts.error, warning: productCounts.warning + brandOnly },
      },
      rows: {
        brands: state.rows.brands.size,
        colors: state.rows.colors.size,
        products: state.rows.products.size + brandOnly,
      },
    };
    return state.ordered;
  }

  /**
   * The products' problems in the grid's order, the held rows' merged with the unknown brands
   * of the rest as SQLite reads them; `until` stops once that many are made.
   */
  function productProblems(
    profileId: string,
    state: Connection,
    order: Ordered,
    until: number,
  ): Problem[] {
    const unknown = unknownBrands(profileId, state);
    const held = order.heldProducts;
    const out: Problem[] = [];
    let i = 0;
    const takeHeld = (before: [string, RowProblems] | null): void => {
      while (i < held.length && out.length < until) {
        const entry = held[i] as [string, RowProblems];
        if (before !== null && byPlace(entry, before) > 0) return;
        for (const problem of entry[1].problems) out.push(problem);
        i += 1;
      }
    };
    const rows = sql.withBrands(profileId, [...unknown], order.brandOnly > fewBrandOnly);
    for (const { id, position, brandCode } of rows) {
      if (state.rows.products.has(id)) continue;
      const entry: [string, RowProblems] = [id, { position, problems: [] }];
      takeHeld(entry);
      if (out.length >= until) break;
      brandCodeProblems(id, brandCode, state.brandCodes, out, false);
    }
    takeHeld(null);
    return out;
  }

  /** The products' problems from … to, and the whole list made once when it reaches far. */
  function productsSlice(
    profileId: string,
    state: Connection,
    order: Ordered,
    from: number,
    to: number,
  ): Problem[] {
    if (order.products !== null) return order.products.slice(from, to);
    if (to <= firstProblems) return productProblems(profileId, state, order, to).slice(from, to);
    order.products = productProblems(profileId, state, order, Infinity);
    return order.products.slice(from, to);
  }

  return {
    changed(profileId, answer, undid) {
      held.changed(profileId, answer, undid);
      const state = connections.get(profileId);
      if (state !== undefined) tell(state, rows, profileId, answer, undid);
    },
    flush(profileId) {
      held.flush(profileId);
      const state = connections.get(profileId);
      if (state !== undefined && state.pending !== null && state.pending.steps.length > 0) {
        current(profileId);
      }
    },
    problems({ profileId, grid, from, count }) {
      const state = current(profileId);
      const order = ordered(profileId, state);
      const { byGrid, counts } = order;
      const productsLength = byGrid.products.length + order.brandOnly;
      const parts: { length: number; slice: (from: number, to: number) => Problem[] }[] = [];
      if (grid === undefined || grid === 'brands') parts.push(byGrid.brands);
      if (grid === undefined || grid === 'colors') parts.push(byGrid.colors);
      if (grid === undefined || grid === 'products') {
        parts.push({
          length: productsLength,
          slice: (start, end) => productsSlice(profileId, state, order, start, end),
        });
      }
      const problems: Problem[] = [];
      let offset = 0;
      for (const part of parts) {
        const start = Math.max(from - offset, 0);
        const end = Math.min(from + count - offset, part.length);
        if (start < end) problems.push(...part.slice(start, end));
        offset += part.length;
      }
      return {
        version: state.seen,
        counts,
        rows: order.rows,
        length: offset,
        problems,
      };
    },
    problemRowIds(profileId) {
      const state = current(profileId);
      const order = ordered(profileId, state);
      const { byGrid } = order;
      const products = order.products ?? productsSlice(profileId, state, order, 0, Infinity);
      const idsOf = (list: readonly Problem[]) => [...new Set(list.map((problem) => problem.id))];
      return {
        brands: idsOf(byGrid.brands),
        colors: idsOf(byGrid.colors),
        products: idsOf(products),
      };
    },
    rowProblems({ profileId, grid, ids }) {
      const state = current(profileId);
      const unknown = grid === 'products' ? unknownBrands(profileId, state) : new Set<string>();
      const rest = unknown.size === 0 ? [] : ids.filter((id) => !state.rows.products.has(id));
      const brands = rest.length === 0 ? new Map<string, string>() : sql.brandsOf(profileId, rest);
      const out: RowProblemsAnswer['rows'] = [];
      for (const id of ids) {
        const problems = state.rows[grid].get(id)?.problems ?? [];
        if (problems.length > 0) {
          out.push({ id, problems: [...problems] });
          continue;
        }
        const brand = brands.get(id);
        if (brand !== undefined && unknown.has(brand)) {
          out.push({ id, problems: brandCodeProblems(id, brand, state.brandCodes, [], false) });
        }
      }
      return { version: state.seen, rows: out };
    },
    built: (profileId) => connections.has(profileId),
    heldProducts: (profileId) => held.held(profileId),
    forget(profileId) {
      held.forget(profileId);
      connections.delete(profileId);
    },
  };
}

/** The operations, each answer told to the problems as it is given. */
export function withProblems(
  operations: CatalogOperations,
  problems: CatalogProblems,
): CatalogOperations {
  const told =
    (profileId: string) =>
    (answer: OperationAnswer, undid = false): OperationAnswer => {
      problems.changed(profileId, answer, undid);
      return answer;
    };
  return {
    apply: (profileId, operation, group) => {
      problems.flush(profileId);
      return told(profileId)(operations.apply(profileId, operation, group));
    },
    fillRows: (profileId, fill, group) => {
      problems.flush(profileId);
      return told(profileId)(operations.fillRows(profileId, fill, group));
    },
    undo: (profileId) => told(profileId)(operations.undo(profileId), true),
    redo: (profileId) => told(profileId)(operations.redo(profileId)),
    version: (profileId) => operations.version(profileId),
    history: (profileId) => operations.history(profileId),
  };
}
