import type { CDPSession } from '@playwright/test';
import { PREFIX } from '../../app/credentials.ts';
import { expect, test } from './support/fixtures.ts';
import { openSeededCore } from './support/core-mode.ts';
import { expectRowCells, gridCell } from './support/grid-view.ts';

// Core mode's edits (issue 28, step 4): the grid reads the core's window and every write goes to
// the core as an operation. Typed rows below the end, a block pasted from Excel, Ctrl+D,
// Ctrl+Enter, Delete, undo and redo across the product and per-SKU views, and edits refused
// among good ones; each cell read on screen and in the core's rows (catalog.window).

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PRODUCTS = 200;

/** A Japanese input method's composition, as Chromium gets it (catalog-ime.spec.ts): the
 * readings marked, then the conversion confirmed by an Enter sent while composing. */
async function compose(cdp: CDPSession, steps: readonly string[], final: string): Promise<void> {
  for (const text of [...steps, final]) {
    await cdp.send('Input.imeSetComposition', {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
  }
  const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 };
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...enter, text: '\r' });
  await cdp.send('Input.insertText', { text: final });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...enter });
}

const coat = (n: number) => `ウールコート Wool coat ${String(n)}`;

test('core mode: typing, paste, fill, Ctrl+Enter, Delete, undo and redo go to the core', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  test.setTimeout(240_000);
  const { cells: core } = await openSeededCore(
    { app, connect, standIn, page },
    'Core edits',
    PRODUCTS,
  );

  // A dozen rows typed below the end, Tab from cell to cell and Enter to the next row. The brand
  // is one the brands grid has not: Enter on a code the picker lists picks it and stays.
  // Ctrl+End goes to the new-row line below the last row; Home to its first cell.
  await gridCell(page, 1, 1).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Home');
  const typed = Array.from({ length: 12 }, (_, i) => [
    `NEW-${String(i)}`,
    `新しい Coat ${String(i)}`,
    'NB',
  ]);
  for (const [code, name, brand] of typed) {
    await page.keyboard.type(code ?? '');
    await page.keyboard.press('Tab');
    await page.keyboard.type(name ?? '');
    await page.keyboard.press('Tab');
    await page.keyboard.type(brand ?? '');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('tab', { name: /Products/ })).toContainText(
    `${String(PRODUCTS + 12)} rows`,
  );
  for (const [k, cells] of typed.entries()) await expectRowCells(page, PRODUCTS + 1 + k, cells);
  await expect
    .poll(async () => (await core('products', PRODUCTS, 12)).map((c) => c.slice(0, 3)))
    .toEqual(typed);

  // A 3 × 3 block pasted from Excel's clipboard over the first rows.
  await page.keyboard.press('ControlOrMeta+Home');
  await gridCell(page, 1, 1).click();
  await page.evaluate(() =>
    navigator.clipboard.writeText(
      'P-1\tPasted 1\tLB\r\nP-2\tPasted 2\tLB\r\nP-3\tPasted 3\tLB\r\n',
    ),
  );
  await page.keyboard.press('ControlOrMeta+V');
  const pasted = [1, 2, 3].map((n) => [`P-${String(n)}`, `Pasted ${String(n)}`, 'LB']);
  for (const [k, cells] of pasted.entries()) await expectRowCells(page, 1 + k, cells);
  await expect
    .poll(async () => (await core('products', 0, 3)).map((c) => c.slice(0, 3)))
    .toEqual(pasted);

  // Ctrl+D: row 4's name down to row 8.
  await gridCell(page, 4, 2).click();
  await gridCell(page, 8, 2).click({ modifiers: ['Shift'] });
  await page.keyboard.press('ControlOrMeta+D');
  for (let row = 5; row <= 8; row += 1) await expect(gridCell(page, row, 2)).toHaveText(coat(4));
  await expect
    .poll(async () => (await core('products', 3, 5)).map((c) => c[1]))
    .toEqual(Array(5).fill(coat(4)));

  // Ctrl+Enter: one value into three selected cells.
  await gridCell(page, 10, 2).click();
  await gridCell(page, 12, 2).click({ modifiers: ['Shift'] });
  await page.keyboard.type('同じ Same');
  await page.keyboard.press('ControlOrMeta+Enter');
  for (let row = 10; row <= 12; row += 1) {
    await expect(gridCell(page, row, 2)).toHaveText('同じ Same');
  }
  await expect
    .poll(async () => (await core('products', 9, 3)).map((c) => c[1]))
    .toEqual(Array(3).fill('同じ Same'));

  // Delete: two names emptied.
  await gridCell(page, 13, 2).click();
  await gridCell(page, 14, 2).click({ modifiers: ['Shift'] });
  await page.keyboard.press('Delete');
  await expect(gridCell(page, 13, 2)).toHaveText('');
  await expect.poll(async () => (await core('products', 12, 2)).map((c) => c[1])).toEqual(['', '']);

  // The per-SKU view: a size typed (its first product's first SKU).
  await page.getByRole('radio', { name: 'One row per SKU' }).click();
  await expect(gridCell(page, 1, 1)).toHaveText('P-1');
  await gridCell(page, 1, 3).click();
  await page.keyboard.type('XL');
  await page.keyboard.press('Enter');
  await expect(gridCell(page, 1, 3)).toHaveText('XL');
  await expect.poll(async () => (await core('skus', 0, 1))[0]?.[4]).toBe('XL');

  // Undo twice: the size, then the Delete made in the other view; one history across views.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(gridCell(page, 1, 3)).toHaveText('S');
  await expect.poll(async () => (await core('skus', 0, 1))[0]?.[4]).toBe('S');
  await page.keyboard.press('ControlOrMeta+Z');
  await expect
    .poll(async () => (await core('products', 12, 2)).map((c) => c[1]))
    .toEqual([coat(13), coat(14)]);
  await page.getByRole('radio', { name: 'One row per product' }).click();
  await expect(gridCell(page, 13, 2)).toHaveText(coat(13));
  await expect(gridCell(page, 14, 2)).toHaveText(coat(14));

  // Redo: Ctrl+Y the Delete, the toolbar's button the size.
  await gridCell(page, 20, 2).click();
  await page.keyboard.press('ControlOrMeta+Y');
  await expect(gridCell(page, 13, 2)).toHaveText('');
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(redo).toBeEnabled();
  await redo.click();
  await expect.poll(async () => (await core('skus', 0, 1))[0]?.[4]).toBe('XL');
  await expect(redo).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();

  // Japanese composed through an input method, then Enter: the composed name goes to the core.
  await gridCell(page, 24, 2).click();
  const cdp = await page.context().newCDPSession(page);
  await compose(cdp, ['に', 'にほ', 'にほん', 'にほんご'], '日本語');
  await page.keyboard.press('Enter');
  await expect(gridCell(page, 24, 2)).toHaveText('日本語');
  await expect.poll(async () => (await core('products', 23, 1))[0]?.[1]).toBe('日本語');

  // Among good edits, one value that looks like a credential and one the core refuses.
  await gridCell(page, 30, 2).click();
  await page.keyboard.type('Good one');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`${PREFIX.token}0123456789`);
  await page.keyboard.press('Enter');
  const notice = page.getByRole('alert').filter({ hasText: 'looks like a credential' });
  await expect(notice).toBeVisible();
  await expect(gridCell(page, 31, 2)).toHaveText(coat(31));
  await page.evaluate((text) => navigator.clipboard.writeText(text), 'x'.repeat(10_001));
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved:' })).toBeVisible();
  await expect(gridCell(page, 32, 2)).toHaveText(coat(32));
  await gridCell(page, 33, 2).click();
  await page.keyboard.type('Good two');
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await core('products', 29, 4)).map((c) => c[1]))
    .toEqual(['Good one', coat(31), coat(32), 'Good two']);
  await expect(gridCell(page, 30, 2)).toHaveText('Good one');
  await expect(gridCell(page, 33, 2)).toHaveText('Good two');
});
