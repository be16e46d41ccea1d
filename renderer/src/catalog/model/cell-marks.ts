import type { GridName } from '../../../../app/catalog/rows.ts';
import type { Problem } from '../../../../app/catalog/validation.ts';
import type { CatalogData } from './catalog-data.ts';
import { gridOfView, VIEW_COLUMNS, type ViewName, type ViewRows } from './view.ts';

// Which cells carry a problem or a note, looked up per visible cell while rendering.

export interface CellMarks {
  severity: 'error' | 'warning' | 'note';
  problems: Problem[];
  trimmed: boolean;
}

export type MarkIndex = ReadonlyMap<string, CellMarks>;

const RANK = { error: 0, warning: 1, note: 2 } as const;
const key = (id: string, sku: number | 'any', field: string) => `${id}|${sku}|${field}`;

function add(index: Map<string, CellMarks>, k: string, problem: Problem | null): void {
  const severity = problem?.severity ?? 'note';
  const mark = index.get(k) ?? { severity, problems: [], trimmed: false };
  if (problem === null) mark.trimmed = true;
  else mark.problems.push(problem);
  if (RANK[severity] < RANK[mark.severity]) mark.severity = severity;
  index.set(k, mark);
}

/** Problems and trimmed-code notes (keys `${id}:${sku}:${field}`) by cell. */
export function buildMarkIndex(
  problems: readonly Problem[],
  trimmed: ReadonlySet<string>,
): MarkIndex {
  const index = new Map<string, CellMarks>();
  for (const problem of problems) {
    add(index, key(problem.id, problem.sku, problem.field), problem);
    // The products grid shows all SKUs in one cell.
    if (problem.sku >= 0) add(index, key(problem.id, 'any', 'skus'), problem);
  }
  for (const note of trimmed) {
    const [id = '', sku = '-1', field = ''] = note.split(':');
    add(index, key(id, Number(sku), field), null);
    if (Number(sku) >= 0) add(index, key(id, 'any', 'skus'), null);
  }
  return index;
}

export function markAt(
  index: MarkIndex,
  view: ViewName,
  data: CatalogData,
  rows: ViewRows,
  viewRow: number,
  col: number,
): CellMarks | null {
  if (index.size === 0 || viewRow >= rows.length) return null;
  const grid = data[gridOfView(view)];
  const id = grid[rows.entry[viewRow] ?? -1]?.id;
  const field = VIEW_COLUMNS[view][col];
  if (id === undefined || field === undefined) return null;
  if (field === 'skus') return index.get(key(id, 'any', 'skus')) ?? null;
  const sku = field === 'color_code' || field === 'size_code' ? (rows.sku[viewRow] ?? -1) : -1;
  return index.get(key(id, sku, field)) ?? null;
}

/** How many rows of each grid have an error or a warning. */
export function rowsWithProblems(problems: readonly Problem[]): Record<GridName, number> {
  const ids: Record<GridName, Set<string>> = {
    brands: new Set(),
    colors: new Set(),
    products: new Set(),
  };
  for (const problem of problems) ids[problem.grid].add(problem.id);
  return { brands: ids.brands.size, colors: ids.colors.size, products: ids.products.size };
}

/** Where a problem sits in a view: the column, and the SKU to look for (-1: the row itself). */
export function problemCell(view: ViewName, problem: Problem): { col: number; sku: number } {
  const columns: readonly string[] = VIEW_COLUMNS[view];
  if (view === 'products' && problem.sku >= 0) return { col: columns.indexOf('skus'), sku: -1 };
  return { col: Math.max(0, columns.indexOf(problem.field)), sku: problem.sku };
}
