import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Known codes in the app: a brand and colour this connection sent stop being "unknown" in the
// products grid as soon as the import that sent them ends (the imports.progress event refreshes
// sent.codes), while a brand nobody sent stays flagged. Real core, stand-in and node:sqlite.

const cell = (page: Page, row: number, col: number) =>
  page
    .getByRole('grid')
    .locator(`[role=row][aria-rowindex="${row + 1}"] [role=gridcell][aria-colindex="${col}"]`);

test('codes sent by this connection are known to the grid once the import ends', async ({
  app,
  connect,
  page,
  standIn,
}) => {
  await connect.connectWithToken('Showroom', standIn.url, standIn.app('demo', 'full').token);
  await expect(connect.status).toContainText('Showroom');
  const { activeId } = await app.core.handlers['connections.list']({}, {});
  if (activeId === null) throw new Error('no active connection');
  const profileId = activeId;
  const product = (id: string, position: number, code: string, brand: string, size: string) => ({
    id,
    position,
    row: {
      product_code: code,
      name: `Coat ${code}`,
      brand_code: brand,
      skus: [{ color_code: 'KC-NV', size_code: size }],
    },
  });
  await app.core.handlers['drafts.save'](
    {
      profileId,
      grid: 'products',
      // KP-DUP twice is an error, so those two rows stay out of the import and in the draft.
      upserts: [
        product('p1', 1, 'KP-1', 'KB-SENT', 'M'),
        product('p2', 2, 'KP-DUP', 'KB-NEVER', 'M'),
        product('p3', 3, 'KP-DUP', 'KB-SENT', 'L'),
      ],
      deletes: [],
    },
    {},
  );
  await page.goto(`${app.bridge.url}#/catalog/products`);
  await expect(cell(page, 3, 3)).toHaveText('KB-SENT');
  await expect(cell(page, 3, 3)).toHaveClass(/mark-warning/);
  await expect(cell(page, 3, 3)).toHaveAttribute('title', /The brand KB-SENT is not/);
  await expect(cell(page, 3, 4)).toHaveClass(/mark-warning/);

  // Elsewhere (as "Review and send" does), the brand and colour go out with the product.
  for (const [grid, code] of [
    ['brands', 'KB-SENT'],
    ['colors', 'KC-NV'],
  ] as const) {
    await app.core.handlers['drafts.save'](
      {
        profileId,
        grid,
        upserts: [{ id: code, position: 1, row: { code, name: code } }],
        deletes: [],
      },
      {},
    );
  }
  await app.core.handlers['imports.start']({ profileId }, {});

  // The sent product left the draft; the two left out stay, checked against the sent codes.
  await expect(page.getByRole('grid').getByText('KP-1', { exact: true })).toHaveCount(0);
  await expect(cell(page, 1, 3)).toHaveText('KB-NEVER');
  await expect(cell(page, 1, 3)).toHaveClass(/mark-warning/);
  await expect(cell(page, 1, 4)).not.toHaveClass(/mark-warning/);
  await expect(cell(page, 2, 3)).toHaveText('KB-SENT');
  await expect(cell(page, 2, 3)).not.toHaveClass(/mark-warning/);
  await expect(cell(page, 2, 4)).not.toHaveClass(/mark-warning/);
});
