import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { expect, test } from './support/fixtures.ts';
import { openInLook } from './support/layout.ts';

// The per-SKU grid scrolled sideways: the frozen product code, colour and size stay beside the
// row numbers with the frozen part's edge, in both languages and themes, at 1280×800 and 800×600.
// Screenshots go to the test's output folder for a human look; nothing compares them.

const sizes = [
  { width: 1280, height: 800 },
  { width: 800, height: 600 },
];

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
          name: `ウールのロングコート ${String(i)}（ネイビー、裏地付き、ポケット二つ、比翼仕立て）`,
          brand_code: 'KK',
          skus: [
            { color_code: 'NV', size_code: 'M' },
            { color_code: 'IV', size_code: 'L' },
          ],
        },
      })),
      deletes: [],
    },
    {},
  );
}

for (const language of ['en', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`frozen columns stay in view while the grid scrolls sideways (${language}, ${theme})`, async ({
      app,
      connect,
      page,
      standIn,
    }, testInfo) => {
      test.setTimeout(120_000);
      await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
      await seed(app.core);
      await openInLook(page, app, { language, theme }, '/catalog/skus');
      const grid = page.locator('.grid-scroll');
      const code = page.locator('.grid-row:not(.new-row) [aria-colindex="1"]').first();
      const size = page.locator('.grid-row:not(.new-row) [aria-colindex="3"]').first();
      await expect(code).toHaveText('LK-000');
      // The name column is widened by its edge, so there is something to scroll past at any size.
      await page.setViewportSize(sizes[0] ?? { width: 1280, height: 800 });
      const edge = await page
        .locator('.grid-header [data-colkey="name"] .grid-col-resize')
        .boundingBox();
      if (edge === null) throw new Error('no column edge');
      await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
      await page.mouse.down();
      await page.mouse.move(edge.x + 500, edge.y + edge.height / 2, { steps: 5 });
      await page.mouse.up();
      for (const viewport of sizes) {
        await page.setViewportSize(viewport);
        const gridBox = await grid.boundingBox();
        if (gridBox === null) throw new Error('no grid');
        const unscrolled = await code.boundingBox();
        await grid.evaluate((el) => {
          el.scrollLeft = el.scrollWidth;
        });
        await expect.poll(() => grid.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
        const codeBox = await code.boundingBox();
        // The frozen code column has not moved; the row numbers (56 px) are still left of it.
        expect(codeBox?.x).toBe(unscrolled?.x);
        expect(Math.round((codeBox?.x ?? 0) - gridBox.x)).toBeLessThanOrEqual(58);
        await expect(size).toHaveClass(/frozen-edge/);
        await expect(size).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(
            `${language}-${theme}-frozen-${String(viewport.width)}x${String(viewport.height)}.png`,
          ),
        });
        await grid.evaluate((el) => {
          el.scrollLeft = 0;
        });
      }
      // The layout menu of the size column, opened by a right-click, inside the 800×600 window.
      await page.locator('.grid-header [data-colkey="size_code"]').click({ button: 'right' });
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(800);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(600);
      await page.screenshot({ path: testInfo.outputPath(`${language}-${theme}-menu-800x600.png`) });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });
  }
}
