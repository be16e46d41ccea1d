import { beforeEach, describe, expect, it } from 'vitest';
import { active, cellEl, clickCell, open, profileOf, text } from '../support/catalog-editor.tsx';
import { gridScroller, numberedProducts } from '../support/numbered-products.ts';

// The grid's body drawn on a canvas while a scroll goes on (body-canvas/): the rows' elements wait
// and catch up when the scroll rests; a click on the canvas mid-scroll selects the cell under the
// pointer. Real components in Chromium over the stand-in bridge.

const PRODUCTS = 400;
const ROW_HEIGHT = 26;
/** Conditions waited on, sized for a loaded 2-core machine. */
const WAIT = { timeout: 30_000 };

const drafts = numberedProducts(PRODUCTS);

beforeEach(() => {
  document.body.innerHTML = '';
});

const scroller = gridScroller;
const canvas = () => {
  const el = document.querySelector<HTMLCanvasElement>('.grid-body-canvas');
  if (el === null) throw new Error('no body canvas');
  return el;
};
const drawing = () => canvas().style.visibility === 'visible';
/** The view rows the elements draw. */
const rowsDrawn = () =>
  [...document.querySelectorAll('.grid-row:not(.new-row)')].map(
    (el) => Number(el.getAttribute('aria-rowindex')) - 2,
  );

/**
 * Scrolls down `step` px a frame for `frames` frames (a scroll that goes on), in the page;
 * `second` is called after the second step (the first goes to the elements, a lone step).
 */
function scrollOn(step: number, frames: number, second?: () => void): Promise<void> {
  return new Promise((resolve) => {
    let n = 0;
    const tick = () => {
      if (n === 2) second?.();
      scroller().scrollTop += step;
      n += 1;
      if (n < frames) requestAnimationFrame(tick);
      else
        requestAnimationFrame(() => {
          resolve();
        });
    };
    requestAnimationFrame(tick);
  });
}

/** Pixels of the canvas unlike its first pixel (the grid's background): something is drawn. */
function drawnPixels(): number {
  const board = canvas();
  const ctx = board.getContext('2d');
  if (ctx === null) return 0;
  const { data } = ctx.getImageData(0, 0, board.width, board.height);
  let differ = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) differ += 1;
  }
  return differ;
}

describe('the grid body’s canvas', () => {
  it('draws a scroll that goes on, the elements untouched until it rests, then theirs again', async () => {
    await open('products', profileOf(), undefined, () => drafts);
    await expect.poll(() => text(1, 1), WAIT).toBe('P-000');
    expect(drawing()).toBe(false);
    expect(canvas().getBoundingClientRect().height).toBe(0);
    const room = scroller().scrollHeight;
    const before = rowsDrawn();
    let atSecond: number[] = [];

    await scrollOn(ROW_HEIGHT * 5, 12, () => {
      atSecond = rowsDrawn();
    });
    // The first step moved the elements (a lone step, as a key press past the edge moves them).
    expect(atSecond).not.toEqual(before);
    // Drawing: over the scroller's inside below the header row; the elements still the top's.
    expect(drawing()).toBe(true);
    const inside = scroller();
    const rect = canvas().getBoundingClientRect();
    expect(rect.width).toBe(inside.clientWidth);
    expect(rect.height).toBe(inside.clientHeight - ROW_HEIGHT);
    expect(rect.top).toBeCloseTo(inside.getBoundingClientRect().top + 1 + ROW_HEIGHT, 0);
    expect(drawnPixels()).toBeGreaterThan(1000);
    expect(rowsDrawn()).toEqual(atSecond);
    // It takes no room: the grid scrolls as far as before.
    expect(inside.scrollHeight).toBe(room);

    // At rest: the canvas hidden (still taking no room), the elements drawing the rows in view.
    await expect.poll(drawing, WAIT).toBe(false);
    expect(canvas().style.visibility).toBe('hidden');
    expect(inside.scrollHeight).toBe(room);
    const first = Math.floor(inside.scrollTop / ROW_HEIGHT);
    expect(first).toBe(60);
    expect(rowsDrawn()).toContain(first);
    expect(text(first + 1, 1)).toBe('P-060');
    expect(text(first + 10, 2)).toBe('Shirt 69');
  });

  it('at rest the elements catch up a few rows a frame behind the canvas, then it hides', async () => {
    await open('products', profileOf(), undefined, () => drafts);
    await expect.poll(() => text(1, 1), WAIT).toBe('P-000');
    await scrollOn(ROW_HEIGHT * 8, 12);
    expect(drawing()).toBe(true);
    // Each frame until the canvas hides: the rows the elements draw.
    const frames: { drawing: boolean; rows: number[] }[] = [];
    await new Promise<void>((resolve) => {
      const started = performance.now();
      const look = () => {
        frames.push({ drawing: drawing(), rows: rowsDrawn() });
        if (!drawing() || performance.now() - started > WAIT.timeout) resolve();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    expect(frames.at(-1)?.drawing).toBe(false);
    const final = new Set(frames.at(-1)?.rows);
    const first = Math.floor(scroller().scrollTop / ROW_HEIGHT);
    expect(final.has(first)).toBe(true);
    // Of the rows drawn at the end, how many each frame drew: a few more a frame, never fewer.
    const counts = frames.map((f) => f.rows.filter((r) => final.has(r)).length);
    const partial = frames.filter(
      (f, k) => f.drawing && counts[k] !== 0 && counts[k] !== final.size,
    );
    expect(partial.length, JSON.stringify(counts)).toBeGreaterThanOrEqual(1);
    expect([...counts].sort((a, b) => a - b)).toEqual(counts);
    // Hidden only once the elements draw every one of them.
    expect(counts.at(-1)).toBe(final.size);
    expect(counts.at(-2)).toBeLessThan(final.size);
    expect(text(first + 1, 1)).toBe(`P-${String(first).padStart(3, '0')}`);
  });

  it('while a mouse drag selects cells, a scroll goes to the elements and the selection follows', async () => {
    await open('products', profileOf(), undefined, () => drafts);
    await expect.poll(() => text(1, 1), WAIT).toBe('P-000');
    const start = cellEl(2, 2);
    if (start === null) throw new Error('no cell 2,2');
    start.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0, buttons: 1 }));
    let drewOnCanvas = false;
    await scrollOn(ROW_HEIGHT * 3, 10, () => {
      drewOnCanvas ||= drawing();
    });
    drewOnCanvas ||= drawing();
    expect(drewOnCanvas).toBe(false);
    // The elements follow the scroll: the pointer over row 35's name extends the selection.
    const first = Math.floor(scroller().scrollTop / ROW_HEIGHT);
    expect(first).toBe(30);
    await expect.poll(() => cellEl(36, 2) !== null, WAIT).toBe(true);
    cellEl(36, 2)?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, buttons: 1 }));
    window.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, button: 0 }));
    await expect.poll(() => cellEl(36, 2)?.getAttribute('aria-selected'), WAIT).toBe('true');
    expect(cellEl(35, 2)?.getAttribute('aria-selected')).toBe('true');
    expect(cellEl(36, 3)?.getAttribute('aria-selected')).toBe('false');
    // Let go: a scroll that goes on draws on the canvas again.
    await scrollOn(ROW_HEIGHT * 6, 6);
    expect(drawing()).toBe(true);
  });

  it('a click on the canvas while it draws selects the cell under the pointer', async () => {
    await open('products', profileOf(), undefined, () => drafts);
    await expect.poll(() => text(1, 1), WAIT).toBe('P-000');
    await clickCell(2, 2);
    expect(active()).toBe('2,2');

    await scrollOn(ROW_HEIGHT * 10, 10);
    expect(drawing()).toBe(true);
    // Row 104 (view row 103) is the 4th row below the header; the name column's middle.
    const inside = scroller();
    const top = inside.getBoundingClientRect().top + 1 + ROW_HEIGHT;
    const head = document.querySelector('[role=columnheader][aria-colindex="2"]');
    if (head === null) throw new Error('no name column header');
    const column = head.getBoundingClientRect();
    const y = top + 103 * ROW_HEIGHT - inside.scrollTop + ROW_HEIGHT / 2;
    const x = column.left + column.width / 2;
    canvas().dispatchEvent(
      new MouseEvent('mousedown', { bubbles: true, button: 0, clientX: x, clientY: y }),
    );
    window.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, button: 0 }));
    expect(drawing()).toBe(false);
    await expect.poll(active, WAIT).toBe('104,2');
    expect(text(104, 2)).toBe('Shirt 103');
  });
});
