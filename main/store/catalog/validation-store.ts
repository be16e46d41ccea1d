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
import { CatalogValidation, type RowChange } from '../../../app/catalog/validation-index.ts';
import type { KnownCodes, Problem } from '../../../app/catalog/validation.ts';
import { createValidationRows, type PlacedRow, type ValidationRows } from './validation-rows.ts';
import { changesOf, type Mirror, type ReadRow } from './validation-changes.ts';

// The catalog's validation in the core (issue 28, step 5), one per connection: the grids'
// incremental index (app/catalog/validation-index.ts, the rules of validation.ts) built once
// from the row tables, then moved on from the rows each operation, undo and redo changed. An
// answer that lists no rows (more than 1,000 changed) moves it on from its step in the undo
// log (a product's own cells read set-based, its SKUs kept); a change it was not told of (a
// save, a discard) is seen by the catalog's version, and every row is compared with the rows
// it holds. The work happens when problems are asked for (or before the next operation, when
// it waits on a step), not on the operation's answer.

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
   * Moves the index on now if it waits on steps of the undo log: before an operation, which
   * drops the steps undo left for redo (and so may reuse their numbers).
   */
  flush(profileId: string): void;
  /**
   * The connection's products as the validation holds them (kept current from each operation's
   * answer), brought up to date with the tables first. Rows kept whole as JSON are not held.
   */
  heldProducts(profileId: string): ReadonlyMap<string, PlacedRow<ProductRow>>;
  /** Drops a connection's state (its rows are read again when next asked). */
  forget(profileId: string): void;
}

const GRIDS = ['brands', 'colors', 'products'] as const;
/** Answers waiting beyond this many are not kept: every row is compared instead. */
const PENDING_MAX = 64;
/** A step's rows other than products' own cells read one by one up to this many entries. */
const STEP_ROWS_READ = 5_000;

interface Connection {
  index: CatalogValidation;
  mirror: Mirror;
  /** The catalog's version the index is of, once `pending` is applied. */
  seen: number;
  /** What changed since the index was last moved on (null: compare every row). */
  pending: Pending | null;
  knownKey: string;
  /** Each grid's problems in the grid's order (null: to be made again). */
  ordered: Record<GridName, readonly Problem[]> | null;
}

interface Pending {
  /** Rows the answers listed. */
  ids: Record<GridName, Set<string>>;
  /** Steps of the undo log whose answers listed no rows (more than 1,000 changed). */
  steps: number[];
  answers: number;
}

const gridSets = (): Record<GridName, Set<string>> => ({
  brands: new Set(),
  colors: new Set(),
  products: new Set(),
});
const emptyPending = (): Pending => ({ ids: gridSets(), steps: [], answers: 0 });
const isEmpty = (pending: Pending): boolean =>
  pending.steps.length === 0 &&
  pending.ids.brands.size + pending.ids.colors.size + pending.ids.products.size === 0;

function keyOf(known: KnownCodes): string {
  return `${[...known.brands].join('\u001f')}\u001e${[...known.colors].join('\u001f')}`;
}

/** Orders like SQLite's ORDER BY position, id (ids compared as UTF-8 bytes). */
function byPlace(a: PlacedRow<unknown>, b: PlacedRow<unknown>): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return Buffer.compare(Buffer.from(a.id), Buffer.from(b.id));
}

export function createCatalogValidation(
  db: DatabaseSync,
  version: (profileId: string) => number,
  knownOf: (profileId: string) => KnownCodes,
): CatalogProblems {
  const rows: ValidationRows = createValidationRows(db);
  const connections = new Map<string, Connection>();

  function build(profileId: string): Connection {
    const seen = version(profileId);
    const known = knownOf(profileId);
    const brands = rows.masters(profileId, 'brands');
    const colors = rows.masters(profileId, 'colors');
    const products = rows.products(profileId);
    const index = new CatalogValidation({ brands, colors, products }, known);
    const mirror: Mirror = {
      brands: new Map(brands.map((row) => [row.id, row])),
      colors: new Map(colors.map((row) => [row.id, row])),
      products: new Map(products.map((row) => [row.id, row])),
    };
    return {
      index,
      mirror,
      seen,
      pending: emptyPending(),
      knownKey: keyOf(known),
      ordered: null,
    };
  }

  /**
   * Moves the index on from what changed (every row when null). A product whose own cells
   * alone a step changed is read without its SKUs (they are as the index holds them), unless
   * another answer or step changed its SKUs too: then it is read whole, as listed rows are.
   */
  function moveOn(profileId: string, state: Connection, pending: Pending | null): void {
    if (pending === null) {
      const whole = (grid: GridName) =>
        changesOf(state.mirror, grid, wholeGrid(profileId, grid), true);
      apply(state, {
        brands: whole('brands'),
        colors: whole('colors'),
        products: whole('products'),
      });
      return;
    }
    const full = pending.ids;
    for (const step of pending.steps) {
      for (const { grid, id } of rows.stepOthers(profileId, step)) full[grid].add(id);
    }
    const read = (grid: GridName): ReadRow[] =>
      [...full[grid]].map((id) => ({ id, row: rows.one(profileId, grid, id) }));
    const products = read('products');
    // Products whose own cells alone a step changed, compared with the mirror as they are read
    // (a replace all of a column: 125,000 of them), their SKUs kept.
    const own: RowChange<ProductRow>[] = [];
    let ownMoved = false;
    for (const step of pending.steps) {
      for (const { id, position, row } of rows.stepProducts(profileId, step)) {
        if (full.products.has(id)) continue;
        const held = state.mirror.products.get(id);
        if (held === undefined) {
          products.push({ id, row: rows.one(profileId, 'products', id) });
          continue;
        }
        if (held.position !== position) ownMoved = true;
        const was = held.row;
        if (
          was.product_code === row.product_code &&
          was.name === row.name &&
          was.brand_code === row.brand_code
        ) {
          held.position = position;
          continue;
        }
        const now: ProductRow = { ...row, skus: was.skus };
        state.mirror.products.set(id, { id, position, row: now });
        own.push({ id, before: { row: was }, after: { row: now } });
      }
    }
    const changed = (grid: GridName, list: readonly ReadRow[]) =>
      changesOf(state.mirror, grid, list, false);
    const whole = changed('products', products);
    apply(state, {
      brands: changed('brands', read('brands')),
      colors: changed('colors', read('colors')),
      products: {
        changes: whole.changes.length === 0 ? own : [...whole.changes, ...own],
        moved: whole.moved || ownMoved,
      },
    });
  }

  function apply(state: Connection, byGrid: Record<GridName, ReturnType<typeof changesOf>>): void {
    for (const grid of GRIDS) {
      const { changes, moved } = byGrid[grid];
      if (changes.length > 0) {
        if (grid === 'products') state.index.update(grid, changes as RowChange<ProductRow>[]);
        else state.index.update(grid, changes as RowChange<MasterRow>[]);
      }
      if (changes.length > 0 || moved) state.ordered = null;
    }
  }

  function wholeGrid(profileId: string, grid: GridName) {
    const list: PlacedRow<ProductRow | MasterRow>[] =
      grid === 'products' ? rows.products(profileId) : rows.masters(profileId, grid);
    return list.map((row) => ({ id: row.id, row }));
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
    if (pending === null || !isEmpty(pending)) moveOn(profileId, state, pending);
    state.seen = now;
    state.pending = emptyPending();
    const known = knownOf(profileId);
    const key = keyOf(known);
    if (key !== state.knownKey) {
      state.index.setKnown(known);
      state.knownKey = key;
      state.ordered = null;
    }
    return state;
  }

  function ordered(state: Connection): Record<GridName, readonly Problem[]> {
    if (state.ordered !== null) return state.ordered;
    const ids: Record<GridName, Set<string>> = gridSets();
    for (const problem of state.index.problems()) ids[problem.grid].add(problem.id);
    const list = (grid: GridName): Problem[] => {
      const mirror = state.mirror[grid] as Map<string, PlacedRow<unknown>>;
      const placed: PlacedRow<unknown>[] = [];
      for (const id of ids[grid]) {
        const row = mirror.get(id);
        if (row !== undefined) placed.push(row);
      }
      placed.sort(byPlace);
      return placed.flatMap((row) => state.index.rowProblems(grid, row.id));
    };
    state.ordered = { brands: list('brands'), colors: list('colors'), products: list('products') };
    return state.ordered;
  }

  function counts(list: readonly Problem[]): SeverityCounts {
    let error = 0;
    for (const problem of list) if (problem.severity === 'error') error += 1;
    return { error, warning: list.length - error };
  }

  return {
    changed(profileId, answer, undid) {
      const state = connections.get(profileId);
      if (state === undefined || answer.version === state.seen) return;
      const pending = state.pending;
      if (answer.version !== state.seen + 1 || pending === null || pending.answers >= PENDING_MAX) {
        // Compared with every row when next asked (the version tells it changed).
        state.pending = null;
        return;
      }
      if (answer.rows.length > 0 || answer.rowCount === 0) {
        for (const { grid, id } of answer.rows) pending.ids[grid].add(id);
      } else {
        // More rows than an answer lists: its steps of the undo log name them (a group's undo
        // or redo took several, next to each other, up from the step now done or down to it).
        const done = rows.done(profileId);
        const taken = Array.from({ length: answer.steps ?? 1 }, (_, i) =>
          undid ? done + 1 + i : done - i,
        );
        let others = 0;
        for (const step of taken) others += rows.stepOtherCount(profileId, step);
        if (others > STEP_ROWS_READ) {
          state.pending = null;
          return;
        }
        pending.steps.push(...taken);
      }
      pending.answers += 1;
      state.seen = answer.version;
    },
    flush(profileId) {
      const state = connections.get(profileId);
      if (state?.pending !== null && state?.pending.steps.length !== 0 && state !== undefined) {
        current(profileId);
      }
    },
    problems({ profileId, grid, from, count }) {
      const state = current(profileId);
      const byGrid = ordered(state);
      const list = grid === undefined ? GRIDS.flatMap((g) => byGrid[g]) : byGrid[grid];
      const perGrid = state.index.rowsWithProblems();
      return {
        version: state.seen,
        counts: {
          brands: counts(byGrid.brands),
          colors: counts(byGrid.colors),
          products: counts(byGrid.products),
        },
        rows: perGrid,
        length: list.length,
        problems: list.slice(from, from + count),
      };
    },
    problemRowIds(profileId) {
      const byGrid = ordered(current(profileId));
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
        const problems = state.index.rowProblems(grid, id);
        if (problems.length > 0) out.push({ id, problems: [...problems] });
      }
      return { version: state.seen, rows: out };
    },
    built: (profileId) => connections.has(profileId),
    heldProducts: (profileId) => current(profileId).mirror.products,
    forget(profileId) {
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
    undo: (profileId) => told(profileId)(operations.undo(profileId), true),
    redo: (profileId) => told(profileId)(operations.redo(profileId)),
    version: (profileId) => operations.version(profileId),
    history: (profileId) => operations.history(profileId),
  };
}
