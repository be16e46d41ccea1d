import type { Page } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { statsOf } from '../support/stand-in-admin.ts';
import { expect, test } from './support/fixtures.ts';

// Changes against the last send, in the grid, as staff meet them: 200 products sent, then a CSV
// of all 200 opened (as another system exports the whole catalog) with 3 names and 1 brand
// changed and 2 SKUs added (to one renamed product and to the one with the new brand). The grid
// marks the changed cells with the value last sent in their tooltip, "Changed rows only" keeps
// the 4 changed products (6 SKU rows, the 2 added ones marked), and the review lists the 3 + 1 + 2
// changes before → after and the 196 left out (paged, searchable); the send is 1 request holding
// exactly the 4; the results say the 196 stay in the draft, and "Send them anyway" then sends
// them too. In English and Japanese, with
// screenshots of the marks and the filter in light and dark.

const COUNT = 200;
const RENAMED = [5, 50, 150] as const;
const REBRANDED = 99;
const SKU_ADDED = [50, 99] as const;
const CHANGED = [5, 50, 99, 150] as const;
const code = (i: number) => `GC-${String(i).padStart(3, '0')}`;

const LOOKS = [
  {
    language: 'en',
    changedOnly: 'Changed rows only',
    showing: '4 of 200 products',
    lastSent: (value: string) => `Changed since last sent. Last sent: ${value}`,
    skus: 'SKUs changed since last sent: +BLK/L',
    addedSku: 'SKU added since last sent',
    use: /^Use these 200 rows$/,
    review: 'Review and send',
    name: 'name',
    brand: 'brand_code',
    skusField: 'SKUs',
    heading: '196 rows are the same as last sent',
    show: 'Show the 196 rows',
    search: 'Search codes and values',
    rangeSame: '1–196 of 196',
    rangeOne: '1–1 of 1',
    plan: '1 request holding 4 rows',
    send: 'Send 1 request',
    anyway: 'Send them anyway',
    sendSeveral: /^Send \d+ requests?$/,
    leftSame:
      '196 rows are the same as this connection last sent them; the review leaves them out unless you send them anyway.',
  },
  {
    language: 'ja',
    changedOnly: '変更のある行だけ',
    showing: '200 商品中 4 件',
    lastSent: (value: string) => `前回送信から変更あり。前回送信した値: ${value}`,
    skus: '前回送信からの SKU の変更: +BLK/L',
    addedSku: '前回送信後に追加された SKU',
    use: /^この 200 行を使う$/,
    review: '確認して送信',
    name: '名称',
    brand: 'ブランドコード',
    skusField: 'SKU',
    heading: '前回送信時と同じ行が 196 件あります',
    show: '196 行を表示',
    search: 'コードと値を検索',
    rangeSame: '196 件中 1–196 件',
    rangeOne: '1 件中 1–1 件',
    plan: '1 件のリクエスト（計 4 行）',
    send: '1 件のリクエストを送信',
    anyway: 'それでも送信する',
    sendSeveral: /^\d+ 件のリクエストを送信$/,
    leftSame:
      '196 行は、この接続で前回送信した内容と同じです。「それでも送信する」を選ばない限り、送信しません。',
  },
] as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const cell = (page: Page, viewRow: number, col: number) =>
  page
    .getByRole('grid')
    .locator(
      `[role=row][aria-rowindex="${String(viewRow + 2)}"] [role=gridcell][aria-colindex="${String(col)}"]`,
    );

async function activeProfile(core: PreviewCore): Promise<string> {
  const { activeId } = await core.handlers['connections.list']({}, {});
  if (activeId === null) throw new Error('no active connection');
  return activeId;
}

/** The 200 products with their two brands and colour sent through the core, as a first send. */
async function sendFirst(core: PreviewCore, profileId: string): Promise<void> {
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'brands',
      upserts: [
        { id: 'b-1', position: 0, row: { code: 'GCB1', name: 'First brand' } },
        { id: 'b-2', position: 1, row: { code: 'GCB2', name: 'Second brand' } },
      ],
      deletes: [],
    },
    {},
  );
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'colors',
      upserts: [{ id: 'c-1', position: 0, row: { code: 'BLK', name: 'Black' } }],
      deletes: [],
    },
    {},
  );
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
          brand_code: 'GCB1',
          skus: [{ color_code: 'BLK', size_code: 'M' }],
        },
      })),
      deletes: [],
    },
    {},
  );
  await core.handlers['imports.start']({ profileId }, {});
  await expect
    .poll(async () => (await core.handlers['imports.list']({ profileId }, {})).imports, {
      timeout: 60_000,
    })
    .toEqual([]);
}

/** The whole catalog as another system exports it: one row per SKU, Japanese headers. */
function catalogCsv(): string {
  const lines = ['品番,品名,ブランド,カラー,サイズ'];
  for (let i = 0; i < COUNT; i += 1) {
    const name = (RENAMED as readonly number[]).includes(i)
      ? `Coat ${String(i)}`
      : `Shirt ${String(i)}`;
    const brand = i === REBRANDED ? 'GCB2' : 'GCB1';
    lines.push(`${code(i)},${name},${brand},BLK,M`);
    if ((SKU_ADDED as readonly number[]).includes(i))
      lines.push(`${code(i)},${name},${brand},BLK,L`);
  }
  return lines.join('\r\n');
}

/** Product codes whose values last sent came from `importId`. */
async function appliedBy(core: PreviewCore, profileId: string, importId: string) {
  const { entries } = await core.handlers['sent.list'](
    { profileId, grid: 'products', limit: 1000 },
    {},
  );
  return entries.filter((entry) => entry.importId === importId).map((entry) => entry.code);
}

for (const look of LOOKS) {
  test(`the grid marks what changed since the last send, filters to it, and the review agrees (${look.language})`, async ({
    app,
    connect,
    page,
    standIn,
  }, testInfo) => {
    test.setTimeout(180_000);
    await connect.connectWithToken('Shop', standIn.url, standIn.app('demo', 'full').token);
    const profileId = await activeProfile(app.core);
    await sendFirst(app.core, profileId);

    await app.core.handlers['settings.update']({ language: look.language }, {});
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => {
      window.location.hash = '#/catalog/products';
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', look.language);

    // Open the CSV of all 200 through the open-file dialog.
    await page
      .getByRole('button', { name: look.language === 'en' ? 'Open file…' : 'ファイルを開く…' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'catalog.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('\uFEFF' + catalogCsv(), 'utf8'),
    });
    await dialog.getByRole('button', { name: look.use }).click();
    await expect(dialog).toBeHidden();
    const grid = page.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', String(COUNT + 1));

    // The marks: a renamed product's name cell says what was last sent; an unchanged one none.
    const renamed = cell(page, 5, 2);
    await expect(renamed).toHaveText('Coat 5');
    await expect(renamed).toHaveClass(/mark-changed/);
    await expect(renamed).toHaveAttribute('title', look.lastSent('Shirt 5'));
    // The status bar says it too, for the active cell.
    await renamed.click();
    await expect(page.locator('.grid-status-note')).toHaveText(look.lastSent('Shirt 5'));
    await cell(page, 4, 2).click();
    await expect(page.locator('.grid-status-note')).toHaveCount(0);
    await expect(cell(page, 4, 2)).not.toHaveClass(/mark-changed/);
    await expect(cell(page, 5, 3)).not.toHaveClass(/mark-changed/);

    // "Changed rows only": the 4 changed products, each changed cell marked.
    const changedOnly = page.getByRole('checkbox', { name: look.changedOnly });
    await changedOnly.check();
    await expect(grid).toHaveAttribute('aria-rowcount', String(CHANGED.length + 1));
    await expect(page.getByTestId('filter-summary').getByRole('status')).toHaveText(look.showing);
    for (const [row, i] of CHANGED.entries()) {
      await expect(cell(page, row, 1)).toHaveText(code(i));
    }
    await expect(cell(page, 1, 2)).toHaveAttribute('title', look.lastSent('Shirt 50'));
    await expect(cell(page, 2, 3)).toHaveAttribute('title', look.lastSent('GCB1'));
    await expect(cell(page, 2, 2)).not.toHaveClass(/mark-changed/);
    for (const row of [1, 2]) {
      await expect(cell(page, row, 4)).toHaveClass(/mark-changed/);
      await expect(cell(page, row, 4)).toHaveAttribute(
        'title',
        `${look.skus}\n${look.lastSent('BLK: M')}`,
      );
    }
    await expect(cell(page, 0, 4)).not.toHaveClass(/mark-changed/);
    await expect(grid.locator('.mark-changed')).toHaveCount(3 + 1 + 2);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({
        path: testInfo.outputPath(`changed-products-${look.language}-${theme}.png`),
      });
    }

    // One row per SKU: the 4 products' 6 SKUs, the 2 added ones marked.
    await page
      .getByRole('radio', { name: look.language === 'en' ? 'One row per SKU' : /SKU/ })
      .click();
    await expect(grid).toHaveAttribute('aria-rowcount', String(6 + 1));
    const colorCells = grid.locator('[role=gridcell][aria-colindex="2"].mark-changed');
    await expect(colorCells).toHaveCount(2);
    await expect(colorCells.first()).toHaveAttribute(
      'title',
      new RegExp(`^${escaped(look.addedSku)}`),
    );
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({
        path: testInfo.outputPath(`changed-skus-${look.language}-${theme}.png`),
      });
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // The review: the 3 + 1 + 2 changes before → after; the 196 left out, listed and searchable.
    await page.getByRole('link', { name: look.review }).click();
    await expect(page).toHaveURL(/#\/send$/);
    const changes = page.getByTestId('changes');
    const changed = changes.getByTestId('change-row');
    await expect(changed).toHaveCount(CHANGED.length);
    const fields = changes.getByTestId('change-field');
    await expect(fields).toHaveText([
      `${look.name}: Shirt 5 → Coat 5`,
      `${look.name}: Shirt 50 → Coat 50`,
      `${look.skusField}: +BLK/L`,
      `${look.brand}: GCB1 → GCB2`,
      `${look.skusField}: +BLK/L`,
      `${look.name}: Shirt 150 → Coat 150`,
    ]);
    const unchanged = page.getByTestId('unchanged');
    await expect(unchanged.getByRole('heading', { level: 2 })).toHaveText(look.heading);
    await expect(page.getByTestId('plan-summary')).toHaveText(look.plan);
    await unchanged.getByText(look.show).click();
    const same = unchanged.getByTestId('same-rows');
    await expect(same.getByTestId('changes-range')).toHaveText(look.rangeSame);
    await expect(same.getByTestId('change-row')).toHaveCount(196);
    await same.getByRole('searchbox', { name: look.search }).fill('shirt 77');
    await expect(same.getByTestId('change-row')).toHaveCount(1);
    await expect(same.getByTestId('change-row').first()).toHaveAttribute('data-code', code(77));
    await expect(same.getByTestId('changes-range')).toHaveText(look.rangeOne);

    // Sent: one request holding exactly the 4 changed products.
    const before = (await statsOf(standIn)).imports.committed;
    await page.getByTestId('send-plan').getByRole('button', { name: look.send }).click();
    await expect(page).toHaveURL(/#\/send\/[^/]+$/);
    await expect(page.getByTestId('send-progress')).toHaveAttribute('data-state', 'done', {
      timeout: 60_000,
    });
    expect((await statsOf(standIn)).imports.committed - before).toBe(1);
    const importId = decodeURIComponent(page.url().split('/').at(-1) ?? '');
    expect((await appliedBy(app.core, profileId, importId)).sort()).toEqual(CHANGED.map(code));
    // The results say the 196 stay in the draft, left out as the same.
    await expect(page.getByTestId('left-in-draft-same')).toHaveText(look.leftSame);

    // "Send them anyway": the 196 the same as last sent go too, so all 200 have been sent.
    await page.evaluate(() => {
      window.location.hash = '#/send';
    });
    const anyway = page.getByTestId('unchanged').getByRole('switch', { name: look.anyway });
    await expect(anyway).not.toBeChecked();
    await anyway.check();
    const beforeAnyway = (await statsOf(standIn)).imports.committed;
    await page.getByTestId('send-plan').getByRole('button', { name: look.sendSeveral }).click();
    await expect(page).toHaveURL(/#\/send\/[^/]+$/);
    await expect(page).not.toHaveURL(new RegExp(`${escaped(encodeURIComponent(importId))}$`));
    await expect(page.getByTestId('send-progress')).toHaveAttribute('data-state', 'done', {
      timeout: 60_000,
    });
    expect((await statsOf(standIn)).imports.committed - beforeAnyway).toBeGreaterThan(0);
    const anywayId = decodeURIComponent(page.url().split('/').at(-1) ?? '');
    const rest = Array.from({ length: COUNT }, (_, i) => i)
      .filter((i) => !(CHANGED as readonly number[]).includes(i))
      .map(code);
    expect((await appliedBy(app.core, profileId, anywayId)).sort()).toEqual(rest.sort());
  });
}
