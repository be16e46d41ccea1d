import { describe, expect, it } from 'vitest';
import {
  CONTINUING_MS,
  onScroll,
  REST_MS,
  rested,
  RESTING,
} from '../../../../renderer/src/catalog/body-canvas/scroll-mode.ts';
import { drawnRows, OVERSCAN } from '../../../../renderer/src/catalog/body-canvas/drawn-rows.ts';

// When the body is drawn on its canvas and when by its elements (scroll-mode.ts), and which rows
// the elements draw (drawn-rows.ts).

describe('the body scroll mode', () => {
  it('a lone step that moves the rows goes to the elements at once; one within the rows drawn, nowhere', () => {
    expect(onScroll(RESTING, 1000, true)).toEqual({
      mode: { canvas: false, lastAt: 1000 },
      draw: 'elements',
    });
    expect(onScroll(RESTING, 1000, false).draw).toBe('none');
    const later = onScroll({ canvas: false, lastAt: 1000 }, 1000 + CONTINUING_MS, true);
    expect(later.draw).toBe('elements');
  });

  it('a scroll that goes on draws on the canvas until it rests', () => {
    const first = onScroll(RESTING, 1000, true).mode;
    const second = onScroll(first, 1016, true);
    expect(second).toEqual({ mode: { canvas: true, lastAt: 1016 }, draw: 'canvas' });
    // Once drawing, every event draws there, even one that moves no row (a sideways scroll).
    const third = onScroll(second.mode, 1032, false);
    expect(third.draw).toBe('canvas');
    expect(rested(third.mode, 1032 + REST_MS - 1)).toBe(false);
    expect(rested(third.mode, 1032 + REST_MS)).toBe(true);
    expect(rested(first, 1032 + REST_MS)).toBe(false);
  });

  it('while a mouse drag holds the cells, every scroll goes to the elements', () => {
    const first = onScroll(RESTING, 1000, true, true);
    expect(first).toEqual({ mode: { canvas: false, lastAt: 1000 }, draw: 'elements' });
    const second = onScroll(first.mode, 1016, true, true);
    expect(second).toEqual({ mode: { canvas: false, lastAt: 1016 }, draw: 'elements' });
    expect(onScroll(second.mode, 1032, false, true).draw).toBe('none');
    // Let go: the next step within the scroll draws on the canvas again.
    expect(onScroll(second.mode, 1032, true).draw).toBe('canvas');
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
