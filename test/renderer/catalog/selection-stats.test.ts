import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  averageOf,
  dataRange,
  NO_STATS,
  numberOf,
  planStats,
  StatsRun,
  type ColumnReader,
  type CountedRange,
} from '../../../renderer/src/catalog/model/selection-stats.ts';
import type { Range } from '../../../renderer/src/catalog/model/selection.ts';
import { runInSlices } from '../../../renderer/src/catalog/model/time-slices.ts';

// The status bar's figures: which texts are numbers, the figures of a range with sums exact in
// decimals, counted a column at a time in slices that stop at a deadline and can be cancelled,
// and a grown range counted only where it grew.

const grid = [
  ['38', 'KK', ''],
  ['40', ' 1,250 ', '-1.5'],
  ['４２', 'S', '0.1'],
  ['', '1E5', '0.2'],
];
const read: ColumnReader = (c) => (r) => grid[r]?.[c] ?? '';

/** A column reader giving every cell of every column the same text. */
const every =
  (text: string): ColumnReader =>
  () =>
  () =>
    text;

/** Counts a range all at once (a deadline never reached). */
function count(range: Range, previous: CountedRange | null = null) {
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
    for (const text of [
      '.',
      '-',
      '+',
      ',5',
      '1234,567',
      '1,2345',
      '1,,250',
      '1 2',
      '綿 40',
      '４０x',
    ]) {
      expect(numberOf(text)).toBeNull();
    }
    expect(numberOf('1,250.75')).toBe(1250.75);
    expect(numberOf('1，250')).toBe(1250);
    expect(numberOf('\u300019.99 ')).toBe(19.99);
    expect(numberOf('1.')).toBe(1);
    expect(numberOf('+0.5')).toBe(0.5);
    expect(numberOf('007')).toBe(7);
  });

  it('reads any plain decimal text as Number() reads it', () => {
    const decimal = fc
      .tuple(
        fc.constantFrom('', '-', '+'),
        fc.stringMatching(/^\d{1,20}$/),
        fc.option(fc.stringMatching(/^\d{0,20}$/)),
      )
      .map(
        ([sign, whole, fraction]) => `${sign}${whole}${fraction === null ? '' : `.${fraction}`}`,
      );
    fc.assert(
      fc.property(decimal, (text) => {
        expect(numberOf(text)).toBe(Number(text));
      }),
    );
  });
});

describe('exact sums', () => {
  /** The sum of the texts, counted down one column. */
  const sumOf = (texts: readonly string[]) => {
    const run = new StatsRun(
      [{ top: 0, left: 0, bottom: texts.length - 1, right: 0 }],
      NO_STATS,
      () => (r) => texts[r] ?? '',
    );
    run.step(Infinity, () => 0);
    return run.stats.sum;
  };

  it('sums decimals as they are written, as Excel shows them', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumOf(['0.1', '0.2'])).toBe(0.3);
    expect(sumOf(['1.1', '2.2', '3.3'])).toBe(6.6);
    expect(sumOf(['19.99', '-19.99', '0.01'])).toBe(0.01);
    expect(sumOf(Array.from({ length: 450_000 }, () => '19.99'))).toBe(8_995_500);
    expect(sumOf(['1,250.5', '４２', ' -0.5 '])).toBe(1292);
  });

  it('stays exact past 2^53 in units of the smallest place', () => {
    // 10^12 + 0.01 (15 digits), a hundred thousand times: the sum in units of 0.01 passes
    // 2^53, where plain addition of the doubles drifts.
    const texts = Array.from({ length: 100_000 }, () => '1000000000000.01');
    let plain = 0;
    for (const text of texts) plain += Number(text);
    expect(plain).not.toBe(100_000_000_000_001_000);
    expect(sumOf(texts)).toBe(100_000_000_000_001_000);
    expect(sumOf(['99999999999999.9', '0.1', '-100000000000000'])).toBe(0);
  });

  it('sums numbers too long to be exact as doubles, with the exact ones', () => {
    expect(sumOf(['0.12345678901234567', '1.5', '0.25'])).toBe(
      Number('0.12345678901234567') + 1.75,
    );
    expect(sumOf(['12345678901234567890', '1'])).toBe(Number('12345678901234567891'));
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
    const tenths = new StatsRun([column], NO_STATS, every('0.1'));
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
    const cells: ColumnReader = (c) => (r) => (c === 0 ? String(r % 97) : r % 5 === 0 ? '' : 'x');
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

describe('slices and cancelling', () => {
  const tall = { top: 0, left: 0, bottom: 99_999, right: 2 };
  const cells: ColumnReader = (c) => (r) => (c === 1 ? '' : String((r * 7 + c) % 1000));

  it('reads a column through one reader, down its rows, never an object per cell', () => {
    const asked: number[] = [];
    const run = new StatsRun([tall], NO_STATS, (c) => {
      asked.push(c);
      return cells(c);
    });
    run.step(Infinity, () => 0);
    expect(asked).toEqual([0, 1, 2]);
    expect(run.read).toBe(300_000);
    expect(run.stats.count).toBe(200_000);
  });

  it('stops at the deadline within a chunk of cells, and a cancelled count reads no more', () => {
    let clock = 0;
    const run = new StatsRun([tall], NO_STATS, cells);
    expect(run.step(1, () => (clock += 2))).toBe(false);
    const first = run.read;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(5000);
    run.cancel();
    expect(run.step(Infinity, () => 0)).toBe(false);
    expect(run.read).toBe(first);
    expect(run.finished).toBe(false);
  });

  /** A scheduler turned by hand, with a clock each slice's work moves on. */
  function handScheduler() {
    const queue: (() => void)[] = [];
    const state = { clock: 0 };
    return {
      state,
      queue,
      scheduler: {
        now: () => state.clock,
        next: (slice: () => void) => {
          queue.push(slice);
          return () => {
            const at = queue.indexOf(slice);
            if (at >= 0) queue.splice(at, 1);
          };
        },
      },
      turn: () => {
        queue.shift()?.();
      },
    };
  }

  it('runs one slice per turn, each within its budget, to the figures of a count at once', () => {
    const hand = handScheduler();
    const run = new StatsRun([tall], NO_STATS, cells);
    const slices: [number, number][] = [];
    let finished = 0;
    runInSlices(
      {
        // Each look at the clock finds 1 ms more gone: 4 looks fill a 4 ms budget.
        step: (deadline) => run.step(deadline, () => (hand.state.clock += 1)),
        onSlice: (start, end) => slices.push([start, end]),
        onDone: () => (finished += 1),
      },
      4,
      hand.scheduler,
    );
    expect(run.read).toBe(0);
    let turns = 0;
    while (hand.queue.length > 0) {
      hand.turn();
      turns += 1;
      expect(hand.queue.length).toBeLessThanOrEqual(1);
    }
    expect(finished).toBe(1);
    expect(turns).toBe(slices.length);
    expect(turns).toBeGreaterThan(10);
    for (const [start, end] of slices) expect(end - start).toBeLessThanOrEqual(4);
    const whole = new StatsRun([tall], NO_STATS, cells);
    whole.step(Infinity, () => 0);
    expect(run.stats).toEqual(whole.stats);
  });

  it('cancelled between slices, it runs no further slice and never reports', () => {
    const hand = handScheduler();
    const run = new StatsRun([tall], NO_STATS, cells);
    let finished = 0;
    const cancel = runInSlices(
      {
        step: (deadline) => run.step(deadline, () => (hand.state.clock += 1)),
        onDone: () => (finished += 1),
      },
      4,
      hand.scheduler,
    );
    hand.turn();
    hand.turn();
    const read = run.read;
    expect(read).toBeGreaterThan(0);
    cancel();
    expect(hand.queue).toHaveLength(0);
    expect(run.read).toBe(read);
    expect(finished).toBe(0);
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
