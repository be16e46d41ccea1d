import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { expect, test } from './support/fixtures.ts';
import { expectMainFits, openInLook } from './support/layout.ts';

// The products grid with problems, at the sizes and themes staff use, English and Japanese: the
// grid keeps its room and the problem list stays usable (folded to its counts in a small window,
// a few rows when opened, never squeezed to a sliver). Screenshots go to the test's output folder
// for a human look; nothing compares them (layout only).

const sizes = [
  { width: 1280, height: 800 },
  { width: 900, height: 600 },
];

/** Drafts with errors (a repeated code, a repeated SKU, no code) and unknown-brand warnings. */
async function prepare(core: PreviewCore): Promise<void> {
  const { activeId: profileId } = await core.handlers['connections.list']({}, {});
  if (profileId === null) throw new Error('no active connection');
  const sku = (color: string, size: string) => ({ color_code: color, size_code: size });
  const rows = Array.from({ length: 40 }, (_, i) => ({
    id: `p${String(i)}`,
    position: i,
    row: {
      product_code: i === 7 ? '' : `LK-${String(1000 + (i === 12 ? 11 : i))}`,
      name: `ウールコート ${String(i)}`,
      brand_code: i % 9 === 0 ? 'ZZ' : 'LB',
      skus: i === 3 ? [sku('NV', 'M'), sku('NV', 'M')] : [sku('NV', 'S'), sku('NV', 'M')],
    },
  }));
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'brands',
      upserts: [{ id: 'b', position: 0, row: { code: 'LB', name: 'Look' } }],
      deletes: [],
    },
    {},
  );
  await core.handlers['drafts.save'](
    { profileId, grid: 'products', upserts: rows, deletes: [] },
    {},
  );
}

async function heightOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().height);
}

for (const language of ['en', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the products grid and its problems fit the window (${language}, ${theme})`, async ({
      app,
      connect,
      page,
      standIn,
    }, testInfo) => {
      test.setTimeout(120_000);
      await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
      await prepare(app.core);
      for (const size of sizes) {
        await page.setViewportSize(size);
        await openInLook(page, app, { language, theme }, '/catalog/products');
        const list = page.locator('.problem-list');
        await expect(list.locator('summary')).toBeVisible();
        const small = size.height < 720;
        // A small window starts with the list folded to its summary line; a large one open.
        await expect(list).toHaveJSProperty('open', !small);
        await page.screenshot({
          path: testInfo.outputPath(
            `${language}-${theme}-${String(size.width)}x${String(size.height)}.png`,
          ),
        });
        if (small) {
          await list.locator('summary').click();
          await expect(list).toHaveJSProperty('open', true);
          await page.screenshot({
            path: testInfo.outputPath(
              `${language}-${theme}-${String(size.width)}x${String(size.height)}-open.png`,
            ),
          });
        }
        // Open, the list shows at least three problems and the grid at least five rows, and both
        // are on screen: the page does not scroll.
        expect(await heightOf(page, '.problem-list ul')).toBeGreaterThanOrEqual(70);
        expect(await heightOf(page, '.grid-scroll')).toBeGreaterThanOrEqual(5 * 30);
        const bottom = await list.evaluate((el) => el.getBoundingClientRect().bottom);
        expect(bottom).toBeLessThanOrEqual(size.height);
        await expectMainFits(page);
      }
    });
  }
}
