import type { ProductRow } from '../../../../app/catalog/rows.ts';
import type { Problem } from '../../../../app/catalog/validation.ts';
import type { CatalogData } from '../../drafts/catalog-data.ts';

// Products opened from a file whose rows disagreed on the product's name or brand keep a mark
// until the row is edited: each mark holds the row as it was opened, so a row that differs from
// it (edited, replaced, or skipped in favour of the draft's own) carries no mark, and marks no
// row carries any more are dropped.

export interface FileMark {
  product_code: string;
  /** The product row as the file opened it (JSON): the mark holds while the row is unchanged. */
  opened: string;
  /** e.g. "prices.xlsx, rows 4, 5". */
  where: string;
}

const rowKey = (row: ProductRow): string => JSON.stringify(row);

/** Marks for the products a file import brought in whose file rows disagreed. */
export function marksForImport(
  imported: readonly ProductRow[],
  disagreeing: readonly { product_code: string; disagreeingRows: readonly number[] }[],
  fileName: string,
  rowsWord: (rows: string) => string,
): FileMark[] {
  const byCode = new Map(disagreeing.map((d) => [d.product_code, d.disagreeingRows]));
  return imported.flatMap((row) => {
    const rows = byCode.get(row.product_code);
    if (rows === undefined) return [];
    return [
      {
        product_code: row.product_code,
        opened: rowKey(row),
        where: `${fileName}, ${rowsWord(rows.join(', '))}`,
      },
    ];
  });
}

/**
 * The product rows that may carry a mark: those with a marked code. Only they are compared as
 * JSON, so a keystroke in a 50,000-product grid does not serialise every row.
 */
function markedEntries(marks: readonly FileMark[], data: CatalogData): CatalogData['products'] {
  if (marks.length === 0) return [];
  const codes = new Set(marks.map((mark) => mark.product_code));
  return data.products.filter((entry) => codes.has(entry.row.product_code));
}

/** Marks that a product row of the drafts still carries (the row is as it was opened). */
export function liveMarks(marks: readonly FileMark[], data: CatalogData): FileMark[] {
  if (marks.length === 0) return [];
  const rows = new Set(markedEntries(marks, data).map((entry) => rowKey(entry.row)));
  return marks.filter((mark) => rows.has(mark.opened));
}

/** A warning on the name cell of each product row that still is as the file opened it. */
export function fileMarkProblems(marks: readonly FileMark[], data: CatalogData): Problem[] {
  const byRow = new Map(marks.map((mark) => [mark.opened, mark]));
  return markedEntries(marks, data).flatMap((entry) => {
    const mark = byRow.get(rowKey(entry.row));
    if (mark === undefined) return [];
    return [
      {
        grid: 'products' as const,
        id: entry.id,
        field: 'name',
        sku: -1,
        severity: 'warning' as const,
        code: 'file_disagreement' as const,
        value: mark.where,
      },
    ];
  });
}
