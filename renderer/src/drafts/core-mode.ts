import { useEffect, useState } from 'react';
import { NO_VIEW_SPEC } from '../../../app/catalog/views.ts';
import { call } from '../lib/bridge-client.ts';

// Whether a connection works in core mode (issue 28, step 4), for screens outside the catalog
// editor (the review, take back, "edit again"): decided as the editor's switch does, from the
// products view's length against coreGridMinRows, once per connection in a session. With the
// threshold off (Infinity) or at 0 no call is made: the page path stays as it was.

// The knob of catalog/window/core-grid.ts, which the screens below the catalog cannot import
// (a screen imports no other screen); core-mode.test.ts holds the two to the same answers.
const CORE_GRID_MIN_ROWS = Number.POSITIVE_INFINITY;
const CORE_GRID_MIN_ROWS_KEY = 'kikan.coreGridMinRows';

/** The threshold in force: the test override when one is set (core-grid.ts's coreGridMinRows). */
export function coreModeMinRows(storage: Pick<Storage, 'getItem'> | undefined): number {
  const set = storage?.getItem(CORE_GRID_MIN_ROWS_KEY);
  if (set === null || set === undefined || set.trim() === '') return CORE_GRID_MIN_ROWS;
  const value = Number(set);
  return Number.isFinite(value) && value >= 0 ? value : CORE_GRID_MIN_ROWS;
}

export type CoreModeDecision = boolean | 'ask';

/** What the threshold alone decides; 'ask' when the products' count decides. */
export function coreModeByThreshold(minRows: number): CoreModeDecision {
  if (minRows === Number.POSITIVE_INFINITY) return false;
  if (minRows <= 0) return true;
  return 'ask';
}

const decided = new Map<string, Promise<boolean>>();

function storage(): Pick<Storage, 'getItem'> | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** How many products the connection's drafts hold (the products view's length, in draft order). */
async function productCount(profileId: string): Promise<number> {
  const info = await call('catalog.view', {
    profileId,
    spec: { view: 'products', ...NO_VIEW_SPEC, columnFilters: [] },
  });
  call('catalog.dropView', { viewId: info.viewId }).catch(() => undefined);
  return info.length;
}

/** Whether this connection is in core mode (asked of the core at most once per session). */
export function coreModeOf(profileId: string): Promise<boolean> {
  const minRows = coreModeMinRows(storage());
  const byThreshold = coreModeByThreshold(minRows);
  if (byThreshold !== 'ask') return Promise.resolve(byThreshold);
  let known = decided.get(profileId);
  if (known === undefined) {
    known = productCount(profileId).then(
      (count) => count >= minRows,
      (error: unknown) => {
        decided.delete(profileId); // asked again next time
        throw error;
      },
    );
    decided.set(profileId, known);
  }
  return known;
}

/** The connection's mode: null while it is being asked (or when there is no connection). */
export function useCoreMode(profileId: string | null): boolean | null {
  const now = profileId === null ? null : coreModeByThreshold(coreModeMinRows(storage()));
  const [asked, setAsked] = useState<{ profileId: string; core: boolean } | null>(null);
  useEffect(() => {
    if (profileId === null || now !== 'ask') return;
    let live = true;
    coreModeOf(profileId).then(
      (core) => {
        if (live) setAsked({ profileId, core });
      },
      () => {
        // The page path, as before core mode, when the core cannot say.
        if (live) setAsked({ profileId, core: false });
      },
    );
    return () => {
      live = false;
    };
  }, [profileId, now]);
  if (now === null || now !== 'ask') return now;
  return asked?.profileId === profileId ? asked.core : null;
}
