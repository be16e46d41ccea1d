import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { CatalogCounts } from '../../../../app/catalog/views.ts';
import { call } from '../../lib/bridge-client.ts';
import type { GridWindowDriver } from './grid-window-driver.ts';

const noVersion = (): number => -1;
const noSubscribe = (): (() => void) => () => undefined;

/**
 * Each grid's rows as the core counts them (core mode, issue 28: the page holds none), asked
 * again when the window's catalog version moves. Null until answered, or without a driver.
 */
export function useCoreCounts(
  profileId: string | null,
  driver: GridWindowDriver | null,
): CatalogCounts | null {
  const version = useSyncExternalStore(
    driver === null ? noSubscribe : (listener) => driver.subscribe(listener),
    driver === null ? noVersion : () => driver.snapshot.version,
  );
  const [counts, setCounts] = useState<{ key: string; counts: CatalogCounts } | null>(null);
  const key = `${profileId ?? ''}:${String(version)}`;
  useEffect(() => {
    if (profileId === null || driver === null) return;
    let current = true;
    call('catalog.counts', { profileId }).then(
      (answer) => {
        // The tabs' counts: after any key press waiting (a transition).
        if (current) {
          startTransition(() => {
            setCounts({ key, counts: answer });
          });
        }
      },
      // The tabs keep their last counts; the next version asks again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [profileId, driver, key]);
  return driver === null ? null : (counts?.counts ?? null);
}
