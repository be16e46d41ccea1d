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
// answer that lists no rows (more than 1,000 changed) moves it on from every row, compared
// with the rows it holds; a change it was not told of (a save, a discard) is seen by the
// catalog's version and handled the same way. The work happens when problems are asked for,
// not on the operation's path.

export interface CatalogProblems {
  /**
   * Told after each operation, undo and redo: its answer, and whether it undid its step (the
   * step's rows are read from the undo log when the answer lists none).
   */
  changed(profileId: string, answer: OperationAnswer, undid: boolean): void;
  problems(input: ProblemsInput): ProblemsWindow;
  rowProblems(input: RowProblemsInput): RowProblemsAnswer;
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
  /** Rows changed since the index was last moved on (null: compare every row). */
  pending: Record<GridName, Set<string>> | null;
  pendingAnswers: number;
  knownKey: string;
  /** Each grid's problems in the grid's order (null: to be made again). */
  ordered: Record<GridName, readonly Problem[]> | null;
}

const emptyPending = (): Record<GridName, Set<string>> => ({
  brands: new Set(),
  colors: new Set(),
  products: new Set(),
});

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
      pendingAnswers: 0,
      knownKey: keyOf(known),
      ordered: null,
    };
  }

  /** Moves the index on to `now` from the rows named (or every row). */
  function moveOn(profileId: string, state: Connection, pending: Connection['pending']): void {
    for (const grid of GRIDS) {
      const read =
        pending === null
          ? wholeGrid(profileId, grid)
          : [...pending[grid]].map((id) => ({ id, row: rows.one(profileId, grid, id) }));
      const { changes, moved } = changesOf(state.mirror, grid, read, pending === null);
      if (changes.length > 0) {
        if (grid === 'products') state.index.update(grid, changes as RowChange<ProductRow>[]);
        else state.index.update(grid, changes as RowChange<MasterRow>[]);
      }
      if (changes.length > 0 || moved) state.ordered = null;
    }
  }

  /** Moves the index on by one step of the undo log (its products' own cells read set-based). */
  function moveOnStep(profileId: string, state: Connection, step: number): void {
    const byGrid: Record<GridName, ReadRow[]> = { brands: [], colors: [], products: [] };
    for (const { id, position, row } of rows.stepProducts(profileId, step)) {
      const held = state.mirror.products.get(id);
      byGrid.products.push({
        id,
        row:
          held === undefined
            ? rows.one(profileId, 'products', id)
            : { id, position, row: { ...row, skus: held.row.skus } },
      });
    }
    for (const { grid, id } of rows.stepOthers(profileId, step)) {
      byGrid[grid].push({ id, row: rows.one(profileId, grid, id) });
    }
    apply(state, byGrid);
  }

  function apply(state: Connection, byGrid: Record<GridName, readonly ReadRow[]>): void {
    for (const grid of GRIDS) {
      const { changes, moved } = changesOf(state.mirror, grid, byGrid[grid], false);
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
    if (pending === null || pending.brands.size + pending.colors.size + pending.products.size > 0) {
      moveOn(profileId, state, pending);
    }
    state.seen = now;
    state.pending = emptyPending();
    state.pendingAnswers = 0;
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
    const ids: Record<GridName, Set<string>> = emptyPending();
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
      const listed = answer.rows.length > 0 || answer.rowCount === 0;
      if (!listed && answer.version === state.seen + 1 && state.pending !== null) {
        // More rows than an answer lists: the step's rows from the undo log, now (a later
        // operation may drop the step from the history).
        const step = rows.done(profileId) + (undid ? 1 : 0);
        if (rows.stepOtherCount(profileId, step) <= STEP_ROWS_READ) {
          moveOn(profileId, state, state.pending);
          state.pending = emptyPending();
          state.pendingAnswers = 0;
          moveOnStep(profileId, state, step);
          state.seen = answer.version;
          return;
        }
      }
      if (
        answer.version !== state.seen + 1 ||
        state.pending === null ||
        !listed ||
        state.pendingAnswers >= PENDING_MAX
      ) {
        // Compared with every row when next asked (the version tells it changed).
        state.pending = null;
        return;
      }
      for (const { grid, id } of answer.rows) state.pending[grid].add(id);
      state.pendingAnswers += 1;
      state.seen = answer.version;
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
    rowProblems({ profileId, grid, ids }) {
      const state = current(profileId);
      const out: RowProblemsAnswer['rows'] = [];
      for (const id of ids) {
        const problems = state.index.rowProblems(grid, id);
        if (problems.length > 0) out.push({ id, problems: [...problems] });
      }
      return { version: state.seen, rows: out };
    },
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
    apply: (profileId, operation) => told(profileId)(operations.apply(profileId, operation)),
    undo: (profileId) => told(profileId)(operations.undo(profileId), true),
    redo: (profileId) => told(profileId)(operations.redo(profileId)),
    version: (profileId) => operations.version(profileId),
  };
}
