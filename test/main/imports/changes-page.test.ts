import { describe, expect, it } from 'vitest';
import { calls } from '../../../app/ipc/contract.ts';
import { codeOf, productsOf, saveProducts, usePlanSession } from './plan-session.ts';

// The review's list of changes (imports.changes), through main over a real store file and the
// stand-in: after a send of 260 products, a draft renaming 250 of them, moving one to another
// brand and changing one's SKUs lists those 252, each field before → after, a page at a time,
// narrowed by a search over codes and values; the planning thread answers the same pages.

const session = usePlanSession();

const code = codeOf('CH', 3);
const product = productsOf('CH', code, [
  { color_code: 'CH-NV', size_code: 'M' },
  { color_code: 'CH-BK', size_code: 'S' },
]);

describe('the review’s changes, through main', () => {
  it('lists each changed row’s fields before → after, paged and searchable', async () => {
    const { h, path } = session.open('changes');
    h.store.drafts.save(h.profileId, 'brands', {
      upserts: [
        { id: 'b-1', position: 0, row: { code: 'CH-BR', name: 'Brand' } },
        { id: 'b-2', position: 1, row: { code: 'CH-BX', name: 'Other brand' } },
      ],
      deletes: [],
    });
    h.store.drafts.save(h.profileId, 'colors', {
      upserts: [
        { id: 'c-1', position: 0, row: { code: 'CH-NV', name: 'Navy' } },
        { id: 'c-2', position: 1, row: { code: 'CH-BK', name: 'Black' } },
      ],
      deletes: [],
    });
    const all = Array.from({ length: 260 }, (_, i) => product(i));
    saveProducts(h, all);
    const sent = h.coordinator.start(h.profileId);
    expect(await h.ended(sent.importId)).toMatchObject({ state: 'done' });
    // Nothing is changed yet: every row was new, and now the drafts are empty.
    expect(await h.coordinator.changesSoon(h.profileId, { offset: 0, limit: 200 })).toEqual({
      rows: [],
      total: 0,
    });

    const edited = all.map((row, i) => {
      if (i < 250) return product(i, { name: `Product ${String(i)} 2` });
      if (i === 250) return product(i, { brand_code: 'CH-BX' });
      if (i === 251)
        return product(i, {
          skus: [
            { color_code: 'CH-NV', size_code: 'M' },
            { color_code: 'CH-NV', size_code: 'L' },
          ],
        });
      if (i === 252) return product(i, { skus: [...row.skus].reverse() });
      return row;
    });
    saveProducts(h, edited);
    expect(h.coordinator.preview(h.profileId).unchanged.products).toEqual({
      new: 0,
      changed: 252,
      same: 8,
    });

    const first = await h.coordinator.changesSoon(h.profileId, { offset: 0, limit: 200 });
    expect(first.total).toBe(252);
    expect(first.rows).toHaveLength(200);
    expect(first.rows[0]).toEqual({
      grid: 'products',
      draftId: 'p-0',
      code: code(0),
      fields: [{ field: 'name', before: 'Product 0', after: 'Product 0 2' }],
    });
    const second = await h.coordinator.changesSoon(h.profileId, { offset: 200, limit: 200 });
    expect(second.total).toBe(252);
    expect(second.rows.map((row) => row.code)).toEqual(
      Array.from({ length: 52 }, (_, i) => code(200 + i)),
    );
    expect(second.rows.at(-2)).toMatchObject({
      fields: [{ field: 'brand_code', before: 'CH-BR', after: 'CH-BX' }],
    });
    expect(second.rows.at(-1)).toEqual({
      grid: 'products',
      draftId: 'p-251',
      code: code(251),
      fields: [],
      skus: {
        added: [{ color_code: 'CH-NV', size_code: 'L' }],
        removed: [{ color_code: 'CH-BK', size_code: 'S' }],
      },
    });

    // The search looks in codes and in values before and after, ignoring case.
    const byCode = await h.coordinator.changesSoon(h.profileId, {
      search: 'ch-01',
      offset: 0,
      limit: 200,
    });
    expect(byCode.rows.map((row) => row.code)).toEqual(
      Array.from({ length: 10 }, (_, i) => code(10 + i)),
    );
    expect(byCode.total).toBe(10);
    const byValue = await h.coordinator.changesSoon(h.profileId, {
      search: 'CH-BX',
      offset: 0,
      limit: 200,
    });
    expect(byValue.rows.map((row) => row.code)).toEqual([code(250)]);
    const bySku = await h.coordinator.changesSoon(h.profileId, {
      search: '+CH-NV/L',
      offset: 0,
      limit: 200,
    });
    expect(bySku.rows.map((row) => row.code)).toEqual([code(251)]);
    expect(
      await h.coordinator.changesSoon(h.profileId, { grid: 'brands', offset: 0, limit: 200 }),
    ).toEqual({ rows: [], total: 0 });

    // The planning thread, on its own connection, answers the same pages.
    const thread = session.thread(path);
    expect(await thread.changes(h.profileId, { offset: 200, limit: 200 })).toEqual(second);
    expect(await thread.changes(h.profileId, { search: 'CH-BX', offset: 0, limit: 200 })).toEqual(
      byValue,
    );

    // The rows left out as the same as last sent: 8, by code and name, paged and searchable (the
    // reordered SKUs of 252 are no change).
    const same = await thread.changes(h.profileId, { which: 'same', offset: 0, limit: 5 });
    expect(same.total).toBe(8);
    expect(same.rows[0]).toEqual({
      grid: 'products',
      draftId: 'p-252',
      code: code(252),
      fields: [],
      name: 'Product 252',
    });
    const sameRest = await h.coordinator.changesSoon(h.profileId, {
      which: 'same',
      offset: 5,
      limit: 5,
    });
    expect(sameRest.rows.map((row) => row.code)).toEqual([code(257), code(258), code(259)]);
    const sameByName = await thread.changes(h.profileId, {
      which: 'same',
      search: 'product 25',
      offset: 0,
      limit: 200,
    });
    expect(sameByName.rows.map((row) => row.code)).toEqual(
      [252, 253, 254, 255, 256, 257, 258, 259].map(code),
    );
    expect(
      (await thread.changes(h.profileId, { which: 'same', search: 'CH-001', offset: 0, limit: 9 }))
        .total,
    ).toBe(0);
  });

  it('takes at most 500 rows a page and a search of at most 200 characters', () => {
    const input = calls['imports.changes'].input;
    expect(input.safeParse({ profileId: 'p', offset: 0, limit: 500 }).success).toBe(true);
    expect(input.safeParse({ profileId: 'p', offset: 0, limit: 501 }).success).toBe(false);
    expect(
      input.safeParse({ profileId: 'p', offset: 0, limit: 10, search: 'x'.repeat(201) }).success,
    ).toBe(false);
  });
});
