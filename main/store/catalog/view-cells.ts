import type { DatabaseSync, SQLInputValue, SQLOutputValue } from 'node:sqlite';
import type { CatalogViewName } from '../../../app/catalog/views.ts';
import type { ViewSegments } from './view-segments.ts';
import { SKU_TEXT } from './views.ts';

// Reading a view's cells in SQL over its order (temp.catalog_view_rows, views.ts): the join of a
// view's places to the row tables, each cell as an expression, and the walk over the view's runs
// of places with the row's position in the view beside each. Find, copy and Ctrl+Arrow use it.

/** The join from the view's places (alias v) to its rows, and each view column's text. */
export function cellsOf(view: CatalogViewName): { join: string; cells: string[] } {
  switch (view) {
    case 'brands':
    case 'colors':
      return {
        join: 'JOIN catalog_masters m ON m.row_id = v.row_id',
        cells: ["coalesce(m.code, '')", "coalesce(m.name, '')"],
      };
    case 'products':
      return {
        join: 'JOIN catalog_products p ON p.row_id = v.row_id',
        cells: [
          "coalesce(p.product_code, '')",
          "coalesce(p.name, '')",
          "coalesce(p.brand_code, '')",
          `kikan_sku_summary(${SKU_TEXT})`,
        ],
      };
    case 'skus':
      return {
        join: `JOIN catalog_products p ON p.row_id = v.row_id
          LEFT JOIN catalog_skus s ON s.product_row = v.row_id AND s.place = v.sku`,
        cells: [
          "coalesce(p.product_code, '')",
          "coalesce(p.name, '')",
          "coalesce(p.brand_code, '')",
          "coalesce(s.color_code, '')",
          "coalesce(s.size_code, '')",
        ],
      };
  }
}

/** A run of the temp table's places, and the view position its first place shows at. */
export interface Piece {
  from: number;
  to: number;
  at: number;
}

/** The runs of places showing view rows first … last (inclusive), in view order. */
export function piecesOf(segments: ViewSegments, first: number, last: number): Piece[] {
  if (last < first) return [];
  let at = first;
  return segments.pieces(first, last - first + 1).map((run) => {
    const piece = { ...run, at };
    at += run.to - run.from;
    return piece;
  });
}

export type Cells = SQLOutputValue[];
export const text = (value: SQLOutputValue | undefined): string =>
  typeof value === 'string' ? value : '';

/** A statement over one run of places (:view, :from, :to bound), made once per text. */
export function statements(db: DatabaseSync) {
  const made = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  return (sql: string, params: Record<string, SQLInputValue>): Cells[] => {
    let statement = made.get(sql);
    if (statement === undefined) {
      if (made.size > 200) made.clear();
      statement = db.prepare(sql);
      statement.setReturnArrays(true);
      made.set(sql, statement);
    }
    return statement.all(params) as unknown as Cells[];
  };
}
