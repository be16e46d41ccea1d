import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// The catalog's toolbar in a small window: it must stay within two lines and inside the window,
// in English and Japanese, so the grid keeps its room. Each case also leaves a screenshot in the
// test's output folder, to look at.

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
  { width: 800, height: 600 },
] as const;

/** How many lines the toolbar's controls take, and whether any sticks out of the window. */
function toolbarLayout(page: Page) {
  return page.locator('.grid-toolbar').evaluate((bar) => {
    const tops = new Set<number>();
    let right = 0;
    for (const child of bar.querySelectorAll<HTMLElement>('.toolbar-group > *')) {
      const box = child.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      tops.add(Math.round(box.top + box.height / 2));
      right = Math.max(right, box.right);
    }
    // Controls on one line share a middle within a few pixels.
    const lines = [...tops]
      .sort((a, b) => a - b)
      .filter((top, i, all) => i === 0 || top - (all[i - 1] ?? 0) > 8).length;
    return { lines, overflow: right > document.documentElement.clientWidth + 1 };
  });
}

for (const language of ['en', 'ja'] as const) {
  test(`the catalog toolbar fits in two lines (${language})`, async ({
    app,
    connect,
    page,
    standIn,
  }, testInfo) => {
    await connect.connectWithToken('Showroom', standIn.url, standIn.app('demo', 'full').token);
    await expect(connect.status).toContainText('Showroom');
    await app.core.handlers['settings.update']({ language }, {});
    const { activeId } = await app.core.handlers['connections.list']({}, {});
    if (activeId === null) throw new Error('no active connection');
    await app.core.handlers['drafts.save'](
      {
        profileId: activeId,
        grid: 'products',
        upserts: [
          {
            id: 'p1',
            position: 1,
            row: {
              product_code: 'P-1',
              name: 'ウールコート',
              brand_code: 'ZZ',
              skus: [{ color_code: 'NV', size_code: 'M' }],
            },
          },
        ],
        deletes: [],
      },
      {},
    );
    await page.goto(`${app.bridge.url}#/catalog/products`);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('grid')).toContainText('ウールコート');

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const size of SIZES) {
        await page.setViewportSize(size);
        // The products grid shows the most controls (the view switch too).
        const layout = await toolbarLayout(page);
        const name = `catalog-${language}-${scheme}-${String(size.width)}x${String(size.height)}`;
        await page.screenshot({ path: testInfo.outputPath(`${name}.png`), caret: 'hide' });
        expect(layout.overflow, `${name}: toolbar wider than the window`).toBe(false);
        expect(layout.lines, `${name}: toolbar lines`).toBeLessThanOrEqual(
          size.width >= 1280 ? 1 : 2,
        );
        // The grid keeps most of a small window.
        const grid = await page.locator('.grid-scroll').boundingBox();
        expect(grid?.height ?? 0, `${name}: grid height`).toBeGreaterThan(size.height / 3);
      }
      // The export formats open under their button, inside the window, and Escape closes them.
      const exportButton = page.getByRole('button', {
        name: language === 'en' ? 'Export' : '書き出し',
        exact: true,
      });
      await exportButton.click();
      await expect(exportButton).toHaveAttribute('aria-expanded', 'true');
      const list = page.locator('.export-menu-list');
      const box = await list.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(800);
      await page.screenshot({
        path: testInfo.outputPath(`catalog-${language}-${scheme}-export-open.png`),
        caret: 'hide',
      });
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(exportButton).toBeFocused();
    }
  });
}
