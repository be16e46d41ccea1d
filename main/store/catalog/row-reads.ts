import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { CatalogEntry, CatalogNeighbours, RowGrid } from '../../../app/catalog/row-reads.ts';
import { asMaster, asProduct, createCatalogRows } from '../catalog-rows.ts';

// Reads of whole draft rows for the grids in core mode (issue 28, step 4), where the page holds
// no rows: one row by id (the SKU matrix, a per-SKU removal's SKU counts), the first row holding
// each of some codes (a file's rows taken in), and the rows around a place in draft order (the
// positions a row added below the selection takes). A row of another shape than its grid's
// (kept whole as JSON) is not answered: the grids cannot edit it as a row.

export interface CatalogRowReads {
  row(profileId: string, grid: RowGrid, id: string): CatalogEntry | null;
  /** The first row (in draft order) holding each code; codes no row holds are left out. */
  byCodes(profileId: string, grid: RowGrid, codes: readonly string[]): CatalogEntry[];
  /** The row `after` (null: the top) and the next one in draft order, and the last position. */
  neighbours(profileId: string, grid: RowGrid, after: string | null): CatalogNeighbours;
}

type Cells = SQLOutputValue[];
const str = (value: SQLOutputValue | undefined): string => (typeof value === 'string' ? value : '');
const num = (value: SQLOutputValue | undefined): number => (typeof value === 'number' ? value : 0);

export function createCatalogRowReads(db: DatabaseSync): CatalogRowReads {
  const rows = createCatalogRows(db, () => new Date().toISOString());
  const table = (grid: RowGrid) => (grid === 'products' ? 'catalog_products' : 'catalog_masters');
  const where = (grid: RowGrid) =>
    grid === 'products' ? 'profile_id = ?1 AND ?2 IS NULL' : 'profile_id = ?1 AND grid = ?2';
  const code = (grid: RowGrid) => (grid === 'products' ? 'product_code' : 'code');
  const statements = (grid: RowGrid) => ({
    place: db.prepare(`SELECT id, position FROM ${table(grid)} WHERE ${where(grid)} AND id = ?3`),
    next: db.prepare(`
      SELECT id, position FROM ${table(grid)} WHERE ${where(grid)}
        AND (position > ?4 OR (position = ?4 AND id > ?3))
      ORDER BY position, id LIMIT 1`),
    first: db.prepare(
      `SELECT id, position FROM ${table(grid)} WHERE ${where(grid)} ORDER BY position, id LIMIT 1`,
    ),
    last: db.prepare(`SELECT max(position) AS position FROM ${table(grid)} WHERE ${where(grid)}`),
    // Every row holding one of the codes, in draft order: the first of each code is kept.
    byCodes: db.prepare(`
      SELECT ${code(grid)}, id, position FROM ${table(grid)}
      WHERE ${where(grid)} AND ${code(grid)} IN (SELECT value FROM json_each(?3))
      ORDER BY position, id`),
  });
  const byGrid = new Map<RowGrid, ReturnType<typeof statements>>();
  const of = (grid: RowGrid) => {
    let found = byGrid.get(grid);
    if (found === undefined) {
      found = statements(grid);
      found.byCodes.setReturnArrays(true);
      byGrid.set(grid, found);
    }
    return found;
  };
  // ?1 the connection, ?2 the master grid (unused for products), ?3 on: each statement's own.
  const args = (profileId: string, grid: RowGrid): [string, string | null] => [
    profileId,
    grid === 'products' ? null : grid,
  ];

  function row(profileId: string, grid: RowGrid, id: string): CatalogEntry | null {
    const found = of(grid).place.get(...args(profileId, grid), id);
    if (found === undefined) return null;
    const read = rows.read(profileId, grid, id);
    const shaped = grid === 'products' ? asProduct(read) : asMaster(read);
    return shaped === null ? null : { id, position: num(found['position']), row: shaped };
  }

  return {
    row,
    byCodes(profileId, grid, codes) {
      const wanted = [...new Set(codes)].filter((value) => value !== '');
      if (wanted.length === 0) return [];
      const found = of(grid).byCodes.all(
        ...args(profileId, grid),
        JSON.stringify(wanted),
      ) as unknown as Cells[];
      const firsts = new Map<string, string>();
      for (const cells of found) {
        const value = str(cells[0]);
        if (!firsts.has(value)) firsts.set(value, str(cells[1]));
      }
      const entries: CatalogEntry[] = [];
      for (const id of firsts.values()) {
        const entry = row(profileId, grid, id);
        if (entry !== null) entries.push(entry);
      }
      return entries;
    },
    neighbours(profileId, grid, after) {
      const s = of(grid);
      const at = args(profileId, grid);
      const lastRow = s.last.get(...at);
      const last =
        lastRow === undefined || lastRow['position'] === null ? null : num(lastRow['position']);
      const place = (found: Record<string, SQLOutputValue> | undefined) =>
        found === undefined ? null : { id: str(found['id']), position: num(found['position']) };
      if (after === null) return { before: null, next: place(s.first.get(...at)), last };
      const before = place(s.place.get(...at, after));
      if (before === null) return { before: null, next: null, last };
      return { before, next: place(s.next.get(...at, after, before.position)), last };
    },
  };
}
