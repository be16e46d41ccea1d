import type { PlaceAnswer, PlaceInput } from '../../../../app/catalog/view-place.ts';
import type { ViewSpec } from '../../../../app/catalog/views.ts';

// Going to a row of the core's window (core mode, issue 28): a problem's jump, the grid opened at
// a refused row. The window's view may still be being built for the tab just chosen or the
// filters just cleared, so the row's place is asked of the view the driver shows once it is the
// one wanted (its spec passes `wanted`). No React: use-core-jump.ts calls it.

/** What of the window's driver a jump reads (GridWindowDriver). */
export interface ShownView {
  readonly shown: { viewId: number; spec: ViewSpec } | null;
  subscribe: (listener: () => void) => () => void;
}

/** How long a jump waits for the view to be built before it gives up (a loaded machine's). */
export const VIEW_WAIT_MS = 30_000;

/** The view shown once it passes `wanted`; null if none does within `waitMs`. */
export function whenShown(
  driver: ShownView,
  wanted: (spec: ViewSpec) => boolean,
  waitMs = VIEW_WAIT_MS,
): Promise<{ viewId: number; spec: ViewSpec } | null> {
  const now = driver.shown;
  if (now !== null && wanted(now.spec)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (value: { viewId: number; spec: ViewSpec } | null) => {
      stop();
      clearTimeout(timer);
      resolve(value);
    };
    const stop = driver.subscribe(() => {
      const shown = driver.shown;
      if (shown !== null && wanted(shown.spec)) done(shown);
    });
    const timer = setTimeout(() => {
      done(null);
    }, waitMs);
  });
}

/** Whether a spec's filters may hide rows (quick filter or column filters). */
export const filtersHide = (spec: ViewSpec): boolean =>
  spec.filter.trim() !== '' || spec.columnFilters.length > 0;

/**
 * The place of a row (its SKU's, when given) in the view of `view` the driver shows. When the
 * view's filters hide it, `clearFilters` is told and the place is asked again of the view built
 * without them. null: the row is not in the grid (deleted since), or no view came.
 */
export async function placeOfRow(args: {
  driver: ShownView;
  view: ViewSpec['view'];
  id: string;
  sku: number;
  ask: (input: PlaceInput) => Promise<PlaceAnswer>;
  clearFilters: () => void;
  waitMs?: number;
}): Promise<number | null> {
  const { driver, view, id, sku, ask } = args;
  const first = await whenShown(driver, (spec) => spec.view === view, args.waitMs);
  if (first === null) return null;
  const answer = await ask({ viewId: first.viewId, id, sku });
  if (answer.place !== null || !filtersHide(first.spec)) return answer.place;
  args.clearFilters();
  const cleared = await whenShown(
    driver,
    (spec) => spec.view === view && !filtersHide(spec),
    args.waitMs,
  );
  if (cleared === null) return null;
  return (await ask({ viewId: cleared.viewId, id, sku })).place;
}
