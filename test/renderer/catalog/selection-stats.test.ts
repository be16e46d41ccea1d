import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  averageOf,
  dataRange,
  NO_STATS,
  numberOf,
  planStats,
  StatsRun,
  type SelectionStats,
} from '../../../renderer/src/catalog/model/selection-stats.ts';
import type { Range } from '../../../renderer/src/catalog/model/selection.ts';

// The status bar's figures: which texts are numbers, the figures of a range, counted in slices
// that stop at a deadline, and a grown range counted only where it grew.

const grid = [
  ['38', 'KK', ''],
  ['40', ' 1,250 ', '-1.5'],
  ['４２', 'S', '0.1'],
  ['', '1E5', '0.2'],
];
const read = (r: number, c: number) => grid[r]?.[c] ?? '';

/** Counts a range all at once (a deadline never reached). */
function count(range: Range, previous: { range: Range; stats: SelectionStats } | null = null) {
  const plan = planStats(range, previous);
  const run = new StatsRun(plan.parts, plan.base, read);
  expect(run.step(Infinity, () => 0)).toBe(true);
  return run.stats;
}

describe('numbers in cells', () => {
  it('takes digits, signs, fractions, thousands commas and full-width digits; not codes', () => {
    expect(numberOf('38')).toBe(38);
    expect(numberOf(' -1.5 ')).toBe(-1.5);
    expect(numberOf('1,250')).toBe(1250);
    expect(numberOf('.5')).toBe(0.5);
    expect(numberOf('４２')).toBe(42);
    expect(numberOf('－３')).toBe(-3);
    for (const text of ['', 'S', '1E5', '12,34', '1.2.3', 'NaN', 'Infinity', '0x10', '--1']) {
      expect(numberOf(text)).toBeNull();
    }
  });
});

describe('the figures of a range', () => {
  it('counts the non-empty cells and sums, averages and bounds the numbers', () => {
    const all = count({ top: 0, left: 0, bottom: 3, right: 2 });
    expect(all.count).toBe(10);
    expect(all.numbers).toBe(7);
    expect(all.sum).toBeCloseTo(38 + 40 + 1250 - 1.5 + 42 + 0.1 + 0.2, 10);
    expect(all.min).toBe(-1.5);
    expect(all.max).toBe(1250);
    const text = count({ top: 2, left: 1, bottom: 3, right: 1 });
    expect(text).toMatchObject({ count: 2, numbers: 0 });
    expect(averageOf(text)).toBeNull();
    expect(averageOf(count({ top: 0, left: 0, bottom: 1, right: 0 }))).toBe(39);
  });

  it('keeps a long sum of decimals exact where plain addition drifts', () => {
    const column = { top: 0, left: 0, bottom: 99_999, right: 0 };
    const tenths = new StatsRun([column], NO_STATS, () => '0.1');
    tenths.step(Infinity, () => 0);
    expect(tenths.stats.sum).toBe(10_000);
  });

  it('leaves the new-row line out', () => {
    expect(dataRange({ top: 2, left: 0, bottom: 9, right: 1 }, 4)).toEqual({
      top: 2,
      left: 0,
      bottom: 3,
      right: 1,
    });
  });

  it('stops at the deadline and goes on where it stopped, to the same figures', () => {
    const big = { top: 0, left: 0, bottom: 49_999, right: 1 };
    const cells = (r: number, c: number) => (c === 0 ? String(r % 97) : r % 5 === 0 ? '' : 'x');
    const whole = new StatsRun([big], planStats(big, null).base, cells);
    whole.step(Infinity, () => 0);
    // A clock that passes the deadline at every look: each step reads one chunk.
    let clock = 0;
    const sliced = new StatsRun([big], planStats(big, null).base, cells);
    let steps = 0;
    while (!sliced.step(clock + 1, () => (clock += 2))) steps += 1;
    expect(steps).toBeGreaterThan(10);
    expect(sliced.stats).toEqual(whole.stats);
  });
});

describe('a grown range', () => {
  const rangeArb = fc
    .record({
      top: fc.integer({ min: 0, max: 3 }),
      left: fc.integer({ min: 0, max: 2 }),
      height: fc.integer({ min: 1, max: 4 }),
      width: fc.integer({ min: 1, max: 3 }),
    })
    .map(({ top, left, height, width }) => ({
      top,
      left,
      bottom: Math.min(3, top + height - 1),
      right: Math.min(2, left + width - 1),
    }));

  it('reads only the strips it gained, and comes to the figures of a count from scratch', () => {
    fc.assert(
      fc.property(rangeArb, rangeArb, (before, after) => {
        const previous = { range: before, stats: count(before) };
        const fresh = count(after);
        const reused = count(after, previous);
        expect(reused.count).toBe(fresh.count);
        expect(reused.numbers).toBe(fresh.numbers);
        expect(reused.sum).toBeCloseTo(fresh.sum, 9);
        expect(reused.min).toBe(fresh.min);
        expect(reused.max).toBe(fresh.max);
      }),
    );
  });

  it('plans only the gained rows for Shift+Down and counts everything for a shrunk range', () => {
    const column = { top: 0, left: 1, bottom: 199_999, right: 1 };
    const stats = count({ top: 0, left: 0, bottom: 0, right: 0 });
    const grown = planStats({ ...column, bottom: 200_000 }, { range: column, stats });
    expect(grown).toEqual({ base: stats, parts: [{ ...column, top: 200_000, bottom: 200_000 }] });
    const shrunk = planStats({ ...column, bottom: 199_998 }, { range: column, stats });
    expect(shrunk.parts).toEqual([{ ...column, bottom: 199_998 }]);
  });
});
