import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { cellWhollyInView, seedProducts } from './support/grid-view.ts';
import { openInLook } from './support/layout.ts';

// The grid selecting and showing as Excel does, as a user works it, in English and Japanese:
// row numbers clicked and two rows removed (asked first, one undo step, kept across a reload);
// a jump to a problem on row 2,090 and a find match far down land with the whole cell in view,
// below the sticky header, not half under the bottom edge.

const words = {
  en: { remove: 'Remove rows', ask: 'Remove 2 rows?', confirm: 'Remove 2 rows' },
  ja: { remove: '行を削除', ask: '2 行を削除しますか？', confirm: '2 行を削除' },
};

const grid = (page: Page) => page.getByRole('grid');
const cell = (page: Page, row: number, col: number) =>
  grid(page).locator(
    `[role=row][aria-rowindex="${String(row + 1)}"] [role=gridcell][aria-colindex="${String(col)}"]`,
  );
const rowNumber = (page: Page, row: number) =>
  grid(page).locator(`[role=row][aria-rowindex="${String(row + 1)}"] [role=rowheader]`);
/**
 * The product codes of the grid's rows of data, top to bottom (by aria-rowindex: the grid keeps
 * its drawn rows in slots, not in the rows' order).
 */
const codes = (page: Page) =>
  grid(page)
    .locator('.grid-row:not(.new-row)')
    .evaluateAll((rows) =>
      rows
        .sort(
          (a, b) =>
            Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')),
        )
        .map((row) => row.querySelector('[role=gridcell][aria-colindex="1"]')?.textContent ?? ''),
    );

for (const language of ['en', 'ja'] as const) {
  const w = words[language];

  test(`row numbers select rows; Remove rows removes the two selected, asking first (${language})`, async ({
    app,
    connect,
    page,
    standIn,
  }) => {
    test.setTimeout(180_000);
    await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
    await seedProducts(app.core, 8);
    await openInLook(page, app, { language, theme: 'light' }, '/catalog/products');
    await expect(cell(page, 8, 1)).toHaveText('LK-10007');

    // The active cell on row 1: the rows removed are the ones whose numbers were clicked.
    await cell(page, 1, 2).click();
    await rowNumber(page, 3).click();
    await rowNumber(page, 4).click({ modifiers: ['Shift'] });
    await expect(grid(page).locator('[role=gridcell][aria-selected=true]')).toHaveCount(8);
    await page.getByRole('button', { name: w.remove }).click();
    const dialog = page.getByRole('dialog', { name: w.ask });
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(dialog).toBeHidden();

    const left = ['LK-10000', 'LK-10001', 'LK-10004', 'LK-10005', 'LK-10006', 'LK-10007'];
    await expect.poll(() => codes(page)).toEqual(left);
    for (const [i, code] of left.entries()) {
      const n = Number(code.slice(3)) - 10000 + 1;
      await expect(cell(page, i + 1, 2)).toHaveText(`ウールコート Wool coat ${String(n)}`);
      await expect(cell(page, i + 1, 3)).toHaveText('LB');
      await expect(cell(page, i + 1, 4)).toHaveText('NV: S M');
    }

    // One undo step brings both back; redo removes them again, and the saved drafts keep that.
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => codes(page)).toHaveLength(8);
    await page.keyboard.press('ControlOrMeta+Y');
    await expect.poll(() => codes(page)).toEqual(left);
    await expect(page.locator('.save-state')).toHaveAttribute('data-state', 'saved');
    await page.reload();
    await expect(cell(page, 6, 1)).toHaveText('LK-10007');
    expect(await codes(page)).toEqual(left);
  });

  test(`a jump to a problem on row 2,090 and a find match show the whole cell (${language})`, async ({
    app,
    connect,
    page,
    standIn,
  }) => {
    test.setTimeout(180_000);
    await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
    await seedProducts(app.core, 3000, (i) => i === 2089);
    for (const size of [
      { width: 1280, height: 800 },
      { width: 800, height: 600 },
    ]) {
      await page.setViewportSize(size);
      await app.core.handlers['settings.update']({ problemPaneOpen: true }, {});
      await openInLook(page, app, { language, theme: 'light' }, '/catalog/products');
      await expect(cell(page, 1, 1)).toHaveText('LK-10000');

      const problem = page.locator('#problem-items').getByRole('button', { name: /LK-12089/ });
      await problem.click();
      const target = cell(page, 2090, 3);
      await expect(target).toHaveClass(/active/);
      await expect(target).toHaveText('ZZ');
      await expect.poll(() => cellWhollyInView(page, target)).toBe(true);

      // Find: the match on row 2,500 lands wholly in view too.
      await page.keyboard.press('ControlOrMeta+F');
      await page.keyboard.type('LK-12499');
      await page.keyboard.press('Enter');
      const match = cell(page, 2500, 1);
      await expect(match).toHaveClass(/active/);
      await expect.poll(() => cellWhollyInView(page, match)).toBe(true);
      await page.keyboard.press('Escape');

      // Back up to row 2,090's cell from below: it shows below the sticky header, not under it.
      await problem.click();
      await expect(target).toHaveClass(/active/);
      await expect.poll(() => cellWhollyInView(page, target)).toBe(true);
    }

    // Opened at a row, as a refused row's link from a send's results opens it: the same.
    // (A reload here would race the jump, which leaves the address without its ?row.)
    await page.goto(`${app.bridge.url}#/catalog/products?row=p2799&field=name`);
    const opened = cell(page, 2800, 2);
    await expect(opened).toHaveClass(/active/);
    await expect.poll(() => cellWhollyInView(page, opened)).toBe(true);
  });
}

test('the problem pane folds and resizes, and keeps both across a reload', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  test.setTimeout(180_000);
  await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
  await seedProducts(app.core, 400, (i) => i % 5 === 0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openInLook(page, app, { language: 'en', theme: 'light' }, '/catalog/products');
  const toggle = page.getByRole('button', { name: /Problems: 0 errors, 80 warnings/ });
  const list = page.locator('#problem-items');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const before = (await list.boundingBox())?.height ?? 0;

  // Dragged up by its top edge, the list grows by as much and the grid gives the room.
  const edge = page.getByRole('separator', { name: /Resize the problem list/ });
  const box = await edge.boundingBox();
  if (box === null) throw new Error('no pane edge');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 78, { steps: 4 });
  await page.mouse.up();
  await expect
    .poll(async () => (await list.boundingBox())?.height ?? 0)
    .toBeCloseTo(before + 78, 0);
  await expect
    .poll(async () => (await app.core.handlers['settings.get']({}, {})).problemPaneHeight)
    .toBe(Math.round(before + 78));

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toHaveCount(0);
  await expect
    .poll(async () => (await app.core.handlers['settings.get']({}, {})).problemPaneOpen)
    .toBe(false);

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect
    .poll(async () => (await list.boundingBox())?.height ?? 0)
    .toBeCloseTo(before + 78, 0);
  // The arrow keys on the edge step it a row at a time.
  await edge.focus();
  await page.keyboard.press('ArrowDown');
  await expect
    .poll(async () => (await list.boundingBox())?.height ?? 0)
    .toBeCloseTo(before + 52, 0);
});
