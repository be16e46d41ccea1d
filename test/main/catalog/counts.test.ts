import { describe, expect, it } from 'vitest';
import { calls } from '../../../app/ipc/contract.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';
import { catalogHandlersOf } from './catalog-handlers-of.ts';

// catalog.counts (issue 28, core mode): each grid's rows of one connection, from a real store,
// the per-SKU view's rows counting a product without SKUs as one.

describe('catalog.counts', () => {
  it("counts each grid's rows of the connection asked, not another's", async () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    const other = store.profiles.create({ ...sampleProfile, name: 'Other' }).id;
    const handlers = catalogHandlersOf(store);
    const empty = await handlers['catalog.counts']({ profileId: id }, {});
    expect(empty).toEqual({ brands: 0, colors: 0, products: 0, skuRows: 0 });
    const apply = (
      profileId: string,
      operation: Parameters<(typeof handlers)['catalog.apply']>[0]['operation'],
    ) => handlers['catalog.apply']({ profileId, operation }, {});
    await apply(id, {
      kind: 'insertRows',
      grid: 'brands',
      rows: [
        { id: 'b1', position: 1, row: { code: 'KK', name: 'Kikan' } },
        { id: 'b2', position: 2, row: { code: 'AB', name: '' } },
      ],
    });
    await apply(id, {
      kind: 'insertRows',
      grid: 'colors',
      rows: [{ id: 'c1', position: 1, row: { code: 'NV', name: 'Navy' } }],
    });
    const product = (code: string, skus: number) => ({
      product_code: code,
      name: '',
      brand_code: 'KK',
      skus: Array.from({ length: skus }, (_, i) => ({ color_code: 'NV', size_code: String(i) })),
    });
    await apply(id, {
      kind: 'insertRows',
      grid: 'products',
      rows: [
        { id: 'p1', position: 1, row: product('P1', 3) },
        { id: 'p2', position: 2, row: product('P2', 0) },
        { id: 'p3', position: 3, row: product('P3', 2) },
      ],
    });
    await apply(other, {
      kind: 'insertRows',
      grid: 'products',
      rows: [{ id: 'q1', position: 1, row: product('Q1', 5) }],
    });
    const counts = await handlers['catalog.counts']({ profileId: id }, {});
    expect(calls['catalog.counts'].output.parse(counts)).toEqual({
      brands: 2,
      colors: 1,
      products: 3,
      skuRows: 6,
    });
    await apply(id, { kind: 'deleteSkus', rows: [{ id: 'p1', place: 0 }] });
    expect((await handlers['catalog.counts']({ profileId: id }, {})).skuRows).toBe(5);
    expect(() => handlers['catalog.counts']({ profileId: 'nobody' }, {})).toThrow(/connection/i);
  });
});
