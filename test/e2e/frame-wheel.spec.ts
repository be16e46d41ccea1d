import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import type { StandIn } from '../support/stand-in.ts';
import { expect, test as sharedTest } from './support/shared-app.ts';

// A desktop app never scrolls its own frame: a mouse wheel over any part of any screen (the
// rail, the header, a toolbar, the chart, a list, a form...) leaves the rail and the header
// where they were and the document unscrolled; only the part under the wheel scrolls, inside.
// The screens only look, so one shared app per worker serves them all.

const SCREENS = [
  '/connect',
  '/catalog/brands',
  '/catalog/products',
  '/send',
  '/sent',
  '/vouchers/purchase_orders',
  '/vouchers/sales_orders',
  '/vouchers/leases',
  '/vouchers/order_plans',
  '/products',
  '/history',
  '/settings',
  'purchase order detail',
] as const;

async function connectThroughCore(core: PreviewCore, standIn: StandIn): Promise<void> {
  await core.handlers['connections.connectWithToken'](
    {
      profile: {
        name: 'Wheel',
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

const test = sharedTest.extend<object, { connected: boolean }>({
  connected: [
    async ({ shared }, use) => {
      await connectThroughCore(shared.core, shared.standIn);
      await use(true);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 1280, height: 800 } });

/** Points over the frame's parts and the screen's: the centres of visible boxes, some deep. */
async function wheelPoints(page: Page): Promise<{ x: number; y: number; what: string }[]> {
  return page.evaluate(() => {
    const points: { x: number; y: number; what: string }[] = [];
    const seen = new Set<string>();
    const add = (element: Element) => {
      const r = element.getBoundingClientRect();
      if (r.width < 4 || r.height < 4) return;
      const x = Math.round(Math.min(Math.max(r.left + r.width / 2, 1), innerWidth - 2));
      const y = Math.round(
        Math.min(Math.max(r.top + Math.min(r.height / 2, 200), 1), innerHeight - 2),
      );
      const key = `${String(x)},${String(y)}`;
      if (seen.has(key)) return;
      seen.add(key);
      const name = element.getAttribute('data-testid') ?? element.getAttribute('class') ?? '';
      points.push({ x, y, what: `${element.tagName.toLowerCase()} ${name}`.trim() });
    };
    for (const part of document.querySelectorAll('.rail, .topbar, main')) add(part);
    for (const part of document.querySelectorAll(
      'main > *, main > * > *, main > * > * > *, main > * > * > * > *',
    )) {
      add(part);
    }
    return points.slice(0, 40);
  });
}

async function frameBoxes(page: Page) {
  return page.evaluate(() => ({
    rail: document.querySelector('.rail')?.getBoundingClientRect().top ?? null,
    header: document.querySelector('.topbar')?.getBoundingClientRect().top ?? null,
    scrollTop: document.scrollingElement?.scrollTop ?? null,
    scrollY: window.scrollY,
  }));
}

/** Two frames drawn: a wheel's scroll, if any, has happened. */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
}

for (const screen of SCREENS) {
  test(`a wheel anywhere on ${screen} scrolls no frame`, async ({ page, shared, connected }) => {
    expect(connected).toBe(true);
    test.setTimeout(120_000);
    let route: string = screen;
    if (screen === 'purchase order detail') {
      const first = await shared.core.handlers['vouchers.browse']({ kind: 'purchase_orders' }, {});
      route = `/vouchers/purchase_orders/${encodeURIComponent(first.rows[0]?.id ?? '')}`;
    }
    await page.goto(`${shared.bridge.url}#${route}`);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    // A list: its rows are there (route /vouchers/<kind>).
    if (/^\/vouchers\/[a-z_]+$/.test(route)) {
      await expect(
        page.getByTestId('voucher-table').locator('[data-row-id]').first(),
      ).toBeVisible();
    }
    // The purchase orders' chart, open beside the list, is wheeled over too.
    if (route === '/vouchers/purchase_orders') {
      const toggle = page.getByTestId('chart-toggle');
      const shut =
        (await toggle.count()) > 0 && (await toggle.getAttribute('aria-pressed')) !== 'true';
      if (shut) await toggle.click();
      await expect(page.getByTestId('list-chart-by-week')).toBeVisible();
    }
    if (screen === 'purchase order detail') {
      await expect(page.getByTestId('lines-table')).toBeVisible();
    }
    const before = await frameBoxes(page);
    expect(before.scrollTop).toBe(0);
    const points = await wheelPoints(page);
    expect(points.length).toBeGreaterThan(3);
    for (const point of points) {
      await page.mouse.move(point.x, point.y);
      await page.mouse.wheel(0, 1500);
      await settled(page);
      expect(await frameBoxes(page), `after a wheel over ${point.what}`).toEqual(before);
    }
    for (const point of points.slice(0, 8)) {
      await page.mouse.move(point.x, point.y);
      await page.mouse.wheel(0, -1500);
      await settled(page);
      expect(await frameBoxes(page), `after a wheel up over ${point.what}`).toEqual(before);
    }
  });
}
