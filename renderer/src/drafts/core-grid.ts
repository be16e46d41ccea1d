// Core mode (issue 28, step 4): from this many products a connection's catalog grids are windows
// onto the core's rows for the whole session (the drafts never loaded into the page), and every
// edit goes to the core as an operation; below it the drafts are held in the page. Chosen by the
// grid bench: at 125,000 products the core mode meets the first paint, scrolling and key press
// targets and keeps 8 MB of heap where the page mode waits 4 s for the drafts (read-only
// meanwhile) and holds 87 MB; under 10,000 products the page mode's whole load is quick.

/** Products from which the grids are windows onto the core's rows. */
export const CORE_GRID_MIN_ROWS = 10_000;

/**
 * Tests and benches set this key (page.addInitScript / component setup) to run the core mode at
 * any size ('0') or the page mode at every size ('Infinity'); nothing in the app writes it.
 */
export const CORE_GRID_MIN_ROWS_KEY = 'kikan.coreGridMinRows';

/** The threshold in force: the test override when one is set, else CORE_GRID_MIN_ROWS. */
export function coreGridMinRows(storage: Pick<Storage, 'getItem'> | undefined): number {
  const set = storage?.getItem(CORE_GRID_MIN_ROWS_KEY);
  if (set === null || set === undefined || set.trim() === '') return CORE_GRID_MIN_ROWS;
  const value = Number(set);
  return !Number.isNaN(value) && value >= 0 ? value : CORE_GRID_MIN_ROWS;
}

/** Whether a connection with this many products works in the core mode. */
export const usesCoreGrid = (products: number, minRows: number): boolean => products >= minRows;

/**
 * Whether this connection works in the core mode: its products counted by the core
 * (catalog.counts) against the threshold, without asking when the threshold answers alone.
 */
export async function choosesCoreGrid(
  minRows: number,
  countProducts: () => Promise<number>,
): Promise<boolean> {
  if (minRows === Number.POSITIVE_INFINITY) return false;
  if (minRows <= 0) return true;
  return usesCoreGrid(await countProducts(), minRows);
}
