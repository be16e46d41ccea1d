import { describe, expect, it } from 'vitest';
import { calls } from '../../../app/ipc/contract.ts';
import { isKikanError } from '../../../app/errors.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';
import { catalogHandlersOf } from './catalog-handlers-of.ts';

// The contract's catalog calls (issue 28): their inputs checked by the contract, their handlers
// answering from a real store.

const spec = {
  view: 'brands' as const,
  sort: { column: 'code', descending: false },
  filter: '',
  onlyIds: null,
  columnFilters: [],
};

describe('catalog calls', () => {
  it('apply, undo and redo an operation, and read it through a view', async () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    const handlers = catalogHandlersOf(store);
    const applied = await handlers['catalog.apply'](
      {
        profileId: id,
        operation: {
          kind: 'insertRows',
          grid: 'brands',
          rows: [
            { id: 'b1', position: 1, row: { code: 'KK', name: 'Kikan' } },
            { id: 'b2', position: 2, row: { code: 'AB', name: '' } },
          ],
        },
      },
      {},
    );
    expect(calls['catalog.apply'].output.parse(applied).rows).toHaveLength(2);
    const view = await handlers['catalog.view']({ profileId: id, spec }, {});
    const window = await handlers['catalog.window'](
      { viewId: view.viewId, from: 0, count: 10 },
      {},
    );
    expect(calls['catalog.window'].output.parse(window).rows.map((row) => row.cells[0])).toEqual([
      'AB',
      'KK',
    ]);
    const values = await handlers['catalog.values']({ profileId: id, spec, column: 'code' }, {});
    expect(values.rows).toBe(2);
    await handlers['catalog.undo']({ profileId: id }, {});
    expect(
      (await handlers['catalog.window']({ viewId: view.viewId, from: 0, count: 10 }, {})).length,
    ).toBe(0);
    await handlers['catalog.redo']({ profileId: id }, {});
    expect(
      (await handlers['catalog.window']({ viewId: view.viewId, from: 0, count: 10 }, {})).length,
    ).toBe(2);
  });

  it('refuses an unknown connection, and inputs the contract does not allow', async () => {
    const store = openTempStore();
    const handlers = catalogHandlersOf(store);
    // A handler may refuse before it answers (the binding turns either into the error answer).
    const refused = await Promise.resolve()
      .then(() => handlers['catalog.undo']({ profileId: 'nobody' }, {}))
      .then(
        () => null,
        (error: unknown) => (isKikanError(error) ? error.error.kind : 'other'),
      );
    expect(refused).toBe('not_found');
    expect(
      calls['catalog.window'].input.safeParse({ viewId: 1, from: 0, count: 5000 }).success,
    ).toBe(false);
    expect(
      calls['catalog.view'].input.safeParse({ profileId: 'p', spec: { ...spec, view: 'sizes' } })
        .success,
    ).toBe(false);
    expect(
      calls['catalog.apply'].input.safeParse({
        profileId: 'p',
        operation: { kind: 'fill', grid: 'products', rows: [], columns: ['skus'] },
      }).success,
    ).toBe(false);
  });

  it('drops a view: its windows and reads are refused after, another view answers', async () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    const handlers = catalogHandlersOf(store);
    await handlers['catalog.apply'](
      {
        profileId: id,
        operation: {
          kind: 'insertRows',
          grid: 'brands',
          rows: [{ id: 'b1', position: 1, row: { code: 'KK', name: 'Kikan' } }],
        },
      },
      {},
    );
    const kept = await handlers['catalog.view']({ profileId: id, spec }, {});
    const dropped = await handlers['catalog.view']({ profileId: id, spec }, {});
    const input = calls['catalog.dropView'].input.parse({ viewId: dropped.viewId });
    const answer = await handlers['catalog.dropView'](input, {});
    expect(calls['catalog.dropView'].output.parse(answer)).toEqual({ viewId: dropped.viewId });
    const refusal = (work: () => Promise<unknown>) =>
      Promise.resolve()
        .then(work)
        .then(
          () => null,
          (error: unknown) => (isKikanError(error) ? error.error.kind : 'other'),
        );
    expect(
      await refusal(() =>
        handlers['catalog.window']({ viewId: dropped.viewId, from: 0, count: 10 }, {}),
      ),
    ).toBe('not_found');
    expect(
      await refusal(() =>
        handlers['catalog.edge'](
          { viewId: dropped.viewId, from: { place: 0, col: 0 }, direction: 'down' },
          {},
        ),
      ),
    ).toBe('not_found');
    // The other view answers as before; dropping again (or an id never given) is no error.
    const window = await handlers['catalog.window'](
      { viewId: kept.viewId, from: 0, count: 10 },
      {},
    );
    expect(window.rows.map((row) => row.cells[0])).toEqual(['KK']);
    expect(await handlers['catalog.dropView']({ viewId: dropped.viewId }, {})).toEqual({
      viewId: dropped.viewId,
    });
    expect(calls['catalog.dropView'].input.safeParse({ viewId: -1 }).success).toBe(false);
  });
});
