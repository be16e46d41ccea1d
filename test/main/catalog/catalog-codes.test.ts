import { describe, expect, it } from 'vitest';
import { calls } from '../../../app/ipc/contract.ts';
import { isKikanError } from '../../../app/errors.ts';
import type { Operation } from '../../../app/catalog/operations.ts';
import { catalogCodeHandlersOf } from '../../../main/handlers/catalog-code-handlers.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';
import { catalogHandlersOf } from './catalog-handlers-of.ts';

// catalog.masterCodes, catalog.unknownCodes and catalog.rowCodes (core mode, issue 28) on a real
// store: what the code pickers, the review's unknown codes and its rows left out read when the
// page holds no drafts, kept up to date by the operations.

const product = (code: string, brand: string, colors: string[]) => ({
  product_code: code,
  name: `Name ${code}`,
  brand_code: brand,
  skus: colors.map((color) => ({ color_code: color, size_code: 'M' })),
});

function setup() {
  const store = openTempStore();
  const { id } = store.profiles.create(sampleProfile);
  const catalog = catalogHandlersOf(store);
  const codes = catalogCodeHandlersOf(store);
  const apply = (operation: Operation) =>
    catalog['catalog.apply']({ profileId: id, operation }, {});
  return { store, id, catalog, codes, apply };
}

async function seed(apply: (operation: Operation) => Promise<unknown>): Promise<void> {
  await apply({
    kind: 'insertRows',
    grid: 'brands',
    rows: [
      { id: 'b1', position: 1, row: { code: 'ACME', name: 'Acme Ltd' } },
      { id: 'b2', position: 2, row: { code: 'BOLT', name: 'Bolt' } },
    ],
  });
  await apply({
    kind: 'insertRows',
    grid: 'colors',
    rows: [{ id: 'c1', position: 1, row: { code: 'RED', name: 'Red' } }],
  });
  await apply({
    kind: 'insertRows',
    grid: 'products',
    rows: [
      { id: 'p1', position: 1, row: product('P-1', 'ACNE', ['RED', 'BLU']) },
      { id: 'p2', position: 2, row: product('P-2', 'ACNE', ['RED']) },
      { id: 'p3', position: 3, row: product('P-3', 'ZZZ', ['BLU', 'BLU']) },
      { id: 'p4', position: 4, row: product('P-4', 'BOLT', ['RED']) },
    ],
  });
}

describe('catalog code calls', () => {
  it('list the masters with their names, and follow an edit of them', async () => {
    const { id, codes, apply } = setup();
    await seed(apply);
    const first = calls['catalog.masterCodes'].output.parse(
      await codes['catalog.masterCodes']({ profileId: id }, {}),
    );
    expect(first.brands).toEqual([
      { code: 'ACME', name: 'Acme Ltd' },
      { code: 'BOLT', name: 'Bolt' },
    ]);
    expect(first.colors).toEqual([{ code: 'RED', name: 'Red' }]);
    await apply({
      kind: 'set',
      grid: 'colors',
      cells: [{ row: { id: 'c1' }, column: 'name', value: 'Crimson' }],
    });
    const after = await codes['catalog.masterCodes']({ profileId: id }, {});
    expect(after.colors).toEqual([{ code: 'RED', name: 'Crimson' }]);
    expect(after.version).toBeGreaterThan(first.version);
  });

  it('count the unknown codes by products, with the known code one edit away', async () => {
    const { id, catalog, codes, apply } = setup();
    await seed(apply);
    const answer = calls['catalog.unknownCodes'].output.parse(
      await codes['catalog.unknownCodes']({ profileId: id }, {}),
    );
    expect(answer.products).toBe(3);
    expect(answer.more).toBe(0);
    expect(answer.codes).toEqual([
      { grid: 'brands', code: 'ACNE', products: 2, suggestion: 'ACME' },
      { grid: 'brands', code: 'ZZZ', products: 1, suggestion: null },
      { grid: 'colors', code: 'BLU', products: 2, suggestion: null },
    ]);
    // A brand added makes its code known; its undo brings the warning back.
    await apply({
      kind: 'insertRows',
      grid: 'brands',
      rows: [{ id: 'b3', position: 3, row: { code: 'ZZZ', name: '' } }],
    });
    const known = await codes['catalog.unknownCodes']({ profileId: id }, {});
    expect(known.codes.map((code) => code.code)).toEqual(['ACNE', 'BLU']);
    expect(known.products).toBe(3);
    await catalog['catalog.undo']({ profileId: id }, {});
    const undone = await codes['catalog.unknownCodes']({ profileId: id }, {});
    expect(undone.codes.map((code) => code.code)).toEqual(['ACNE', 'ZZZ', 'BLU']);
  });

  it('read the codes of rows by id, blank for a row that is gone', async () => {
    const { store, id, codes, apply } = setup();
    await seed(apply);
    const products = calls['catalog.rowCodes'].output.parse(
      await codes['catalog.rowCodes'](
        { profileId: id, grid: 'products', ids: ['p3', 'x', 'p1'] },
        {},
      ),
    );
    expect(products.codes).toEqual(['P-3', '', 'P-1']);
    const brands = await codes['catalog.rowCodes'](
      { profileId: id, grid: 'brands', ids: ['b2', 'b1'] },
      {},
    );
    expect(brands.codes).toEqual(['BOLT', 'ACME']);
    // Rows discarded outside the operations (drafts.discard) are gone from the answers too.
    store.drafts.clear(id);
    const gone = await codes['catalog.rowCodes'](
      { profileId: id, grid: 'products', ids: ['p1'] },
      {},
    );
    expect(gone.codes).toEqual(['']);
    expect((await codes['catalog.masterCodes']({ profileId: id }, {})).brands).toEqual([]);
  });

  it('refuse an unknown connection and too many ids', async () => {
    const { codes } = setup();
    const refused = await Promise.resolve()
      .then(() => codes['catalog.unknownCodes']({ profileId: 'nobody' }, {}))
      .then(
        () => null,
        (error: unknown) => (isKikanError(error) ? error.error.kind : 'other'),
      );
    expect(refused).toBe('not_found');
    const input = calls['catalog.rowCodes'].input;
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i)}`);
    expect(input.safeParse({ profileId: 'p', grid: 'products', ids: ids(2_000) }).success).toBe(
      true,
    );
    expect(input.safeParse({ profileId: 'p', grid: 'products', ids: ids(2_001) }).success).toBe(
      false,
    );
  });
});
