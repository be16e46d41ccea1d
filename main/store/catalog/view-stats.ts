import type { DatabaseSync } from 'node:sqlite';
import { StatsTally } from '../../../app/catalog/selection-stats.ts';
import type { PlaceRange } from '../../../app/catalog/view-find.ts';
import type { StatsAnswer } from '../../../app/catalog/view-stats.ts';
import { cellsOf, piecesOf, statements, text, type Cells } from './view-cells.ts';
import { SKU_TEXT, whereOf, type ViewReader } from './views.ts';

// The status bar's figures over ranges of a view the core holds (catalog.stats, issue 28 step
// 4), by the grid's rules (app/catalog/selection-stats.ts). The figures depend only on which
// texts the cells hold and how many cells hold each, so each column of a range is grouped by
// text in SQL and only its distinct texts cross into JavaScript, each with its count
// (StatsTally): a column of a million SKU rows is a few hundred sizes or colours, or one text a
// product. A range of every row of a view that holds all the connection's rows (no filter, not
// stale) reads the row tables directly, whatever the sort: the order does not change a figure.
// Any other range reads the view's order in its temp table, a run of places at a time.

/** The figures' source for one view column: SQL giving (text, cells holding it) rows. */
interface WholeColumn {
  sql: string;
}

/** Every row of an unfiltered view, one view column: its distinct texts (or one a product). */
function wholeColumn(view: ViewReader['view'], col: number): WholeColumn | null {
  switch (view) {
    case 'brands':
    case 'colors': {
      const field = col === 0 ? 'code' : 'name';
      return {
        sql: `SELECT coalesce(${field}, ''), count(*) FROM catalog_masters
          WHERE profile_id = :profile AND grid = '${view}' GROUP BY 1`,
      };
    }
    case 'products': {
      if (col === 3) {
        return {
          sql: `SELECT kikan_sku_summary(${SKU_TEXT}), 1 FROM catalog_products p
            WHERE p.profile_id = :profile`,
        };
      }
      const field = ['product_code', 'name', 'brand_code'][col];
      if (field === undefined) return null;
      return {
        sql: `SELECT coalesce(${field}, ''), count(*) FROM catalog_products
          WHERE profile_id = :profile GROUP BY 1`,
      };
    }
    case 'skus': {
      // A product shows one row a SKU, or one row with blank SKU cells when it has none.
      const field = ['product_code', 'name', 'brand_code'][col];
      if (field !== undefined) {
        return {
          sql: `SELECT coalesce(p.${field}, ''),
              max(1, (SELECT count(*) FROM catalog_skus s WHERE s.product_row = p.row_id))
            FROM catalog_products p WHERE p.profile_id = :profile`,
        };
      }
      const sku = ['color_code', 'size_code'][col - 3];
      if (sku === undefined) return null;
      return {
        sql: `SELECT coalesce(s.${sku}, ''), count(*) FROM catalog_products p
          LEFT JOIN catalog_skus s ON s.product_row = p.row_id
          WHERE p.profile_id = :profile GROUP BY 1`,
      };
    }
  }
}

/** The answer of a finished tally (min and max are null when no cell holds a number). */
export function answerOf(reader: ViewReader, tally: StatsTally): StatsAnswer {
  const figures = tally.stats;
  return {
    ...reader.info,
    count: figures.count,
    numbers: figures.numbers,
    sum: figures.sum,
    min: figures.numbers === 0 ? null : figures.min,
    max: figures.numbers === 0 ? null : figures.max,
  };
}

/** How many cells hold each text (a column's cells over some rows, as a multiset). */
export type TextCounts = Map<string, number>;

/** Adds counted texts to a tally. */
export function tallyCounts(tally: StatsTally, counts: TextCounts): void {
  for (const [text, times] of counts) tally.add(text, times);
}

export function createViewStats(db: DatabaseSync) {
  const all = statements(db);

  function addRows(counts: TextCounts, rows: Cells[]): void {
    for (const cells of rows) {
      const n = cells[1];
      const key = text(cells[0]);
      counts.set(key, (counts.get(key) ?? 0) + (typeof n === 'number' ? n : Number(n ?? 0)));
    }
  }

  /** Whether every row of the connection's grid is in the view, once each. */
  const holdsAll = (reader: ViewReader): boolean =>
    !reader.info.stale && whereOf(reader.spec).where === '';

  /** View column `col`'s texts over places top … bottom (clipped to the view's rows). */
  function counts(reader: ViewReader, col: number, top: number, bottom: number): TextCounts {
    const found: TextCounts = new Map();
    const last = Math.min(bottom, reader.info.length - 1);
    const { join, cells } = cellsOf(reader.view);
    const cell = cells[col];
    // A shown column the view does not have reads blank: nothing to count.
    if (last < top || cell === undefined) return found;
    const direct =
      top === 0 && last === reader.info.length - 1 && holdsAll(reader)
        ? wholeColumn(reader.view, col)
        : null;
    if (direct !== null) {
      addRows(found, all(direct.sql, { profile: reader.profileId }));
      return found;
    }
    const sql = `SELECT ${cell}, count(*) FROM temp.catalog_view_rows v ${join}
      WHERE v.view_id = :view AND v.place >= :from AND v.place < :to GROUP BY 1`;
    for (const piece of piecesOf(reader.segments, top, last)) {
      addRows(found, all(sql, { view: reader.table, from: piece.from, to: piece.to }));
    }
    return found;
  }

  return {
    counts,
    stats(reader: ViewReader, columns: readonly number[], ranges: readonly PlaceRange[]) {
      const tally = new StatsTally();
      for (const range of ranges) {
        for (let j = range.left; j <= range.right; j += 1) {
          const col = columns[j];
          if (col !== undefined) tallyCounts(tally, counts(reader, col, range.top, range.bottom));
        }
      }
      return answerOf(reader, tally);
    },
  };
}
