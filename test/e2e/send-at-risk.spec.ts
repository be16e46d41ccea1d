import type { Page } from '@playwright/test';
import { statsOf } from '../support/stand-in-admin.ts';
import type { StandIn } from '../support/stand-in.ts';
import { expect, test, type E2eApp } from './support/fixtures.ts';
import { numberedProducts, saveBrandsAndProducts } from './support/imports.ts';
import { openInLook } from './support/layout.ts';

// A plan that foresees refusals it can know, as staff meet it: a brand code typed twice in the
// brands grid leaves that brand out, so the products naming it (never sent from here) are at
// risk. The review says so before anything is sent, leaves them out by default with the numbers
// to match, follows "send them anyway" with its numbers, and the send without them reaches the
// stand-in without any of them. In English and Japanese.

const LOOKS = [
  {
    language: 'en',
    heading: '5 products may be refused',
    master:
      '5 products name brand ATRISK, which is left out and was never sent from here: fix ATRISK, or they may be refused.',
    why: 'Why ATRISK is left out: The code appears more than once in its grid',
    leaveOut: 'Leave them out until it is fixed',
    anyway: 'Send them anyway',
    planLeft: '1 request holding 101 rows',
    planAll: '2 requests holding 106 rows',
    sendLeft: 'Send 1 request',
    sendAll: 'Send 2 requests',
    review: 'Review and send',
  },
  {
    language: 'ja',
    heading: '拒否されるおそれのある商品 5 件',
    master:
      '5 件の商品がブランド ATRISK を参照しています。ATRISK は送信計画から外れており、この接続から送ったこともありません。ATRISK を直さないと、拒否されるおそれがあります。',
    why: 'ATRISK が外れている理由: コードが表の中で重複しています',
    leaveOut: '直すまで送信しない',
    anyway: 'それでも送信する',
    planLeft: '1 件のリクエスト（計 101 行）',
    planAll: '2 件のリクエスト（計 106 行）',
    sendLeft: '1 件のリクエストを送信',
    sendAll: '2 件のリクエストを送信',
    review: '確認して送信',
  },
] as const;

const cell = (page: Page, row: number, col: number) =>
  page
    .getByRole('grid')
    .locator(`[role=row][aria-rowindex="${row + 1}"] [role=gridcell][aria-colindex="${col}"]`);

const FINE = 100;
const AT_RISK = 5;

/** Two brands and the products naming them, saved through the core as the grids save them. */
async function seedDrafts(app: Pick<E2eApp, 'core'>): Promise<void> {
  await saveBrandsAndProducts(
    app,
    [
      { code: 'FINE', name: 'Fine brand' },
      { code: 'ATRISK', name: 'Risky brand' },
    ],
    [...numberedProducts('FINE', FINE, 'FINE'), ...numberedProducts('RISK', AT_RISK, 'ATRISK')],
  );
}

/** Product codes the stand-in's workspace holds (its admin surface; the spec shows no read). */
async function heldProducts(standIn: StandIn): Promise<string[]> {
  const response = await standIn.admin('/_admin/workspaces/demo/catalog', { method: 'GET' });
  if (!response.ok) throw new Error(`catalog: HTTP ${response.status}`);
  const held = (await response.json()) as { products: Array<{ product_code: string }> };
  return held.products.map((product) => product.product_code);
}

/** Runs of three or more English words in the element's text (codes are one word each). */
async function englishRuns(page: Page, testId: string): Promise<string[]> {
  const text = await page.getByTestId(testId).innerText();
  const run = /[A-Za-z][A-Za-z'’]*[A-Za-z](?:[\s,.:;!?()/\-—"“”]+[A-Za-z][A-Za-z'’]*[A-Za-z]){2,}/g;
  return [...text.matchAll(run)].map((match) => match[0]);
}

for (const look of LOOKS) {
  test(`products naming a left-out, never-sent brand are at risk, left out by default, and the send follows the choice (${look.language})`, async ({
    app,
    connect,
    page,
    standIn,
  }) => {
    await connect.connectWithToken('Shop', standIn.url, standIn.app('demo', 'full').token);
    await seedDrafts(app);
    await openInLook(page, app, { language: look.language, theme: 'light' }, '/catalog/brands');

    // The brand code typed again in a new row of the brands grid: both ATRISK rows are left out.
    await expect(cell(page, 2, 1)).toHaveText('ATRISK');
    await cell(page, 1, 1).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Home');
    await page.keyboard.type('ATRISK');
    await page.keyboard.press('Enter');
    await expect(cell(page, 3, 1)).toHaveText('ATRISK');

    await page.getByRole('link', { name: look.review }).click();
    await expect(page).toHaveURL(/#\/send$/);
    const atRisk = page.getByTestId('at-risk');
    await expect(atRisk.getByRole('heading', { level: 2 })).toHaveText(look.heading);
    const master = atRisk.getByTestId('at-risk-master');
    await expect(master).toHaveCount(1);
    await expect(master).toContainText(look.master);
    await expect(master).toContainText(look.why);
    await expect(atRisk.getByRole('listitem').filter({ hasText: 'RISK-0000' })).toHaveCount(1);
    if (look.language === 'ja') expect(await englishRuns(page, 'at-risk')).toEqual([]);

    // Left out by default: FINE and its 100 products; the 5 at risk are not counted.
    const leaveOut = atRisk.getByRole('radio', { name: look.leaveOut });
    const anyway = atRisk.getByRole('radio', { name: look.anyway });
    await expect(leaveOut).toBeChecked();
    const summary = page.getByTestId('plan-summary');
    await expect(summary).toHaveText(look.planLeft);
    const plan = page.getByTestId('send-plan');
    await expect(plan.getByRole('button', { name: look.sendLeft })).toBeEnabled();

    // Sent anyway: the numbers follow (105 products need a second request); and back again.
    await anyway.check();
    await expect(summary).toHaveText(look.planAll);
    await expect(plan.getByRole('button', { name: look.sendAll })).toBeEnabled();
    await expect(page.getByTestId('plan-requests').locator('tbody tr[data-request]')).toHaveCount(
      2,
    );
    await leaveOut.check();
    await expect(summary).toHaveText(look.planLeft);
    await expect(page.getByTestId('plan-requests').locator('tbody tr[data-request]')).toHaveCount(
      1,
    );

    // Sent with them left out: one request, and the stand-in holds none of them.
    const before = (await statsOf(standIn)).imports.committed;
    await plan.getByRole('button', { name: look.sendLeft }).click();
    await expect(page).toHaveURL(/#\/send\/[^/]+$/);
    await expect(page.getByTestId('send-progress')).toHaveAttribute('data-state', 'done', {
      timeout: 60_000,
    });
    expect((await statsOf(standIn)).imports.committed - before).toBe(1);
    const held = await heldProducts(standIn);
    expect(held.filter((code) => code.startsWith('FINE-'))).toHaveLength(FINE);
    expect(held.filter((code) => code.startsWith('RISK-'))).toEqual([]);
  });
}
