import { describe, expect, it } from 'vitest';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { catalog } from '../../service/helpers.ts';
import type { ImportHarness } from './harness.ts';
import { usePlanSession } from './plan-session.ts';

// Products at risk through main, over a real store file and the stand-in: the preview says them
// and leaves them out by default, the planning thread makes the same plan for either choice, and
// a send made with a choice sends what the preview showed for it.

const session = usePlanSession();

const product = (code: string, brand: string, color = 'BLK'): ProductRow => ({
  product_code: code,
  name: `Product ${code}`,
  brand_code: brand,
  skus: [{ color_code: color, size_code: 'M' }],
});

function save(h: ImportHarness, grid: string, rows: Array<[string, MasterRow | ProductRow]>) {
  h.store.drafts.save(h.profileId, grid, {
    upserts: rows.map(([id, row], position) => ({ id, position, row })),
    deletes: [],
  });
}

const sentCodes = (body: string): string[] =>
  ((JSON.parse(body) as { products?: { product_code: string }[] }).products ?? []).map(
    (p) => p.product_code,
  );

describe('products at risk, through main', () => {
  it('are left out by default, sent when chosen, and the send is the plan the preview showed', async () => {
    const { h, path } = session.open('at-risk');
    // OLD was sent from this connection before: a later duplicate of it puts nothing at risk.
    save(h, 'brands', [['b-old', { code: 'RK-OLD', name: 'Old' }]]);
    save(h, 'products', [['p-old', product('RK-OLD-0', 'RK-OLD')]]);
    const first = h.coordinator.start(h.profileId);
    expect((await h.ended(first.importId)).state).toBe('done');

    save(h, 'brands', [
      ['b-acme-1', { code: 'RK-ACME', name: 'Acme' }],
      ['b-acme-2', { code: 'RK-ACME', name: 'Acme again' }],
      ['b-fine', { code: 'RK-FINE', name: 'Fine' }],
      ['b-old-1', { code: 'RK-OLD', name: 'Old' }],
      ['b-old-2', { code: 'RK-OLD', name: 'Old again' }],
    ]);
    save(h, 'colors', [
      ['c-red-1', { code: 'RK-RED', name: 'Red' }],
      ['c-red-2', { code: 'RK-RED', name: 'Red again' }],
    ]);
    save(h, 'products', [
      ...['A1', 'A2', 'A3'].map((c): [string, ProductRow] => [`p-${c}`, product(c, 'RK-ACME')]),
      ['p-AR', product('AR', 'RK-ACME', 'RK-RED')],
      ['p-F1', product('F1', 'RK-FINE')],
      ['p-F2', product('F2', 'RK-FINE')],
      ['p-O1', product('O1', 'RK-OLD')],
    ]);

    const left = h.coordinator.preview(h.profileId);
    expect(left.atRisk).toEqual({
      choice: 'leave_out',
      masters: [
        { grid: 'brands', code: 'RK-ACME', reasons: ['duplicate_code'], products: 4 },
        { grid: 'colors', code: 'RK-RED', reasons: ['duplicate_code'], products: 1 },
      ],
      products: [
        { draftId: 'p-A1', code: 'A1', masters: [{ grid: 'brands', code: 'RK-ACME' }] },
        { draftId: 'p-A2', code: 'A2', masters: [{ grid: 'brands', code: 'RK-ACME' }] },
        { draftId: 'p-A3', code: 'A3', masters: [{ grid: 'brands', code: 'RK-ACME' }] },
        {
          draftId: 'p-AR',
          code: 'AR',
          masters: [
            { grid: 'brands', code: 'RK-ACME' },
            { grid: 'colors', code: 'RK-RED' },
          ],
        },
      ],
    });
    // FINE and the 3 products it and OLD name: 4 rows in 1 request.
    expect(left.totals).toEqual({ brands: 1, colors: 0, products: 3 });
    const anyway = h.coordinator.preview(h.profileId, 'send');
    expect(anyway.atRisk).toEqual({ ...left.atRisk, choice: 'send' });
    expect(anyway.totals).toEqual({ brands: 1, colors: 0, products: 7 });

    // The planning thread, on its own connection, makes the same plans for each choice.
    const thread = session.thread(path);
    expect(await thread.preview(h.profileId, {}, 'leave_out')).toEqual(
      h.coordinator.preview(h.profileId, 'leave_out'),
    );
    expect(await thread.preview(h.profileId, {}, 'send')).toEqual(anyway);
    const threadPlan = await thread.plan(h.profileId, 'leave_out');
    expect(threadPlan.plan.requests.flatMap((r) => sentCodes(r.body))).toEqual(['F1', 'F2', 'O1']);

    // Sent with the default: exactly the plan shown; the products at risk stay in the draft.
    const second = h.coordinator.start(h.profileId, { atRisk: 'leave_out' });
    expect(await h.ended(second.importId)).toMatchObject({ state: 'done', rowsDone: 4 });
    const record = h.store.imports.get(second.importId) ?? expect.fail('no record');
    expect(record.batches.flatMap((b) => sentCodes(b.body))).toEqual(['F1', 'F2', 'O1']);
    const held = (await catalog(session.standIn())).products.map((p) => p.product_code);
    expect(held).toEqual(expect.arrayContaining(['F1', 'F2', 'O1']));
    for (const code of ['A1', 'A2', 'A3', 'AR']) expect(held).not.toContain(code);
    const drafted = h.store.drafts.list(h.profileId, 'products').map((d) => d.id);
    expect(drafted.sort()).toEqual(['p-A1', 'p-A2', 'p-A3', 'p-AR']);

    // Sent anyway: they go, and the service refuses them (their brand does not exist there).
    expect(h.coordinator.preview(h.profileId, 'send').totals.products).toBe(4);
    const third = h.coordinator.start(h.profileId, { atRisk: 'send' });
    expect(await h.ended(third.importId)).toMatchObject({ rowsRefused: 4, rowsDone: 0 });
    const sentAnyway = h.store.imports.get(third.importId) ?? expect.fail('no record');
    expect(sentCodes(sentAnyway.batches[0]?.body ?? '{}')).toEqual(['A1', 'A2', 'A3', 'AR']);
  });
});
