import type { PreviewCore } from '../../main/preview/preview-core.ts';
import { expect, test } from './support/fixtures.ts';
import { expectRowCells, gridCell } from './support/grid-view.ts';
import { activeProfile } from './support/imports.ts';

// Issue 28's walk at its size, once through the UI: a draft of 125,000 products × 8 SKUs
// (1,000,000 SKU rows), 2,000 brands and 600 colours. Open the products grid, go to the end,
// type a name, paste a block from Excel's clipboard, take the paste back with Ctrl+Z, and review
// the send plan: the fewest requests (1,250: 100 products a request, the 2,600 masters packed
// beside them). Every step checks what the user sees and what the core's rows hold. The app's
// own choice decides the mode (no test key): the core mode, from 10,000 products.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PRODUCTS = Number(process.env['E2E_MILLION_PRODUCTS'] ?? 125_000);
const BRANDS = 2_000;
const COLORS = 600;
const SIZES = ['S', 'M', 'L', 'XL'] as const;
const SAVE_PART = 5_000;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const productCode = (i: number) => `M-${pad(i, 6)}`;
const brandCode = (i: number) => `B${pad(i % BRANDS, 4)}`;
const colorCode = (i: number) => `C${pad(i % COLORS, 3)}`;

/** Product i: two colours × four sizes, each pair once. */
const productRow = (i: number) => ({
  product_code: productCode(i),
  name: `Coat ${String(i)}`,
  brand_code: brandCode(i),
  skus: [colorCode(i), colorCode(i + 1)].flatMap((color_code) =>
    SIZES.map((size_code) => ({ color_code, size_code })),
  ),
});

/** The draft, saved through the core as the grids save it, in parts of 5,000 products. */
async function seedMillion(core: PreviewCore, profileId: string): Promise<void> {
  const save = core.handlers['drafts.save'];
  const masters = (grid: 'brands' | 'colors', count: number, code: (i: number) => string) =>
    save(
      {
        profileId,
        grid,
        upserts: Array.from({ length: count }, (_, i) => ({
          id: `${grid}-${String(i)}`,
          position: i,
          row: { code: code(i), name: `${grid} ${String(i)}` },
        })),
        deletes: [],
      },
      {},
    );
  await masters('brands', BRANDS, brandCode);
  await masters('colors', COLORS, colorCode);
  for (let from = 0; from < PRODUCTS; from += SAVE_PART) {
    const to = Math.min(PRODUCTS, from + SAVE_PART);
    await save(
      {
        profileId,
        grid: 'products',
        upserts: Array.from({ length: to - from }, (_, k) => ({
          id: `p-${String(from + k)}`,
          position: from + k,
          row: productRow(from + k),
        })),
        deletes: [],
      },
      {},
    );
  }
}

/** The names the core holds for the last `count` products, in draft order. */
async function storedTail(core: PreviewCore, profileId: string, count: number) {
  const view = await core.handlers['catalog.view'](
    {
      profileId,
      spec: { view: 'products', sort: null, filter: '', onlyIds: null, columnFilters: [] },
    },
    {},
  );
  const window = await core.handlers['catalog.window'](
    { viewId: view.viewId, from: view.length - count, count },
    {},
  );
  return window.rows.map((row) => row.cells.slice(0, 3));
}

test('a million SKU rows: open, go to the end, type, paste, undo, review the plan', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  // Seeding a million SKU rows and loading them on two busy cores takes minutes, not seconds.
  test.setTimeout(600_000);
  await connect.connectWithToken('Million', standIn.url, standIn.app('demo', 'full').token);
  const profileId = await activeProfile(app);
  await seedMillion(app.core, profileId);

  // Every bridge call the page makes (the preview's bridge is HTTP: /__bridge/call/<name>).
  const calls: string[] = [];
  page.on('request', (request) => {
    const [, name] = request.url().split('/__bridge/call/');
    if (name !== undefined) calls.push(decodeURIComponent(name));
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${app.bridge.url}#/catalog/products`);
  await page.reload();
  const productsTab = page.getByRole('tab', { name: /Products/ });
  await expect(productsTab).toContainText(`${PRODUCTS.toLocaleString('en')} rows`, {
    timeout: 240_000,
  });
  // At this size the grids are windows onto the core's rows (the core mode): the first rows come
  // from the core's window, the drafts are never loaded into the page (no loading line), and the
  // grid takes edits at once.
  await expect(gridCell(page, 1, 1)).toHaveText(productCode(0));
  await expect(page.getByRole('status').filter({ hasText: 'Loading all' })).toHaveCount(0, {
    timeout: 240_000,
  });

  expect(calls).toContain('catalog.window');
  expect(calls).not.toContain('drafts.load');

  // Ctrl+End and Ctrl+Home go across the whole grid; the last product's row is drawn.
  const last = PRODUCTS;
  await gridCell(page, 1, 1).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Home');
  await expectRowCells(page, last, [productCode(last - 1), `Coat ${String(last - 1)}`]);

  // Type a name into the last product.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('最後のコート Last coat');
  await page.keyboard.press('Enter');
  await expect(gridCell(page, last, 2)).toHaveText('最後のコート Last coat');

  // Paste two rows × two cells (name, brand) from Excel's clipboard over the two rows above.
  await gridCell(page, last - 2, 2).click();
  await page.evaluate(() =>
    navigator.clipboard.writeText('Pasted one\tB0007\r\nPasted two\tB0008\r\n'),
  );
  await page.keyboard.press('ControlOrMeta+V');
  const pasted = [
    [productCode(last - 3), 'Pasted one', 'B0007'],
    [productCode(last - 2), 'Pasted two', 'B0008'],
    [productCode(last - 1), '最後のコート Last coat', brandCode(last - 1)],
  ];
  for (const [k, cells] of pasted.entries()) await expectRowCells(page, last - 2 + k, cells);
  await expect.poll(() => storedTail(app.core, profileId, 3), { timeout: 60_000 }).toEqual(pasted);

  // Ctrl+Z takes the paste back, and only the paste.
  await page.keyboard.press('ControlOrMeta+Z');
  const afterUndo = [
    [productCode(last - 3), `Coat ${String(last - 3)}`, brandCode(last - 3)],
    [productCode(last - 2), `Coat ${String(last - 2)}`, brandCode(last - 2)],
    [productCode(last - 1), '最後のコート Last coat', brandCode(last - 1)],
  ];
  for (const [k, cells] of afterUndo.entries()) await expectRowCells(page, last - 2 + k, cells);
  await expect
    .poll(() => storedTail(app.core, profileId, 3), { timeout: 60_000 })
    .toEqual(afterUndo);

  // The review's plan: every product and master, in the fewest requests.
  await page.getByRole('link', { name: 'Review and send' }).click();
  await expect(page).toHaveURL(/#\/send$/);
  const requests = Math.ceil(PRODUCTS / 100);
  await expect(page.getByTestId('plan-summary')).toHaveText(
    `${requests.toLocaleString('en')} requests holding ${(PRODUCTS + BRANDS + COLORS).toLocaleString('en')} rows`,
    { timeout: 240_000 },
  );
  // The drafts were never loaded into the page, the review's plan included.
  expect(calls).not.toContain('drafts.load');
});
