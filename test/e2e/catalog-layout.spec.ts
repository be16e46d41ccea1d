import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { expect, test } from './support/fixtures.ts';
import { expectMainFits, openInLook } from './support/layout.ts';

// The products grid with problems, at the sizes and themes staff use, English and Japanese: the
// grid keeps its room and the problem pane stays usable (folded to its bar in a small window, a
// few problems when opened, never squeezed to a sliver), and the keyboard help fits the window. Screenshots go to the test's output folder
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
        const pane = page.locator('.problem-pane');
        const toggle = pane.locator('.pane-toggle');
        await expect(toggle).toBeVisible();
        const small = size.height < 720;
        // Never chosen, the pane starts folded to its bar in a small window, open in a large one.
        await expect(toggle).toHaveAttribute('aria-expanded', String(!small));
        await page.screenshot({
          path: testInfo.outputPath(
            `${language}-${theme}-${String(size.width)}x${String(size.height)}.png`,
          ),
        });
        if (small) {
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await page.screenshot({
            path: testInfo.outputPath(
              `${language}-${theme}-${String(size.width)}x${String(size.height)}-open.png`,
            ),
          });
          // Folded again, so the next size starts as the user left it: folded there too.
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await app.core.handlers['settings.update']({ problemPaneOpen: null }, {});
        } else {
          // Open, the list shows at least three problems and the grid at least six rows, and
          // both are on screen: the page does not scroll.
          expect(await heightOf(page, '#problem-items')).toBeGreaterThanOrEqual(70);
          expect(await heightOf(page, '.grid-scroll')).toBeGreaterThanOrEqual(7 * 26);
          const bottom = await pane.evaluate((el) => el.getBoundingClientRect().bottom);
          expect(bottom).toBeLessThanOrEqual(size.height);
        }
        // The keyboard help: the table of keys fits the window and scrolls inside itself.
        await page.getByRole('button', { name: language === 'en' ? 'Keys' : 'キー' }).click();
        const help = page.locator('.keys-dialog');
        await expect(help).toBeVisible();
        const box = await help.boundingBox();
        expect(box === null ? Infinity : box.y + box.height).toBeLessThanOrEqual(size.height);
        await page.screenshot({
          path: testInfo.outputPath(
            `${language}-${theme}-${String(size.width)}x${String(size.height)}-keys.png`,
          ),
        });
        await page.keyboard.press('Escape');
        await expect(help).toBeHidden();
        await expectMainFits(page);
      }
    });
  }
}
