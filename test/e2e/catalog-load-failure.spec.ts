import { expect, test } from './support/fixtures.ts';
import { openInLook } from './support/layout.ts';

// The drafts cannot be read (the page's calls for them fail, as when the core is gone): the
// catalog tries again by itself, then says so with the reason and a "Try again" that loads them once
// they can be read. Shot in a large window in English and light, a small one in Japanese and
// dark.

const LOOKS = [
  { language: 'en', theme: 'light', size: { width: 1280, height: 800 }, retry: 'Try again' },
  { language: 'ja', theme: 'dark', size: { width: 900, height: 600 }, retry: '再試行' },
] as const;

for (const look of LOOKS) {
  test(`drafts that cannot be read: the reason, then trying again loads them (${look.language}, ${look.theme})`, async ({
    app,
    connect,
    page,
    standIn,
  }, testInfo) => {
    await connect.connectWithToken('Look', standIn.url, standIn.app('demo', 'full').token);
    const { activeId: profileId } = await app.core.handlers['connections.list']({}, {});
    if (profileId === null) throw new Error('no active connection');
    await app.core.handlers['drafts.save'](
      {
        profileId,
        grid: 'brands',
        upserts: [{ id: 'b1', position: 1, row: { code: 'AX', name: 'Axe Brand' } }],
        deletes: [],
      },
      {},
    );
    let refused = 0;
    await page.route('**/__bridge/call/drafts.load', async (route) => {
      refused += 1;
      await route.abort();
    });
    await page.setViewportSize(look.size);
    await openInLook(page, app, { language: look.language, theme: look.theme }, '/catalog/brands');
    const card = page.locator('.card[role="alert"]');
    // Shown only after the load and its two retries failed.
    await expect(card).toContainText('The test bridge is not answering.');
    expect(refused).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('grid')).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath(`load-failed-${look.language}-${look.theme}.png`),
    });

    await page.unroute('**/__bridge/call/drafts.load');
    await card.getByRole('button', { name: look.retry }).click();
    await expect(page.getByRole('grid')).toContainText('Axe Brand');
    await expect(card).toHaveCount(0);
  });
}
