import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openSeededCore } from './support/core-mode.ts';
import { expectRowCells, gridCell } from './support/grid-view.ts';
import { schemeShots } from './support/scheme-shots.ts';

// What core mode now does as the page mode does (issue 28): a SKU summary typed or pasted in the
// products view replaces the product's SKUs, and per-SKU rows pasted below the end whose code a
// product holds join that product (their SKUs after its own), each one Ctrl+Z to undo; the
// cells read on screen and in the core's rows (catalog.window). CORE_GAPS_SHOTS=<folder> saves
// screenshots of both, light and dark.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PRODUCTS = 120;
const COAT = (n: number) => `ウールコート Wool coat ${String(n)}`;

const shots = (page: Page, name: string) => schemeShots(page, process.env['CORE_GAPS_SHOTS'], name);

test('core mode: a SKU summary typed or pasted takes SKUs; per-SKU rows below the end join their product', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  test.setTimeout(240_000);
  const { profileId, cells: core } = await openSeededCore(
    { app, connect, standIn, page },
    'Core gaps',
    PRODUCTS,
  );
  const counts = () => app.core.handlers['catalog.counts']({ profileId }, {});

  // A SKU summary typed into the products view: the product's SKUs, in the per-SKU view too.
  await gridCell(page, 2, 4).click();
  await page.keyboard.type('IV: S M L · BK: F');
  await page.keyboard.press('Enter');
  await expect(gridCell(page, 2, 4)).toHaveText('IV: S M L · BK: F');
  await expect
    .poll(async () => (await core('skus', 2, 4)).map((c) => `${c[3] ?? ''}/${c[4] ?? ''}`))
    .toEqual(['IV/S', 'IV/M', 'IV/L', 'BK/F']);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await shots(page, 'summary-typed');
  // One Ctrl+Z: the SKUs it held.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(gridCell(page, 2, 4)).toHaveText('NV: S M');
  await expect.poll(async () => (await core('products', 1, 1))[0]?.[3]).toBe('NV: S M');

  // A block pasted from Excel over names, brands and summaries of two rows: one step.
  await gridCell(page, 4, 2).click();
  await page.evaluate(() =>
    navigator.clipboard.writeText('Coat A\tLB\tBK: F\r\nCoat B\tLB\tBK: F; RD: S M\r\n'),
  );
  await page.keyboard.press('ControlOrMeta+V');
  await expectRowCells(page, 4, ['LK-10003', 'Coat A', 'LB', 'BK: F']);
  await expectRowCells(page, 5, ['LK-10004', 'Coat B', 'LB', 'BK: F · RD: S M']);
  await expect
    .poll(async () => (await core('products', 3, 2)).map((c) => c.slice(1)))
    .toEqual([
      ['Coat A', 'LB', 'BK: F'],
      ['Coat B', 'LB', 'BK: F · RD: S M'],
    ]);
  await page.keyboard.press('ControlOrMeta+Z');
  await expectRowCells(page, 4, ['LK-10003', COAT(4), 'LB', 'NV: S M']);
  await expectRowCells(page, 5, ['LK-10004', COAT(5), 'LB', 'NV: S M']);
  await expect
    .poll(async () => (await core('products', 3, 2)).map((c) => c.slice(1)))
    .toEqual([
      [COAT(4), 'LB', 'NV: S M'],
      [COAT(5), 'LB', 'NV: S M'],
    ]);
  // Again, to keep: the next undo in the per-SKU view must leave it.
  await page.keyboard.press('ControlOrMeta+Y');
  await expectRowCells(page, 5, ['LK-10004', 'Coat B', 'LB', 'BK: F · RD: S M']);

  // The per-SKU view: rows pasted on the new-row line (code, colour, size as the view shows
  // them) whose codes LK-10000 and LK-10001 hold join those products; one code has spaces.
  await page.getByRole('radio', { name: 'One row per SKU' }).click();
  await expect(gridCell(page, 1, 1)).toHaveText('LK-10000');
  const before = await counts();
  await gridCell(page, 1, 1).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Home');
  await page.evaluate(() =>
    navigator.clipboard.writeText('LK-10000\tGR\tL\r\n LK-10001 \tGR\tXL\r\nLK-10000\tGR\tXL\r\n'),
  );
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(async () => (await counts()).skuRows).toBe(before.skuRows + 3);
  expect((await counts()).products).toBe(PRODUCTS);
  await page.keyboard.press('ControlOrMeta+Home');
  const joined = [
    ['LK-10000', 'NV', 'S'],
    ['LK-10000', 'NV', 'M'],
    ['LK-10000', 'GR', 'L'],
    ['LK-10000', 'GR', 'XL'],
    ['LK-10001', 'NV', 'S'],
    ['LK-10001', 'NV', 'M'],
    ['LK-10001', 'GR', 'XL'],
  ];
  for (const [k, cells] of joined.entries()) await expectRowCells(page, 1 + k, cells);
  expect(
    (await core('skus', 0, 7)).map((c) => [c[0] ?? '', c[1] ?? '', c[3] ?? '', c[4] ?? '']),
  ).toEqual(joined.map(([code, colour, size], k) => [code, COAT(k < 4 ? 1 : 2), colour, size]));
  // The code's spaces were taken off, and its cells say so.
  await expect(gridCell(page, 7, 1)).toHaveAttribute(
    'title',
    /Spaces around the code were removed/,
  );
  await shots(page, 'skus-joined');

  // One Ctrl+Z: both products have their own SKUs again; the paste before it stays.
  await page.keyboard.press('ControlOrMeta+Z');
  await expectRowCells(page, 3, ['LK-10001', 'NV', 'S']);
  await expect.poll(async () => (await counts()).skuRows).toBe(before.skuRows);
  expect((await core('skus', 0, 4)).map((c) => c[0])).toEqual([
    'LK-10000',
    'LK-10000',
    'LK-10001',
    'LK-10001',
  ]);
  expect((await core('products', 4, 1))[0]?.slice(1)).toEqual(['Coat B', 'LB', 'BK: F · RD: S M']);
});
