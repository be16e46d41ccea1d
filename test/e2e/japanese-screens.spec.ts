import type { Page } from '@playwright/test';
import { expect, test, QUICK_RATE_WINDOW_MS } from './support/fixtures.ts';
import { openRoute } from './support/routes.ts';

// Every screen in Japanese says nothing in English but codes and data (issue 27: Settings showed
// main's English keychain message, Connect US dates). The rule, made precise:
//
// - Read: every text node of the page that is rendered (its element passes checkVisibility, so
//   nothing hidden, collapsed or display:none), plus the page's title attributes are NOT read:
//   only what is on screen.
// - Data and codes are left out: text inside a table body cell (td), a grid cell, a definition
//   value of a voucher's fields (.field-grid dd), code/kbd/samp/pre, an option of a select, or an
//   element marked translate="no". What the service or the user sent is shown as sent. (A dd
//   elsewhere, Settings' keychain line say, is the app's own words and is read.)
// - Flagged: a run of three or more English words in one text node, a word being two or more
//   Latin letters (an apostrophe inside allowed), the words separated only by spaces and
//   punctuation (, . : ; ! ? ( ) / - — and quotes). Digits end a run, so "USD 4,623.60" or
//   "PO-00000004" never count; one or two words ("Kikan Desk", "Secret Service", "CSV") pass.

test.use({ standInOptions: { size: 60, rateWindowMs: QUICK_RATE_WINDOW_MS } });
test.use({ pacingWindowMs: QUICK_RATE_WINDOW_MS, keychain: 'none' });

/** The English runs on screen, each with the path of the element it is in. */
async function englishRuns(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const DATA =
      'td, [role="gridcell"], .field-grid dd, code, kbd, samp, pre, option, [translate="no"]';
    const RUN =
      /[A-Za-z][A-Za-z'’]*[A-Za-z](?:[\s,.:;!?()/\-—"“”]+[A-Za-z][A-Za-z'’]*[A-Za-z]){2,}/g;
    const found: string[] = [];
    const start = document.querySelector(rootSelector) ?? document.body;
    const walker = document.createTreeWalker(start, NodeFilter.SHOW_TEXT);
    const path = (element: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && parts.length < 4; at = at.parentElement) {
        const id = at.id ? `#${at.id}` : '';
        const test = at.getAttribute('data-testid');
        parts.unshift(`${at.tagName.toLowerCase()}${id}${test ? `[${test}]` : ''}`);
      }
      return parts.join(' > ');
    };
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element === null || element.closest(DATA) !== null) continue;
      if (element.closest('script, style, noscript, template') !== null) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(RUN)) found.push(`"${match[0]}" in ${path(element)}`);
    }
    return found;
  }, root);
}

test('every screen in Japanese shows no English sentence outside codes and data', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  // The rule itself: it finds a planted sentence, and passes codes, amounts and data.
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.id = 'probe';
    probe.innerHTML =
      '<p>Saved all rows</p><p>USD 4,623.60 PO-00000004 Kikan Desk</p><table><tbody><tr><td>Rush: ship by air</td></tr></tbody></table>';
    document.body.append(probe);
  });
  expect(await englishRuns(page, '#probe')).toEqual([
    '"Saved all rows" in html > body > div#probe > p',
  ]);
  await page.evaluate(() => document.getElementById('probe')?.remove());

  await app.core.handlers['settings.update']({ language: 'ja' }, {});
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  // The Connect screen before a connection: its form.
  await expect(page.locator('#connect-title')).toBeVisible();
  const beforeConnecting = await englishRuns(page);
  // Connected in English (the page helpers' labels), then read again in Japanese.
  await app.core.handlers['settings.update']({ language: 'en' }, {});
  await page.reload();
  await connect.connectWithToken('検証', standIn.url, standIn.app('demo', 'full').token);
  await app.core.handlers['settings.update']({ language: 'ja' }, {});
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  const screens: Array<{ hash: string; ready: (page: Page) => Promise<void> }> = [
    { hash: '#/connect', ready: async (p) => p.getByTestId('active-profile-name').waitFor() },
    { hash: '#/catalog', ready: async (p) => p.locator('h1').waitFor() },
    { hash: '#/catalog/products', ready: async (p) => p.locator('h1').waitFor() },
    { hash: '#/send', ready: async (p) => p.locator('h1').waitFor() },
    { hash: '#/sent', ready: async (p) => p.locator('h1').waitFor() },
    ...(['purchase_orders', 'sales_orders', 'leases', 'order_plans'] as const).map((kind) => ({
      hash: `#/vouchers/${kind}`,
      ready: async (p: Page) =>
        p.getByTestId('voucher-table').locator('[data-row-id]').first().waitFor(),
    })),
    { hash: '#/history', ready: async (p) => p.locator('h1').waitFor() },
    { hash: '#/settings', ready: async (p) => p.getByTestId('keychain-status').waitFor() },
    { hash: '#/products', ready: async (p) => p.getByRole('combobox').waitFor() },
  ];
  const flagged: string[] = beforeConnecting.map((run) => `#/connect (no connection): ${run}`);
  for (const screen of screens) {
    await openRoute(page, screen.hash);
    await screen.ready(page);
    flagged.push(...(await englishRuns(page)).map((run) => `${screen.hash}: ${run}`));
  }
  // A voucher's detail and a product's view.
  await openRoute(page, '#/vouchers/purchase_orders');
  const table = page.getByTestId('voucher-table');
  await table.locator('[data-row-id]').first().dblclick();
  const product = page.getByTestId('lines-table').getByRole('link').first();
  await product.waitFor();
  flagged.push(...(await englishRuns(page)).map((run) => `detail: ${run}`));
  await product.click();
  await page.getByTestId('product-skus').waitFor();
  flagged.push(...(await englishRuns(page)).map((run) => `product: ${run}`));

  expect(flagged).toEqual([]);
  // Settings shows the keychain's reason in Japanese (this core has none to use).
  await openRoute(page, '#/settings');
  await expect(page.getByTestId('keychain-status')).toHaveText(
    '利用不可 — Secret Service が動いていません。',
  );
});
