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
  /** Each grid's rows with a problem. */
  rows: Record<GridName, Map<string, RowProblems>>;
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
  byGrid: Record<GridName, readonly Problem[]>;
  all: readonly Problem[];
  counts: Record<GridName, SeverityCounts>;
}

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
    if (found.length === 0) {
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
    const unknown = sql.brandCodes(profileId).filter((code) => !state.brandCodes.has(code));
    const map = new Map<string, RowProblems>();
    const { brands } = lookups(state);
    sql.productCandidates(profileId, unknown, [...repeated.keys()], (id, position, row, secret) => {
      if (state.skuProblems.has(id) || whole.has(id)) return;
      const found = productFieldProblems(id, row, brands, [], secret);
      if (row.product_code !== '' && holders(row.product_code) > 1) {
        found.push(duplicateCodeProblem('products', id, 'product_code', row.product_code));
      }
      if (found.length > 0) map.set(id, { position, problems: found });
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
    for (const [id, placed] of read) setWhole(state, id, placed, holders);
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

  function ordered(state: Connection): Ordered {
    if (state.ordered !== null) return state.ordered;
    const list = (grid: GridName): Problem[] => {
      let entries: Iterable<[string, RowProblems]> = state.rows[grid];
      if (!state.sorted[grid]) {
        entries = [...state.rows[grid]].sort(byPlace);
        state.rows[grid] = new Map(entries);
        state.sorted[grid] = true;
      }
      const out: Problem[] = [];
      for (const [, row] of entries) for (const problem of row.problems) out.push(problem);
      return out;
    };
    const byGrid = { brands: list('brands'), colors: list('colors'), products: list('products') };
    state.ordered = {
      byGrid,
      all: [...byGrid.brands, ...byGrid.colors, ...byGrid.products],
      counts: {
        brands: counts(byGrid.brands),
        colors: counts(byGrid.colors),
        products: counts(byGrid.products),
      },
    };
    return state.ordered;
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
      const { byGrid, all, counts } = ordered(state);
      const list = grid === undefined ? all : byGrid[grid];
      return {
        version: state.seen,
        counts,
        rows: {
          brands: state.rows.brands.size,
          colors: state.rows.colors.size,
          products: state.rows.products.size,
        },
        length: list.length,
        problems: list.slice(from, from + count),
      };
    },
    problemRowIds(profileId) {
      const { byGrid } = ordered(current(profileId));
      const idsOf = (list: readonly Problem[]) => [...new Set(list.map((problem) => problem.id))];
      return {
        brands: idsOf(byGrid.brands),
        colors: idsOf(byGrid.colors),
        products: idsOf(byGrid.products),
      };
    },
    rowProblems({ profileId, grid, ids }) {
      const state = current(profileId);
      const out: RowProblemsAnswer['rows'] = [];
      for (const id of ids) {
        const problems = state.rows[grid].get(id)?.problems ?? [];
        if (problems.length > 0) out.push({ id, problems: [...problems] });
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
