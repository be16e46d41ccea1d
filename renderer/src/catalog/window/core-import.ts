import type { Operation, RowRef } from '../../../../app/catalog/operations.ts';
import {
  CODES_PER_LOOKUP,
  type CatalogEntry,
  type RowGrid,
} from '../../../../app/catalog/row-reads.ts';
import type { GridName, GridRow, MasterRow, ProductRow } from '../../../../app/catalog/rows.ts';
import type { OnExisting } from '../model/import-rows.ts';

// A file's rows taken into a grid in core mode (issue 28, step 4): the rule of the page's
// import-rows.ts (a row whose code a draft row holds replaces that row's values, or is skipped
// when the user chose so; a row equal to it changes nothing; the others are added at the end,
// in file order; a code met again later in the file adds a row), worked out a part of the file
// at a time against the rows the core found for the part's codes, as the core's operations.
// Pure: the hook (use-core-rows.ts) asks the core and applies what a part plans.

/** File rows planned (and looked up by code) together: one lookup call and a few operations. */
export const IMPORT_PART_ROWS = CODES_PER_LOOKUP;

export const codeOfRow = (grid: GridName, row: GridRow<GridName>): string =>
  grid === 'products' ? (row as ProductRow).product_code : (row as MasterRow).code;

/** What the parts before have done, carried to the next part. */
export interface ImportState {
  /** Draft rows already matched by an earlier file row: a later one with the code is added. */
  taken: Set<string>;
  /** Ids of the rows this import added (the core finds them by code in later parts). */
  added: Set<string>;
  /** The position the next added row takes (after the grid's last). */
  nextPosition: number;
  counts: { added: number; replaced: number; unchanged: number; skipped: number };
}

export function startImport(lastPosition: number | null): ImportState {
  return {
    taken: new Set(),
    added: new Set(),
    nextPosition: Math.floor(lastPosition ?? 0) + 1,
    counts: { added: 0, replaced: 0, unchanged: 0, skipped: 0 },
  };
}

/** The file's rows in parts of IMPORT_PART_ROWS. */
export function importParts<T>(rows: readonly T[], size = IMPORT_PART_ROWS): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < rows.length; i += size) parts.push(rows.slice(i, i + size));
  return parts;
}

/** The codes to look up for a part (the core answers the first draft row holding each). */
export function partCodes(grid: GridName, part: readonly GridRow<GridName>[]): string[] {
  const codes = new Set<string>();
  for (const row of part) {
    const code = codeOfRow(grid, row);
    if (code !== '') codes.add(code);
  }
  return [...codes];
}

/**
 * The operations taking in one part (`found`: the core's rows for partCodes), and `state`
 * moved on. A replaced row keeps its id and place: its cells are pasted over (its SKUs too, the
 * extra ones deleted, the missing ones inserted after the rest), so its marks, which go by id,
 * stay with it and a sorted view keeps it where it is.
 */
export function planImportPart(
  grid: RowGrid,
  part: readonly GridRow<GridName>[],
  found: readonly CatalogEntry[],
  onExisting: OnExisting,
  state: ImportState,
  newId: () => string,
): Operation[] {
  const byCode = new Map<string, CatalogEntry>();
  for (const entry of found) {
    // A row this import added holds its code only since: the page's rule looks at the drafts
    // as they were before the file.
    if (state.added.has(entry.id)) continue;
    const code = codeOfRow(grid, entry.row);
    if (code !== '' && !byCode.has(code)) byCode.set(code, entry);
  }
  const replaced: { entry: CatalogEntry; row: ProductRow | MasterRow }[] = [];
  const inserted: { id: string; position: number; row: ProductRow | MasterRow }[] = [];
  for (const row of part) {
    const match = byCode.get(codeOfRow(grid, row));
    if (match === undefined || state.taken.has(match.id)) {
      const id = newId();
      state.added.add(id);
      inserted.push({ id, position: state.nextPosition, row: row });
      state.nextPosition += 1;
      state.counts.added += 1;
      continue;
    }
    state.taken.add(match.id);
    if (JSON.stringify(match.row) === JSON.stringify(row)) state.counts.unchanged += 1;
    else if (onExisting === 'skip') state.counts.skipped += 1;
    else {
      state.counts.replaced += 1;
      replaced.push({ entry: match, row: row });
    }
  }
  const operations =
    grid === 'products' ? replaceProducts(replaced) : replaceMasters(grid, replaced);
  if (inserted.length > 0) operations.push({ kind: 'insertRows', grid, rows: inserted });
  return operations;
}

type Replaced = readonly { entry: CatalogEntry; row: ProductRow | MasterRow }[];

function replaceMasters(grid: RowGrid, replaced: Replaced): Operation[] {
  if (replaced.length === 0) return [];
  return [
    {
      kind: 'paste',
      grid,
      rows: replaced.map(({ entry }) => ({ id: entry.id })),
      columns: ['code', 'name'],
      values: replaced.map(({ row }) => [(row as MasterRow).code, (row as MasterRow).name]),
    },
  ];
}

function replaceProducts(replaced: Replaced): Operation[] {
  if (replaced.length === 0) return [];
  const operations: Operation[] = [
    {
      kind: 'paste',
      grid: 'products',
      rows: replaced.map(({ entry }) => ({ id: entry.id })),
      columns: ['product_code', 'name', 'brand_code'],
      values: replaced.map(({ row }) => {
        const product = row as ProductRow;
        return [product.product_code, product.name, product.brand_code];
      }),
    },
  ];
  const skuRows: RowRef[] = [];
  const skuValues: string[][] = [];
  const extra: RowRef[] = [];
  const missing: Operation[] = [];
  for (const { entry, row } of replaced) {
    const [before, after] = [(entry.row as ProductRow).skus, (row as ProductRow).skus];
    const common = Math.min(before.length, after.length);
    for (let place = 0; place < common; place += 1) {
      const [was, now] = [before[place], after[place]];
      if (was === undefined || now === undefined) continue;
      if (was.color_code === now.color_code && was.size_code === now.size_code) continue;
      skuRows.push({ id: entry.id, place });
      skuValues.push([now.color_code, now.size_code]);
    }
    for (let place = common; place < before.length; place += 1) extra.push({ id: entry.id, place });
    if (after.length > common) {
      missing.push({
        kind: 'insertSkus',
        id: entry.id,
        place: common,
        skus: after.slice(common).map((sku) => ({ ...sku })),
      });
    }
  }
  if (skuRows.length > 0) {
    operations.push({
      kind: 'paste',
      grid: 'products',
      rows: skuRows,
      columns: ['color_code', 'size_code'],
      values: skuValues,
    });
  }
  if (extra.length > 0) operations.push({ kind: 'deleteSkus', rows: extra });
  return [...operations, ...missing];
}
