import { compileQuery } from '../../../app/catalog/find-query.ts';
import {
  CHANGED_ROWS_LISTED,
  type Operation,
  type OperationAnswer,
  type OperationColumn,
  type RowRef,
} from '../../../app/catalog/operations.ts';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { looksSecret } from '../../../main/store/secret-guard.ts';

// The reference model of the catalog's operations: plain arrays of rows, each operation done the
// plainest way, and undo and redo by whole copies of the state. The property test holds the
// core (SQLite tables and an undo log) to it.

export interface Entry<T> {
  id: string;
  position: number;
  row: T;
}
export interface ModelState {
  products: Entry<ProductRow>[];
  brands: Entry<MasterRow>[];
  colors: Entry<MasterRow>[];
}
type Grid = keyof ModelState;

/** The operation was refused (the core refuses it too, and changes nothing). */
export class Refused extends Error {}

const clean = (value: string): string => (looksSecret(value) ? '' : value);
const PRODUCT_COLUMNS = ['product_code', 'name', 'brand_code'];
const SKU_COLUMNS = ['color_code', 'size_code'];
const MASTER_COLUMNS = ['code', 'name'];
const copy = (state: ModelState): ModelState => structuredClone(state);
/** As the store keeps it: a cell that looks like a secret is empty. */
const cleaned = <T>(value: T): T =>
  JSON.parse(
    JSON.stringify(value, (_k, v: unknown) => (typeof v === 'string' ? clean(v) : v)),
  ) as T;
const order = <T>(entries: Entry<T>[]): Entry<T>[] =>
  entries.sort((a, b) =>
    a.position !== b.position
      ? a.position - b.position
      : Buffer.compare(Buffer.from(a.id), Buffer.from(b.id)),
  );

/** The answer: the rows listed when there are few. */
const answerOf = (
  version: number,
  cells: number,
  rows: { grid: Grid; id: string }[],
): OperationAnswer => ({
  version,
  cells,
  rowCount: rows.length,
  rows: rows.length > CHANGED_ROWS_LISTED ? [] : rows,
});

interface Step {
  before: ModelState;
  after: ModelState;
  cells: number;
  rows: { grid: Grid; id: string }[];
  /** The group its operations named (consecutive operations of one group are one step). */
  group?: string;
  /** How many operations it holds (more than one: a group's). */
  operations: number;
}

/** A step's answer to undo or redo: a group's says how many operations it took. */
const stepAnswer = (version: number, step: Step): OperationAnswer => ({
  ...answerOf(version, step.cells, step.rows),
  ...(step.operations > 1 ? { steps: step.operations } : {}),
});

export class CatalogModel {
  state: ModelState = { products: [], brands: [], colors: [] };
  version = 0;
  private done: Step[] = [];
  private undone: Step[] = [];

  /**
   * Rows written outside operations (`saves` calls of drafts.save): the history ends, the
   * version moves on with each.
   */
  saved(state: ModelState, saves: number): void {
    this.state = cleaned(state);
    order(this.state.products);
    order(this.state.brands);
    order(this.state.colors);
    this.done = [];
    this.undone = [];
    this.version += saves;
  }

  apply(operation: Operation, group?: string): OperationAnswer {
    return this.told(this.applied(operation, group));
  }

  undo(): OperationAnswer {
    return this.told(this.undoneStep());
  }

  redo(): OperationAnswer {
    return this.told(this.redone());
  }

  /** What the history holds after an answer (the toolbar's undo and redo). */
  private told(answer: OperationAnswer): OperationAnswer {
    return { ...answer, canUndo: this.done.length > 0, canRedo: this.undone.length > 0 };
  }

  private applied(operation: Operation, group?: string): OperationAnswer {
    const next = copy(this.state);
    const touched = new Map<string, { grid: Grid; id: string }>();
    const touch = (grid: Grid, id: string) => touched.set(`${grid}\u0000${id}`, { grid, id });
    const cells = run(next, operation, touch);
    if (cells === 0 && touched.size === 0)
      return { version: this.version, cells: 0, rowCount: 0, rows: [] };
    order(next.products);
    order(next.brands);
    order(next.colors);
    const rows = [...touched.values()].sort((a, b) =>
      a.grid === b.grid ? compare(a.id, b.id) : compare(a.grid, b.grid),
    );
    const top = this.done.at(-1);
    if (group !== undefined && top !== undefined && top.group === group) {
      // The step below is of the same group: this operation joins it.
      const joined = new Map(top.rows.map((row) => [`${row.grid}\u0000${row.id}`, row]));
      for (const row of rows) joined.set(`${row.grid}\u0000${row.id}`, row);
      top.after = next;
      top.cells += cells;
      top.rows = [...joined.values()].sort((a, b) =>
        a.grid === b.grid ? compare(a.id, b.id) : compare(a.grid, b.grid),
      );
      top.operations += 1;
    } else {
      this.done.push({
        before: this.state,
        after: next,
        cells,
        rows,
        operations: 1,
        ...(group === undefined ? {} : { group }),
      });
    }
    this.undone = [];
    this.state = next;
    this.version += 1;
    return answerOf(this.version, cells, rows);
  }

  private undoneStep(): OperationAnswer {
    const step = this.done.pop();
    if (step === undefined) return { version: this.version, cells: 0, rowCount: 0, rows: [] };
    this.undone.push(step);
    this.state = step.before;
    this.version += 1;
    return stepAnswer(this.version, step);
  }

  private redone(): OperationAnswer {
    const step = this.undone.pop();
    if (step === undefined) return { version: this.version, cells: 0, rowCount: 0, rows: [] };
    this.done.push(step);
    this.state = step.after;
    this.version += 1;
    return stepAnswer(this.version, step);
  }
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

interface Write {
  row: RowRef;
  column: OperationColumn;
  value: string;
}

/** Applies the operation to `state` in place; the number of cells whose value changed. */
function run(
  state: ModelState,
  operation: Operation,
  touch: (grid: Grid, id: string) => void,
): number {
  const find = <T>(grid: Grid, id: string): Entry<T> => {
    const entry = (state[grid] as Entry<T>[]).find((e) => e.id === id);
    if (entry === undefined) throw new Refused('no such row');
    return entry;
  };
  const product = (id: string) => find<ProductRow>('products', id).row;
  const before = copy(state);

  function read(grid: Grid, row: RowRef, column: OperationColumn): string {
    if (grid !== 'products') {
      if (!MASTER_COLUMNS.includes(column)) throw new Refused('column');
      if (row.place !== undefined) throw new Refused('place');
      return find<MasterRow>(grid, row.id).row[column as 'code' | 'name'];
    }
    const p = product(row.id);
    if (row.place !== undefined && row.place >= Math.max(1, p.skus.length)) {
      throw new Refused('no such SKU row');
    }
    if (PRODUCT_COLUMNS.includes(column)) return p[column as 'name'];
    if (!SKU_COLUMNS.includes(column)) throw new Refused('column');
    if (row.place === undefined) throw new Refused('place');
    return p.skus[row.place]?.[column as 'color_code'] ?? '';
  }

  function write(grid: Grid, { row, column, value }: Write): void {
    read(grid, row, column);
    const text = clean(value);
    if (grid !== 'products') {
      find<MasterRow>(grid, row.id).row[column as 'code'] = text;
      return;
    }
    const p = product(row.id);
    if (PRODUCT_COLUMNS.includes(column)) {
      p[column as 'name'] = text;
      return;
    }
    if (p.skus.length === 0) {
      if (text === '') return;
      p.skus.push({ color_code: '', size_code: '' });
    }
    const sku = p.skus[row.place ?? 0];
    if (sku !== undefined) sku[column as 'color_code'] = text;
  }

  /** Cells that differ from `before`, and the rows they are in. */
  function diffCells(): number {
    let changed = 0;
    for (const entry of state.products) {
      const old = before.products.find((e) => e.id === entry.id);
      if (old === undefined) continue;
      let rowChanged = old.row.skus.length !== entry.row.skus.length && old.row.skus.length === 0;
      for (const col of ['product_code', 'name', 'brand_code'] as const) {
        if (old.row[col] !== entry.row[col]) {
          changed += 1;
          rowChanged = true;
        }
      }
      entry.row.skus.forEach((sku, place) => {
        const was = old.row.skus[place] ?? { color_code: '', size_code: '' };
        for (const col of ['color_code', 'size_code'] as const) {
          if (was[col] !== sku[col]) {
            changed += 1;
            rowChanged = true;
          }
        }
      });
      if (rowChanged) touch('products', entry.id);
    }
    for (const grid of ['brands', 'colors'] as const) {
      for (const entry of state[grid]) {
        const old = before[grid].find((e) => e.id === entry.id);
        if (old === undefined) continue;
        for (const col of ['code', 'name'] as const) {
          if (old.row[col] !== entry.row[col]) {
            changed += 1;
            touch(grid, entry.id);
          }
        }
      }
    }
    return changed;
  }

  /** A replace's follow: codes changed that no row keeps are renamed in the products. */
  function followCodes(grid: 'brands' | 'colors'): void {
    const renames = new Map<string, string>();
    for (const entry of state[grid]) {
      const old = before[grid].find((e) => e.id === entry.id)?.row.code;
      const code = entry.row.code;
      if (old !== undefined && old !== '' && code !== '' && old !== code) renames.set(old, code);
    }
    for (const entry of state[grid]) renames.delete(entry.row.code);
    for (const entry of state.products) {
      if (grid === 'brands') {
        const to = renames.get(entry.row.brand_code);
        if (to !== undefined) entry.row.brand_code = to;
      } else {
        for (const sku of entry.row.skus)
          sku.color_code = renames.get(sku.color_code) ?? sku.color_code;
      }
    }
  }

  const block = (rows: readonly RowRef[], columns: readonly OperationColumn[]) =>
    rows.flatMap((row) => columns.map((column) => ({ row, column })));

  switch (operation.kind) {
    case 'set':
      for (const cell of operation.cells) write(operation.grid, cell);
      return diffCells();
    case 'paste': {
      const { rows, columns, values } = operation;
      if (values.length !== rows.length || values.some((v) => v.length !== columns.length)) {
        throw new Refused('shape');
      }
      rows.forEach((row, i) => {
        columns.forEach((column, j) => {
          write(operation.grid, { row, column, value: values[i]?.[j] ?? '' });
        });
      });
      return diffCells();
    }
    case 'fill': {
      const [first, ...rest] = operation.rows;
      if (first === undefined) return 0;
      const values = operation.columns.map((column) => read(operation.grid, first, column));
      for (const row of rest) {
        operation.columns.forEach((column, j) => {
          write(operation.grid, { row, column, value: values[j] ?? '' });
        });
      }
      return diffCells();
    }
    case 'clear':
      for (const cell of block(operation.rows, operation.columns)) {
        write(operation.grid, { ...cell, value: '' });
      }
      return diffCells();
    case 'replace': {
      const compiled = compileQuery(operation.query);
      if (!compiled.ok) throw new Refused('query');
      const swap = (text: string) => compiled.matcher.replace(text, operation.replacement);
      const grid = operation.grid;
      let cellsOf = operation.rows === undefined ? null : block(operation.rows, operation.columns);
      if (cellsOf === null) {
        const allowed = grid === 'products' ? [...PRODUCT_COLUMNS, ...SKU_COLUMNS] : MASTER_COLUMNS;
        if (operation.columns.some((column) => !allowed.includes(column))) {
          throw new Refused('column');
        }
        cellsOf = [];
        for (const column of new Set(operation.columns)) {
          for (const entry of state[grid]) {
            if (grid !== 'products' || PRODUCT_COLUMNS.includes(column)) {
              cellsOf.push({ row: { id: entry.id }, column });
              continue;
            }
            const skus = (entry.row as ProductRow).skus;
            if (skus.length === 0 && clean(swap('')) === '') continue;
            for (let place = 0; place < Math.max(1, skus.length); place += 1) {
              cellsOf.push({ row: { id: entry.id, place }, column });
            }
          }
        }
      }
      const writes = cellsOf.flatMap((cell) => {
        const text = read(grid, cell.row, cell.column);
        const next = swap(text);
        return next === text ? [] : [{ ...cell, value: next }];
      });
      for (const cell of writes) write(grid, cell);
      if (operation.follow === true && grid !== 'products') followCodes(grid);
      return diffCells();
    }
    case 'insertRows': {
      const seen = new Set<string>();
      for (const entry of operation.rows) {
        const list = state[operation.grid] as Entry<unknown>[];
        if (seen.has(entry.id) || list.some((e) => e.id === entry.id)) throw new Refused('taken');
        seen.add(entry.id);
        if ((operation.grid === 'products') !== 'skus' in entry.row) throw new Refused('shape');
        const row = cleaned(entry.row);
        // Absent: after the grid's last row.
        const last = Math.max(0, ...list.map((e) => e.position));
        list.push({ id: entry.id, position: entry.position ?? Math.floor(last) + 1, row });
        touch(operation.grid, entry.id);
      }
      return 0;
    }
    case 'deleteRows':
      for (const id of new Set(operation.ids)) {
        find(operation.grid, id);
        (state[operation.grid] as Entry<unknown>[]) = (
          state[operation.grid] as Entry<unknown>[]
        ).filter((e) => e.id !== id);
        touch(operation.grid, id);
      }
      return 0;
    case 'insertSkus': {
      const p = product(operation.id);
      if (operation.place > p.skus.length) throw new Refused('no such SKU row');
      if (operation.skus.length === 0) return 0;
      p.skus.splice(
        operation.place,
        0,
        ...operation.skus.map((sku) => ({
          color_code: clean(sku.color_code),
          size_code: clean(sku.size_code),
        })),
      );
      touch('products', operation.id);
      return 0;
    }
    case 'deleteSkus': {
      const places = new Map<string, Set<number>>();
      for (const row of operation.rows) {
        const p = product(row.id);
        if (row.place === undefined || row.place >= p.skus.length) throw new Refused('no SKU');
        places.set(row.id, (places.get(row.id) ?? new Set()).add(row.place));
      }
      for (const [id, gone] of places) {
        const p = product(id);
        p.skus = p.skus.filter((_sku, place) => !gone.has(place));
        touch('products', id);
      }
      return 0;
    }
    case 'setSkus': {
      // Each product's entries in order, then one look at what changed (lists are not cells).
      let changed = 0;
      const was = new Map<string, ProductRow>();
      for (const entry of operation.products) {
        const p = product(entry.id);
        if (!was.has(entry.id)) was.set(entry.id, structuredClone(p));
        const skus = entry.skus.map((sku) => ({
          color_code: clean(sku.color_code),
          size_code: clean(sku.size_code),
        }));
        p.skus = entry.append === true ? [...p.skus, ...skus] : skus;
        for (const col of ['product_code', 'name', 'brand_code'] as const) {
          const value = entry.cells?.[col];
          if (value !== undefined) p[col] = clean(value);
        }
        for (const col of ['name', 'brand_code'] as const) {
          const value = entry.blanks?.[col];
          if (value !== undefined && p[col] === '') p[col] = clean(value);
        }
      }
      for (const [id, old] of was) {
        const p = product(id);
        let rowChanged = JSON.stringify(old.skus) !== JSON.stringify(p.skus);
        for (const col of ['product_code', 'name', 'brand_code'] as const) {
          if (old[col] !== p[col]) {
            changed += 1;
            rowChanged = true;
          }
        }
        if (rowChanged) touch('products', id);
      }
      return changed;
    }
    case 'renameCode': {
      const master = find<MasterRow>(operation.grid, operation.id).row;
      const [old, code] = [master.code, clean(operation.code)];
      if (old === code) return 0;
      master.code = code;
      if (old !== '') {
        for (const entry of state.products) {
          if (operation.grid === 'brands') {
            if (entry.row.brand_code === old) entry.row.brand_code = code;
          } else {
            for (const sku of entry.row.skus) if (sku.color_code === old) sku.color_code = code;
          }
        }
      }
      return diffCells();
    }
  }
}
