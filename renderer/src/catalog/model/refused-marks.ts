import type { GridName } from '../../../../app/catalog/rows.ts';
import type { Problem } from '../../../../app/catalog/validation.ts';
import type { RowOutcomeView } from '../../../../app/imports/schemas.ts';
import type { CatalogData } from '../../drafts/catalog-data.ts';

// The rows the last send did not apply, as problems on their cells: a refused row marks the cell
// of the field the service named (else its code), a product waiting for a refused master marks
// its brand (or SKUs). A row whose code was edited since is no longer the row the service saw,
// so it carries no mark.

/** The grid column of a field the service named (its field names are the body's). */
function columnOf(grid: GridName, field: string | null): { field: string; sku: number } {
  if (grid !== 'products') return { field: field === 'name' ? 'name' : 'code', sku: -1 };
  if (field === 'skus') return { field: 'color_code', sku: 0 };
  if (field === 'name' || field === 'brand_code') return { field, sku: -1 };
  return { field: 'product_code', sku: -1 };
}

function codeOf(data: CatalogData, grid: GridName, id: string): string | null {
  if (grid === 'products') return data.products.find((e) => e.id === id)?.row.product_code ?? null;
  return data[grid].find((e) => e.id === id)?.row.code ?? null;
}

export function refusedProblems(rows: readonly RowOutcomeView[], data: CatalogData): Problem[] {
  const problems: Problem[] = [];
  for (const row of rows) {
    if (row.fate !== 'refused' && row.fate !== 'waiting') continue;
    if (codeOf(data, row.grid, row.draftId) !== row.code) continue;
    if (row.fate === 'refused') {
      const where = columnOf(row.grid, row.field);
      problems.push({
        grid: row.grid,
        id: row.draftId,
        field: where.field,
        sku: where.sku,
        severity: 'error',
        code: 'refused',
        value: row.field === null ? (row.message ?? '') : `${row.field}: ${row.message ?? ''}`,
      });
    } else {
      problems.push({
        grid: row.grid,
        id: row.draftId,
        field: 'brand_code',
        sku: -1,
        severity: 'error',
        code: 'waiting_master',
        value: row.masters.join(', '),
      });
    }
  }
  return problems;
}

/** The problems per row (`grid:id`), for the grid's per-row lookup. */
export function byRow(problems: readonly Problem[]): Map<string, Problem[]> {
  const map = new Map<string, Problem[]>();
  for (const problem of problems) {
    const key = `${problem.grid}:${problem.id}`;
    map.set(key, [...(map.get(key) ?? []), problem]);
  }
  return map;
}
