import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { expect, test } from './support/fixtures.ts';
import { expectMainFits, openInLook } from './support/layout.ts';

// The brand picker open over the products grid, and cells marked as unknown brands with their
// "did you mean", at 1280×800, light and dark, English and Japanese. Screenshots go to the test's
// output folder for a human look; nothing compares them. The checks are layout (the list lies
// inside the window, under or over its cell without covering it, its options one line each) and
// an axe scan of the open list.

/** 2,000 brands (the picker lists the first 50 and counts the rest) and products, some
 * naming a brand one letter off. */
async function prepare(core: PreviewCore): Promise<void> {
  const { activeId: profileId } = await core.handlers['connections.list']({}, {});
  if (profileId === null) throw new Error('no active connection');
  const brands = Array.from({ length: 2000 }, (_, i) => {
    const code = `KB-${String(i).padStart(4, '0')}`;
    return { id: code, position: i, row: { code, name: `ブランド ${String(i)} Label` } };
  });
  await core.handlers['drafts.save'](
    { profileId, grid: 'brands', upserts: brands, deletes: [] },
    {},
  );
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'colors',
      upserts: [{ id: 'NV', position: 0, row: { code: 'NV', name: 'Navy' } }],
      deletes: [],
    },
    {},
  );
  const products = Array.from({ length: 30 }, (_, i) => ({
    id: `p${String(i)}`,
    position: i,
    row: {
      product_code: `LK-${String(1000 + i)}`,
      name: `ウールコート ${String(i)}`,
      brand_code: i % 4 === 1 ? 'KB-00I2' : `KB-${String(i).padStart(4, '0')}`,
      skus: [{ color_code: 'NV', size_code: 'M' }],
    },
  }));
  await core.handlers['drafts.save'](
    { profileId, grid: 'products', upserts: products, deletes: [] },
    {},
  );
}

async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (box === null) throw new Error(`${selector} is not shown`);
  return box;
}

const cell = (page: Page, row: number, col: number) =>
  page
    .getByRole('grid')
    .locator(`[role=row][aria-rowindex="${row + 1}"] [role=gridcell][aria-colindex="${col}"]`);

for (const language of ['en', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the brand picker and unknown-brand marks at 1280×800 (${language}, ${theme})`, async ({
      app,
      connect,
      page,
      standIn,
    }, testInfo) => {
      test.setTimeout(120_000);
      await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
      await prepare(app.core);
      await page.setViewportSize({ width: 1280, height: 800 });
      await openInLook(page, app, { language, theme }, '/catalog/products');
      await expect(cell(page, 2, 3)).toHaveClass(/mark-warning/);
      await page.screenshot({ path: testInfo.outputPath(`marked-${language}-${theme}.png`) });

      await cell(page, 3, 3).click();
      await page.keyboard.press('Alt+ArrowDown');
      const list = page.getByRole('listbox');
      await expect(list.getByRole('option')).toHaveCount(50);
      await expect(page.locator('.code-picker-more')).toBeVisible();
      await page.keyboard.type('kb-001');
      await expect(list.getByRole('option')).toHaveCount(10);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.screenshot({ path: testInfo.outputPath(`picker-${language}-${theme}.png`) });

      const picker = await boxOf(page, '.code-picker');
      const input = await boxOf(page, '.grid-input');
      expect(picker.y + picker.height).toBeLessThanOrEqual(800);
      expect(picker.x + picker.width).toBeLessThanOrEqual(1280);
      const under = picker.y >= input.y + input.height - 1;
      const over = picker.y + picker.height <= input.y + 1;
      expect(under || over).toBe(true);
      const heights = await list
        .getByRole('option')
        .evaluateAll((options) => options.map((o) => o.getBoundingClientRect().height));
      expect(Math.max(...heights)).toBeLessThan(2 * Math.min(...heights));
      await expectMainFits(page);

      // The open picker as assistive technology meets it: no serious or critical axe finding.
      const results = await new AxeBuilder({ page }).include('.code-picker').analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => v.id)).toEqual([]);
    });
  }
}
