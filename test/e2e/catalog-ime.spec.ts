import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Japanese typed into a grid cell through a real input-method composition, in real Chromium
// through the test bridge. The composition is driven with the DevTools protocol, the way an IME
// drives the browser: Input.imeSetComposition sets the marked text (compositionstart/update),
// Input.insertText commits it (compositionend), and the confirming Enter is a real key event sent
// while the composition is open, so Chromium itself marks it isComposing (keyCode 229). Synthetic
// DOM events would only prove the handler reads the flag we set; this proves Chromium's own
// composition reaches the grid.

const grid = (page: Page) => page.getByRole('grid');
const cell = (page: Page, row: number, col: number) =>
  grid(page).locator(
    `[role=row][aria-rowindex="${row + 1}"] [role=gridcell][aria-colindex="${col}"]`,
  );

/** The Enter key as Chromium's CDP sends it: keydown with its text, then keyup. */
async function enterDown(cdp: CDPSession) {
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyDown',
    key: 'Enter',
    code: 'Enter',
    windowsVirtualKeyCode: 13,
    text: '\r',
  });
}
async function enterUp(cdp: CDPSession) {
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key: 'Enter',
    code: 'Enter',
    windowsVirtualKeyCode: 13,
  });
}

/** Types `final` through a composition that first shows each reading in `steps`, then confirms. */
async function compose(cdp: CDPSession, steps: string[], final: string) {
  for (const text of [...steps, final]) {
    await cdp.send('Input.imeSetComposition', {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
  }
  // The Enter that confirms the conversion: down while composing, the commit, then up.
  await enterDown(cdp);
  await cdp.send('Input.insertText', { text: final });
  await enterUp(cdp);
}

test('Japanese composed in a cell lands in it; the Enter ending the composition neither moves nor commits', async ({
  page,
  connect,
  standIn,
}) => {
  await connect.connectWithToken('Showroom', standIn.url, standIn.app('demo', 'full').token);
  await connect.nav('Catalog').click();
  await page.getByRole('tab', { name: /Brands/ }).click();
  await cell(page, 1, 1).click();
  await page.keyboard.type('B001');
  await page.keyboard.press('Tab');

  // Record what the cell input saw, to show the composition and its Enter were real.
  const input = page.locator('.grid-input');
  await input.evaluate((el: HTMLInputElement) => {
    const seen: string[] = [];
    (window as unknown as { imeSeen: string[] }).imeSeen = seen;
    for (const type of ['compositionstart', 'compositionend']) {
      el.addEventListener(type, () => seen.push(type));
    }
    el.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') seen.push(`keydown Enter composing=${String(e.isComposing)}`);
    });
  });
  const seen = () => page.evaluate(() => (window as unknown as { imeSeen: string[] }).imeSeen);

  const cdp = await page.context().newCDPSession(page);
  await compose(cdp, ['に', 'にほ', 'にほん', 'にほんご'], '日本語');
  expect(await seen()).toEqual([
    'compositionstart',
    'keydown Enter composing=true',
    'compositionend',
  ]);

  // Still editing the same cell: nothing committed, the cursor did not move.
  await expect(input).toHaveClass(/editing/);
  await expect(input).toHaveValue('日本語');
  await expect(cell(page, 1, 2)).toHaveClass(/active/);
  await expect(cell(page, 1, 2)).toHaveText('');
  await expect(input).toHaveAccessibleName(/Name, row 1/);

  // A second composition in the same edit appends, as in any text field.
  await compose(cdp, ['ぶらんど'], 'ブランド');
  await expect(input).toHaveValue('日本語ブランド');
  await expect(cell(page, 1, 2)).toHaveClass(/active/);

  // The next Enter (no composition) commits and moves down, as in Excel: to the next row of the
  // column the Tab left.
  await page.keyboard.press('Enter');
  await expect(cell(page, 1, 2)).toHaveText('日本語ブランド');
  await expect(cell(page, 2, 1)).toHaveClass(/active/);
  await expect(input).toHaveClass(/idle/);

  // Escape during an edit started by a composition cancels it and leaves the cell as it was.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await compose(cdp, ['かきかえ'], '書き換え');
  await expect(input).toHaveValue('書き換え');
  await page.keyboard.press('Escape');
  await expect(cell(page, 1, 2)).toHaveText('日本語ブランド');

  // Undo takes back the composed text as one step.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(page, 1, 2)).toHaveText('');
  await expect(cell(page, 1, 1)).toHaveText('B001');
  await cdp.detach();
});
