import { describe, expect, it } from 'vitest';
import { calls } from '../../../app/ipc/contract.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';
import { catalogHandlersOf } from './catalog-handlers-of.ts';

// What core mode's toolbar reads (issue 28, step 4): catalog.history and each answer's canUndo /
// canRedo, on a real store; and a row typed below the end, inserted without a position, goes
// after the grid's last row.

describe('the catalog history', () => {
  it('says what undo and redo can do, in catalog.history and in every answer', async () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    const handlers = catalogHandlersOf(store);
    const history = async () =>
      calls['catalog.history'].output.parse(
        await handlers['catalog.history']({ profileId: id }, {}),
      );
    expect(await history()).toMatchObject({ canUndo: false, canRedo: false });

    const inserted = await handlers['catalog.apply'](
      {
        profileId: id,
        operation: {
          kind: 'insertRows',
          grid: 'brands',
          rows: [{ id: 'b1', row: { code: 'KK', name: 'Kikan' } }],
        },
      },
      {},
    );
    expect(inserted).toMatchObject({ canUndo: true, canRedo: false });
    expect(await history()).toEqual({ version: inserted.version, canUndo: true, canRedo: false });

    const set = await handlers['catalog.apply'](
      {
        profileId: id,
        operation: {
          kind: 'set',
          grid: 'brands',
          cells: [{ row: { id: 'b1' }, column: 'name', value: 'Kikan Tokyo' }],
        },
      },
      {},
    );
    expect(set).toMatchObject({ cells: 1, canUndo: true, canRedo: false });
    expect(await handlers['catalog.undo']({ profileId: id }, {})).toMatchObject({
      canUndo: true,
      canRedo: true,
    });
    expect(await handlers['catalog.undo']({ profileId: id }, {})).toMatchObject({
      canUndo: false,
      canRedo: true,
    });
    expect(await history()).toMatchObject({ canUndo: false, canRedo: true });
    expect(await handlers['catalog.redo']({ profileId: id }, {})).toMatchObject({
      canUndo: true,
      canRedo: true,
    });
    // A new step cuts off the one redo would have applied.
    const other = await handlers['catalog.apply'](
      {
        profileId: id,
        operation: {
          kind: 'set',
          grid: 'brands',
          cells: [{ row: { id: 'b1' }, column: 'code', value: 'KX' }],
        },
      },
      {},
    );
    expect(other).toMatchObject({ canUndo: true, canRedo: false });
    expect(await history()).toMatchObject({ canUndo: true, canRedo: false });

    // A save outside operations ends the history.
    store.drafts.save(id, 'colors', {
      upserts: [{ id: 'c1', position: 1, row: { code: 'NV', name: 'Navy' } }],
      deletes: [],
    });
    expect(await history()).toMatchObject({ canUndo: false, canRedo: false });
  });

  it('puts a row inserted without a position after the last one', () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    store.drafts.save(id, 'products', {
      upserts: [
        {
          id: 'p1',
          position: 7.5,
          row: { product_code: 'P1', name: '', brand_code: '', skus: [] },
        },
        { id: 'p2', position: 2, row: { product_code: 'P2', name: '', brand_code: '', skus: [] } },
      ],
      deletes: [],
    });
    store.catalog.apply(id, {
      kind: 'insertRows',
      grid: 'products',
      rows: [
        {
          id: 'p3',
          row: {
            product_code: 'P3',
            name: 'Typed',
            brand_code: '',
            skus: [{ color_code: 'NV', size_code: '' }],
          },
        },
      ],
    });
    const listed = store.drafts.list(id, 'products');
    expect(listed.map((d) => [d.id, d.position])).toEqual([
      ['p2', 2],
      ['p1', 7.5],
      ['p3', 8],
    ]);
    store.catalog.apply(id, {
      kind: 'insertRows',
      grid: 'brands',
      rows: [{ id: 'b1', row: { code: 'KK', name: '' } }],
    });
    expect(store.drafts.list(id, 'brands').map((d) => d.position)).toEqual([1]);
  });
});
