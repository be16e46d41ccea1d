// What a status means, as the user of a workspace says (issue 27): the settings kept per
// connection in a real SQLite file, and the filters and sums that leave out vouchers whose status
// ends them — the "past due" and "overdue" filters, the group sums, the outstanding chart and the
// product view — only once the user decided for the kind, and only in that connection.
import { describe, expect, it } from 'vitest';
import type { StatusSettings } from '../../../app/resources/status-settings.ts';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import type { CacheQuery, ListKey } from '../../../main/store/index.ts';
import { productStory, type ProductSources } from '../../../main/vouchers/product-story.ts';
import { openTempStore, sampleProfile, steppingClock } from '../store/temp-store.ts';

type Fields = Voucher['fields'];

function voucher(id: string, fields: Fields, lines: Fields[]): Voucher {
  return { id, fields, lines: lines.map((f) => ({ fields: f, other: {} })), other: {} };
}

const line = (quantity: number, back: number, backField = 'received_qty'): Fields => ({
  product_code: 'A',
  quantity,
  [backField]: back,
  unit_cost: 10,
  currency_code: 'JPY',
});

const orders = [
  voucher('PO-1', { supplier_code: 'S1', expected_date: '2026-02-02', status: 'ordered' }, [
    line(10, 4),
  ]),
  voucher('PO-2', { supplier_code: 'S1', expected_date: '2026-02-03', status: 'cancelled' }, [
    line(5, 0),
  ]),
  voucher('PO-3', { supplier_code: 'S2', expected_date: '2026-02-04', status: 'partial' }, [
    line(8, 2),
  ]),
  voucher('PO-4', { supplier_code: 'S2', expected_date: '2026-02-05' }, [line(1, 0)]),
];

const leases = [
  voucher('L-1', { lessee: 'Press', due_on: '2026-02-01', status: 'lent' }, [
    line(3, 1, 'returned_qty'),
  ]),
  voucher('L-2', { lessee: 'Press', due_on: '2026-02-01', status: 'lost' }, [
    line(2, 0, 'returned_qty'),
  ]),
];

function setUp() {
  const store = openTempStore(undefined, { now: steppingClock() });
  const one = store.profiles.create({ ...sampleProfile, name: 'One' });
  const two = store.profiles.create({ ...sampleProfile, name: 'Two' });
  const list = (profileId: string, kind: ListKey['kind']): ListKey => ({
    profileId,
    kind,
    scope: '',
  });
  for (const profile of [one, two]) {
    store.vouchers.append(list(profile.id, 'purchase_orders'), orders, true);
    store.vouchers.append(list(profile.id, 'leases'), leases, true);
  }
  return { store, one: one.id, two: two.id, list };
}

const all: CacheQuery = { text: '', statuses: [], sort: null, offset: 0, limit: 1000 };
const pastDue = (field: string) => ({ dates: [{ field, to: '2026-02-28', open: true }] });

const cancelledEnds: StatusSettings = {
  statuses: [
    { value: 'cancelled', names: { en: 'Cancelled', ja: '取消' }, ends: ['purchase_orders'] },
    { value: 'lost', names: {}, ends: ['leases'] },
  ],
  decided: ['purchase_orders', 'leases'],
};

describe('status settings in the store', () => {
  it('are kept per connection, normalised, and list the values its cache carries', () => {
    const { store, one, two } = setUp();
    expect(store.statusSettings.read(one)).toEqual({ statuses: [], decided: [] });
    const saved = store.statusSettings.save(one, {
      statuses: [
        { value: 'partial', names: { en: '  Part received ', ja: '' }, color: '#aa4499', ends: [] },
        ...cancelledEnds.statuses,
        { value: 'ordered', names: {}, ends: [] },
      ],
      decided: ['leases', 'purchase_orders'],
    });
    expect(saved).toEqual({
      statuses: [
        { value: 'cancelled', names: { en: 'Cancelled', ja: '取消' }, ends: ['purchase_orders'] },
        { value: 'lost', names: {}, ends: ['leases'] },
        { value: 'partial', names: { en: 'Part received' }, color: '#AA4499', ends: [] },
      ],
      decided: ['purchase_orders', 'leases'],
    });
    expect(store.statusSettings.read(one)).toEqual(saved);
    expect(store.statusSettings.read(two)).toEqual({ statuses: [], decided: [] });
    expect(store.statusSettings.seen(one).map((s) => [s.kind, s.value, s.count])).toEqual([
      ['purchase_orders', 'ordered', 1],
      ['purchase_orders', 'cancelled', 1],
      ['purchase_orders', 'partial', 1],
      ['leases', 'lent', 1],
      ['leases', 'lost', 1],
    ]);
    // Replaced whole; an ending status of a kind not decided is not kept.
    expect(
      store.statusSettings.save(one, {
        statuses: [{ value: 'cancelled', names: {}, ends: ['purchase_orders', 'leases'] }],
        decided: ['purchase_orders'],
      }),
    ).toEqual({
      statuses: [{ value: 'cancelled', names: {}, ends: ['purchase_orders'] }],
      decided: ['purchase_orders'],
    });
  });

  it('go with the connection when it is removed', () => {
    const { store, one } = setUp();
    store.statusSettings.save(one, cancelledEnds);
    store.profiles.delete(one);
    expect(store.statusSettings.read(one)).toEqual({ statuses: [], decided: [] });
  });
});

describe('filters and sums with statuses that end a voucher', () => {
  it('count every status until the user decides, then leave the ended ones out', () => {
    const { store, one, two, list } = setUp();
    const po = list(one, 'purchase_orders');
    const ids = (key: ListKey, query: Partial<CacheQuery>) =>
      store.vouchers.search(key, { ...all, ...query }).rows.map((row) => row.id);
    expect(ids(po, pastDue('expected_date'))).toEqual(['PO-1', 'PO-2', 'PO-3', 'PO-4']);
    expect(ids(list(one, 'leases'), pastDue('due_on'))).toEqual(['L-1', 'L-2']);
    // Decided, but nothing ends a voucher: still every status counts.
    store.statusSettings.save(one, { statuses: [], decided: ['purchase_orders'] });
    expect(ids(po, pastDue('expected_date'))).toEqual(['PO-1', 'PO-2', 'PO-3', 'PO-4']);

    store.statusSettings.save(one, cancelledEnds);
    // A voucher without a status is never ended.
    expect(ids(po, pastDue('expected_date'))).toEqual(['PO-1', 'PO-3', 'PO-4']);
    expect(ids(list(one, 'leases'), pastDue('due_on'))).toEqual(['L-1']);
    // The list itself still shows the cancelled order; the other connection is untouched.
    expect(ids(po, {})).toEqual(['PO-1', 'PO-2', 'PO-3', 'PO-4']);
    expect(ids(list(two, 'purchase_orders'), pastDue('expected_date'))).toHaveLength(4);
  });

  it('leave ended vouchers out of the group sums and the chart, keeping their count', () => {
    const { store, one, two, list } = setUp();
    store.statusSettings.save(one, cancelledEnds);
    const groups = (profileId: string) =>
      store.vouchers
        .groups(list(profileId, 'purchase_orders'), { text: '', statuses: [] }, 'supplier_code')
        .groups.map((g) => [g.value, g.count, g.quantity, g.outstanding]);
    expect(groups(one)).toEqual([
      ['S1', 2, 15, 6],
      ['S2', 2, 9, 7],
    ]);
    expect(groups(two)).toEqual([
      ['S1', 2, 15, 11],
      ['S2', 2, 9, 7],
    ]);
    const chart = (profileId: string) =>
      store.vouchers.outstandingChart(list(profileId, 'purchase_orders'), {
        text: '',
        statuses: [],
      });
    expect(chart(one).bySupplier).toEqual([
      { supplier: 'S2', outstanding: 7 },
      { supplier: 'S1', outstanding: 6 },
    ]);
    expect(chart(two).bySupplier).toEqual([
      { supplier: 'S1', outstanding: 11 },
      { supplier: 'S2', outstanding: 7 },
    ]);
    const weeks = chart(one).byWeek.reduce((sum, w) => sum + w.outstanding, 0);
    expect(weeks).toBe(13);
    const leaseGroups = store.vouchers.groups(
      list(one, 'leases'),
      { text: '', statuses: [] },
      'lessee',
    ).groups;
    expect(leaseGroups.map((g) => [g.value, g.count, g.outstanding])).toEqual([['Press', 2, 2]]);
  });

  it('leave ended vouchers out of the product view’s outstanding and overdue', () => {
    const source = (vouchers: Voucher[]) => ({
      vouchers,
      cachedRows: vouchers.length,
      complete: true,
      withoutLines: 0,
    });
    const sources: ProductSources = {
      purchase_orders: source(orders),
      sales_orders: source([]),
      leases: source(leases),
      order_plans: source([]),
    };
    const before = productStory('A', '2026-03-01', sources);
    expect(before.purchaseOrders.outstanding).toBe(18);
    const after = productStory('A', '2026-03-01', sources, {
      purchase_orders: ['cancelled'],
      leases: ['lost'],
    });
    expect(after.purchaseOrders.outstanding).toBe(13);
    expect(after.purchaseOrders.ordered).toBe(before.purchaseOrders.ordered);
    expect(before.leases.overdue).toBe(4);
    expect(after.leases.overdue).toBe(2);
    expect(after.leases.out).toBe(2);
  });
});
