import { describe, expect, it } from 'vitest';
import { calls } from '../../../app/ipc/contract.ts';
import { NO_VIEW_SPEC } from '../../../app/catalog/views.ts';
import { isKikanError } from '../../../app/errors.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';
import { catalogHandlersOf } from './catalog-handlers-of.ts';

// catalog.problems and catalog.rowProblems through the contract (issue 28, step 5): their
// answers pass its output check, their inputs its limits, an unknown connection is refused.

describe('catalog problem calls', () => {
  it('answer an operation with its problems, and its undo without them', async () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    const handlers = catalogHandlersOf(store);
    const input = { profileId: id, from: 0, count: 10 };
    expect((await handlers['catalog.problems'](input, {})).length).toBe(0);
    await handlers['catalog.apply'](
      {
        profileId: id,
        operation: {
          kind: 'insertRows',
          grid: 'brands',
          rows: [
            { id: 'b1', position: 1, row: { code: 'KK', name: '' } },
            { id: 'b2', position: 2, row: { code: 'KK', name: '' } },
          ],
        },
      },
      {},
    );
    const answer = calls['catalog.problems'].output.parse(
      await handlers['catalog.problems'](input, {}),
    );
    expect(answer.counts.brands).toEqual({ error: 2, warning: 0 });
    const marks = calls['catalog.rowProblems'].output.parse(
      await handlers['catalog.rowProblems']({ profileId: id, grid: 'brands', ids: ['b2'] }, {}),
    );
    expect(marks.rows.map((row) => row.problems[0]?.code)).toEqual(['duplicate_code']);
    await handlers['catalog.undo']({ profileId: id }, {});
    expect((await handlers['catalog.problems'](input, {})).length).toBe(0);
  });

  it("send a window's rows' problems with it once the validation is built, never building it", async () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    const handlers = catalogHandlersOf(store);
    await handlers['catalog.apply'](
      {
        profileId: id,
        operation: {
          kind: 'insertRows',
          grid: 'brands',
          rows: [
            { id: 'b1', position: 1, row: { code: 'KK', name: '' } },
            { id: 'b2', position: 2, row: { code: 'KK', name: '' } },
            { id: 'b3', position: 3, row: { code: 'LB', name: '' } },
          ],
        },
      },
      {},
    );
    const spec = { ...NO_VIEW_SPEC, view: 'brands' as const, columnFilters: [] };
    const { viewId } = await handlers['catalog.view']({ profileId: id, spec }, {});
    const windowOf = async (problems?: boolean) =>
      calls['catalog.window'].output.parse(
        await handlers['catalog.window'](
          { viewId, from: 0, count: 3, ...(problems === undefined ? {} : { problems }) },
          {},
        ),
      );
    // Not built yet: the window comes without them (the page asks when it has drawn the rows).
    expect(store.catalogProblems.built(id)).toBe(false);
    expect((await windowOf(true)).problems).toBeUndefined();
    expect(store.catalogProblems.built(id)).toBe(false);
    await handlers['catalog.problems']({ profileId: id, from: 0, count: 10 }, {});
    const window = await windowOf(true);
    expect(window.problems?.rows.map((row) => [row.id, row.problems[0]?.code])).toEqual([
      ['b1', 'duplicate_code'],
      ['b2', 'duplicate_code'],
    ]);
    const asked = await handlers['catalog.rowProblems'](
      { profileId: id, grid: 'brands', ids: ['b1', 'b2', 'b3'] },
      {},
    );
    expect(window.problems).toEqual(asked);
    // Not asked: none.
    expect((await windowOf()).problems).toBeUndefined();
    expect(
      calls['catalog.window'].input.safeParse({ viewId, from: 0, count: 1, problems: 1 }).success,
    ).toBe(false);
  });

  it('refuse an unknown connection and a window past the limit', async () => {
    const store = openTempStore();
    const handlers = catalogHandlersOf(store);
    const refused = await Promise.resolve()
      .then(() => handlers['catalog.problems']({ profileId: 'nobody', from: 0, count: 1 }, {}))
      .then(
        () => null,
        (error: unknown) => (isKikanError(error) ? error.error.kind : 'other'),
      );
    expect(refused).toBe('not_found');
    const problems = calls['catalog.problems'].input;
    expect(problems.safeParse({ profileId: 'p', from: 0, count: 2_000 }).success).toBe(true);
    expect(problems.safeParse({ profileId: 'p', from: 0, count: 2_001 }).success).toBe(false);
    expect(problems.safeParse({ profileId: 'p', from: -1, count: 1 }).success).toBe(false);
    expect(problems.safeParse({ profileId: 'p', grid: 'sizes', from: 0, count: 1 }).success).toBe(
      false,
    );
    const ids = Array.from({ length: 2_001 }, (_, i) => `p${String(i)}`);
    expect(
      calls['catalog.rowProblems'].input.safeParse({ profileId: 'p', grid: 'products', ids })
        .success,
    ).toBe(false);
  });
});
