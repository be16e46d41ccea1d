import { describe, expect, it } from 'vitest';
import type { GridName } from '../../../../app/catalog/rows.ts';
import type { Problem } from '../../../../app/catalog/validation.ts';
import type { RowProblemsAnswer } from '../../../../app/catalog/problems-window.ts';
import {
  ROW_PROBLEMS_HELD,
  RowProblemsCache,
} from '../../../../renderer/src/catalog/window/row-problems-cache.ts';

// The window rows' problems held in the page (core mode): asked in batches after the render
// that drew the rows, asked again when the catalog's version moves, and kept as the same array
// when an answer says the same.

const problem = (id: string, value: string, version = 1): Problem => ({
  grid: 'products',
  id,
  field: 'brand_code',
  sku: -1,
  severity: 'error',
  code: 'unknown_brand',
  value: `${value}@${String(version)}`,
});

/** A core whose rows p<n> have a problem when n is odd, worded by the version. */
function fakeCore() {
  const asked: { grid: GridName; ids: string[] }[] = [];
  let version = 1;
  let fail = false;
  const ask = (grid: GridName, ids: string[]): Promise<RowProblemsAnswer> => {
    asked.push({ grid, ids });
    if (fail) return Promise.reject(new Error('core gone'));
    const rows = ids
      .filter((id) => Number(id.slice(1)) % 2 === 1)
      .map((id) => ({ id, problems: [problem(id, 'XX', id === 'p1' ? version : 1)] }));
    return Promise.resolve({ version, rows });
  };
  return {
    asked,
    ask,
    move: () => {
      version += 1;
      return version;
    },
    failing: (on: boolean) => {
      fail = on;
    },
  };
}

/** Runs the scheduled batch and lets the answers arrive. */
async function settle(runs: (() => void)[]): Promise<void> {
  while (runs.length > 0) runs.shift()?.();
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('RowProblemsCache', () => {
  it('asks once per grid for the rows drawn in a render, then answers from what it holds', async () => {
    const core = fakeCore();
    const runs: (() => void)[] = [];
    const cache = new RowProblemsCache(core.ask, (run) => runs.push(run));
    let told = 0;
    cache.subscribe(() => (told += 1));
    expect(cache.get('products', 'p1')).toEqual([]);
    cache.get('products', 'p2');
    cache.get('brands', 'b1');
    cache.get('products', 'p1');
    expect(runs).toHaveLength(1);
    await settle(runs);
    expect(core.asked).toEqual([
      { grid: 'brands', ids: ['b1'] },
      { grid: 'products', ids: ['p1', 'p2'] },
    ]);
    expect(told).toBeGreaterThan(0);
    expect(cache.get('products', 'p1')).toEqual([problem('p1', 'XX')]);
    expect(cache.get('products', 'p2')).toEqual([]);
    expect(runs).toHaveLength(0);
    expect(core.asked).toHaveLength(2);
  });

  it('asks again when the version moves, keeping the same array for the same problems', async () => {
    const core = fakeCore();
    const runs: (() => void)[] = [];
    const cache = new RowProblemsCache(core.ask, (run) => runs.push(run));
    cache.get('products', 'p1');
    cache.get('products', 'p3');
    await settle(runs);
    const p1 = cache.get('products', 'p1');
    const p3 = cache.get('products', 'p3');
    const before = cache.snapshot;
    cache.setVersion(core.move());
    expect(cache.snapshot).toBeGreaterThan(before);
    // Until the answer, the rows show what they had.
    expect(cache.get('products', 'p1')).toBe(p1);
    cache.get('products', 'p3');
    await settle(runs);
    expect(core.asked.at(-1)).toEqual({ grid: 'products', ids: ['p1', 'p3'] });
    expect(cache.get('products', 'p1')).toEqual([problem('p1', 'XX', 2)]);
    expect(cache.get('products', 'p3')).toBe(p3);
    // An older version said later changes nothing.
    cache.setVersion(1);
    expect(runs).toHaveLength(0);
  });

  it('holds the problems sent with a block, so its rows need no call of their own', async () => {
    const core = fakeCore();
    const runs: (() => void)[] = [];
    const cache = new RowProblemsCache(core.ask, (run) => runs.push(run));
    let told = 0;
    cache.subscribe(() => (told += 1));
    cache.prime('products', ['p1', 'p2'], {
      version: 1,
      rows: [{ id: 'p1', problems: [problem('p1', 'XX')] }],
    });
    // The first version known is told (rows held before are older now); the same again is not.
    expect(told).toBe(1);
    expect(cache.get('products', 'p1')).toEqual([problem('p1', 'XX')]);
    expect(cache.get('products', 'p2')).toEqual([]);
    expect(runs).toHaveLength(0);
    const p1 = cache.get('products', 'p1');
    cache.prime('products', ['p1'], {
      version: 1,
      rows: [{ id: 'p1', problems: [problem('p1', 'XX')] }],
    });
    expect(told).toBe(1);
    expect(cache.get('products', 'p1')).toBe(p1);
    // A block read before a newer answer does not take back that answer's problems.
    cache.prime('products', ['p2'], {
      version: 2,
      rows: [{ id: 'p2', problems: [problem('p2', 'YY', 2)] }],
    });
    cache.prime('products', ['p2'], { version: 1, rows: [] });
    expect(cache.get('products', 'p2')).toEqual([problem('p2', 'YY', 2)]);
    expect(told).toBe(2);
    // p1 was held at version 1, older than the version now: asked again when drawn.
    cache.get('products', 'p1');
    await settle(runs);
    expect(core.asked).toEqual([{ grid: 'products', ids: ['p1'] }]);
  });

  it('asks again after a failure only when drawn again', async () => {
    const core = fakeCore();
    const runs: (() => void)[] = [];
    const cache = new RowProblemsCache(core.ask, (run) => runs.push(run));
    core.failing(true);
    cache.get('products', 'p1');
    await settle(runs);
    expect(core.asked).toHaveLength(1);
    core.failing(false);
    cache.get('products', 'p1');
    await settle(runs);
    expect(core.asked).toHaveLength(2);
    expect(cache.get('products', 'p1')).toHaveLength(1);
  });

  it('asks in batches the core takes, holds a bounded number of rows, ignores answers once closed', async () => {
    const core = fakeCore();
    const runs: (() => void)[] = [];
    const cache = new RowProblemsCache(core.ask, (run) => runs.push(run));
    const ids = Array.from({ length: ROW_PROBLEMS_HELD + 10 }, (_, i) => `p${String(i)}`);
    for (const id of ids) cache.get('products', id);
    await settle(runs);
    expect(core.asked.map((a) => a.ids.length)).toEqual([2000, 2000, 1010]);
    // The first rows asked were forgotten: drawing one asks again.
    cache.get('products', 'p1');
    cache.get('products', `p${String(ROW_PROBLEMS_HELD + 9)}`);
    expect(runs).toHaveLength(1);
    cache.close();
    await settle(runs);
    // Closed before its batch ran: nothing more is asked.
    expect(core.asked).toHaveLength(3);
  });
});
