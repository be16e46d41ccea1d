import type { Locator, Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { expect, test } from './support/fixtures.ts';
import { openInLook } from './support/layout.ts';

// Freezing, hiding, moving and sizing the product grid's columns as a user does it, in English
// and Japanese: from the header's layout menu (right-click and Shift+F10), by dragging a header
// and its edge, double-clicking the edge to fit; then the app reloads and finds them as left.

const MENU = {
  en: {
    freeze: 'Freeze up to this column',
    hide: 'Hide column',
    moveRight: 'Move right',
    showHidden: 'Show hidden columns…',
    brand: 'Brand code',
  },
  ja: {
    freeze: 'この列までを固定',
    hide: '列を非表示',
    moveRight: '右へ移動',
    showHidden: '非表示の列を表示…',
    brand: 'ブランドコード',
  },
} as const;

async function seed(core: PreviewCore): Promise<void> {
  const { activeId: profileId } = await core.handlers['connections.list']({}, {});
  if (profileId === null) throw new Error('no active connection');
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'products',
      upserts: Array.from({ length: 30 }, (_, i) => ({
        id: `p${String(i)}`,
        position: i + 1,
        row: {
          product_code: `LK-${String(i).padStart(3, '0')}`,
          name: i === 3 ? 'ウールのロングコート（ネイビー、裏地付き）' : `シャツ ${String(i)}`,
          brand_code: 'KK',
          skus: [{ color_code: 'NV', size_code: 'M' }],
        },
      })),
      deletes: [],
    },
    {},
  );
}

const header = (page: Page, key: string) =>
  page.locator(`.grid-header [role=columnheader][data-colkey="${key}"]`);
const order = (page: Page) =>
  page
    .locator('.grid-header [role=columnheader][data-colkey]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-colkey')));
const width = async (locator: Locator) => Math.round((await locator.boundingBox())?.width ?? 0);
const frozen = (page: Page) =>
  page
    .locator('.grid-header [role=columnheader].frozen')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-colkey')));

async function dragBy(page: Page, from: Locator, dx: number, steps = 8) {
  const box = await from.boundingBox();
  if (box === null) throw new Error('nothing to drag');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps });
  await page.mouse.up();
}

for (const language of ['en', 'ja'] as const) {
  test(`freeze, hide, move and resize columns, reload, and find them as left (${language})`, async ({
    app,
    connect,
    page,
    standIn,
  }) => {
    test.setTimeout(150_000);
    const words = MENU[language];
    await connect.connectWithToken('Columns', standIn.url, standIn.app('demo', 'full').token);
    await seed(app.core);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openInLook(page, app, { language, theme: 'light' }, '/catalog/products');
    await expect(page.getByRole('grid').getByRole('gridcell').first()).toHaveText('LK-000');
    expect(await order(page)).toEqual(['product_code', 'name', 'brand_code', 'skus']);
    // The code column is frozen from the start.
    expect(await frozen(page)).toEqual(['product_code']);

    // Freeze up to the name, from its header's menu (right-click).
    await header(page, 'name').click({ button: 'right' });
    await page.getByRole('menuitem', { name: words.freeze }).click();
    await expect.poll(() => frozen(page)).toEqual(['product_code', 'name']);

    // Hide the brand column.
    await header(page, 'brand_code').click({ button: 'right' });
    await page.getByRole('menuitem', { name: words.hide }).click();
    await expect.poll(() => order(page)).toEqual(['product_code', 'name', 'skus']);

    // Move the code column right from the keyboard: Shift+F10 on its header, then the menu.
    await header(page, 'product_code').getByRole('button').first().focus();
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    for (let i = 0; i < 8; i += 1) {
      if (
        await menu
          .getByRole('menuitem', { name: words.moveRight })
          .evaluate((el) => el === document.activeElement)
      )
        break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => order(page)).toEqual(['name', 'product_code', 'skus']);
    // Still frozen up to the name, which is now first.
    expect(await frozen(page)).toEqual(['name']);

    // Drag the SKU header onto the left half of the code header: it goes before it.
    const codeBox = await header(page, 'product_code').boundingBox();
    const skusBox = await header(page, 'skus').boundingBox();
    if (codeBox === null || skusBox === null) throw new Error('no headers');
    await dragBy(
      page,
      header(page, 'skus').getByRole('button').first(),
      codeBox.x + 10 - (skusBox.x + skusBox.width / 2),
    );
    await expect.poll(() => order(page)).toEqual(['name', 'skus', 'product_code']);

    // Widen the code column by dragging its edge; fit the name by double-clicking its edge.
    const before = await width(header(page, 'product_code'));
    await dragBy(page, header(page, 'product_code').locator('.grid-col-resize'), 80);
    await expect.poll(() => width(header(page, 'product_code'))).toBe(before + 80);
    await header(page, 'name').locator('.grid-col-resize').dblclick();
    const names = page.locator('.grid-row:not(.new-row) [role=gridcell][aria-colindex="1"]');
    await expect(names.nth(3)).toHaveText('ウールのロングコート（ネイビー、裏地付き）');
    // Every name on screen shows whole: none is cut off.
    await expect
      .poll(() =>
        names.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).length),
      )
      .toBe(0);
    const nameWidth = await width(header(page, 'name'));
    const codeWidth = await width(header(page, 'product_code'));

    // Saved in the background: the app reloads and finds it all as it was left.
    await page.reload();
    await expect(page.getByRole('grid').getByRole('gridcell').first()).toHaveText(/./);
    await expect.poll(() => order(page)).toEqual(['name', 'skus', 'product_code']);
    expect(await frozen(page)).toEqual(['name']);
    expect(await width(header(page, 'name'))).toBe(nameWidth);
    expect(await width(header(page, 'product_code'))).toBe(codeWidth);

    // The hidden brand column comes back from the menu's list of columns.
    await header(page, 'name').click({ button: 'right' });
    await page.getByRole('menuitem', { name: words.showHidden }).click();
    await page.getByRole('dialog').getByRole('checkbox', { name: words.brand }).check();
    await page.keyboard.press('Escape');
    await expect.poll(() => order(page)).toEqual(['name', 'skus', 'product_code', 'brand_code']);
    await expect(page.locator('.grid-row:not(.new-row) [aria-colindex="4"]').first()).toHaveText(
      'KK',
    );
  });
}
