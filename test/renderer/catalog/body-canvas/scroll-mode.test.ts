import { describe, expect, it } from 'vitest';
import {
  CONTINUING_MS,
  onScroll,
  REST_MS,
  rested,
  RESTING,
  SMALL_STEP_ROWS,
} from '../../../../renderer/src/catalog/body-canvas/scroll-mode.ts';
import {
  drawnRows,
  OVERSCAN,
  slotRows,
} from '../../../../renderer/src/catalog/body-canvas/drawn-rows.ts';

// When the body is drawn on its canvas and when by its elements (scroll-mode.ts), and which rows
// the elements draw (drawn-rows.ts).

describe('the body scroll mode', () => {
  it('a lone step that moves the rows goes to the elements at once; one within the rows drawn, nowhere', () => {
    expect(onScroll(RESTING, 1000, 35)).toEqual({
      mode: { canvas: false, lastAt: 1000 },
      draw: 'elements',
    });
    expect(onScroll(RESTING, 1000, 0).draw).toBe('none');
    const later = onScroll({ canvas: false, lastAt: 1000 }, 1000 + CONTINUING_MS, 35);
    expect(later.draw).toBe('elements');
  });

  it('a scroll that goes on draws on the canvas until it rests', () => {
    const first = onScroll(RESTING, 1000, 35).mode;
    const second = onScroll(first, 1016, 35);
    expect(second).toEqual({ mode: { canvas: true, lastAt: 1016 }, draw: 'canvas' });
    // Once drawing, every event draws there, even one that moves no row (a sideways scroll).
    const third = onScroll(second.mode, 1032, 0);
    expect(third.draw).toBe('canvas');
    expect(rested(third.mode, 1032 + REST_MS - 1)).toBe(false);
    expect(rested(third.mode, 1032 + REST_MS)).toBe(true);
    expect(rested(first, 1032 + REST_MS)).toBe(false);
  });

  it('small steps go to the elements however soon they follow each other (a held arrow key)', () => {
    let mode = RESTING;
    for (let k = 0; k < 20; k += 1) {
      const step = onScroll(mode, 1000 + 30 * k, k % 2 === 0 ? 1 : -SMALL_STEP_ROWS);
      expect(step.draw).toBe('elements');
      ({ mode } = step);
    }
    // A bigger step within the same scroll draws on the canvas.
    expect(onScroll(mode, 1000 + 30 * 20, SMALL_STEP_ROWS + 1).draw).toBe('canvas');
    expect(onScroll(mode, 1000 + 30 * 20, -(SMALL_STEP_ROWS + 1)).draw).toBe('canvas');
  });

  it('while a mouse drag holds the cells, every scroll goes to the elements', () => {
    const first = onScroll(RESTING, 1000, 35, true);
    expect(first).toEqual({ mode: { canvas: false, lastAt: 1000 }, draw: 'elements' });
    const second = onScroll(first.mode, 1016, 35, true);
    expect(second).toEqual({ mode: { canvas: false, lastAt: 1016 }, draw: 'elements' });
    expect(onScroll(second.mode, 1032, 0, true).draw).toBe('none');
    // Let go: the next step within the scroll draws on the canvas again.
    expect(onScroll(second.mode, 1032, 35).draw).toBe('canvas');
  });
});

describe('the rows the elements draw', () => {
  it('at the top, the rows in view and a margin below', () => {
    const pool = { size: 0 };
    expect(drawnRows(0, 9, 100, pool)).toEqual(Array.from({ length: 10 + OVERSCAN }, (_, k) => k));
    expect(pool.size).toBe(9 + 2 + 2 * OVERSCAN);
  });

  it('below the top, the whole pool: each row in slot row % pool, the pool kept', () => {
    const pool = { size: 0 };
    drawnRows(0, 9, 1000, pool);
    const size = pool.size;
    const rows = drawnRows(500, 509, 1000, pool);
    expect(rows).toHaveLength(size);
    expect(rows[0]).toBe(500 - OVERSCAN);
    expect(new Set(rows.map((r) => r % size)).size).toBe(size);
    // Fewer rows in view (a smaller window) keep the pool's size.
    expect(drawnRows(500, 503, 1000, pool)).toHaveLength(size);
    // At the end the pool ends at the last row.
    expect(drawnRows(995, 999, 1000, pool).at(-1)).toBe(999);
    expect(drawnRows(0, -1, 0, pool)).toEqual([]);
  });
});

describe('the slots catching up with a scroll', () => {
  const drawn = (from: number, size: number) => Array.from({ length: size }, (_, k) => from + k);
  const bySlot = (rows: readonly number[]) => {
    const out = new Array<number>(rows.length);
    for (const r of rows) out[r % rows.length] = r;
    return out;
  };

  it('moves only `budget` slots a render, the rows in view first, then the margin above', () => {
    const before = bySlot(drawn(100, 20));
    const target = drawn(500, 20);
    const first = slotRows(target, 504, before, 6, 10_000);
    expect(first.remaining).toBe(14);
    const moved = first.rows.filter((r) => r >= 500);
    expect(moved.sort((a, b) => a - b)).toEqual([504, 505, 506, 507, 508, 509]);
    // The others draw what they drew.
    for (const [slot, r] of first.rows.entries()) if (r < 500) expect(r).toBe(before[slot]);
    const second = slotRows(target, 504, first.rows, 10, 10_000);
    expect(second.remaining).toBe(4);
    const third = slotRows(target, 504, second.rows, 10, 10_000);
    expect(third.remaining).toBe(0);
    expect(third.rows).toEqual(bySlot(target));
    // The margin above the rows in view came last.
    expect(second.rows.filter((r) => r < 500)).toHaveLength(4);
    expect(third.rows.filter((r) => r >= 500 && r < 504)).toHaveLength(4);
  });

  it('slots already on their row cost nothing; every slot moves with no budget or a new pool', () => {
    const before = bySlot(drawn(100, 20));
    // A scroll of 5 rows: 15 slots keep their rows, 5 move.
    expect(slotRows(drawn(105, 20), 109, before, 5, 10_000)).toEqual({
      rows: bySlot(drawn(105, 20)),
      remaining: 0,
    });
    expect(slotRows(drawn(500, 20), 504, before, Number.POSITIVE_INFINITY, 10_000)).toEqual({
      rows: bySlot(drawn(500, 20)),
      remaining: 0,
    });
    expect(slotRows(drawn(500, 22), 504, before, 1, 10_000).remaining).toBe(0);
  });

  it('a slot whose row is gone (the grid shrank) moves at once', () => {
    const before = bySlot(drawn(100, 20));
    const { rows, remaining } = slotRows(drawn(0, 20), 0, before, 0, 50);
    expect(remaining).toBe(0);
    expect(rows).toEqual(bySlot(drawn(0, 20)));
  });
});
