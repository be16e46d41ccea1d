import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { statsOf } from '../support/stand-in-admin.ts';
import type { StandIn } from '../support/stand-in.ts';
import { expect, test } from './support/fixtures.ts';

// The review sends what changed, as staff meet it: 20 products sent, then the same 20 back in
// the draft (as a file of the whole catalog opens them) with 3 names changed in the grid. The
// review says 17 are the same as this connection last sent them and will not be sent, plans the
// 3, follows "Send them anyway" with its numbers and back, and the send reaches the stand-in
// with exactly the 3 changed; the 17 stay in the draft. The review lists the 3 changes, each name
// before → after, and its search narrows them. In English and Japanese.

const LOOKS = [
  {
    language: 'en',
    heading: '17 rows are the same as last sent',
    products: '17 products are the same as this connection last sent them; they will not be sent.',
    productsAnyway:
      '17 products are the same as this connection last sent them; they will be sent anyway.',
    meaning: 'may have been changed elsewhere since',
    anyway: 'Send them anyway',
    planLeft: '1 request holding 3 rows',
    planAll: '1 request holding 20 rows',
    sendLeft: 'Send 1 request',
    review: 'Review and send',
    changes: 'Changes since last sent',
    name: 'name',
    search: 'Search codes and values',
    rangeAll: '1–3 of 3',
    rangeOne: '1–1 of 1',
  },
  {
    language: 'ja',
    heading: '前回送信時と同じ行が 17 件あります',
    products: '17 件の商品は、この接続で前回送信した内容と同じです。送信しません。',
    productsAnyway: '17 件の商品は、この接続で前回送信した内容と同じです。それでも送信します。',
    meaning: 'その後に変更されている可能性があります',
    anyway: 'それでも送信する',
    planLeft: '1 件のリクエスト（計 3 行）',
    planAll: '1 件のリクエスト（計 20 行）',
    sendLeft: '1 件のリクエストを送信',
    review: '確認して送信',
    changes: '前回送信からの変更',
    name: '名称',
    search: 'コードと値を検索',
    rangeAll: '3 件中 1–3 件',
    rangeOne: '1 件中 1–1 件',
  },
] as const;

const COUNT = 20;
const CHANGED = [2, 9, 15] as const;
const code = (i: number) => `CHG-${String(i).padStart(2, '0')}`;

const cell = (page: Page, row: number, col: number) =>
  page
    .getByRole('grid')
    .locator(`[role=row][aria-rowindex="${row + 1}"] [role=gridcell][aria-colindex="${col}"]`);

async function activeProfile(core: PreviewCore): Promise<string> {
  const { activeId } = await core.handlers['connections.list']({}, {});
  if (activeId === null) throw new Error('no active connection');
  return activeId;
}

/** The 20 products as drafts, saved through the core as the grids save them. */
async function draftProducts(core: PreviewCore, profileId: string): Promise<void> {
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'products',
      upserts: Array.from({ length: COUNT }, (_, i) => ({
        id: `p-${String(i)}`,
        position: i,
        row: {
          product_code: code(i),
          name: `Shirt ${String(i)}`,
          brand_code: 'CHG',
          skus: [{ color_code: 'BLK', size_code: 'M' }],
        },
      })),
      deletes: [],
    },
    {},
  );
}

/** What the stand-in's workspace holds per product code (its admin surface; the spec shows no read). */
async function heldNames(standIn: StandIn): Promise<Map<string, string | null>> {
  const response = await standIn.admin('/_admin/workspaces/demo/catalog', { method: 'GET' });
  if (!response.ok) throw new Error(`catalog: HTTP ${response.status}`);
  const held = (await response.json()) as {
    products: Array<{ product_code: string; name: string | null }>;
  };
  return new Map(held.products.map((product) => [product.product_code, product.name]));
}

/** Runs of three or more English words in the element's text (codes are one word each). */
async function englishRuns(page: Page, testId: string): Promise<string[]> {
  const text = await page.getByTestId(testId).innerText();
  const run = /[A-Za-z][A-Za-z'’]*[A-Za-z](?:[\s,.:;!?()/\-—"“”]+[A-Za-z][A-Za-z'’]*[A-Za-z]){2,}/g;
  return [...text.matchAll(run)].map((match) => match[0]);
}

/** Product codes whose values last sent came from `importId` (the journal's applied requests). */
async function appliedBy(core: PreviewCore, profileId: string, importId: string) {
  const { entries } = await core.handlers['sent.list'](
    { profileId, grid: 'products', limit: 1000 },
    {},
  );
  return entries.filter((entry) => entry.importId === importId).map((entry) => entry.code);
}

for (const look of LOOKS) {
  test(`the review leaves out products the same as last sent, sends them when asked, and the send holds only the changed (${look.language})`, async ({
    app,
    connect,
    page,
    standIn,
  }) => {
    await connect.connectWithToken('Shop', standIn.url, standIn.app('demo', 'full').token);
    const profileId = await activeProfile(app.core);
    await app.core.handlers['drafts.save'](
      {
        profileId,
        grid: 'brands',
        upserts: [{ id: 'b-chg', position: 0, row: { code: 'CHG', name: 'Changed brand' } }],
        deletes: [],
      },
      {},
    );
    await draftProducts(app.core, profileId);
    await app.core.handlers['imports.start']({ profileId }, {});
    await expect
      .poll(async () => (await app.core.handlers['imports.list']({ profileId }, {})).imports, {
        timeout: 60_000,
      })
      .toEqual([]);
    expect([...(await heldNames(standIn)).keys()].filter((c) => c.startsWith('CHG-'))).toHaveLength(
      COUNT,
    );

    // The same 20 back in the draft; 3 names changed in the grid (column 2).
    await draftProducts(app.core, profileId);
    await app.core.handlers['settings.update']({ language: look.language }, {});
    await page.evaluate(() => {
      window.location.hash = '#/catalog/products';
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', look.language);
    for (const i of CHANGED) {
      await expect(cell(page, i + 1, 1)).toHaveText(code(i));
      await cell(page, i + 1, 2).click();
      await page.keyboard.type(`Coat ${String(i)}`);
      await page.keyboard.press('Enter');
      await expect(cell(page, i + 1, 2)).toHaveText(`Coat ${String(i)}`);
    }

    await page.getByRole('link', { name: look.review }).click();
    await expect(page).toHaveURL(/#\/send$/);
    const unchanged = page.getByTestId('unchanged');
    await expect(unchanged.getByRole('heading', { level: 2 })).toHaveText(look.heading);
    const products = unchanged.locator('[data-testid="unchanged-grid"][data-grid="products"]');
    await expect(products).toHaveText(look.products);
    await expect(unchanged).toContainText(look.meaning);
    if (look.language === 'ja') expect(await englishRuns(page, 'unchanged')).toEqual([]);
    const summary = page.getByTestId('plan-summary');
    await expect(summary).toHaveText(look.planLeft);

    // The changes: the 3 renamed products, each name before → after; the search narrows them.
    const changes = page.getByTestId('changes');
    await expect(changes.getByRole('heading', { level: 2 })).toHaveText(look.changes);
    const changed = changes.getByTestId('change-row');
    await expect(changed).toHaveCount(CHANGED.length);
    for (const [n, i] of CHANGED.entries()) {
      await expect(changed.nth(n)).toHaveAttribute('data-code', code(i));
      await expect(changed.nth(n).getByTestId('change-field')).toHaveText(
        `${look.name}: Shirt ${String(i)} → Coat ${String(i)}`,
      );
    }
    await expect(changes.getByTestId('changes-range')).toHaveText(look.rangeAll);
    if (look.language === 'ja') expect(await englishRuns(page, 'changes')).toEqual([]);
    const search = changes.getByRole('searchbox', { name: look.search });
    await search.fill('coat 9');
    await expect(changed).toHaveCount(1);
    await expect(changed.first()).toHaveAttribute('data-code', code(9));
    await expect(changes.getByTestId('changes-range')).toHaveText(look.rangeOne);
    await search.fill(code(15));
    await expect(changed).toHaveCount(1);
    await expect(changed.first()).toHaveAttribute('data-code', code(15));
    await search.fill('');
    await expect(changed).toHaveCount(CHANGED.length);

    const anyway = unchanged.getByRole('switch', { name: look.anyway });
    await expect(anyway).not.toBeChecked();

    // Sent anyway: the numbers follow; and back again.
    await anyway.check();
    await expect(summary).toHaveText(look.planAll);
    await expect(products).toHaveText(look.productsAnyway);
    await anyway.uncheck();
    await expect(summary).toHaveText(look.planLeft);
    await expect(products).toHaveText(look.products);

    // Sent as planned: one request holding exactly the 3 changed; the 17 stay in the draft.
    const before = (await statsOf(standIn)).imports.committed;
    const plan = page.getByTestId('send-plan');
    await plan.getByRole('button', { name: look.sendLeft }).click();
    await expect(page).toHaveURL(/#\/send\/[^/]+$/);
    await expect(page.getByTestId('send-progress')).toHaveAttribute('data-state', 'done', {
      timeout: 60_000,
    });
    expect((await statsOf(standIn)).imports.committed - before).toBe(1);
    const importId = decodeURIComponent(page.url().split('/').at(-1) ?? '');
    expect((await appliedBy(app.core, profileId, importId)).sort()).toEqual(CHANGED.map(code));
    const held = await heldNames(standIn);
    for (const i of CHANGED) expect(held.get(code(i))).toBe(`Coat ${String(i)}`);
    expect(held.get(code(0))).toBe('Shirt 0');
    const left = (await app.core.handlers['drafts.load']({ profileId }, {})).products;
    expect(left.map((draft) => draft.row.product_code).sort()).toEqual(
      Array.from({ length: COUNT }, (_, i) => i)
        .filter((i) => !(CHANGED as readonly number[]).includes(i))
        .map(code),
    );
  });
}
