import type { CatalogValue } from '../../../../app/catalog/last-sent.ts';
import type { ProblemsWindow } from '../../../../app/catalog/problems-window.ts';
import type { GridName, ProductRow, Sku } from '../../../../app/catalog/rows.ts';
import type { Problem } from '../../../../app/catalog/validation.ts';
import type { ViewRow } from '../../../../app/catalog/views.ts';
import type { RowOutcomeView } from '../../../../app/imports/schemas.ts';
import type { CatalogData } from '../../drafts/catalog-data.ts';
import type { FileMark } from '../model/file-marks.ts';
import { refusedProblems } from '../model/refused-marks.ts';
import { formatSkuSummary, parseSkuSummary } from '../model/sku-summary.ts';
import type { ViewName } from '../model/view.ts';

// The page's own marks on rows of the core's window (core mode, issue 28), where the page holds
// no drafts, only the cells of the rows it reads: the last send's refused rows (by draft id, while
// the row keeps the code the service saw), products opened from a file whose rows disagreed
// (while the row is as the file opened it), and a window row as a value to compare with what was
// last sent (the change marks). Pure.

/** The code cell of a row in any view (the first column of each). */
export const codeCell = (row: Pick<ViewRow, 'cells'>): string => row.cells[0] ?? '';

/**
 * The marks of the refused and waiting rows of the last send, on rows whose codes are now as
 * given (draft id → code; a row not given is not in the catalog any more, or its code is not
 * known yet: no mark). Today's rule (model/refused-marks.ts) over a draft of those rows alone.
 */
export function refusedOnRows(
  outcomes: readonly RowOutcomeView[],
  codes: Readonly<Record<GridName, ReadonlyMap<string, string>>>,
): Problem[] {
  const master = (grid: 'brands' | 'colors') =>
    [...codes[grid]].map(([id, code]) => ({ id, position: 0, row: { code, name: '' } }));
  const data: CatalogData = {
    brands: master('brands'),
    colors: master('colors'),
    products: [...codes.products].map(([id, code]) => ({
      id,
      position: 0,
      row: { product_code: code, name: '', brand_code: '', skus: [] },
    })),
  };
  return refusedProblems(outcomes, data);
}

/** The draft ids the refused marks name, per grid (their codes are read to check them). */
export function refusedIds(outcomes: readonly RowOutcomeView[]): Record<GridName, string[]> {
  const ids: Record<GridName, Set<string>> = {
    brands: new Set(),
    colors: new Set(),
    products: new Set(),
  };
  for (const row of outcomes) {
    if (row.fate === 'refused' || row.fate === 'waiting') ids[row.grid].add(row.draftId);
  }
  return { brands: [...ids.brands], colors: [...ids.colors], products: [...ids.products] };
}

function openedRow(mark: FileMark): ProductRow | null {
  try {
    const row = JSON.parse(mark.opened) as Partial<ProductRow> | null;
    if (row === null || typeof row !== 'object' || !Array.isArray(row.skus)) return null;
    return row as ProductRow;
  } catch {
    return null;
  }
}

/**
 * File marks on the products view's rows holding the marked codes (cells: code, name, brand,
 * SKU summary): a row as the file opened it carries its mark's warning on the name cell, as
 * model/file-marks.ts marks it; `live` are the marks some row still carries.
 */
export function fileMarksOnRows(
  marks: readonly FileMark[],
  rows: readonly ViewRow[],
): { problems: Problem[]; live: FileMark[] } {
  const problems: Problem[] = [];
  const live = new Set<FileMark>();
  for (const row of rows) {
    for (const mark of marks) {
      if (mark.product_code !== codeCell(row)) continue;
      const opened = openedRow(mark);
      if (
        opened === null ||
        opened.product_code !== row.cells[0] ||
        opened.name !== row.cells[1] ||
        opened.brand_code !== row.cells[2] ||
        formatSkuSummary(opened.skus) !== row.cells[3]
      ) {
        continue;
      }
      live.add(mark);
      problems.push({
        grid: 'products',
        id: row.id,
        field: 'name',
        sku: -1,
        severity: 'warning',
        code: 'file_disagreement',
        value: mark.where,
      });
      break;
    }
  }
  return { problems, live: marks.filter((mark) => live.has(mark)) };
}

const BLANK_SKU: Sku = { color_code: '', size_code: '' };

/**
 * A window row as a draft value, for comparing with what was last sent (model/change-marks.ts):
 * the products view's SKUs read back from its summary; a per-SKU row holds its own SKU at its
 * place (the other places blank, never read for that row's cells).
 */
export function windowRowValue(
  view: ViewName,
  cells: readonly string[],
  sku: number,
): CatalogValue {
  // A window's cells stay the same array until the row changes: the value is read once for them
  // (the rows and the canvas ask again at every draw; a summary is parsed for it).
  const known = readValues.get(cells);
  if (known !== undefined && known.view === view && known.sku === sku) return known.value;
  const value = rowValueOf(view, cells, sku);
  readValues.set(cells, { view, sku, value });
  return value;
}

const readValues = new WeakMap<
  readonly string[],
  { view: ViewName; sku: number; value: CatalogValue }
>();

function rowValueOf(view: ViewName, cells: readonly string[], sku: number): CatalogValue {
  const [first = '', name = '', brand = '', fourth = '', fifth = ''] = cells;
  if (view === 'brands' || view === 'colors') return { code: first, name };
  let skus: Sku[];
  if (view === 'products') skus = parseSkuSummary(fourth);
  else if (sku < 0) skus = [];
  else {
    skus = Array.from({ length: sku + 1 }, () => BLANK_SKU);
    skus[sku] = { color_code: fourth, size_code: fifth };
  }
  return { product_code: first, name, brand_code: brand, skus };
}

/**
 * The core's new list of problems shown before the codes of the rows it names are read: its
 * counts whole, its listed problems only those whose rows' codes are known already (a problem is
 * never listed under no code, or under another row's).
 */
export function listedWithKnownCodes(
  summary: ProblemsWindow,
  codes: ReadonlyMap<string, string>,
): ProblemsWindow {
  return { ...summary, problems: summary.problems.filter((p) => codes.has(`${p.grid}:${p.id}`)) };
}
