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

/** The problems of one draft row (the incremental validation answers this without a scan). */
export type RowProblems = (grid: GridName, id: string) => readonly Problem[];

const RANK = { error: 0, warning: 1, note: 2 } as const;
const SKU_FIELDS = ['color_code', 'size_code'] as const;

/**
 * The problems and trimmed-code note (keys `${id}:${sku}:${field}`) of one visible cell. The
 * products grid shows all SKUs in one cell, which carries every SKU's problems and notes.
 */
export function markAt(
  problemsOf: RowProblems,
  trimmed: ReadonlySet<string>,
  view: ViewName,
  data: CatalogData,
  rows: ViewRows,
  viewRow: number,
  col: number,
): CellMarks | null {
  if (viewRow >= rows.length) return null;
  const gridName = gridOfView(view);
  const entry = data[gridName][rows.entry[viewRow] ?? -1];
  const field = VIEW_COLUMNS[view][col];
  if (entry === undefined || field === undefined) return null;
  const { id } = entry;
  const sku = field === 'color_code' || field === 'size_code' ? (rows.sku[viewRow] ?? -1) : -1;
  const all = problemsOf(gridName, id);
  const problems =
    field === 'skus'
      ? all.filter((p) => p.sku >= 0)
      : all.filter((p) => p.field === field && p.sku === sku);
  let note = false;
  if (trimmed.size > 0) {
    if (field !== 'skus') note = trimmed.has(`${id}:${sku}:${field}`);
    else if ('skus' in entry.row) {
      const count = entry.row.skus.length;
      for (let s = 0; s < count && !note; s += 1) {
        note = SKU_FIELDS.some((f) => trimmed.has(`${id}:${s}:${f}`));
      }
    }
  }
  if (problems.length === 0 && !note) return null;
  let severity: CellMarks['severity'] = 'note';
  for (const p of problems) if (RANK[p.severity] < RANK[severity]) severity = p.severity;
  return { severity, problems, trimmed: note };
}

/** Where a problem sits in a view: the column, and the SKU to look for (-1: the row itself). */
export function problemCell(view: ViewName, problem: Problem): { col: number; sku: number } {
  const columns: readonly string[] = VIEW_COLUMNS[view];
  if (view === 'products' && problem.sku >= 0) return { col: columns.indexOf('skus'), sku: -1 };
  return { col: Math.max(0, columns.indexOf(problem.field)), sku: problem.sku };
}
