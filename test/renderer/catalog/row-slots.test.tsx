import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { active, clickCell, open, profileOf, text } from '../support/catalog-editor.tsx';
import { gridScroller, numberedProducts } from '../support/numbered-products.ts';

// The grid's rows drawn in a fixed pool of slots (body-canvas/drawn-rows.ts): a scroll gives the
// rows that leave their elements to the rows that come, and a row that stays drawn keeps its
// element and is not rendered again. Real components in Chromium over the stand-in bridge.

const PRODUCTS = 400;
const ROW_HEIGHT = 26;
/** Conditions waited on, sized for a loaded 2-core machine. */
const WAIT = { timeout: 30_000 };

const drafts = numberedProducts(PRODUCTS);

beforeEach(() => {
  document.body.innerHTML = '';
});

const scroller = gridScroller;
const rowEls = () => [...document.querySelectorAll<HTMLElement>('.grid-row:not(.new-row)')];
/** The drawn rows are these very elements (not equal copies). */
const sameElements = (slots: ReadonlySet<Element>) =>
  rowEls().length === slots.size && rowEls().every((el) => slots.has(el));
/** The 0-based draft row an element draws. */
const rowOf = (el: Element) => Number(el.getAttribute('aria-rowindex')) - 2;
/** Each drawn row's own data: its number, code, name and every cell's data-row. */
function rowsConsistent(): boolean {
  return rowEls().every((el) => {
    const r = rowOf(el);
    const cells = [...el.querySelectorAll('[role=gridcell]')];
    return (
      el.querySelector('[role=rowheader]')?.textContent === String(r + 1) &&
      cells[0]?.textContent === `P-${String(r).padStart(3, '0')}` &&
      cells[1]?.textContent === `Shirt ${String(r)}` &&
      cells.every((c) => c.getAttribute('data-row') === String(r))
    );
  });
}

/** The drawn rows whose elements change while `act` runs, by the draft row they draw after. */
async function rowsChangedBy(act: () => Promise<void>): Promise<number[]> {
  const changed = new Set<Element>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const row = target?.closest('.grid-row');
      if (row) changed.add(row);
    }
  });
  observer.observe(document.querySelector('[role=grid]') as Element, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  await act();
  // Anything React still had to write lands before the next frame is drawn.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  observer.disconnect();
  return [...changed].map(rowOf).sort((a, b) => a - b);
}

describe('the grid’s row slots', () => {
  it('reuses the drawn rows’ elements on a scroll and a jump, each showing its own row', async () => {
    await open('products', profileOf(), undefined, () => drafts);
    await expect.poll(() => text(1, 1), WAIT).toBe('P-000');
    const atTop = new Set(rowEls());

    // Down past the top: the whole pool, the top's rows among its elements.
    scroller().scrollTop = 20 * ROW_HEIGHT;
    await expect.poll(() => text(21, 1), WAIT).toBe('P-020');
    const slots = new Set(rowEls());
    expect(slots.size).toBeGreaterThan(10);
    expect([...atTop].filter((el) => !slots.has(el))).toEqual([]);
    expect(rowsConsistent()).toBe(true);

    // One row further: one slot changes, the rows that stay drawn are not touched.
    const changed = await rowsChangedBy(async () => {
      const last = Math.max(...rowEls().map(rowOf));
      scroller().scrollTop = 21 * ROW_HEIGHT;
      await expect.poll(() => Math.max(...rowEls().map(rowOf)), WAIT).toBe(last + 1);
    });
    expect(changed).toEqual([Math.max(...rowEls().map(rowOf))]);
    expect(sameElements(slots)).toBe(true);
    expect(rowsConsistent()).toBe(true);

    // A jump far down: the same elements, every one showing its new row.
    scroller().scrollTop = 300 * ROW_HEIGHT;
    await expect.poll(() => text(301, 1), WAIT).toBe('P-300');
    expect(sameElements(slots)).toBe(true);
    expect(rowsConsistent()).toBe(true);

    // Back to the top: its rows drawn by the pool's elements.
    scroller().scrollTop = 0;
    await expect.poll(() => text(1, 1), WAIT).toBe('P-000');
    expect(rowEls().filter((el) => !slots.has(el))).toEqual([]);
    expect(rowsConsistent()).toBe(true);
  });

  it('moves the selection by re-rendering only the rows it leaves and enters, before and after a scroll', async () => {
    await open('products', profileOf(), undefined, () => drafts);
    await expect.poll(() => text(1, 1), WAIT).toBe('P-000');
    await clickCell(3, 2);
    expect(active()).toBe('3,2');

    const moved = await rowsChangedBy(async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect.poll(active, WAIT).toBe('4,2');
    });
    expect(moved).toEqual([2, 3]);

    // Away and back: the selection is drawn on its own row only, whichever slot draws it.
    scroller().scrollTop = 250 * ROW_HEIGHT;
    await expect.poll(() => text(251, 1), WAIT).toBe('P-250');
    expect(document.querySelectorAll('.grid-cell.active')).toHaveLength(0);
    expect(document.querySelectorAll('[role=gridcell][aria-selected=true]')).toHaveLength(0);
    scroller().scrollTop = 0;
    await expect.poll(() => text(1, 1), WAIT).toBe('P-000');
    expect(active()).toBe('4,2');
    expect(document.querySelectorAll('.grid-cell.active')).toHaveLength(1);
    const selected = [...document.querySelectorAll('[role=gridcell][aria-selected=true]')];
    expect(selected.map((c) => c.getAttribute('data-row'))).toEqual(['3']);
    expect(rowsConsistent()).toBe(true);

    const after = await rowsChangedBy(async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect.poll(active, WAIT).toBe('5,2');
    });
    expect(after).toEqual([3, 4]);
  });
});
