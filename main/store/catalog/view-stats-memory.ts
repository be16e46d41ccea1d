import type { DatabaseSync } from 'node:sqlite';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { StatsTally } from '../../../app/catalog/selection-stats.ts';
import type { PlaceRange } from '../../../app/catalog/view-find.ts';
import type { StatsAnswer, StatsInput } from '../../../app/catalog/view-stats.ts';
import { createMemoryFind, summaryOf, type HeldProducts } from './view-find-memory.ts';
import { shownColumns } from './view-find.ts';
import type { ViewReads } from './view-reads.ts';
import { answerOf, createViewStats, tallyCounts, type TextCounts } from './view-stats.ts';
import type { CatalogViews, ViewReader } from './views.ts';

// The status bar's figures over whole columns of the product and per-SKU views counted from the
// rows the core's validation holds in memory (validation-store.ts), as find's count is
// (view-find-memory.ts): a million SKU cells are tallied by text in a Map, not read from SQLite
// through a join a row. Only when the view holds all the connection's products (no filter, not
// stale, none kept whole as JSON): the order of the rows
// does not change a figure; a range of more than half the view is the whole column less the
// rows outside it, which SQL counts over the view's order (view-stats.ts), as it counts any
// other range.

type Field = (row: ProductRow) => string;
const PRODUCT_FIELDS: readonly Field[] = [
  (row) => row.product_code,
  (row) => row.name,
  (row) => row.brand_code,
];

/** Each distinct text of a view column over every row of the view, with its cells. */
function columnCounts(
  view: 'products' | 'skus',
  col: number,
  products: Iterable<{ row: ProductRow }>,
): Map<string, number> {
  const counts = new Map<string, number>();
  const bump = (text: string, times: number) => {
    counts.set(text, (counts.get(text) ?? 0) + times);
  };
  const field = PRODUCT_FIELDS[col];
  if (field !== undefined) {
    for (const { row } of products)
      bump(field(row), view === 'skus' ? Math.max(1, row.skus.length) : 1);
  } else if (view === 'products') {
    for (const { row } of products) bump(summaryOf(row.skus), 1);
  } else {
    const sizes = col === 4;
    for (const { row } of products) {
      const skus = row.skus;
      if (skus.length === 0) bump('', 1);
      // Neighbouring SKUs often share a colour: counted in a run before the Map is asked.
      let last = '';
      let run = 0;
      for (const sku of skus) {
        const text = sizes ? sku.size_code : sku.color_code;
        if (text === last) run += 1;
        else {
          if (run > 0) bump(last, run);
          [last, run] = [text, 1];
        }
      }
      if (run > 0) bump(last, run);
    }
  }
  return counts;
}

/** Whole columns counted at most kept (a few columns of a million cells: a few MB). */
const KEPT_COLUMNS = 8;

export function withMemoryStats(
  reads: ViewReads,
  views: CatalogViews,
  held: HeldProducts,
  version: (profileId: string) => number,
  db: DatabaseSync,
): ViewReads {
  const memory = createMemoryFind(db, held);
  const sql = createViewStats(db);
  // A whole column's counts, kept while the catalog does not change (Shift+Up after
  // Ctrl+Shift+Down asks for the same column less a row, again and again).
  const kept = new Map<string, TextCounts>();

  function wholeCounts(reader: ViewReader, view: 'products' | 'skus', col: number): TextCounts {
    const key = `${reader.profileId}\u0000${String(version(reader.profileId))}\u0000${view}\u0000${String(col)}`;
    let counts = kept.get(key);
    if (counts === undefined) {
      counts = columnCounts(view, col, held(reader.profileId).values());
      if (kept.size >= KEPT_COLUMNS) kept.delete(kept.keys().next().value ?? '');
      kept.set(key, counts);
    }
    return counts;
  }

  /** Column `col` over places top … last: the whole column less the rows outside the range. */
  function rangeCounts(
    reader: ViewReader,
    view: 'products' | 'skus',
    col: number,
    top: number,
    last: number,
  ): TextCounts {
    const end = reader.info.length - 1;
    const whole = wholeCounts(reader, view, col);
    if (top === 0 && last === end) return whole;
    const counts = new Map(whole);
    const leaveOut = (outside: TextCounts) => {
      for (const [text, times] of outside) {
        const left = (counts.get(text) ?? 0) - times;
        if (left > 0) counts.set(text, left);
        else counts.delete(text);
      }
    };
    if (top > 0) leaveOut(sql.counts(reader, col, 0, top - 1));
    if (last < end) leaveOut(sql.counts(reader, col, last + 1, end));
    return counts;
  }

  function fromMemory(input: StatsInput): StatsAnswer | null {
    const reader = views.reader(input.viewId);
    const view = reader.view;
    const length = reader.info.length;
    if (view !== 'products' && view !== 'skus') return null;
    const plan = { columns: [], top: 0, bottom: length - 1, left: 0, right: 0, whole: true };
    // Ranges of at most half the view are read as they are (view-stats.ts).
    const large = (r: PlaceRange) => 2 * (Math.min(r.bottom, length - 1) - r.top + 1) > length;
    if (length === 0 || !input.ranges.some(large) || !memory.servable(reader, plan)) return null;
    const columns = shownColumns(reader, input.columns);
    const tally = new StatsTally();
    for (const range of input.ranges) {
      const last = Math.min(range.bottom, length - 1);
      for (let j = range.left; j <= range.right; j += 1) {
        const col = columns[j];
        if (col === undefined || last < range.top) continue;
        tallyCounts(
          tally,
          large(range)
            ? rangeCounts(reader, view, col, range.top, last)
            : sql.counts(reader, col, range.top, last),
        );
      }
    }
    return answerOf(reader, tally);
  }

  return { ...reads, stats: (input) => fromMemory(input) ?? reads.stats(input) };
}
