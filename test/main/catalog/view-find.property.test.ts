import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { VIEW_COLUMN_KEYS, type ViewSpec } from '../../../app/catalog/views.ts';
import { compileQuery, type FindQuery } from '../../../renderer/src/catalog/find/find-query.ts';
import {
  MatchScan,
  packCell,
  stepMatch,
  unpackCell,
  type FindScope,
} from '../../../renderer/src/catalog/find/find-scan.ts';
import { dataEdge, type Direction } from '../../../renderer/src/catalog/model/data-edge.ts';
import { serialiseTsv } from '../../../renderer/src/catalog/model/tsv.ts';
import { buildView, cellText, readCells } from '../../../renderer/src/catalog/model/view.ts';
import { openTempStore } from '../store/temp-store.ts';
import { productsSaved } from './products-saved.ts';

// On random catalogs, views (sort, quick filter, a column filter) in the product and per-SKU
// views, shown columns (a layout hiding and moving some) and queries (plain, match case, whole
// cell, regular expressions, invalid ones): the core's find count and next match, copy of a
// range and Ctrl+Arrow's edge equal the grid's pure models (find-scan.ts, tsv.ts, data-edge.ts)
// over the grid's buildView of the same rows.

const WORDS = [
  '',
  'a',
  'A',
  'ab',
  'Ab',
  'B',
  'x9',
  'x10',
  'É',
  'é',
  'nv',
  'NV',
  'a\tb',
  'say "hi"',
  'K',
];
const word = fc.constantFrom(...WORDS);
const productRow: fc.Arbitrary<ProductRow> = fc.record({
  product_code: word,
  name: word,
  brand_code: word,
  skus: fc.array(fc.record({ color_code: word, size_code: word }), { maxLength: 3 }),
});
const catalogs = fc.array(productRow, { maxLength: 14 });

const queries: fc.Arbitrary<FindQuery> = fc.record({
  text: fc.constantFrom(
    'a',
    'A',
    'ab',
    'x1',
    'é',
    'É',
    'nv',
    'K',
    'x\\d+',
    '^a$',
    'a|B',
    '(',
    'N.: ',
    'a*',
    '"',
  ),
  matchCase: fc.boolean(),
  wholeCell: fc.boolean(),
  regex: fc.boolean(),
});

const specs = fc.record({
  view: fc.constantFrom('products' as const, 'skus' as const),
  sort: fc.option(fc.record({ col: fc.nat(4), descending: fc.boolean() })),
  filter: fc.constantFrom('', '', 'a', 'NV', 'x1'),
  kept: fc.option(fc.uniqueArray(word, { maxLength: 4 })),
});

const DIRECTIONS: Direction[] = ['up', 'down', 'left', 'right'];

describe('find, copy and Ctrl+Arrow in the core against the grid', () => {
  it('count, next, copy and edge equal the grid pure models', () => {
    fc.assert(
      fc.property(
        catalogs,
        specs,
        queries,
        fc.array(fc.nat(4), { minLength: 1, maxLength: 5 }),
        fc.option(fc.tuple(fc.nat(20), fc.nat(20), fc.nat(4), fc.nat(4))),
        fc.array(fc.tuple(fc.nat(24), fc.nat(6), fc.boolean(), fc.constantFrom(...DIRECTIONS)), {
          minLength: 1,
          maxLength: 6,
        }),
        (products, s, query, order, box, asks) => {
          const keys: readonly string[] = VIEW_COLUMN_KEYS[s.view];
          // The shown columns: distinct view columns in a random order (a layout).
          const columns = [...new Set(order.map((c) => c % keys.length))];
          const cols = columns.length;
          const spec: ViewSpec = {
            view: s.view,
            sort:
              s.sort === null
                ? null
                : { column: keys[s.sort.col % keys.length] ?? '', descending: s.sort.descending },
            filter: s.filter,
            onlyIds: null,
            columnFilters: s.kept === null ? [] : [{ column: 'name', values: s.kept }],
          };
          const store = openTempStore();
          try {
            const { id, data } = productsSaved(store, products);
            const rows = buildView(s.view, data, {
              sort:
                spec.sort === null
                  ? null
                  : { col: keys.indexOf(spec.sort.column), descending: spec.sort.descending },
              filter: spec.filter,
              onlyIds: null,
              columns: spec.columnFilters,
            });
            const info = store.catalogViews.view(id, spec);
            expect(info.length).toBe(rows.length);
            const reads = store.catalogViews.reads;
            const range =
              box === null
                ? undefined
                : {
                    top: Math.min(box[0], box[1]),
                    bottom: Math.max(box[0], box[1]),
                    left: Math.min(box[2], box[3]) % cols,
                    right: Math.max(box[2], box[3]) % cols,
                  };
            if (range !== undefined && range.left > range.right) range.right = range.left;
            const shown = columns.map((index) => ({ key: keys[index] ?? '', index }));
            const target = { view: s.view, data, rows, columns: shown };
            const scope: FindScope =
              range === undefined ? { kind: 'all' } : { kind: 'range', range };
            const base = { viewId: info.viewId, query, columns, ...(range ? { range } : {}) };

            const counted = reads.find({ ...base, count: true });
            const compiled = compileQuery(query);
            if (!compiled.ok) {
              expect(counted.invalid?.reason).toBe(compiled.reason);
              return;
            }
            const scan = new MatchScan(target, scope, compiled.matcher);
            scan.run();
            const matches = scan.matches();
            const matchRows = new Set(Array.from(matches, (cell) => unpackCell(cols, cell).row));
            expect({ cells: counted.cells, rows: counted.rows }).toEqual({
              cells: matches.length,
              rows: matchRows.size,
            });

            const size = { rows: rows.length, cols };
            const filled = (r: number, c: number) =>
              cellText(s.view, data, rows.entry[r] ?? -1, rows.sku[r] ?? -1, columns[c] ?? -1) !==
              '';
            for (const [place, c, backwards, direction] of asks) {
              const col = c % cols;
              const next = reads.find({ ...base, next: { after: { place, col }, backwards } });
              const i = stepMatch(matches, packCell(cols, place, col), backwards);
              const want = i < 0 ? null : unpackCell(cols, matches[i] ?? 0);
              expect(next.match ?? null, `next after ${String(place)},${String(col)}`).toEqual(
                want === null ? null : { place: want.row, col: want.col },
              );

              const from = { row: Math.min(place, rows.length), col };
              const edge = reads.edge({
                viewId: info.viewId,
                columns,
                from: { place: from.row, col },
                direction,
              });
              const at = dataEdge(from, direction, size, filled);
              expect(edge.at, `edge ${direction} from ${String(from.row)},${String(col)}`).toEqual({
                place: at.row,
                col: at.col,
              });
            }

            const copyRange = range ?? { top: 0, bottom: 30, left: 0, right: cols - 1 };
            const copied = reads.copy({ viewId: info.viewId, columns, range: copyRange });
            const expected = serialiseTsv(readCells(s.view, data, rows, copyRange, shown));
            expect(copied.text).toBe(expected);
          } finally {
            store.close();
          }
        },
      ),
      { seed: 2851, numRuns: 150 },
    );
  });
});
