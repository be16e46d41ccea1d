import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import type { StandIn } from '../support/stand-in.ts';
import { expect, test as sharedTest } from './support/shared-app.ts';

// axe-core on every screen, in both themes and both languages: no serious or critical violation.
// The settings go through the core's own handler (as the Settings screen would save them), then
// each screen is opened by its route, with the demo-like stand-in's data on it. The scans only
// look, so each worker connects and seeds one app for all of them (support/shared-app.ts) and
// every test opens a fresh page on it.

const LIST_SCREENS = [
  '/connect',
  '/catalog/brands',
  '/catalog/products',
  '/catalog/skus',
  '/send',
  '/sent',
  '/vouchers/purchase_orders',
  '/vouchers/sales_orders',
  '/vouchers/leases',
  '/vouchers/order_plans',
  '/history',
  '/settings',
] as const;

async function seriousViolations(page: Page): Promise<string[]> {
  // Only the violations' nodes get selectors built (the rest of a run's result types, unread
  // here, keep one node each): the same rules run on every node, the scan takes less time.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? ''}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/** Drafts with problems (so cells and their marks are scanned) and one import sent. */
async function seed(app: { core: PreviewCore }): Promise<{ profileId: string; importId: string }> {
  const { activeId } = await app.core.handlers['connections.list']({}, {});
  if (activeId === null) throw new Error('no active connection');
  // Rows in the grids (one with a duplicate code and an unknown brand), so cells and their
  // problem marks are scanned too.
  await app.core.handlers['drafts.save'](
    {
      profileId: activeId,
      grid: 'brands',
      upserts: [
        { id: 'b1', position: 1, row: { code: 'AX', name: 'Axe Brand' } },
        { id: 'b2', position: 2, row: { code: 'AX', name: 'Duplicate' } },
      ],
      deletes: [],
    },
    {},
  );
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
            name: 'Coat',
            brand_code: 'ZZ',
            skus: [{ color_code: 'NV', size_code: 'M' }],
          },
        },
      ],
      deletes: [],
    },
    {},
  );
  // One import sent (a colour: the brands and the product above have errors, so stay), so
  // History, its detail and the Sent view have rows.
  await app.core.handlers['drafts.save'](
    {
      profileId: activeId,
      grid: 'colors',
      upserts: [{ id: 'c1', position: 1, row: { code: 'AXC', name: 'Axe Colour' } }],
      deletes: [],
    },
    {},
  );
  const { importId } = await app.core.handlers['imports.start']({ profileId: activeId }, {});
  await expect
    .poll(
      async () => (await app.core.handlers['imports.list']({ profileId: activeId }, {})).imports,
    )
    .toEqual([]);
  return { profileId: activeId, importId };
}

/** The route of a screen, some of which name a record made by seed() or the service's first. */
async function routeOf(
  app: { core: PreviewCore },
  screen: Screen,
  importId: string,
): Promise<string> {
  if (screen === 'history detail') return `/history/${importId}`;
  if (typeof screen === 'string') return screen;
  const first = await app.core.handlers['vouchers.browse']({ kind: screen.detail }, {});
  const id = first.rows[0]?.id;
  if (id === undefined) throw new Error(`no ${screen.detail} to open`);
  return `/vouchers/${screen.detail}/${encodeURIComponent(id)}`;
}

type Screen =
  | (typeof LIST_SCREENS)[number]
  | 'history detail'
  | { detail: 'purchase_orders' | 'sales_orders' | 'leases' };

const SCREENS: Screen[] = [
  ...LIST_SCREENS,
  'history detail',
  { detail: 'purchase_orders' },
  { detail: 'sales_orders' },
  { detail: 'leases' },
];

const nameOf = (screen: Screen): string =>
  typeof screen === 'string' ? screen : `${screen.detail} detail`;

/** A token connection made through the core (the Connect screen has its own tests). */
async function connectThroughCore(
  app: { core: PreviewCore },
  standIn: StandIn,
  name: string,
): Promise<void> {
  await app.core.handlers['connections.connectWithToken'](
    {
      profile: {
        name,
        hostKind: 'custom',
        baseUrl: standIn.url,
        voucherPrefix: '',
        secretTransport: 'body',
      },
      token: standIn.app('demo', 'full').token,
    },
    {},
  );
}

/** The worker's app, connected as 'Axe' with seed()'s drafts and import. */
const test = sharedTest.extend<object, { seeded: { importId: string } }>({
  seeded: [
    async ({ shared }, use) => {
      await connectThroughCore(shared, shared.standIn, 'Axe');
      await use({ importId: (await seed(shared)).importId });
    },
    // Auto: connected and seeded before the test's page loads (its settings set first, `look`).
    { scope: 'worker', timeout: 120_000, auto: true },
  ],
});

// Tests of this file spread over the workers (each with its own shared app).
test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 800 } });

// Each screen is scanned in both themes and both languages, paired: light in English and dark in
// Japanese. The theme changes only colours (contrast rules), the language only text (names, lang),
// so the pairs meet every theme and every language once; the other two pairs would rescan the same
// colours with other words. One test per scan, so a loaded machine meets each test's time limit,
// and a failure names its screen, theme and language. Each test's page loads in its pair's look
// (support/shared-app.ts sets it first) and opens the screen from there, one page load a scan.
const PAIRS = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'ja' },
] as const;
for (const { theme, language } of PAIRS) {
  test.describe(() => {
    test.use({ look: { theme, language } });
    for (const screen of SCREENS) {
      test(`${nameOf(screen)} passes axe (${theme}, ${language})`, async ({
        shared,
        seeded,
        page,
      }) => {
        const route = await routeOf(shared, screen, seeded.importId);
        await page.goto(`${shared.bridge.url}#${route}`);
        await expect(page).toHaveURL(`${shared.bridge.url}#${route}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByTestId('active-profile-name')).toHaveText('Axe');
        await expect(page.getByRole('main')).toBeVisible();
        // Let the lazy screen and its first queries settle before the scan.
        await expect(page.getByRole('main')).not.toBeEmpty();
        await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
        if (screen === '/catalog/brands') {
          // Said with what the screen shows instead, should the grid not come.
          await page
            .getByRole('grid')
            .waitFor({ timeout: 30_000 })
            .catch(async () => {
              const shows = await page.getByRole('main').innerText();
              throw new Error(`no grid on ${route}; the screen shows: ${shows}`);
            });
          await expect(page.getByRole('grid')).toContainText('Axe Brand');
        }
        expect(await seriousViolations(page), `axe findings on ${route}`).toEqual([]);
      });
    }
  });
}

test.describe(() => {
  // In English and the light theme, whatever the scan before it chose.
  test.use({ look: { theme: 'light', language: 'en' } });
  for (const screen of LIST_SCREENS) {
    test(`focus is visible on every control reached by Tab: ${screen}`, async ({
      shared,
      seeded,
      page,
    }) => {
      expect(seeded.importId).not.toBe('');
      const unseen: string[] = [];
      await page.goto(`${shared.bridge.url}#${screen}`);
      // A fresh page per screen, so Tab starts at the top of it.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByTestId('active-profile-name')).toHaveText('Axe');
      await expect(page.getByRole('main')).not.toBeEmpty();
      for (let step = 0; step < 25; step += 1) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement;
          if (!(element instanceof HTMLElement) || element === document.body) return null;
          // The ring may sit on the control or on its label (a styled radio's label carries it).
          const ringed = (node: Element): boolean => {
            const style = getComputedStyle(node);
            return (
              (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
              style.boxShadow !== 'none'
            );
          };
          const label = element.closest('label');
          // The grids keep focus in one floating cell input; the active cell carries the ring.
          const activeCell = element.classList.contains('grid-input')
            ? document.querySelector('.grid-cell.active')
            : null;
          return {
            name: `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 30)}`,
            visible:
              ringed(element) ||
              (label !== null && ringed(label)) ||
              (activeCell !== null && ringed(activeCell)),
          };
        });
        if (focus !== null && !focus.visible) unseen.push(`${screen}: ${focus.name}`);
      }
      expect([...new Set(unseen)], 'controls focused without a visible focus indicator').toEqual(
        [],
      );
    });
  }
});
