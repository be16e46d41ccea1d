import { useMemo, useSyncExternalStore } from 'react';
import type { GridName } from '../../../app/catalog/rows.ts';
import { isProduct, type CatalogValue } from '../../../app/catalog/last-sent.ts';
import type { CatalogData } from '../drafts/catalog-data.ts';
import { call } from '../lib/bridge-client.ts';
import { useCallQuery } from '../lib/queries.ts';
import { cellChange, changedIds, type CellChange } from './model/change-marks.ts';
import { LastSentCache } from './model/last-sent-cache.ts';
import { gridOfView, VIEW_COLUMNS, type ViewName, type ViewRows } from './model/view.ts';

// What this connection last sent, for the grids' marks of changed cells and "changed rows only":
// read for the rows on screen as they render (model/last-sent-cache.ts), and read afresh when a
// send ends (the connection's newest finished send, imports.refusedRows, is read again then).
// Until a row's value is in, or if the read fails, the row is not marked: the marks never claim
// a change they cannot show. An answer re-renders only what it changes: each row on screen
// follows its own code (useSentValue), the editor only the active cell's (for the status bar),
// so scrolling and typing cost no render of the whole editor when values come in.

/** What this connection last sent, as the grid's rows read it. */
export interface SentLookup {
  /** The value last sent with a draft row's code: null never sent, undefined not known (yet). */
  get: (grid: GridName, row: CatalogValue) => CatalogValue | null | undefined;
  /** Told each time more of what was last sent is in. */
  subscribe: (listener: () => void) => () => void;
}

export interface ChangeMarks {
  /** What was last sent can be read (a connection is active). */
  known: boolean;
  sentOf: SentLookup;
  /** Ids of the rows new or changed since last sent (all grids), every row's code read first. */
  changedIds: (data: CatalogData) => Promise<Set<string> | null>;
  /**
   * The change of one visible cell (the status bar shows the active cell's value last sent).
   * null: the cell is the same as last sent, its row was never sent, or nothing is known yet.
   */
  changeAt: (
    view: ViewName,
    data: CatalogData,
    rows: ViewRows,
    viewRow: number,
    col: number,
  ) => CellChange | null;
}

const NO_LISTENER = () => () => undefined;
const NOT_KNOWN: SentLookup = { get: () => undefined, subscribe: NO_LISTENER };
const codeOf = (row: CatalogValue): string => (isProduct(row) ? row.product_code : row.code);
const NO_CACHE = { subscribe: NO_LISTENER, watchedValue: () => undefined };

/**
 * One row's value last sent (null never sent, undefined not known yet or no row), re-rendering
 * the row when it comes in.
 */
export function useSentValue(
  lookup: SentLookup | undefined,
  grid: GridName,
  row: CatalogValue | undefined,
): CatalogValue | null | undefined {
  return useSyncExternalStore(lookup?.subscribe ?? NO_LISTENER, () =>
    lookup === undefined || row === undefined ? undefined : lookup.get(grid, row),
  );
}

export function useChangeMarks(profileId: string | null): ChangeMarks {
  // Read again whenever a send of this connection ends (query-effects.ts).
  const sendEnded = useCallQuery(
    'imports.refusedRows',
    { profileId: profileId ?? '-' },
    { enabled: profileId !== null },
  ).dataUpdatedAt;
  const cache = useMemo(
    () =>
      profileId === null
        ? null
        : new LastSentCache(async (grid, codes) => {
            const answer = await call('sent.lookup', { profileId, grid, codes });
            return answer.entries;
          }),
    // A new cache per connection and per send ended.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [profileId, sendEnded],
  );
  const source = cache ?? NO_CACHE;
  // The editor re-renders when the active cell's value comes in (the status bar says it), not at
  // every answer: the rows follow their own.
  useSyncExternalStore(source.subscribe, source.watchedValue);
  return useMemo(() => {
    const sentOf: SentLookup =
      cache === null
        ? NOT_KNOWN
        : { get: (grid, row) => cache.get(grid, codeOf(row)), subscribe: cache.subscribe };
    return {
      known: cache !== null,
      sentOf,
      changedIds: async (draft) => {
        if (cache === null) return null;
        for (const grid of ['brands', 'colors', 'products'] as const) {
          await cache.load(
            grid,
            draft[grid].map((entry) => codeOf(entry.row)),
          );
        }
        return changedIds(draft, {
          brands: cache.index('brands'),
          colors: cache.index('colors'),
          products: cache.index('products'),
        });
      },
      changeAt: (view, draft, rows, viewRow, col) => {
        if (viewRow >= rows.length) return null;
        const grid = gridOfView(view);
        const entry = draft[grid][rows.entry[viewRow] ?? -1];
        const field = VIEW_COLUMNS[view][col];
        if (entry === undefined || field === undefined || cache === null) return null;
        const sent = cache.watch(grid, codeOf(entry.row));
        if (sent === undefined || sent === null) return null;
        return cellChange(entry.row, sent, field, rows.sku[viewRow] ?? -1);
      },
    };
  }, [cache]);
}
