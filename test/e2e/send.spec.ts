import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { injectFault, statsOf } from '../support/stand-in-admin.ts';
import { expect, test } from './support/fixtures.ts';

// Sending the catalog in real Chromium through the test bridge: real core, real node:sqlite
// drafts and journal, the stand-in over loopback. The stand-in's delay fault slows each import
// request so the progress can be watched (and the page reloaded) while main sends.

const grid = (page: Page) => page.getByRole('grid');
const cell = (page: Page, row: number, col: number) =>
  grid(page).locator(
    `[role=row][aria-rowindex="${row + 1}"] [role=gridcell][aria-colindex="${col}"]`,
  );

/** Drafts saved through the core (as the grids save them): a brand and `count` products naming it. */
async function seedDrafts(core: PreviewCore, count: number, from = 0): Promise<string> {
  const { activeId } = await core.handlers['connections.list']({}, {});
  if (activeId === null) throw new Error('no active connection');
  await core.handlers['drafts.save'](
    {
      profileId: activeId,
      grid: 'brands',
      upserts: [{ id: 'b-e2e', position: 0, row: { code: 'E2E', name: 'E2E brand' } }],
      deletes: [],
    },
    {},
  );
  await core.handlers['drafts.save'](
    {
      profileId: activeId,
      grid: 'products',
      upserts: Array.from({ length: count }, (_, i) => ({
        id: `p-${from + i}`,
        position: from + i,
        row: {
          product_code: `E2E-${String(from + i).padStart(4, '0')}`,
          name: `Shirt ${from + i}`,
          brand_code: 'E2E',
          skus: [{ color_code: 'BLK', size_code: 'M' }],
        },
      })),
      deletes: [],
    },
    {},
  );
  return activeId;
}

/** In the catalog after a send: the products left in the draft, and no brand (it was applied). */
async function expectDraftLeft(page: Page, productRows: string, firstCode: string) {
  const tab = (name: RegExp) => page.getByRole('tab', { name });
  await tab(/Products/).click();
  await expect(tab(/Products/)).toContainText(productRows);
  await expect(cell(page, 1, 1)).toHaveText(firstCode);
  await tab(/Brands/).click();
  await expect(tab(/Brands/)).toContainText('0 rows');
}

/** The next import request answers with this status instead of reaching the service. */
async function failNextImport(standIn: Parameters<typeof injectFault>[0], status: number) {
  await injectFault(standIn, {
    method: 'POST',
    path_prefix: '/v1/imports',
    kind: 'status',
    status,
    times: 1,
  });
}

/** axe's serious and critical findings on the page as it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function slowImports(standIn: Parameters<typeof injectFault>[0], times: number, ms: number) {
  await injectFault(standIn, {
    method: 'POST',
    path_prefix: '/v1/imports',
    kind: 'delay',
    delay_ms: ms,
    times,
  });
}

test('edit rows, review the plan, send with progress, see results, rows leave the draft', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Shop', standIn.url, standIn.app('demo', 'full').token);
  await seedDrafts(app.core, 230);
  await connect.nav('Catalog').click();
  await page.reload();
  const productsTab = page.getByRole('tab', { name: /Products/ });
  await productsTab.click();
  await expect(productsTab).toContainText('230 rows');

  // Two rows typed in the grid: one fine, one repeating a code (both rows with it left out).
  // The grid draws only what is in view: Ctrl+End goes to its end, Home to the code column.
  await cell(page, 1, 1).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Home');
  await page.keyboard.type('E2E-9000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Typed coat');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Home');
  await page.keyboard.type('E2E-0001');
  await page.keyboard.press('Enter');
  await expect(productsTab).toContainText('232 rows');

  // "Review and send" from the catalog: the plan before anything is sent.
  await page.getByRole('link', { name: 'Review and send' }).click();
  await expect(page).toHaveURL(/#\/send$/);
  const plan = page.getByTestId('send-plan');
  // 1 brand + 230 products (the two with the repeated code are left out): 100/100/30.
  await expect(page.getByTestId('plan-summary')).toHaveText('3 requests holding 231 rows');
  await expect(page.getByTestId('plan-atomic')).toContainText('all or nothing');
  await expect(page.getByTestId('plan-atomic')).toContainText('The send as a whole is not');
  await expect(page.getByTestId('plan-time')).toContainText('120 calls a minute');
  const requests = page.getByTestId('plan-requests');
  await expect(requests.locator('tbody tr[data-request]')).toHaveCount(3);
  await expect(requests.locator('tr[data-request="3"] td').nth(2)).toHaveText('30');
  await requests.getByRole('button', { name: 'Show rows of request 1' }).click();
  const rowsOf1 = page.getByRole('list', { name: 'Rows of request 1' });
  await expect(rowsOf1.getByText('E2E', { exact: true })).toBeVisible();
  const leftOut = page.getByTestId('left-out');
  await expect(leftOut).toContainText('2 rows left out');
  await expect(leftOut).toContainText('E2E-0001');
  await expect(leftOut).toContainText('The code appears more than once in its grid');
  // The review with a long request's rows open (a virtualised list) passes axe.
  expect(await seriousViolations(page)).toEqual([]);
  const before = (await statsOf(standIn)).imports.committed;

  // Send: the progress bar fills while main sends each (slowed) request.
  await slowImports(standIn, 3, 700);
  await plan.getByRole('button', { name: 'Send 3 requests' }).click();
  await expect(page).toHaveURL(/#\/send\/[^/]+$/);
  const progress = page.getByTestId('send-progress');
  await expect(progress.getByRole('progressbar', { name: 'Requests answered' })).toBeVisible();
  await expect(progress).toHaveAttribute('data-state', 'running');
  await expect(page.getByTestId('progress-counts')).toContainText(/[0-2] of 3 requests answered/);
  await expect(progress).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(page.getByTestId('progress-counts')).toContainText('3 of 3 requests answered');
  await expect(page.getByTestId('progress-counts')).toContainText('231 of 231 rows applied');
  expect((await statsOf(standIn)).imports.committed - before).toBe(3);

  // Results: masters counted (and said so), products created per request.
  const results = page.getByTestId('results');
  await expect(page.getByTestId('results-totals')).toHaveText(
    'Created: 1 Brands. Products: 230 created, 0 updated.',
  );
  await expect(results).toContainText('Masters are counted, not listed');
  const table = page.getByTestId('results-table');
  await expect(table.locator('tr[data-state="done"]')).toHaveCount(3);
  await table.getByRole('button', { name: 'Show products of request 3' }).click();
  await expect(page.getByRole('list', { name: 'Products of request 3' })).toContainText('created');
  expect(await seriousViolations(page)).toEqual([]);

  // Back in the catalog: the applied rows have left the draft; the left-out ones stay.
  await results.getByRole('link', { name: 'Back to the catalog' }).click();
  await expectDraftLeft(page, '2 rows', 'E2E-0001');
});

test('a reload during a send re-attaches to the import main keeps sending', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Shop', standIn.url, standIn.app('demo', 'full').token);
  await seedDrafts(app.core, 350);
  await slowImports(standIn, 4, 1500);
  await page.goto(`${app.bridge.url}#/send`);
  await page.getByRole('button', { name: 'Send 4 requests' }).click();
  const progress = page.getByTestId('send-progress');
  await expect(progress).toHaveAttribute('data-state', 'running');
  const url = page.url();

  await page.reload();
  expect(page.url()).toBe(url);
  // The reopened page finds the import through imports.list while main still sends it.
  await expect(progress).toHaveAttribute('data-state', /running|waiting/);
  await expect(page.getByTestId('progress-counts')).toContainText(/[0-3] of 4 requests answered/);
  expect(await seriousViolations(page)).toEqual([]);
  await expect(progress).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(page.getByTestId('progress-counts')).toContainText('351 of 351 rows applied');
  await expect(page.getByTestId('results-table').locator('tr[data-state="done"]')).toHaveCount(4);
  // Each request applied once.
  expect((await statsOf(standIn)).imports.committed).toBe(4);

  // "Review and send" on the reopened page: nothing left, and no import under way.
  await page.getByRole('navigation').getByRole('link', { name: 'Send' }).click();
  await expect(page.getByTestId('send-plan')).toContainText('Nothing is ready to send');
});

test('one bad code: the other rows go, the refused row is marked in the grid and the results link to it; pause and cancel', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Shop', standIn.url, standIn.app('demo', 'full').token);
  await seedDrafts(app.core, 250);
  // One product code the service refuses (a space): its request is sent again without it.
  const { activeId } = await app.core.handlers['connections.list']({}, {});
  await app.core.handlers['drafts.save'](
    {
      profileId: activeId ?? '',
      grid: 'products',
      upserts: [
        {
          id: 'p-150',
          position: 150,
          row: { product_code: 'E2E 0150', name: 'Shirt 150', brand_code: 'E2E', skus: [] },
        },
      ],
      deletes: [],
    },
    {},
  );
  // Request 1 slow (time to pause), request 3 slow.
  await slowImports(standIn, 1, 2500);
  await page.goto(`${app.bridge.url}#/send`);
  await expect(page.getByText('Stop at the first refusal')).toBeVisible();
  await page.getByRole('button', { name: 'Send 3 requests' }).click();
  const progress = page.getByTestId('send-progress');

  // Pause, then resume; then cancel says that what was applied stays applied.
  await progress.getByRole('button', { name: 'Pause' }).click();
  await expect(progress).toHaveAttribute('data-state', 'paused');
  await expect(progress).toContainText('nothing more is sent until you resume');
  await progress.getByRole('button', { name: 'Resume' }).click();
  await expect(progress).toHaveAttribute('data-state', /running|waiting/);
  await progress.getByRole('button', { name: 'Cancel…' }).click();
  await expect(progress.getByRole('group', { name: 'Cancel the send?' })).toContainText(
    'What was applied stays applied',
  );
  // Left open, the box closes by itself once the import has finished.
  await expect(progress).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });
  await expect(progress.getByRole('group', { name: 'Cancel the send?' })).toHaveCount(0);
  await expect(page.getByTestId('progress-counts')).toContainText('250 of 251 rows applied');
  await expect(page.getByTestId('progress-counts')).toContainText('1 refused');
  const resultWords = page.getByTestId('results').getByTestId('outcome-words').locator('p');
  await expect(resultWords.first()).toContainText(
    '3 applied, 1 refused and narrowed down, 0 refused, 0 never sent',
  );
  await expect(resultWords.nth(1)).toContainText('250 applied, 1 refused');
  const said = await resultWords.allInnerTexts();
  const rows = page.getByTestId('rows-not-applied');
  const bad = rows.locator('li[data-code="E2E 0150"]');
  await expect(bad).toContainText('product_code');
  await expect(bad).toContainText('must be 1–40 characters');
  expect(await seriousViolations(page)).toEqual([]);

  // The link opens the products grid at the refused row's cell, marked with the service's words.
  await bad.getByRole('link', { name: 'Show in the grid' }).click();
  const selected = page.locator('[role="gridcell"][aria-selected="true"]').first();
  await expect(selected).toHaveText('E2E 0150');
  await expect(selected).toHaveAttribute('aria-invalid', 'true');
  await expect(selected).toHaveAttribute('title', /Refused by the service in the last send/);
  await expect(page.locator('.problem-list')).toContainText('must be 1–40 characters');
  await expect(page.getByRole('tab', { name: /Products/ })).toContainText('1 row');

  // History says the same words as the results, in its list and in the import's detail.
  await page.evaluate(() => {
    window.location.hash = '#/history';
  });
  const entry = page.locator('tr[data-import-id]').first();
  await expect(entry.getByTestId('outcome-words')).toBeVisible();
  expect(await entry.getByTestId('outcome-words').locator('p').allInnerTexts()).toEqual(said);
  await entry.getByRole('link').first().click();
  const detailWords = page.getByTestId('outcome-words').locator('p');
  await expect(detailWords.first()).toBeVisible();
  expect(await detailWords.allInnerTexts()).toEqual(said);
  // The refused request, narrowed down, lists its rows with their fate in the whole send: the
  // rows a later request applied say applied, only the refused one is not.
  const narrowed = page.locator('section.history-request[data-fate="split"]');
  const held = narrowed.locator('td[data-fate]');
  await expect(held.first()).toBeVisible();
  await expect(narrowed.locator('td[data-fate="applied"]')).toHaveCount((await held.count()) - 1);
  await expect(page.locator('td[data-fate]:not([data-fate="applied"])')).toHaveCount(1);
  await expect(page.locator('tr[data-code="E2E 0150"] td[data-fate="refused"]')).toBeVisible();
});

test('a 409 is an internal error with its details; a 403 names the missing permission', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Shop', standIn.url, standIn.app('demo', 'full').token);
  await seedDrafts(app.core, 150);
  await failNextImport(standIn, 409);
  await page.goto(`${app.bridge.url}#/send`);
  await page.getByRole('button', { name: 'Send 2 requests' }).click();
  const progress = page.getByTestId('send-progress');
  await expect(progress).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });
  const conflict = page.getByTestId('refused-request').locator('[data-message-kind="conflict"]');
  await expect(conflict).toContainText('Internal error');
  await expect(conflict).toContainText('HTTP 409');
  // The details are open for an internal error: main's own words, to report.
  await expect(conflict.locator('details')).toHaveAttribute('open', '');
  await expect(conflict.locator('.alert-detail')).toBeVisible();

  // A connection without the write permission: the 403 stops the send and names it.
  await connect.nav('Connect').click();
  await connect.connectWithToken('Reader', standIn.url, standIn.app('demo', 'readonly').token);
  await seedDrafts(app.core, 5);
  await page.goto(`${app.bridge.url}#/send`);
  await page.getByRole('button', { name: 'Send 1 request' }).click();
  await expect(progress).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });
  await expect(progress.locator('[data-message-kind="forbidden"]')).toContainText(
    'This connection lacks the permission kikan_masters_write',
  );
});

test('a 401 waits for a reconnect, then the import goes on', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Shop', standIn.url, standIn.app('demo', 'full').token);
  const profileId = await seedDrafts(app.core, 20);
  await failNextImport(standIn, 401);
  await page.goto(`${app.bridge.url}#/send`);
  await page.getByRole('button', { name: 'Send 1 request' }).click();
  const progress = page.getByTestId('send-progress');
  await expect(progress).toHaveAttribute('data-state', 'waiting', { timeout: 60_000 });
  await expect(page.getByTestId('progress-wait')).toContainText(
    'goes on by itself once you reconnect',
  );
  await expect(progress.getByRole('link', { name: 'Reconnect' })).toHaveAttribute(
    'href',
    new RegExp(`#/connect\\?profile=${profileId}$`),
  );
  // Reconnecting (as the Connect screen does) lets the waiting import go on.
  const { profiles } = await app.core.handlers['connections.list']({}, {});
  const profile = profiles.find((p) => p.id === profileId);
  if (profile === undefined) throw new Error('no profile');
  await app.core.handlers['connections.connectWithToken'](
    {
      profileId,
      profile: {
        name: profile.name,
        hostKind: 'custom',
        baseUrl: standIn.url,
        voucherPrefix: '',
        secretTransport: 'body',
      },
      token: standIn.app('demo', 'full').token,
    },
    {},
  );
  await expect(progress).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(page.getByTestId('progress-counts')).toContainText('21 of 21 rows applied');
});
