import type { OperationAnswer } from '../../app/catalog/operations.ts';
import { VIEW_COLUMN_KEYS } from '../../app/catalog/views.ts';
import type { ViewFillInput } from '../../app/catalog/view-fill.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';
import type { RowsFill } from '../store/catalog/operations.ts';
import type { CatalogViews } from '../store/catalog/views.ts';
import { invalidStoreInput, notFound } from '../store/store-errors.ts';

// catalog.fillView (app/catalog/view-fill.ts): the rows at the view's places are found in the
// core's thread, which holds the view's order (refused when its rows moved since the page's
// version), and filled as one step by `fill`: the writing thread's in the core
// (write-order.ts), the store's own in tests.

export type FillRows = (
  profileId: string,
  fill: RowsFill,
  group: string | undefined,
) => Promise<OperationAnswer>;

/** The fill's rows as the view holds them now; the connection's own view, its own columns. */
export function rowsFillOf(views: Pick<CatalogViews, 'rowsAt'>, input: ViewFillInput): RowsFill {
  const at = views.rowsAt(input.viewId, input.version, input.top, input.bottom);
  if (at.profileId !== input.profileId) throw notFound('The view');
  const keys: readonly string[] = VIEW_COLUMN_KEYS[at.view];
  for (const column of input.columns) {
    if (!keys.includes(column)) {
      throw invalidStoreInput('columns', `No column ${column} in this view.`);
    }
  }
  return {
    grid: at.view === 'skus' ? 'products' : at.view,
    rows: at.rows,
    skus: at.skus,
    columns: input.columns,
    value: input.value,
  };
}

export function viewFillHandler(
  views: Pick<CatalogViews, 'rowsAt'>,
  checkProfile: (profileId: string) => void,
  fill: FillRows,
): Pick<HandlerTable, 'catalog.fillView'> {
  return {
    'catalog.fillView': (input) => {
      checkProfile(input.profileId);
      return fill(input.profileId, rowsFillOf(views, input), input.group);
    },
  };
}
