import type { CallInput, CallOutput } from '../../../../app/ipc/contract.ts';
import type { GridName } from '../../../../app/catalog/rows.ts';
import type { ViewRow, ViewSpec } from '../../../../app/catalog/views.ts';
import { NO_VIEW_SPEC } from '../../../../app/catalog/views.ts';

// A few rows of the catalog read from the core by draft id or by code (core mode, issue 28): the
// rows the problem list names (their codes), the last send's refused rows (is the code still the
// one the service saw?), the products a file's marks name. A view kept to those rows is built,
// read and dropped, so the page never holds more than the rows it asked for.

/** The core's calls these reads make (the app's bridge, or the handlers in a Node test). */
export type CoreCall = <N extends 'catalog.view' | 'catalog.window' | 'catalog.dropView'>(
  name: N,
  input: CallInput<N>,
) => Promise<CallOutput<N>>;

/** Rows a window of one view gives at most (catalog.window's count). */
const WINDOW_ROWS = 2_000;
/** Ids or codes one view is kept to at most. */
const CHUNK = 2_000;

async function readView(call: CoreCall, profileId: string, spec: ViewSpec): Promise<ViewRow[]> {
  const info = await call('catalog.view', {
    profileId,
    spec: {
      ...spec,
      onlyIds: spec.onlyIds === null ? null : [...spec.onlyIds],
      columnFilters: spec.columnFilters.map((f) => ({
        column: f.column,
        ...(f.values === undefined ? {} : { values: [...f.values] }),
      })),
    },
  });
  try {
    const rows: ViewRow[] = [];
    for (let from = 0; from < info.length; from += WINDOW_ROWS) {
      const window = await call('catalog.window', {
        viewId: info.viewId,
        from,
        count: Math.min(WINDOW_ROWS, info.length - from),
      });
      rows.push(...window.rows);
    }
    return rows;
  } finally {
    // Nothing to do when it fails: the core forgets every view when it restarts.
    await call('catalog.dropView', { viewId: info.viewId }).catch(() => undefined);
  }
}

const chunks = <T>(list: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let from = 0; from < list.length; from += CHUNK) out.push(list.slice(from, from + CHUNK));
  return out;
};

/** The rows of a grid with these draft ids (in the grid's order; ids not there left out). */
export async function rowsById(
  call: CoreCall,
  profileId: string,
  grid: GridName,
  ids: readonly string[],
): Promise<ViewRow[]> {
  const rows: ViewRow[] = [];
  for (const part of chunks([...new Set(ids)])) {
    const spec: ViewSpec = { view: grid, ...NO_VIEW_SPEC, onlyIds: part, columnFilters: [] };
    rows.push(...(await readView(call, profileId, spec)));
  }
  return rows;
}

/** The products (products view: code, name, brand, SKU summary) holding these codes. */
export async function productsByCode(
  call: CoreCall,
  profileId: string,
  codes: readonly string[],
): Promise<ViewRow[]> {
  const rows: ViewRow[] = [];
  for (const part of chunks([...new Set(codes)])) {
    const spec: ViewSpec = {
      view: 'products',
      ...NO_VIEW_SPEC,
      columnFilters: [{ column: 'product_code', values: part }],
    };
    rows.push(...(await readView(call, profileId, spec)));
  }
  return rows;
}

/** Each row's code by draft id (its first cell). */
export const codesById = (rows: readonly ViewRow[]): Map<string, string> =>
  new Map(rows.map((row) => [row.id, row.cells[0] ?? '']));
