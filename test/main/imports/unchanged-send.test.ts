import { describe, expect, it } from 'vitest';
import { adminJson, catalog } from '../../service/helpers.ts';
import type { ImportHarness } from './harness.ts';
import { codeOf, productsOf, saveProducts, usePlanSession } from './plan-session.ts';

// The review sends what changed, through main over a real store file and the stand-in: after a
// send of 20 products, a draft of the same 20 with 3 edited plans 3 (17 the same as last sent,
// left out by default), the planning thread makes the same plans, and the send is the plan shown:
// the stand-in receives exactly the 3; sent anyway, all 20. Rows left out stay in the draft.

const session = usePlanSession();

const code = codeOf('UC', 2);
const product = productsOf('UC', code, [
  { color_code: 'UC-BK', size_code: 'M' },
  { color_code: 'UC-NV', size_code: 'L' },
]);

const sentCodes = (h: ImportHarness, importId: string): string[] =>
  (h.store.imports.get(importId) ?? expect.fail('no record')).batches.flatMap(
    (batch) =>
      (JSON.parse(batch.body) as { products?: { product_code: string }[] }).products?.map(
        (p) => p.product_code,
      ) ?? [],
  );

const committed = async (): Promise<number> =>
  (
    (await adminJson(session.standIn(), '/_admin/stats', { method: 'GET' })) as {
      imports: { committed: number };
    }
  ).imports.committed;

describe('rows the same as last sent, through main', () => {
  it('are left out by default, sent when chosen, and the send is the plan the preview showed', async () => {
    const { h, path } = session.open('unchanged');
    const all = Array.from({ length: 20 }, (_, i) => product(i));
    h.store.drafts.save(h.profileId, 'brands', {
      upserts: [{ id: 'b-UC-BR', position: 0, row: { code: 'UC-BR', name: 'Brand' } }],
      deletes: [],
    });
    h.store.drafts.save(h.profileId, 'colors', {
      upserts: [
        { id: 'c-UC-BK', position: 0, row: { code: 'UC-BK', name: 'Black' } },
        { id: 'c-UC-NV', position: 1, row: { code: 'UC-NV', name: 'Navy' } },
      ],
      deletes: [],
    });
    saveProducts(h, all);
    const first = h.coordinator.preview(h.profileId);
    expect(first.unchanged.products).toEqual({ new: 20, changed: 0, same: 0 });
    const sent = h.coordinator.start(h.profileId);
    expect(await h.ended(sent.importId)).toMatchObject({ state: 'done', rowsDone: 23 });
    expect(h.store.drafts.list(h.profileId, 'products')).toEqual([]);

    // The same 20 again (as a file of the whole catalog opens them), 3 of them edited: a name, a
    // brand, a SKU added. Two others differ only as the grid does not count: a code with spaces
    // around it and SKUs in another order.
    const edited = all.map((row, i) => {
      if (i === 3) return product(i, { name: 'Product 3, renamed' });
      if (i === 7) return product(i, { brand_code: 'UC-BR2' });
      if (i === 11)
        return product(i, { skus: [...row.skus, { color_code: 'UC-NV', size_code: 'S' }] });
      if (i === 12) return product(i, { product_code: ` ${code(i)} ` });
      if (i === 13) return product(i, { skus: [...row.skus].reverse() });
      return row;
    });
    h.store.drafts.save(h.profileId, 'brands', {
      upserts: [{ id: 'b-UC-BR2', position: 1, row: { code: 'UC-BR2', name: 'Second brand' } }],
      deletes: [],
    });
    saveProducts(h, edited);

    const left = h.coordinator.preview(h.profileId);
    expect(left.unchanged).toEqual({
      choice: 'leave_out',
      brands: { new: 1, changed: 0, same: 0 },
      colors: { new: 0, changed: 0, same: 0 },
      products: { new: 0, changed: 3, same: 17 },
    });
    expect(left.totals).toEqual({ brands: 1, colors: 0, products: 3 });
    expect(left.requests).toHaveLength(1);
    const anyway = h.coordinator.preview(h.profileId, 'leave_out', 'send');
    expect(anyway.unchanged).toEqual({ ...left.unchanged, choice: 'send' });
    expect(anyway.totals).toEqual({ brands: 1, colors: 0, products: 20 });

    // The planning thread, on its own connection, makes the same plans for each choice.
    const thread = session.thread(path);
    expect(await thread.preview(h.profileId, {})).toEqual(h.coordinator.preview(h.profileId));
    expect(await thread.preview(h.profileId, {}, 'leave_out', 'send')).toEqual(anyway);

    // Sent with the default: exactly the plan shown, one request holding the 3 changed products;
    // the 17 left out stay in the draft.
    await adminJson(session.standIn(), '/_admin/stats/reset', { method: 'POST' });
    const second = h.coordinator.start(h.profileId, { unchanged: 'leave_out' });
    expect(await h.ended(second.importId)).toMatchObject({ state: 'done', rowsDone: 4 });
    expect(await committed()).toBe(1);
    expect(sentCodes(h, second.importId)).toEqual([code(3), code(7), code(11)]);
    const held = new Map(
      (await catalog(session.standIn())).products.map((p) => [p.product_code, p]),
    );
    expect(held.get(code(3))?.name).toBe('Product 3, renamed');
    expect(held.get(code(7))?.brand_code).toBe('UC-BR2');
    expect(held.get(code(11))?.skus).toHaveLength(3);
    const drafted = h.store.drafts.list(h.profileId, 'products').map((d) => d.id);
    expect(drafted).toHaveLength(17);
    for (const i of [3, 7, 11]) expect(drafted).not.toContain(`p-${String(i)}`);

    // The 17 now plan as the same; sent anyway they all go, in one request.
    expect(h.coordinator.preview(h.profileId).unchanged.products).toEqual({
      new: 0,
      changed: 0,
      same: 17,
    });
    expect(h.coordinator.preview(h.profileId).requests).toEqual([]);
    // (The code with spaces around it is put right first: the service would refuse it as is.)
    const resent = edited.map((row, i) => (i === 12 ? product(i) : row));
    saveProducts(h, resent);
    expect(h.coordinator.preview(h.profileId, 'leave_out', 'send').totals.products).toBe(20);
    await adminJson(session.standIn(), '/_admin/stats/reset', { method: 'POST' });
    const third = await h.coordinator.startSoon(h.profileId, { unchanged: 'send' });
    expect(await h.ended(third.importId)).toMatchObject({ state: 'done', rowsDone: 20 });
    expect(await committed()).toBe(1);
    expect(new Set(sentCodes(h, third.importId))).toEqual(
      new Set(resent.map((row) => row.product_code)),
    );
    expect(h.store.drafts.list(h.profileId, 'products')).toEqual([]);
  });
});
