import { describe, expect, it } from 'vitest';
import {
  CORE_GRID_MIN_ROWS_KEY,
  coreGridMinRows,
  usesCoreGrid,
} from '../../../renderer/src/catalog/window/core-grid.ts';
import { coreModeByThreshold, coreModeMinRows } from '../../../renderer/src/drafts/core-mode.ts';

// The screens outside the catalog decide core mode as the editor's switch does: the same
// threshold (core-mode.ts keeps its own copy, as shared code cannot import the catalog's), and
// no call to the core when the threshold alone decides.

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === CORE_GRID_MIN_ROWS_KEY ? value : null),
});

describe('core mode outside the editor', () => {
  it('reads the same threshold as the editor, whatever the override says', () => {
    for (const value of [null, '', '  ', '0', '10', '250.5', '-1', 'many', 'Infinity', '1e3']) {
      expect(coreModeMinRows(storage(value))).toBe(coreGridMinRows(storage(value)));
    }
    expect(coreModeMinRows(undefined)).toBe(coreGridMinRows(undefined));
  });

  it('decides without asking at the ends, and as usesCoreGrid in between', () => {
    expect(coreModeByThreshold(Number.POSITIVE_INFINITY)).toBe(false);
    expect(coreModeByThreshold(0)).toBe(true);
    expect(coreModeByThreshold(500)).toBe('ask');
    // The ends agree with the editor's rule at any count.
    for (const count of [0, 1, 499, 500, 1_000_000]) {
      expect(usesCoreGrid(count, Number.POSITIVE_INFINITY)).toBe(false);
      expect(usesCoreGrid(count, 0)).toBe(true);
    }
  });
});
