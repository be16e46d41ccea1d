import { describe, expect, it } from 'vitest';
import { fillWidth } from '../../../renderer/src/catalog/model/grid-fill.ts';
import { KEY_HELP, keysText } from '../../../renderer/src/catalog/model/key-help.ts';
import {
  clampPaneHeight,
  draggedHeight,
  paneOpen,
} from '../../../renderer/src/catalog/model/pane-size.ts';
import {
  scrollToShow,
  type Scrolled,
} from '../../../renderer/src/catalog/model/scroll-into-view.ts';

// The grid's layout arithmetic: scrolling a cell wholly into view under the sticky header, the
// spare width to the name column, the problem pane's height and fold, the keys' help text.

const ROW = 26;
/** A 260 px tall, 600 px wide view (scroll bars left out) under a 26 px header, 56 px row numbers. */
const view = (scrollTop: number, scrollLeft = 0): Scrolled => ({
  scrollTop,
  scrollLeft,
  height: 260,
  width: 600,
  stickyTop: ROW,
  stickyLeft: 56,
});
/** Row r's cell in column box [left, left + width): rows start below the header row. */
const cell = (r: number, left = 56, width = 150) => ({
  top: (r + 1) * ROW,
  height: ROW,
  left,
  width,
});

describe('scrolling a cell into view', () => {
  it('a row below the view comes up until its bottom edge is the view’s, not half under it', () => {
    const to = scrollToShow(cell(2089), view(0));
    // Its bottom at the view's bottom: (2089 + 2) * 26 - 260.
    expect(to.scrollTop).toBe(2091 * ROW - 260);
    const shown = cell(2089);
    expect(shown.top + shown.height).toBeLessThanOrEqual(to.scrollTop + 260);
    expect(shown.top).toBeGreaterThanOrEqual(to.scrollTop + ROW);
  });

  it('a row above the view, or under the sticky header, goes just below the header', () => {
    expect(scrollToShow(cell(10), view(2000)).scrollTop).toBe(10 * ROW);
    // Row 10 starts at 286; at scrollTop 270 its top is under the header (270 + 26 = 296).
    expect(scrollToShow(cell(10), view(270)).scrollTop).toBe(10 * ROW);
  });

  it('a row wholly in view does not move the view', () => {
    expect(scrollToShow(cell(5), view(0))).toEqual({ scrollTop: 0, scrollLeft: 0 });
    expect(scrollToShow(cell(8), view(0)).scrollTop).toBe(0); // bottom 234 + 26 = 260: fits
    expect(scrollToShow(cell(9), view(0)).scrollTop).toBe(ROW); // bottom 286: one row down
  });

  it('sideways: right of the row numbers, and left of the right edge', () => {
    expect(scrollToShow(cell(0, 900, 200), view(0)).scrollLeft).toBe(1100 - 600);
    expect(scrollToShow(cell(0, 206, 150), view(0, 400)).scrollLeft).toBe(206 - 56);
    // Wider than the view: its start shows.
    expect(scrollToShow(cell(0, 700, 900), view(0)).scrollLeft).toBe(700 - 56);
  });
});

describe('the spare width', () => {
  const columns = [
    { key: 'product_code', label: 'Product code', width: 150, index: 0, frozen: true, left: 56 },
    { key: 'name', label: 'Name', width: 320, index: 1, frozen: false, left: 206 },
    { key: 'brand_code', label: 'Brand code', width: 120, index: 2, frozen: false, left: 526 },
  ];

  it('goes to the name column so the columns meet the right edge', () => {
    const filled = fillWidth(columns, 1000);
    expect(filled.map((c) => c.width)).toEqual([150, 320 + 410, 120]);
    expect(filled.reduce((sum, c) => sum + c.width, 0)).toBe(1000);
    // The column after the name moves right with its width; the ones before stay.
    expect(filled.map((c) => c.left)).toEqual([56, 206, 526 + 410]);
  });

  it('leaves the columns as they are (the same array) when there is none', () => {
    expect(fillWidth(columns, 500)).toBe(columns);
    const noName = columns.filter((c) => c.key !== 'name');
    expect(fillWidth(noName, 2000)).toBe(noName);
  });
});

describe('the problem pane', () => {
  const limits = { min: 52, max: 400 };

  it('a drag up makes the list taller, down shorter, within its bounds', () => {
    expect(draggedHeight(160, 500, 440, limits)).toBe(220);
    expect(draggedHeight(160, 500, 560, limits)).toBe(100);
    expect(draggedHeight(160, 500, 0, limits)).toBe(400);
    expect(draggedHeight(160, 500, 800, limits)).toBe(52);
    // A window with no room to give: the least height, not a negative one.
    expect(clampPaneHeight(300, { min: 52, max: 10 })).toBe(52);
  });

  it('opens as the user left it; never chosen, by the window’s height', () => {
    expect(paneOpen(null, 800)).toBe(true);
    expect(paneOpen(null, 600)).toBe(false);
    expect(paneOpen(false, 1080)).toBe(false);
    expect(paneOpen(true, 600)).toBe(true);
  });
});

describe('the keys help', () => {
  const named = (id: string) => `<${id}>`;

  it('reads Ctrl as ⌘ on a Mac, except Ctrl+Space', () => {
    const row = (id: string) => KEY_HELP.find((r) => r.id === id) ?? KEY_HELP[0];
    const clipboard = row('clipboard');
    const columns = row('selectColumns');
    if (clipboard === undefined || columns === undefined) throw new Error('missing rows');
    expect(keysText(clipboard, false, named)).toBe('Ctrl+C / Ctrl+X / Ctrl+V');
    expect(keysText(clipboard, true, named)).toBe('⌘C / ⌘X / ⌘V');
    expect(keysText(columns, true, named)).toBe('Ctrl+Space');
  });

  it('names the keys said in words through the text, and lists each row once', () => {
    const row = KEY_HELP.find((r) => r.id === 'rowNumber');
    if (row === undefined) throw new Error('missing row');
    expect(keysText(row, false, named)).toBe('<rowNumber>');
    expect(new Set(KEY_HELP.map((r) => r.id)).size).toBe(KEY_HELP.length);
  });
});
