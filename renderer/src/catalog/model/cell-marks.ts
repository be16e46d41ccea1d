import type { GridName } from '../../../../app/catalog/rows.ts';
import type { Problem } from '../../../../app/catalog/validation.ts';
import type { CatalogData } from '../../drafts/catalog-data.ts';
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
 * The problems and trimmed-code note (keys `${id}:${sku}:${field}`) of one cell of a draft row,
 * from that row's problems. The products grid shows all SKUs in one cell, which carries every
 * SKU's problems and notes (skuCount: how many SKUs the row has).
 */
export function cellMark(
  rowProblems: readonly Problem[],
  trimmed: ReadonlySet<string>,
  id: string,
  skuCount: number,
  field: string,
  sku: number,
): CellMarks | null {
  const problems =
    field === 'skus'
      ? rowProblems.filter((p) => p.sku >= 0)
      : rowProblems.filter((p) => p.field === field && p.sku === sku);
  let note = false;
  if (trimmed.size > 0) {
    if (field !== 'skus') note = trimmed.has(`${id}:${sku}:${field}`);
    for (let s = 0; field === 'skus' && s < skuCount && !note; s += 1) {
      note = SKU_FIELDS.some((f) => trimmed.has(`${id}:${s}:${f}`));
    }
  }
  if (problems.length === 0 && !note) return null;
  let severity: CellMarks['severity'] = 'note';
  for (const p of problems) if (RANK[p.severity] < RANK[severity]) severity = p.severity;
  return { severity, problems, trimmed: note };
}

/** The marks of one visible cell (see cellMark). */
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
  const sku = field === 'color_code' || field === 'size_code' ? (rows.sku[viewRow] ?? -1) : -1;
  const skuCount = 'skus' in entry.row ? entry.row.skus.length : 0;
  return cellMark(problemsOf(gridName, entry.id), trimmed, entry.id, skuCount, field, sku);
}

/** Where a problem sits in a view: the column, and the SKU to look for (-1: the row itself). */
export function problemCell(view: ViewName, problem: Problem): { col: number; sku: number } {
  const columns: readonly string[] = VIEW_COLUMNS[view];
  if (view === 'products' && problem.sku >= 0) return { col: columns.indexOf('skus'), sku: -1 };
  return { col: Math.max(0, columns.indexOf(problem.field)), sku: problem.sku };
}
