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
// a change they cannot show.

/** The value last sent with a draft row's code: null never sent, undefined not known (yet). */
export type SentLookup = (grid: GridName, row: CatalogValue) => CatalogValue | null | undefined;

export interface ChangeMarks {
  /** What was last sent can be read (a connection is active). */
  known: boolean;
  /** Grows each time more of what was last sent is in (the marks shown may have changed). */
  version: number;
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

const NOT_KNOWN: SentLookup = () => undefined;
const codeOf = (row: CatalogValue): string => (isProduct(row) ? row.product_code : row.code);
const NO_CACHE = { subscribe: () => () => undefined, version: () => 0 };

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
  const version = useSyncExternalStore(source.subscribe, source.version);
  return useMemo(() => {
    const sentOf: SentLookup =
      cache === null ? NOT_KNOWN : (grid, row) => cache.get(grid, codeOf(row));
    return {
      known: cache !== null,
      version,
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
        if (entry === undefined || field === undefined) return null;
        const sent = sentOf(grid, entry.row);
        if (sent === undefined) return null;
        return cellChange(entry.row, sent, field, rows.sku[viewRow] ?? -1);
      },
    };
  }, [cache, version]);
}
