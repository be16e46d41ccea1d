import { useMemo } from 'react';
import type { GridName } from '../../../app/catalog/rows.ts';
import type { CatalogValue } from '../../../app/catalog/last-sent.ts';
import type { CatalogData } from '../drafts/catalog-data.ts';
import { useCallQuery } from '../lib/queries.ts';
import {
  cellChange,
  changedIds,
  lastSentByGrid,
  lastSentOf,
  type CellChange,
} from './model/change-marks.ts';
import { gridOfView, VIEW_COLUMNS, type ViewName, type ViewRows } from './model/view.ts';

// What this connection last sent (`sent.values`, read once per connection and again when a send
// ends), for the grids' marks of changed cells and "changed rows only". Until it is read, or if
// the read fails, nothing is marked: the marks never claim a change they cannot show.

/** The value last sent with a draft row's code: null never sent, undefined not known (yet). */
export type SentLookup = (grid: GridName, row: CatalogValue) => CatalogValue | null | undefined;

export interface ChangeMarks {
  /** What was last sent is read (until then nothing is marked). */
  known: boolean;
  sentOf: SentLookup;
  /** Ids of the rows new or changed since last sent (all grids); null until the read is in. */
  changedIds: (data: CatalogData) => Set<string> | null;
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

export function useChangeMarks(profileId: string | null): ChangeMarks {
  const { data } = useCallQuery(
    'sent.values',
    { profileId: profileId ?? '-' },
    { enabled: profileId !== null },
  );
  return useMemo(() => {
    const index = data === undefined || profileId === null ? null : lastSentByGrid(data);
    const sentOf: SentLookup =
      index === null ? NOT_KNOWN : (grid, row) => lastSentOf(index, grid, row);
    return {
      known: index !== null,
      sentOf,
      changedIds: (draft) => (index === null ? null : changedIds(draft, index)),
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
  }, [data, profileId]);
}
