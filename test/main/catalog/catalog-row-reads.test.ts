import { describe, expect, it } from 'vitest';
import { calls } from '../../../app/ipc/contract.ts';
import { isKikanError } from '../../../app/errors.ts';
import { catalogRowHandlers } from '../../../main/handlers/catalog-row-handlers.ts';
import type { Store } from '../../../main/store/open-store.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';

// catalog.row, catalog.rowsByCode and catalog.neighbours (issue 28, step 4: the grids in core
// mode read whole rows from the core) over a real store, through the contract's checks.

function seeded(): { store: Store; id: string; handlers: ReturnType<typeof catalogRowHandlers> } {
  const store = openTempStore();
  const { id } = store.profiles.create(sampleProfile);
  store.catalog.apply(id, {
    kind: 'insertRows',
    grid: 'products',
    rows: [
      {
        id: 'p2',
        position: 2,
        row: {
          product_code: 'A',
          name: 'Second A',
          brand_code: 'KK',
          skus: [{ color_code: 'BLK', size_code: 'M' }],
        },
      },
      {
        id: 'p1',
        position: 1,
        row: {
          product_code: 'A',
          name: 'First A',
          brand_code: 'KK',
          skus: [
            { color_code: 'RED', size_code: 'S' },
            { color_code: 'RED', size_code: 'M' },
          ],
        },
      },
      { id: 'p3', position: 3, row: { product_code: 'B', name: '', brand_code: '', skus: [] } },
      // The same position as p3: draft order puts it after p3 by id.
      { id: 'p4', position: 3, row: { product_code: 'C', name: '', brand_code: '', skus: [] } },
    ],
  });
  store.catalog.apply(id, {
    kind: 'insertRows',
    grid: 'brands',
    rows: [{ id: 'b1', position: 1, row: { code: 'KK', name: 'Kikan' } }],
  });
  return { store, id, handlers: catalogRowHandlers(store.catalogRowReads, store.profiles) };
}

describe('catalog row reads', () => {
  it('answers one row by id with its SKUs and position, or null', async () => {
    const { id, handlers } = seeded();
    const input = calls['catalog.row'].input.parse({ profileId: id, grid: 'products', id: 'p1' });
    const answer = calls['catalog.row'].output.parse(await handlers['catalog.row'](input, {}));
    expect(answer).toEqual({
      id: 'p1',
      position: 1,
      row: {
        product_code: 'A',
        name: 'First A',
        brand_code: 'KK',
        skus: [
          { color_code: 'RED', size_code: 'S' },
          { color_code: 'RED', size_code: 'M' },
        ],
      },
    });
    expect(await handlers['catalog.row']({ profileId: id, grid: 'products', id: 'nope' }, {})).toBe(
      null,
    );
    // A brand's id asked of the products grid is not a product.
    expect(await handlers['catalog.row']({ profileId: id, grid: 'products', id: 'b1' }, {})).toBe(
      null,
    );
    expect(await handlers['catalog.row']({ profileId: id, grid: 'brands', id: 'b1' }, {})).toEqual({
      id: 'b1',
      position: 1,
      row: { code: 'KK', name: 'Kikan' },
    });
  });

  it('finds the first row in draft order holding each code, and leaves out unknown codes', async () => {
    const { id, handlers } = seeded();
    const input = calls['catalog.rowsByCode'].input.parse({
      profileId: id,
      grid: 'products',
      codes: ['A', 'B', 'Z', '', 'A'],
    });
    const answer = calls['catalog.rowsByCode'].output.parse(
      await handlers['catalog.rowsByCode'](input, {}),
    );
    expect(answer.rows.map((entry) => entry.id)).toEqual(['p1', 'p3']);
    const brands = await handlers['catalog.rowsByCode'](
      { profileId: id, grid: 'brands', codes: ['KK', 'A'] },
      {},
    );
    expect(brands.rows).toEqual([{ id: 'b1', position: 1, row: { code: 'KK', name: 'Kikan' } }]);
    expect(
      calls['catalog.rowsByCode'].input.safeParse({
        profileId: id,
        grid: 'products',
        codes: Array.from({ length: 2_001 }, (_, i) => String(i)),
      }).success,
    ).toBe(false);
  });

  it('answers a row, the next in draft order (ties by id) and the last position', async () => {
    const { id, handlers } = seeded();
    const ask = async (after: string | null) =>
      calls['catalog.neighbours'].output.parse(
        await handlers['catalog.neighbours']({ profileId: id, grid: 'products', after }, {}),
      );
    expect(await ask(null)).toEqual({ before: null, next: { id: 'p1', position: 1 }, last: 3 });
    expect(await ask('p1')).toEqual({
      before: { id: 'p1', position: 1 },
      next: { id: 'p2', position: 2 },
      last: 3,
    });
    expect(await ask('p3')).toEqual({
      before: { id: 'p3', position: 3 },
      next: { id: 'p4', position: 3 },
      last: 3,
    });
    expect(await ask('p4')).toEqual({ before: { id: 'p4', position: 3 }, next: null, last: 3 });
    expect(await ask('gone')).toEqual({ before: null, next: null, last: 3 });
    const colors = await handlers['catalog.neighbours'](
      { profileId: id, grid: 'colors', after: null },
      {},
    );
    expect(colors).toEqual({ before: null, next: null, last: null });
  });

  it('refuses an unknown connection', async () => {
    const { handlers } = seeded();
    const refused = await Promise.resolve()
      .then(() => handlers['catalog.row']({ profileId: 'nobody', grid: 'brands', id: 'b1' }, {}))
      .then(
        () => null,
        (error: unknown) => (isKikanError(error) ? error.error.kind : 'other'),
      );
    expect(refused).toBe('not_found');
  });
});
