import type { GridName, MasterRow, ProductRow } from './rows.ts';
import {
  duplicateCodeProblem,
  masterRowProblems,
  NO_KNOWN_CODES,
  productFieldProblems,
  productRowProblems,
  sameProductChecks,
  type CatalogRows,
  type CodeLookup,
  type KnownCodes,
  type Problem,
} from './validation.ts';

// validateCatalog kept up to date edit by edit: an edit of a few rows costs time in proportion
// to those rows (and to the rows sharing their codes), not to the whole catalog. The rules stay
// in validation.ts (the per-row functions validateCatalog uses); this module keeps only the
// indexes that tell which rows a change can affect:
// - per grid, code -> ids holding it (duplicates; brand and colour codes that exist).
// The products naming a brand or colour code are not indexed: they are found by one pass over
// the products when a code comes to exist or stops existing (an edit of the brands or colours,
// other known codes), which is rare beside the million SKU entries such an index costs to build.
// It yields the same problems as validateCatalog over the same rows (as a multiset: rows keep
// the order in which they first had a problem).

/** One row's change, as the grids' edits carry them (null: absent). */
export interface RowChange<T> {
  id: string;
  before: { row: T } | null;
  after: { row: T } | null;
}

type Ids = Map<string, Set<string>>;

function addTo(index: Ids, key: string, id: string): number {
  let ids = index.get(key);
  if (ids === undefined) {
    ids = new Set();
    index.set(key, ids);
  }
  ids.add(id);
  return ids.size;
}

/** Removes id under key; returns how many ids remain there. */
function removeFrom(index: Ids, key: string, id: string): number {
  const ids = index.get(key);
  if (ids === undefined) return 0;
  ids.delete(id);
  if (ids.size === 0) index.delete(key);
  return ids.size;
}

const codeOf = {
  brands: (row: MasterRow) => row.code,
  colors: (row: MasterRow) => row.code,
  products: (row: ProductRow) => row.product_code,
};
const CODE_FIELD = { brands: 'code', colors: 'code', products: 'product_code' } as const;

class GridIndex<T> {
  readonly rows = new Map<string, T>();
  /** Non-empty code -> ids of the rows holding it. */
  readonly byCode: Ids = new Map();
  /** Rows with at least one problem, in the order they first had one. */
  readonly problems = new Map<string, Problem[]>();
}

export class CatalogValidation {
  private readonly brands = new GridIndex<MasterRow>();
  private readonly colors = new GridIndex<MasterRow>();
  private readonly products = new GridIndex<ProductRow>();
  private known: KnownCodes;
  private list: Problem[] | null = null;

  private readonly brandCodes: CodeLookup = {
    has: (code) => this.brands.byCode.has(code) || this.known.brands.has(code),
  };
  private readonly colorCodes: CodeLookup = {
    has: (code) => this.colors.byCode.has(code) || this.known.colors.has(code),
  };

  constructor(data: CatalogRows, known: KnownCodes = NO_KNOWN_CODES) {
    this.known = known;
    const dirty = new Set<string>();
    this.update(
      'brands',
      data.brands.map(({ id, row }) => ({ id, before: null, after: { row } })),
    );
    this.update(
      'colors',
      data.colors.map(({ id, row }) => ({ id, before: null, after: { row } })),
    );
    for (const { id, row } of data.products) {
      this.indexProduct(id, row, dirty);
    }
    this.refresh('products', dirty);
  }

  private grid(grid: GridName): GridIndex<MasterRow> | GridIndex<ProductRow> {
    return this[grid];
  }

  /** Applies the changes of one grid. */
  update(grid: 'brands' | 'colors', changes: readonly RowChange<MasterRow>[]): void;
  update(grid: 'products', changes: readonly RowChange<ProductRow>[]): void;
  update(grid: GridName, changes: readonly RowChange<MasterRow | ProductRow>[]): void {
    if (grid === 'products') {
      const dirty = new Set<string>();
      const sameSkus = new Set<string>();
      for (const { id, before, after } of changes as readonly RowChange<ProductRow>[]) {
        if (before?.row === after?.row) continue;
        if (before !== null && after !== null) {
          this.reindexProduct(id, before.row, after.row, dirty);
          // A name changed and nothing checked: the row's problems stand as they are.
          if (sameProductChecks(before.row, after.row)) continue;
          if (before.row.skus === after.row.skus) sameSkus.add(id);
        } else {
          if (before !== null) this.unindexProduct(id, before.row, dirty);
          if (after !== null) this.indexProduct(id, after.row, dirty);
        }
        dirty.add(id);
      }
      this.refresh('products', dirty, sameSkus);
      return;
    }
    const index = this[grid];
    const dirty = new Set<string>();
    // A code that appears in or vanishes from the grid changes the warnings of its products.
    const flipped = new Set<string>();
    const existence = (code: string) => {
      flipped.add(code);
    };
    for (const { id, before, after } of changes as readonly RowChange<MasterRow>[]) {
      if (before?.row === after?.row) continue;
      if (before !== null) {
        index.rows.delete(id);
        this.unindexCode(index, codeOf[grid](before.row), id, dirty, existence);
      }
      if (after !== null) {
        index.rows.set(id, after.row);
        this.indexCode(index, codeOf[grid](after.row), id, dirty, existence);
      }
      dirty.add(id);
    }
    this.refresh(grid, dirty);
    this.refresh('products', this.productsNaming(grid, flipped));
  }

  /** The products naming one of these brand (colour) codes, found by a pass over them all. */
  private productsNaming(grid: 'brands' | 'colors', codes: ReadonlySet<string>): Set<string> {
    const ids = new Set<string>();
    if (codes.size === 0) return ids;
    for (const [id, row] of this.products.rows) {
      if (grid === 'brands') {
        if (codes.has(row.brand_code)) ids.add(id);
        continue;
      }
      for (const sku of row.skus) {
        if (codes.has(sku.color_code)) {
          ids.add(id);
          break;
        }
      }
    }
    return ids;
  }

  /** Another set of codes known to the connection: only unknown_* warnings can change. */
  setKnown(known: KnownCodes): void {
    if (known === this.known) return;
    const previous = this.known;
    this.known = known;
    const changed = (was: ReadonlySet<string>, now: ReadonlySet<string>): Set<string> => {
      const codes = new Set<string>();
      for (const code of was) if (!now.has(code)) codes.add(code);
      for (const code of now) if (!was.has(code)) codes.add(code);
      codes.delete('');
      return codes;
    };
    const dirty = this.productsNaming('brands', changed(previous.brands, known.brands));
    for (const id of this.productsNaming('colors', changed(previous.colors, known.colors))) {
      dirty.add(id);
    }
    this.refresh('products', dirty);
  }

  /** Every problem, brands first, then colours, then products. */
  problems(): Problem[] {
    this.list ??= [this.brands, this.colors, this.products].flatMap((index) =>
      [...index.problems.values()].flat(),
    );
    return this.list;
  }

  /** The problems of one row (none: an empty list). */
  rowProblems(grid: GridName, id: string): readonly Problem[] {
    return this.grid(grid).problems.get(id) ?? NONE;
  }

  /** How many rows of each grid have a problem. */
  rowsWithProblems(): Record<GridName, number> {
    return {
      brands: this.brands.problems.size,
      colors: this.colors.problems.size,
      products: this.products.problems.size,
    };
  }

  private indexCode<T>(
    index: GridIndex<T>,
    code: string,
    id: string,
    dirty: Set<string>,
    existence?: (code: string) => void,
  ): void {
    if (code === '') return;
    const count = addTo(index.byCode, code, id);
    // The second holder makes the first a duplicate; the first makes the code exist.
    if (count === 2) for (const other of index.byCode.get(code) ?? []) dirty.add(other);
    if (count === 1) existence?.(code);
  }

  private unindexCode<T>(
    index: GridIndex<T>,
    code: string,
    id: string,
    dirty: Set<string>,
    existence?: (code: string) => void,
  ): void {
    if (code === '') return;
    const left = removeFrom(index.byCode, code, id);
    if (left === 1) for (const other of index.byCode.get(code) ?? []) dirty.add(other);
    if (left === 0) existence?.(code);
  }

  private indexProduct(id: string, row: ProductRow, dirty: Set<string>): void {
    this.products.rows.set(id, row);
    this.indexCode(this.products, row.product_code, id, dirty);
    dirty.add(id);
  }

  /** A product changed in place: its code moves in the index only when it changed. */
  private reindexProduct(id: string, was: ProductRow, now: ProductRow, dirty: Set<string>): void {
    this.products.rows.set(id, now);
    if (was.product_code !== now.product_code) {
      this.unindexCode(this.products, was.product_code, id, dirty);
      this.indexCode(this.products, now.product_code, id, dirty);
    }
  }

  private unindexProduct(id: string, row: ProductRow, dirty: Set<string>): void {
    this.products.rows.delete(id);
    this.unindexCode(this.products, row.product_code, id, dirty);
  }

  /**
   * Recomputes the problems of these rows of a grid from the rules. `sameSkus`: products whose
   * SKUs are as they were when last checked; one without a SKU problem then has none still, so
   * only its own fields are checked again.
   */
  private refresh(grid: GridName, ids: ReadonlySet<string>, sameSkus?: ReadonlySet<string>): void {
    if (ids.size === 0) return;
    this.list = null;
    const index = this.grid(grid);
    const field = CODE_FIELD[grid];
    for (const id of ids) {
      let found: Problem[] = [];
      if (grid === 'products') {
        const row = this.products.rows.get(id);
        if (row !== undefined) {
          const skusClean =
            sameSkus?.has(id) === true &&
            !(index.problems.get(id) ?? NONE).some((problem) => problem.sku >= 0);
          found = skusClean
            ? productFieldProblems(id, row, this.brandCodes)
            : productRowProblems(id, row, this.brandCodes, this.colorCodes);
          if ((this.products.byCode.get(row.product_code)?.size ?? 0) > 1) {
            found.push(duplicateCodeProblem(grid, id, field, row.product_code));
          }
        }
      } else {
        const row = this[grid].rows.get(id);
        if (row !== undefined) {
          found = masterRowProblems(grid, id, row);
          if ((this[grid].byCode.get(row.code)?.size ?? 0) > 1) {
            found.push(duplicateCodeProblem(grid, id, field, row.code));
          }
        }
      }
      if (found.length > 0) index.problems.set(id, found);
      else index.problems.delete(id);
    }
  }
}

const NONE: readonly Problem[] = Object.freeze([]);
