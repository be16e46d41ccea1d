import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { expect, test } from './support/fixtures.ts';
import { expectMainFits, openInLook } from './support/layout.ts';

// The find and replace bar at the sizes and themes staff use, English and Japanese: nothing
// wider than the window, the bar's rows wrapping as wholes. Screenshots go to the test's output
// folder for a human look; nothing compares them (layout only).

const sizes = [
  { width: 1280, height: 800 },
  { width: 900, height: 600 },
];

async function expectNoSidewaysScroll(page: Page) {
  await expectMainFits(page);
  const bar = await page.locator('.find-bar').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(bar).toBeLessThanOrEqual(0);
}

async function seed(core: PreviewCore): Promise<void> {
  const { activeId: profileId } = await core.handlers['connections.list']({}, {});
  if (profileId === null) throw new Error('no active connection');
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'brands',
      upserts: Array.from({ length: 40 }, (_, i) => ({
        id: `b${String(i)}`,
        position: i + 1,
        row: { code: `B${String(i).padStart(3, '0')}`, name: `ブランド ${String(i)}` },
      })),
      deletes: [],
    },
    {},
  );
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'products',
      upserts: Array.from({ length: 40 }, (_, i) => ({
        id: `p${String(i)}`,
        position: i + 1,
        row: {
          product_code: `LK-${String(i).padStart(3, '0')}`,
          name: `ウールコート ${String(i)}`,
          brand_code: `B${String(i % 5).padStart(3, '0')}`,
          skus: [{ color_code: 'NV', size_code: 'M' }],
        },
      })),
      deletes: [],
    },
    {},
  );
}

for (const language of ['en', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the find and replace bar fits the window (${language}, ${theme})`, async ({
      app,
      connect,
      page,
      standIn,
    }, testInfo) => {
      test.setTimeout(120_000);
      await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
      await seed(app.core);
      await openInLook(page, app, { language, theme }, '/catalog/brands');
      const shoot = async (name: string) => {
        for (const size of sizes) {
          await page.setViewportSize(size);
          await expectNoSidewaysScroll(page);
          await page.screenshot({
            path: testInfo.outputPath(
              `${language}-${theme}-${name}-${String(size.width)}x${String(size.height)}.png`,
            ),
          });
        }
        await page.setViewportSize(sizes[0] ?? { width: 1280, height: 800 });
      };

      const grid = page.getByRole('grid');
      await grid.locator('[role=gridcell]').first().click();
      await page.keyboard.press('ControlOrMeta+H');
      const bar = page.locator('.find-bar');
      await bar.locator('input[type=text]').first().fill('B00');
      await bar.locator('input[type=text]').nth(1).fill('C00');
      await expect(bar.locator('.find-count')).toHaveAttribute('data-done', 'true');
      await page.keyboard.press('Enter');
      await shoot('replace');
      await bar.locator('.button', { hasText: /…$/ }).last().click();
      await expect(bar.getByTestId('replace-preview')).toBeVisible();
      await shoot('preview');
      await page.keyboard.press('Escape');
      await bar.locator('input[type=checkbox]').nth(2).check();
      await bar.locator('input[type=text]').first().fill('B(0');
      await expect(bar.locator('.field-error')).toBeVisible();
      await shoot('invalid');
    });
  }
}
