import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { statsOf } from '../support/stand-in-admin.ts';
import type { StandIn } from '../support/stand-in.ts';
import { expect, test } from './support/fixtures.ts';

// Taking a send back, as staff meet it: 200 products sent, then sent again with 3 names changed
// and one product new. From History, the second send's "Take back this send" says it puts 3 rows
// back and lists the new product as not taken back (first sent by that send); the review shows
// the 3 names after → before as any send; sending it leaves the stand-in holding the names from
// before, and the new product as it was. In English and Japanese, screenshots in both themes.

const LOOKS = [
  {
    language: 'en',
    button: 'Take back this send',
    putBack: '3 rows will be put back as they were before this send.',
    firstSent:
      '1 row was first sent by this send: the service may have created it, and the service offers no delete, so it is not taken back.',
    newRow: 'Product TB-NEW',
    nothing: 'Nothing of this send can be put back.',
    changedLater:
      '3 rows were changed again by a later send: take that send back first, or take them back anyway.',
    anyway: 'Take them back anyway',
    unsent: 'The grids hold 1 row not sent yet.',
    put: 'Put them in the draft and review',
    planLeft: '1 request holding 3 rows',
    sendLeft: 'Send 1 request',
    name: 'name',
  },
  {
    language: 'ja',
    button: 'この送信を元に戻す',
    putBack: '3 行をこの送信の前の値に戻します。',
    firstSent:
      '1 行はこの送信で初めて送信されました。サービスで新しく作られた可能性があり、サービスには削除がないため、元に戻しません。',
    newRow: '商品 TB-NEW',
    nothing: 'この送信で元に戻せるものはありません。',
    changedLater:
      '3 行はその後の送信で再び変更されています。先にその送信を元に戻すか、それでも元に戻してください。',
    anyway: 'それでも元に戻す',
    unsent: 'グリッドに未送信の行が 1 行あります。',
    put: '下書きに入れて確認する',
    planLeft: '1 件のリクエスト（計 3 行）',
    sendLeft: '1 件のリクエストを送信',
    name: '名称',
  },
] as const;

const COUNT = 200;
const RENAMED = [4, 77, 150] as const;
const code = (i: number) => `TB-${String(i).padStart(3, '0')}`;
const nameOf = (i: number, renamed: boolean) =>
  renamed ? `Renamed ${String(i)}` : `Item ${String(i)}`;

async function activeProfile(core: PreviewCore): Promise<string> {
  const { activeId } = await core.handlers['connections.list']({}, {});
  if (activeId === null) throw new Error('no active connection');
  return activeId;
}

/** The 200 products (3 renamed, one more when `extra`) drafted as the grids save them, then sent. */
async function sendCatalog(core: PreviewCore, profileId: string, renamed: boolean, extra: boolean) {
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    product_code: code(i),
    name: nameOf(i, renamed && (RENAMED as readonly number[]).includes(i)),
    brand_code: 'TB',
    skus: [{ color_code: 'BLK', size_code: 'M' }],
  }));
  if (extra)
    rows.push({ ...rows[0], product_code: 'TB-NEW', name: 'New coat' } as (typeof rows)[0]);
  // Saved in parts of at most 1,000 rows, as the grids' saver does: 201 fit one.
  await core.handlers['drafts.save'](
    {
      profileId,
      grid: 'products',
      upserts: rows.map((row, i) => ({ id: `p-${row.product_code}`, position: i, row })),
      deletes: [],
    },
    {},
  );
  const { importId } = await core.handlers['imports.start']({ profileId }, {});
  await expect
    .poll(
      async () =>
        (await core.handlers['imports.history']({ profileId }, {})).imports.find(
          (entry) => entry.importId === importId,
        )?.outcome,
      { timeout: 120_000 },
    )
    .toBe('done');
  return importId;
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

/** Serious or critical accessibility problems axe finds on the page, in both themes. */
async function seriousViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') {
        found.push(
          `${scheme}: ${violation.id} ${violation.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
        );
      }
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${scheme}.png`),
      animations: 'disabled',
      caret: 'hide',
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.use({ viewport: { width: 1280, height: 800 } });

for (const look of LOOKS) {
  test(`a send taken back from History puts back the values from before, and the stand-in holds them (${look.language})`, async ({
    app,
    connect,
    page,
    standIn,
  }, testInfo) => {
    await connect.connectWithToken('Shop', standIn.url, standIn.app('demo', 'full').token);
    const profileId = await activeProfile(app.core);
    await app.core.handlers['drafts.save'](
      {
        profileId,
        grid: 'brands',
        upserts: [{ id: 'b-tb', position: 0, row: { code: 'TB', name: 'Take-back brand' } }],
        deletes: [],
      },
      {},
    );
    await sendCatalog(app.core, profileId, false, false);
    const second = await sendCatalog(app.core, profileId, true, true);
    const sent = await heldNames(standIn);
    for (const i of RENAMED) expect(sent.get(code(i))).toBe(nameOf(i, true));
    expect(sent.get('TB-NEW')).toBe('New coat');

    // An edit not sent yet (as the grid saves it): the take-back waits and says why.
    const edit = async (name: string) => {
      await app.core.handlers['drafts.save'](
        {
          profileId,
          grid: 'products',
          upserts: [
            {
              id: `p-${code(10)}`,
              position: 10,
              row: {
                product_code: code(10),
                name,
                brand_code: 'TB',
                skus: [{ color_code: 'BLK', size_code: 'M' }],
              },
            },
          ],
          deletes: [],
        },
        {},
      );
    };
    await edit('Typed, not sent');

    // History: the second send's page, its "Take back this send".
    await app.core.handlers['settings.update']({ language: look.language }, {});
    await page.evaluate(() => {
      window.location.hash = '#/history';
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', look.language);
    await page.locator(`tr[data-import-id="${second}"] a`).click();
    await expect(page).toHaveURL(new RegExp(`#/history/${second}$`));
    await page.getByRole('button', { name: look.button }).click();
    const panel = page.getByTestId('take-back');
    await expect(panel.getByTestId('take-back-unsent')).toContainText(look.unsent);
    await expect(panel.getByRole('button', { name: look.put })).toBeDisabled();
    // The edit undone (the row as last sent again): nothing waits.
    await edit(nameOf(10, false));
    await page.reload();
    await page.getByRole('button', { name: look.button }).click();
    await expect(panel.getByTestId('take-back-count')).toHaveText(look.putBack);
    await expect(panel.getByTestId('take-back-unsent')).toHaveCount(0);
    const firstSent = panel.locator('[data-testid="take-back-reason"][data-reason="first_sent"]');
    await expect(firstSent.locator('p')).toHaveText(look.firstSent);
    await expect(firstSent.getByTestId('take-back-row')).toHaveText([look.newRow]);
    await expect(panel.locator('[data-testid="take-back-reason"]')).toHaveCount(1);
    await panel.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, testInfo, `take-back-history-${look.language}`);

    // Put in the draft: the review shows the 3 names as they will be again, nothing sent yet.
    const before = (await statsOf(standIn)).imports.committed;
    await panel.getByRole('button', { name: look.put }).click();
    await expect(page).toHaveURL(/#\/send$/);
    await expect(page.getByTestId('plan-summary')).toHaveText(look.planLeft);
    const changed = page.getByTestId('changes').getByTestId('change-row');
    await expect(changed).toHaveCount(RENAMED.length);
    for (const [n, i] of RENAMED.entries()) {
      await expect(changed.nth(n)).toHaveAttribute('data-code', code(i));
      await expect(changed.nth(n).getByTestId('change-field')).toHaveText(
        `${look.name}: ${nameOf(i, true)} → ${nameOf(i, false)}`,
      );
    }
    expect((await statsOf(standIn)).imports.committed).toBe(before);
    await shoot(page, testInfo, `take-back-review-${look.language}`);

    // Sent: one request, and the stand-in holds the names from before; TB-NEW as it was.
    await page.getByTestId('send-plan').getByRole('button', { name: look.sendLeft }).click();
    await expect(page).toHaveURL(/#\/send\/[^/]+$/);
    await expect(page.getByTestId('send-progress')).toHaveAttribute('data-state', 'done', {
      timeout: 60_000,
    });
    expect((await statsOf(standIn)).imports.committed - before).toBe(1);
    const held = await heldNames(standIn);
    for (let i = 0; i < COUNT; i += 1) expect(held.get(code(i))).toBe(nameOf(i, false));
    expect(held.get('TB-NEW')).toBe('New coat');
    const takenBack = decodeURIComponent(page.url().split('/').at(-1) ?? '');

    // The second send again: its 3 rows were changed again by the take-back, listed with a link
    // to it; "Take them back anyway" puts them back after all.
    await page.evaluate((id) => {
      window.location.hash = `#/history/${id}`;
    }, second);
    await page.getByRole('button', { name: look.button }).click();
    await expect(panel.getByTestId('take-back-count')).toHaveText(look.nothing);
    const later = panel.locator('[data-testid="take-back-reason"][data-reason="changed_later"]');
    await expect(later.locator('p')).toHaveText(look.changedLater);
    await expect(later.getByTestId('take-back-row')).toHaveCount(RENAMED.length);
    for (const link of await later.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', new RegExp(`#/history/${takenBack}$`));
    }
    await later.getByRole('switch', { name: look.anyway }).check();
    await expect(panel.getByTestId('take-back-count')).toHaveText(look.putBack);
    await panel.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, `take-back-later-${look.language}`);

    // The take-back taken back restores the second send's names: all 3, none listed.
    await page.evaluate((id) => {
      window.location.hash = `#/history/${id}`;
    }, takenBack);
    await page.getByRole('button', { name: look.button }).click();
    await expect(panel.getByTestId('take-back-count')).toHaveText(look.putBack);
    await expect(panel.getByTestId('take-back-listed')).toHaveCount(0);
  });
}
