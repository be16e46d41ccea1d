import { describe, expect, it } from 'vitest';
import type { GridName } from '../../../app/catalog/rows.ts';
import { catalogCodeHandlersOf } from '../../../main/handlers/catalog-code-handlers.ts';
import {
  codesToAsk,
  coreConflicts,
  EDIT_AGAIN_GRIDS,
  planCoreEditAgain,
  type FoundRows,
} from '../../../renderer/src/sent-catalog/core-edit-again.ts';
import type { SentRow } from '../../../renderer/src/sent-catalog/edit-again.ts';
import { catalogHandlersOf } from '../../main/catalog/catalog-handlers-of.ts';
import { openTempStore, sampleProfile } from '../../main/store/temp-store.ts';

// "Edit again" in core mode (issue 28): the chosen rows' codes looked up in the core's draft
// (catalog.codeRows), the plan's operations applied by the core on a real SQLite file; the draft
// then holds what planEditAgain gives the page: replaced rows in place, new rows after the last.

const product = (code: string, name: string) => ({
  product_code: code,
  name,
  brand_code: 'KK',
  skus: [{ color_code: 'RED', size_code: 'M' }],
});

async function setup() {
  const store = openTempStore();
  const { id } = store.profiles.create(sampleProfile);
  const catalog = catalogHandlersOf(store);
  const codes = catalogCodeHandlersOf(store);
  await catalog['catalog.apply'](
    {
      profileId: id,
      operation: {
        kind: 'insertRows',
        grid: 'products',
        rows: [
          { id: 'p1', position: 1, row: product('P-1', 'Draft one') },
          { id: 'p2', position: 2, row: product('P-2', 'Draft two') },
          { id: 'p3', position: 3, row: product('P-2', 'Repeated two') },
        ],
      },
    },
    {},
  );
  await catalog['catalog.apply'](
    {
      profileId: id,
      operation: {
        kind: 'insertRows',
        grid: 'brands',
        rows: [{ id: 'b1', position: 5, row: { code: 'KK', name: 'Draft brand' } }],
      },
    },
    {},
  );
  const find = async (rows: SentRow[]): Promise<FoundRows> => {
    const asked = codesToAsk(rows);
    const entries = await Promise.all(
      EDIT_AGAIN_GRIDS.map(async (grid: GridName) => ({
        codes: asked[grid],
        answer: await codes['catalog.codeRows']({ profileId: id, grid, codes: asked[grid] }, {}),
      })),
    );
    return { brands: entries[0], colors: entries[1], products: entries[2] } as FoundRows;
  };
  const products = () =>
    store.drafts
      .list(id, 'products')
      .map((r) => ({ id: r.id, position: r.position, name: (r.row as { name: string }).name }));
  return { id, catalog, find, products, store };
}

const sent: SentRow[] = [
  { grid: 'products', code: 'P-2', value: product('P-2', 'Sent two') },
  { grid: 'products', code: 'P-9', value: product('P-9', 'Sent nine') },
  { grid: 'brands', code: 'KK', value: { code: 'KK', name: 'Sent brand' } },
  { grid: 'brands', code: 'QQ', value: { code: 'QQ' } },
];

describe('edit again in core mode', () => {
  it('finds the first draft row of each code and the grid’s last place', async () => {
    const { find } = await setup();
    const found = await find(sent);
    expect(found.products.answer).toEqual({ rows: [{ id: 'p2', position: 2 }, null], last: 3 });
    expect(found.brands.answer).toEqual({ rows: [{ id: 'b1', position: 5 }, null], last: 5 });
    expect(found.colors.answer).toEqual({ rows: [], last: null });
    expect(coreConflicts(found)).toEqual([
      { grid: 'brands', code: 'KK' },
      { grid: 'products', code: 'P-2' },
    ]);
  });

  it('replaces in place and appends, as the page would, and is undone step by step', async () => {
    const { id, catalog, find, products, store } = await setup();
    let n = 0;
    const plan = planCoreEditAgain(await find(sent), sent, 'replace', () => `new-${String(++n)}`);
    expect(plan).toMatchObject({ added: 1, replaced: 2, kept: 0 });
    expect(plan.unreadable).toEqual([{ grid: 'brands', code: 'QQ' }]);
    for (const operation of plan.operations) {
      await catalog['catalog.apply']({ profileId: id, operation }, {});
    }
    const after = products();
    expect(after.map((r) => [r.id, r.name])).toEqual([
      ['p1', 'Draft one'],
      ['p2', 'Sent two'],
      ['p3', 'Repeated two'],
      ['new-1', 'Sent nine'],
    ]);
    expect(after[3]?.position).toBeGreaterThan(3);
    const brand = store.drafts.list(id, 'brands')[0];
    expect(brand).toMatchObject({ id: 'b1', position: 5, row: { name: 'Sent brand' } });
    for (let i = 0; i < plan.operations.length; i += 1) {
      await catalog['catalog.undo']({ profileId: id }, {});
    }
    expect(products().map((r) => r.name)).toEqual(['Draft one', 'Draft two', 'Repeated two']);
  });

  it('keeps the draft’s rows when told to, and adds only the others', async () => {
    const { id, catalog, find, products } = await setup();
    const plan = planCoreEditAgain(await find(sent), sent, 'keep', () => 'new-1');
    expect(plan).toMatchObject({ added: 1, replaced: 0, kept: 2 });
    expect(plan.operations.map((op) => op.kind)).toEqual(['insertRows']);
    for (const operation of plan.operations) {
      await catalog['catalog.apply']({ profileId: id, operation }, {});
    }
    expect(products().map((r) => r.name)).toEqual([
      'Draft one',
      'Draft two',
      'Repeated two',
      'Sent nine',
    ]);
  });
});
