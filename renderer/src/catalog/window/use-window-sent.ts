import { useEffect } from 'react';
import type { SentLookup } from '../use-change-marks.ts';
import type { GridWindowDriver } from './grid-window-driver.ts';
import { windowRowValue } from './window-marks.ts';

// Core mode: what was last sent with the codes of each block of rows is asked as the block
// arrives (one sent.lookup per block, ahead of the screen), not by the rows as they draw (one
// per frame while scrolling, each answer drawing those rows again to mark them).

export function useWindowSent(
  driver: GridWindowDriver | null,
  sentOf: SentLookup,
  active: boolean,
): void {
  useEffect(() => {
    if (!active || driver === null) return;
    return driver.onWindow((grid, window, view) => {
      for (const row of window.rows) {
        sentOf.get(grid, windowRowValue(view, row.cells, row.place ?? -1));
      }
    });
  }, [driver, sentOf, active]);
}
