import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { compileQuery, type FindQuery, type Matcher } from '../../../app/catalog/find-query.ts';
import type { CellAt, FindAnswer, PlaceRange } from '../../../app/catalog/view-find.ts';
import { VIEW_COLUMN_KEYS } from '../../../app/catalog/views.ts';
import { invalidStoreInput } from '../store-errors.ts';
import { cellsOf, piecesOf, statements, type Piece } from './view-cells.ts';
import { sourceOf, whereOf, type ViewReader } from './views.ts';

// The find bar's search over a view the core holds (issue 28, step 5), by the rules of the
// grid's find-scan.ts and use-find-bar.ts: cells in reading order (row by row, left to right
// across the shown columns), the scope clipped to the view's rows; `next` is the first match
// after a cell, wrapping to the first of all (backwards: the last before it, wrapping to the
// last). Each row's matching columns are a bit mask worked out in SQL: plain text of ASCII
// letters by instr/lower (the find bar's case-insensitive match folds ASCII letters only then,
// as SQLite's lower() does), anything else by the find bar's own matcher called as a function.

/** The shown columns (view columns in shown order) and the scope's bounds over them. */
export interface FindPlan {
  columns: readonly number[];
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Every cell of the view (no range): a count may read the row tables directly. */
  whole: boolean;
}

/** The find-scan.ts scope bounds: the range clipped to the view's rows and the shown columns. */
export function planOf(
  length: number,
  columns: readonly number[],
  range: PlaceRange | undefined,
): FindPlan {
  const cols = columns.length;
  if (range === undefined) {
    return { columns, top: 0, bottom: length - 1, left: 0, right: cols - 1, whole: true };
  }
  return {
    columns,
    top: Math.max(range.top, 0),
    bottom: Math.min(range.bottom, length - 1),
    left: Math.max(range.left, 0),
    right: Math.min(range.right, cols - 1),
    whole: false,
  };
}

export function shownColumns(reader: ViewReader, columns: readonly number[] | undefined) {
  const count = VIEW_COLUMN_KEYS[reader.view].length;
  const shown = columns ?? Array.from({ length: count }, (_, i) => i);
  if (shown.some((col) => col >= count)) {
    throw invalidStoreInput('columns', `This view has ${String(count)} columns.`);
  }
  return shown;
}

/** A matching row in a count's sum (its cells below it: at most 8 a row, 8,388,608 rows). */
const ROW = 2 ** 26;

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

/** The first (last, backwards) row of places first … last with a match: its place and mask. */
export type Seek = (
  first: number,
  last: number,
  backwards: boolean,
) => { row: number; mask: number } | null;

/**
 * The next matching cell after `after` in reading order (before it, backwards), wrapping, by
 * the rules of the grid's use-find-bar.ts; `seek` finds rows whose mask (bit j: scoped column
 * left + j) is not 0.
 */
export function nextCell(
  plan: FindPlan,
  after: CellAt,
  backwards: boolean,
  seek: Seek,
): CellAt | null {
  const width = plan.right - plan.left + 1;
  const lowest = (m: number) => 31 - Math.clz32(m & -m);
  const highest = (m: number) => 31 - Math.clz32(m);
  const cols = plan.columns.length;
  // The grid packs a cell as row × columns + column: a column past the last is the next row.
  const packed = after.place * cols + after.col;
  const row = Math.floor(packed / cols);
  const col = packed % cols;
  const at = (found: { row: number; mask: number }, bit: number): CellAt => ({
    place: found.row,
    col: plan.left + bit,
  });
  if (!backwards) {
    // The cursor's own row, its columns after the cursor's; then the rows below; then wrap.
    if (row >= plan.top && row <= plan.bottom) {
      const here = seek(row, row, false);
      const next = col + 1 - plan.left;
      const rest = here === null || next >= width ? 0 : here.mask & ~((1 << Math.max(next, 0)) - 1);
      if (here !== null && rest !== 0) return at(here, lowest(rest));
    }
    const below = seek(Math.max(row + 1, plan.top), plan.bottom, false);
    if (below !== null) return at(below, lowest(below.mask));
    const first = seek(plan.top, Math.min(row, plan.bottom), false);
    return first === null ? null : at(first, lowest(first.mask));
  }
  if (row >= plan.top && row <= plan.bottom) {
    const here = seek(row, row, true);
    const before = col - plan.left;
    const rest =
      here === null || before <= 0 ? 0 : here.mask & ((1 << Math.min(before, width)) - 1);
    if (here !== null && rest !== 0) return at(here, highest(rest));
  }
  const above = seek(plan.top, Math.min(row - 1, plan.bottom), true);
  if (above !== null) return at(above, highest(above.mask));
  const last = seek(Math.max(row, plan.top), plan.bottom, true);
  return last === null ? null : at(last, highest(last.mask));
}

export function createViewFind(db: DatabaseSync) {
  const all = statements(db);
  // The matcher of the search under way; each argument's last text and answer (a per-SKU row
  // repeats its product's cells, neighbours often share them).
  let matcher: Matcher | null = null;
  let lastTexts: (string | null)[] = [];
  let lastHits: boolean[] = [];
  db.function(
    'kikan_find_mask',
    { deterministic: false, directOnly: true, varargs: true },
    (...cells) => {
      let mask = 0;
      for (let i = 0; i < cells.length; i += 1) {
        const cell = typeof cells[i] === 'string' ? (cells[i] as string) : '';
        if (lastTexts[i] !== cell) {
          lastTexts[i] = cell;
          lastHits[i] = matcher?.test(cell) ?? false;
        }
        if (lastHits[i] === true) mask |= 1 << i;
      }
      return mask;
    },
  );

  /** The SQL of a mask over these cells (bit j: the j-th), and its parameters. */
  function maskOver(scoped: readonly string[], query: FindQuery) {
    const params: Record<string, SQLInputValue> = {};
    if (scoped.length === 0) return { mask: '0', params };
    if (query.regex || !ASCII.test(query.text)) {
      return { mask: `kikan_find_mask(${scoped.join(', ')})`, params };
    }
    params['findText'] = query.matchCase ? query.text : query.text.toLowerCase();
    const bits = scoped.map((cell, j) => {
      const folded = query.matchCase ? cell : `lower(${cell})`;
      const test = query.wholeCell ? `${folded} = :findText` : `instr(${folded}, :findText) > 0`;
      return `((${test}) << ${String(j)})`;
    });
    return { mask: bits.join(' | '), params };
  }

  /** The SQL of a row's mask over the scope's columns (bit j: shown column left + j). */
  function maskSql(cells: readonly string[], plan: FindPlan, query: FindQuery) {
    const scoped = plan.columns.slice(plan.left, plan.right + 1).map((col) => cells[col] ?? "''");
    return maskOver(scoped, query);
  }

  /**
   * The count's sum over every row of an unfiltered per-SKU view: a product's own cells tested
   * once per product (times its rows), each SKU's once, the two put together per product.
   */
  function skuViewCount(plan: FindPlan, query: FindQuery, emptyHits: boolean): string {
    const { cells } = cellsOf('skus');
    const scoped = plan.columns.slice(plan.left, plan.right + 1);
    const own = scoped.filter((col) => col <= 2).map((col) => cells[col] ?? "''");
    const skus = scoped.filter((col) => col > 2).map((col) => cells[col] ?? "''");
    const p = maskOver(own, query);
    const s = maskOver(skus, query);
    const tally = (width: number, row: number) =>
      Array.from({ length: (1 << width) - 1 }, (_, i) => {
        let bits = 0;
        for (let j = 0; j < width; j += 1) bits += ((i + 1) >> j) & 1;
        return `WHEN ${String(i + 1)} THEN ${String(row + bits)}`;
      }).join(' ');
    // A product without SKUs shows one row whose SKU cells are blank.
    const empty = emptyHits ? ROW + skus.length : 0;
    const sql = `WITH pp AS MATERIALIZED (
        SELECT p.row_id AS r, ${p.mask} AS pm FROM catalog_products p
        WHERE p.profile_id = :profile),
      sk AS MATERIALIZED (
        SELECT product_row AS r, count(*) AS n, sum(CASE sm WHEN 0 THEN 0 ${tally(skus.length, ROW)} END) AS st
        FROM (SELECT s.product_row, ${s.mask} AS sm FROM catalog_skus s) GROUP BY product_row)
      SELECT coalesce(sum(CASE WHEN pp.pm = 0 THEN coalesce(sk.st, ${String(empty)})
        ELSE coalesce(sk.n, 1) * (${String(ROW)} + CASE pp.pm WHEN 0 THEN 0 ${tally(own.length, 0)} END)
          + coalesce(sk.st, ${String(empty)}) % ${String(ROW)} END), 0)
      FROM pp LEFT JOIN sk ON sk.r = pp.r`;
    return sql;
  }

  return {
    find(
      reader: ViewReader,
      query: FindQuery,
      plan: FindPlan,
      ask: { count: true } | { next: { after: CellAt; backwards: boolean } },
    ): FindAnswer {
      const compiled = compileQuery(query);
      if (!compiled.ok) {
        const message = compiled.reason === 'invalid' ? compiled.message : '';
        return { ...reader.info, invalid: { reason: compiled.reason, message } };
      }
      matcher = compiled.matcher;
      lastTexts = [];
      lastHits = [];
      const { join, cells } = cellsOf(reader.view);
      const { mask, params } = maskSql(cells, plan, query);
      const width = plan.right - plan.left + 1;
      const over = (piece: Piece) => ({
        ...params,
        view: reader.table,
        from: piece.from,
        to: piece.to,
      });
      const rowsOf = `FROM temp.catalog_view_rows v ${join}
        WHERE v.view_id = :view AND v.place >= :from AND v.place < :to`;
      try {
        if (plan.bottom < plan.top || width <= 0) {
          return 'count' in ask
            ? { ...reader.info, cells: 0, rows: 0 }
            : { ...reader.info, match: null };
        }
        if ('count' in ask) {
          // Each row's cells and whether it matched, summed as one number: the mask is then
          // read once a row (an expression naming it twice would be worked out twice).
          const tally = Array.from({ length: (1 << width) - 1 }, (_, i) => {
            const m = i + 1;
            let bits = 0;
            for (let j = 0; j < width; j += 1) bits += (m >> j) & 1;
            return `WHEN ${String(m)} THEN ${String(ROW + bits)}`;
          });
          const sumOf = (masked: string, rowsSql: string) =>
            `SELECT coalesce(sum(CASE m WHEN 0 THEN 0 ${tally.join(' ')} END), 0)
              FROM (SELECT ${masked} AS m ${rowsSql})`;
          let total = 0;
          const unfiltered = whereOf(reader.spec).where === '';
          if (plan.whole && !reader.info.stale && reader.view === 'skus' && unfiltered) {
            const sql = skuViewCount(plan, query, compiled.matcher.test(''));
            const [line] = all(sql, { ...params, profile: reader.profileId });
            total = Number(line?.[0] ?? 0);
          } else if (plan.whole && !reader.info.stale) {
            // The view holds every row its spec keeps: count over the row tables in their own
            // order, not through the view's places (no lookup a row).
            const source = sourceOf(reader.view);
            const { where, params: filters } = whereOf(reader.spec);
            const direct = maskSql(
              cells.map((_, i) => `c${String(i)}`),
              plan,
              query,
            ).mask;
            const [line] = all(sumOf(direct, `FROM (${source.from}) ${where}`), {
              ...params,
              ...filters,
              profile: reader.profileId,
            });
            total = Number(line?.[0] ?? 0);
          } else {
            for (const piece of piecesOf(reader.segments, plan.top, plan.bottom)) {
              const [line] = all(sumOf(mask, rowsOf), over(piece));
              total += Number(line?.[0] ?? 0);
            }
          }
          return { ...reader.info, cells: total % ROW, rows: Math.floor(total / ROW) };
        }
        /** The first (last, backwards) row of first … last with a match: its position and mask. */
        const seek: Seek = (first, last, backwards) => {
          const sql = `SELECT v.place, ${mask} AS m ${rowsOf} AND m != 0
            ORDER BY v.place ${backwards ? 'DESC' : ''} LIMIT 1`;
          const pieces = piecesOf(reader.segments, first, last);
          if (backwards) pieces.reverse();
          for (const piece of pieces) {
            const [line] = all(sql, over(piece));
            if (line !== undefined) {
              return { row: piece.at + Number(line[0]) - piece.from, mask: Number(line[1]) };
            }
          }
          return null;
        };
        return { ...reader.info, match: nextCell(plan, ask.next.after, ask.next.backwards, seek) };
      } finally {
        matcher = null;
      }
    },
  };
}
