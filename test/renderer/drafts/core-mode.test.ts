import { describe, expect, it } from 'vitest';
import type { DraftsSnapshot } from '../../../app/catalog/drafts.ts';
import { CatalogStore } from '../../../renderer/src/drafts/catalog-store.ts';
import {
  CORE_GRID_MIN_ROWS,
  CORE_GRID_MIN_ROWS_KEY,
  choosesCoreGrid,
  coreGridMinRows,
  usesCoreGrid,
} from '../../../renderer/src/drafts/core-grid.ts';

// The core mode's choice (issue 28): from a threshold of products the page does not load the
// drafts and the grids work on the core's windows. The store's load and the core's count are
// functions here that answer as told; catalog.counts itself is in test/main/catalog/counts.test.ts.

const drafts: DraftsSnapshot = {
  brands: [{ id: 'b1', position: 1, row: { code: 'AX', name: 'Axe Brand' } }],
  colors: [],
  products: [],
};

function storeChoosing(coreMode: (profileId: string) => Promise<boolean>) {
  const loads: string[] = [];
  const store = new CatalogStore({
    load: (profileId) => {
      loads.push(profileId);
      return Promise.resolve(drafts);
    },
    save: () => Promise.resolve(),
    discard: () => Promise.resolve(),
    coreMode,
  });
  return { store, loads };
}

describe('the core mode threshold', () => {
  it('is the constant unless a test sets the key, and ignores what is not a count', () => {
    const storage = (value: string | null) => ({
      getItem: (key: string) => (key === CORE_GRID_MIN_ROWS_KEY ? value : null),
    });
    expect(coreGridMinRows(undefined)).toBe(CORE_GRID_MIN_ROWS);
    expect(coreGridMinRows(storage(null))).toBe(CORE_GRID_MIN_ROWS);
    expect(coreGridMinRows(storage('0'))).toBe(0);
    expect(coreGridMinRows(storage('25000'))).toBe(25_000);
    // The page mode at every size, as the grid bench's BENCH_GRID_CORE=0 asks.
    expect(coreGridMinRows(storage('Infinity'))).toBe(Number.POSITIVE_INFINITY);
    expect(coreGridMinRows(storage(' '))).toBe(CORE_GRID_MIN_ROWS);
    expect(coreGridMinRows(storage('-3'))).toBe(CORE_GRID_MIN_ROWS);
    expect(coreGridMinRows(storage('many'))).toBe(CORE_GRID_MIN_ROWS);
  });

  it('puts a large house’s catalog in the core mode and keeps a small one in the page', () => {
    expect(usesCoreGrid(125_000, CORE_GRID_MIN_ROWS)).toBe(true);
    expect(usesCoreGrid(10_000, CORE_GRID_MIN_ROWS)).toBe(true);
    expect(usesCoreGrid(3_000, CORE_GRID_MIN_ROWS)).toBe(false);
  });

  it('asks the core for the count only when the threshold does not answer alone', async () => {
    let asked = 0;
    const count = (n: number) => () => {
      asked += 1;
      return Promise.resolve(n);
    };
    expect(await choosesCoreGrid(Number.POSITIVE_INFINITY, count(10 ** 9))).toBe(false);
    expect(await choosesCoreGrid(0, count(0))).toBe(true);
    expect(asked).toBe(0);
    expect(await choosesCoreGrid(10_000, count(9_999))).toBe(false);
    expect(await choosesCoreGrid(10_000, count(10_000))).toBe(true);
    expect(asked).toBe(2);
  });
});

describe('CatalogStore in the core mode', () => {
  it('never loads the drafts of a connection the core holds', async () => {
    const { store, loads } = storeChoosing((profileId) => Promise.resolve(profileId === 'big'));
    await store.open('big');
    expect(loads).toEqual([]);
    expect(store.getSnapshot()).toMatchObject({ profileId: 'big', status: 'core' });
    expect(store.getSnapshot().data.products).toHaveLength(0);
    await store.open('small');
    expect(loads).toEqual(['small']);
    expect(store.getSnapshot()).toMatchObject({ profileId: 'small', status: 'ready' });
  });

  it('counts only once the first screenful settled: the count does not go before the view', async () => {
    const counted: string[] = [];
    const { store, loads } = storeChoosing((profileId) => {
      counted.push(profileId);
      return Promise.resolve(true);
    });
    let settle: () => void = () => undefined;
    const firstScreen = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const opened = store.open('big', firstScreen);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(counted).toEqual([]);
    expect(store.getSnapshot().status).toBe('loading');
    settle();
    await opened;
    expect(counted).toEqual(['big']);
    expect(loads).toEqual([]);
    expect(store.getSnapshot()).toMatchObject({ profileId: 'big', status: 'core' });
  });

  it('loads the drafts when the count fails, and drops a choice another connection overtook', async () => {
    let answer: (core: boolean) => void = () => undefined;
    const { store, loads } = storeChoosing((profileId) =>
      profileId === 'broken'
        ? Promise.reject(new Error('no count'))
        : new Promise<boolean>((resolve) => {
            answer = resolve;
          }),
    );
    await store.open('broken');
    expect(store.getSnapshot().status).toBe('ready');
    const slow = store.open('slow');
    await store.open('broken');
    answer(true);
    await slow;
    expect(store.getSnapshot()).toMatchObject({ profileId: 'broken', status: 'ready' });
    expect(loads).toEqual(['broken', 'broken']);
  });

  it('tells the grids to read anew when the core changed or restarted, and never loads', async () => {
    const discarded: string[] = [];
    const loads: string[] = [];
    const store = new CatalogStore({
      load: (profileId) => {
        loads.push(profileId);
        return Promise.resolve(drafts);
      },
      save: () => Promise.resolve(),
      discard: (profileId) => {
        discarded.push(profileId);
        return Promise.resolve();
      },
      coreMode: () => Promise.resolve(true),
    });
    await store.open('big');
    expect(store.getSnapshot().coreEpoch).toBe(0);
    await store.reload('big'); // an import took rows out
    expect(store.getSnapshot().coreEpoch).toBe(1);
    await store.reload('other'); // not this connection's
    expect(store.getSnapshot().coreEpoch).toBe(1);
    await store.retryLoad(); // the core is back after a restart
    expect(store.getSnapshot().coreEpoch).toBe(2);
    await store.discardAll();
    expect(discarded).toEqual(['big']);
    expect(store.getSnapshot()).toMatchObject({ status: 'core', coreEpoch: 3 });
    expect(loads).toEqual([]);
  });
});
