import { useCallback, useState, useSyncExternalStore } from 'react';
import { firstScreenHere } from './first-screen.ts';
import type { GridWindowDriver } from './grid-window-driver.ts';

// Whether a core window's first screenful has come (first-screen.ts), and stays so for that
// driver: what should not be queued before the grid's first rows (the whole catalog's check)
// waits on it. No driver: nothing to wait for.

const noSubscribe = () => () => undefined;

export function useFirstRows(driver: GridWindowDriver | null): boolean {
  const here = useSyncExternalStore(
    useCallback(
      (listener: () => void) => (driver === null ? noSubscribe() : driver.subscribe(listener)),
      [driver],
    ),
    () => driver === null || firstScreenHere(driver),
  );
  const [seen, setSeen] = useState<GridWindowDriver | null>(null);
  // Latched: a view built again later (another sort) does not take it back.
  if (here && driver !== null && seen !== driver) setSeen(driver);
  return here || (driver !== null && seen === driver);
}
