import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { injectFault } from '../support/stand-in-admin.ts';
import { expect, test } from './support/fixtures.ts';
import { expectMainFits, openInLook } from './support/layout.ts';

// "Review and send", an import's progress (held by the rate limit) and its results (one request
// refused) at the sizes and themes staff use, English and Japanese: nothing wider than the
// window. Screenshots go to the test's output folder for a human look; nothing compares them
// (layout only).

const sizes = [
  { width: 1280, height: 800 },
  { width: 800, height: 600 },
];

const product = (code: string, skus: string[]) => ({
  product_code: code,
  name: `ウールコート ${code}`,
  brand_code: 'LB',
  skus: skus.map((size) => ({ color_code: 'NV', size_code: size })),
});

/** A first import (brand LB, product LK-1 with two SKUs), then drafts to review. */
async function prepare(core: PreviewCore): Promise<void> {
  const { activeId: profileId } = await core.handlers['connections.list']({}, {});
  if (profileId === null) throw new Error('no active connection');
  const save = (grid: 'brands' | 'products', upserts: unknown[]) =>
    core.handlers['drafts.save']({ profileId, grid, upserts: upserts as never, deletes: [] }, {});
  await save('brands', [{ id: 'b', position: 0, row: { code: 'LB', name: 'Look brand' } }]);
  await save('products', [
    { id: 'k', position: 0, row: product('LK-1', ['S', 'M']) },
    { id: 'same', position: 1, row: product('LK-2', ['S']) },
  ]);
  await core.handlers['imports.start']({ profileId }, {});
  await expect
    .poll(async () => (await core.handlers['imports.list']({ profileId }, {})).imports.length)
    .toBe(0);
  // A brand drafted twice is left out; the product naming it, never sent, is at risk.
  await save('brands', [
    { id: 'b', position: 0, row: { code: 'LB', name: 'Look brand' } },
    { id: 'd1', position: 1, row: { code: 'LD', name: 'Twice' } },
    { id: 'd2', position: 2, row: { code: 'LD', name: 'Twice again' } },
  ]);
  await save('products', [
    { id: 'k2', position: 0, row: product('LK-1', ['S']) },
    { id: 'same2', position: 0.5, row: product('LK-2', ['S']) },
    { id: 'risk', position: 0.7, row: { ...product('LK-R', ['S']), brand_code: 'LD' } },
    ...Array.from({ length: 260 }, (_, i) => ({
      id: `p${i}`,
      position: i + 1,
      row: product(`LK-${String(i + 100).padStart(4, '0')}`, ['S', 'M', 'L']),
    })),
    { id: 'dup', position: 300, row: product('LK-0100', ['S']) },
    // A code the service refuses (a space): its request is split until it stands alone.
    { id: 'bad', position: 301, row: product('LK 0999', ['S']) },
  ]);
}

async function shoot(page: Page, name: string, path: (file: string) => string) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expectMainFits(page);
    await page.screenshot({ path: path(`${name}-${size.width}x${size.height}.png`) });
  }
  await page.setViewportSize(sizes[0] ?? { width: 1280, height: 800 });
}

for (const language of ['en', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`review, progress and results fit the window (${language}, ${theme})`, async ({
      app,
      connect,
      page,
      standIn,
    }, testInfo) => {
      test.setTimeout(120_000);
      await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
      await prepare(app.core);
      await openInLook(page, app, { language, theme }, '/send');
      const tag = `${language}-${theme}`;
      const out = (file: string) => testInfo.outputPath(`${tag}-${file}`);

      await expect(page.getByTestId('fewer-skus')).toBeVisible();
      await expect(page.getByTestId('left-out')).toBeVisible();
      await page.getByTestId('plan-requests').locator('tr[data-request="1"] button').click();
      await page.locator('main').evaluate((main) => {
        main.scrollTop = 0;
      });
      await shoot(page, 'review', out);
      await page.getByTestId('plan-requests').scrollIntoViewIfNeeded();
      await shoot(page, 'review-requests', out);
      // What the plan leaves out (at risk, the same as last sent) and the changes, before → after.
      await expect(page.getByTestId('at-risk')).toBeVisible();
      await page.getByTestId('at-risk').scrollIntoViewIfNeeded();
      await shoot(page, 'review-at-risk', out);
      await expect(page.getByTestId('unchanged')).toBeVisible();
      await page.getByTestId('unchanged').scrollIntoViewIfNeeded();
      await shoot(page, 'review-unchanged', out);
      await expect(page.getByTestId('change-row').first()).toBeVisible();
      await page.getByTestId('changes').scrollIntoViewIfNeeded();
      await shoot(page, 'review-changes', out);

      // A request is held by a 429 for a few seconds; the one holding LK 0999 is refused and split.
      await injectFault(standIn, {
        method: 'POST',
        path_prefix: '/v1/imports',
        kind: 'status',
        status: 429,
        retry_after: 6,
        times: 1,
      });
      await page.getByTestId('send-plan').locator('.button.primary').click();
      const progress = page.getByTestId('send-progress');
      await expect(progress).toHaveAttribute('data-state', 'waiting', { timeout: 60_000 });
      await expect(page.getByTestId('progress-wait')).toBeVisible();
      await shoot(page, 'progress', out);

      await expect(progress).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });
      await expect(
        page.getByTestId('rows-not-applied').locator('li[data-code="LK 0999"]'),
      ).toBeVisible();
      // The service's quoted message and long codes wrap inside their own row, not the page.
      await shoot(page, 'results', out);
      await page.getByTestId('rows-not-applied').scrollIntoViewIfNeeded();
      await shoot(page, 'results-refused', out);
    });
  }
}
