import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { CatalogCounts } from '../../../app/catalog/views.ts';
import { connOf } from './connection-key.ts';

// How many rows each grid of a connection holds (issue 28, core mode): the tabs' counts and the
// page's choice of holding the drafts or working on the core's windows, without reading a row.
// Asked again at every version of the catalog (each edit in core mode), so the last answer is
// kept with the version and the step of the history it was counted at: when the version moved
// by one and the history by one step (an operation or redo did step done + 1, an undo undid
// step done) and that step inserted or deleted no row and replaced no SKU list, the counts
// stand. Anything else (a save, a discard, several changes between two asks) counts again: at a
// million SKU rows the count is a join over every SKU (75-90 ms of CPU on a loaded machine).

/** The counts, counted now. */
export function createCatalogCount(db: DatabaseSync): (profileId: string) => CatalogCounts {
  const products = db.prepare('SELECT count(*) AS n FROM catalog_products WHERE profile_id = ?');
  // A product without SKUs is one row of the per-SKU view.
  const skuRows = db.prepare(
    `SELECT count(*) AS n FROM catalog_products p
       LEFT JOIN catalog_skus s ON s.product_row = p.row_id
     WHERE p.profile_id = ?`,
  );
  const masters = db.prepare(
    'SELECT grid, count(*) AS n FROM catalog_masters WHERE profile_id = ? GROUP BY grid',
  );
  return (profileId) => {
    const counts: CatalogCounts = {
      brands: 0,
      colors: 0,
      products: (products.get(profileId) as { n: number }).n,
      skuRows: (skuRows.get(profileId) as { n: number }).n,
    };
    for (const row of masters.all(profileId) as { grid: string; n: number }[]) {
      if (row.grid === 'brands' || row.grid === 'colors') counts[row.grid] = row.n;
    }
    return counts;
  };
}

interface Counted {
  /** The connection's row and when it was made: one removed and made again is not the same. */
  made: string;
  version: number;
  done: number;
  counts: CatalogCounts;
}

export function createCatalogCounts(db: DatabaseSync): (profileId: string) => CatalogCounts {
  const count = createCatalogCount(db);
  const history = db.prepare(`
    SELECT p.rowid || ' ' || p.created_at, h.version, h.done
    FROM profiles p LEFT JOIN catalog_history h ON h.profile_id = p.id WHERE p.id = ?`);
  // Whether the step is in the log, and whether it inserted or deleted rows or replaced a
  // product's SKU list (the only entries that change how many rows there are).
  const step = db.prepare(`
    SELECT EXISTS (SELECT 1 FROM catalog_undo WHERE conn = ${connOf('?1')} AND step = ?2),
      EXISTS (SELECT 1 FROM catalog_undo
        WHERE conn = ${connOf('?1')} AND step = ?2 AND kind IN ('row', 'skus'))`);
  history.setReturnArrays(true);
  step.setReturnArrays(true);
  const num = (value: SQLOutputValue | undefined): number =>
    typeof value === 'number' ? value : 0;
  const last = new Map<string, Counted>();

  /** Whether the counts stand from one history state to the next. */
  function stand(profileId: string, was: Counted, version: number, done: number): boolean {
    if (version !== was.version + 1) return false;
    let stepped: number;
    if (done === was.done + 1) stepped = done;
    else if (done === was.done - 1) stepped = was.done;
    else return false;
    const cells = step.get(profileId, stepped) as SQLOutputValue[] | undefined;
    return num(cells?.[0]) === 1 && num(cells?.[1]) === 0;
  }

  return (profileId) => {
    const cells = history.get(profileId) as SQLOutputValue[] | undefined;
    const made = String(cells?.[0] ?? '');
    const version = num(cells?.[1]);
    const done = num(cells?.[2]);
    let was = last.get(profileId);
    if (was !== undefined && was.made !== made) was = undefined;
    if (was !== undefined && was.version === version && was.done === done) return { ...was.counts };
    const counts =
      was !== undefined && stand(profileId, was, version, done) ? was.counts : count(profileId);
    last.set(profileId, { made, version, done, counts });
    return { ...counts };
  };
}
