// The voucher cache over a real SQLite file: order, no duplicates, completion, search over header
// and line values, numeric sort of numbers sent as strings, and deletion with the connection.
import { describe, expect, it } from 'vitest';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import type { ListKey } from '../../../main/store/index.ts';
import { openTempStore, sampleProfile, steppingClock } from '../store/temp-store.ts';

function po(id: string, fields: Voucher['fields'], lineProducts: string[] = []): Voucher {
  return {
    id,
    fields,
    lines: lineProducts.map((product) => ({ fields: { product_code: product }, other: {} })),
    other: {},
  };
}

function setUp() {
  const store = openTempStore(undefined, { now: steppingClock() });
  const profile = store.profiles.create({ ...sampleProfile });
  const key: ListKey = { profileId: profile.id, kind: 'purchase_orders', scope: '' };
  return { store, key, profileId: profile.id };
}

describe('voucher cache', () => {
  it('keeps rows in paging order, each id once, and marks the end', () => {
    const { store, key } = setUp();
    const repo = store.vouchers;
    expect(repo.append(key, [po('PO-1', {}), po('PO-2', {})], false).map((v) => v.id)).toEqual([
      'PO-1',
      'PO-2',
    ]);
    // An overlapping page adds only what is new.
    expect(repo.append(key, [po('PO-2', {}), po('PO-3', {})], true).map((v) => v.id)).toEqual([
      'PO-3',
    ]);
    expect(repo.rowsAfter(key, 0, 10).map((r) => [r.seq, r.voucher.id])).toEqual([
      [1, 'PO-1'],
      [2, 'PO-2'],
      [3, 'PO-3'],
    ]);
    expect(repo.rowsAfter(key, repo.seqOf(key, 'PO-1') ?? -1, 1).map((r) => r.voucher.id)).toEqual([
      'PO-2',
    ]);
    const info = repo.info(key);
    expect(info).toMatchObject({ rows: 3, complete: true });
    expect(info.loadedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(repo.lastId(key)).toBe('PO-3');
  });

  it('searches header and line values, filters statuses and sorts numeric strings as numbers', () => {
    const { store, key } = setUp();
    const repo = store.vouchers;
    repo.append(
      key,
      [
        po('PO-1', { status: 'open', total: '100' }, ['JK-001']),
        po('PO-2', { status: 'closed', total: 9 }, ['SH-777']),
        po('PO-3', { status: 'open', total: '25.5', note: 'Rush ORDER' }, []),
        po('PO-4', { status: null, total: 'n/a' }, ['sh-778']),
      ],
      false,
    );
    const all = { text: '', statuses: [], sort: null, offset: 0, limit: 50 };
    expect(repo.search(key, { ...all, text: 'SH-77' }).rows.map((v) => v.id)).toEqual([
      'PO-2',
      'PO-4',
    ]);
    expect(repo.search(key, { ...all, text: 'rush order' }).matched).toBe(1);
    expect(repo.search(key, { ...all, statuses: ['open'] }).rows.map((v) => v.id)).toEqual([
      'PO-1',
      'PO-3',
    ]);
    const ascending = repo.search(key, { ...all, sort: { field: 'total', descending: false } });
    // Numbers (sent as numbers or numeric strings) in numeric order, then text.
    expect(ascending.rows.map((v) => v.id)).toEqual(['PO-2', 'PO-3', 'PO-1', 'PO-4']);
    const paged = repo.search(key, { ...all, offset: 1, limit: 2 });
    expect(paged).toMatchObject({ matched: 4 });
    expect(paged.rows.map((v) => v.id)).toEqual(['PO-2', 'PO-3']);
    // By value, each with the paging position of its first row (first seen, first coloured).
    expect(repo.statuses(key)).toEqual([
      { value: 'closed', count: 1, first: 2 },
      { value: 'open', count: 2, first: 1 },
    ]);
  });

  it('drops a connection’s rows on clearProfile and when the profile is removed', () => {
    const { store, key, profileId } = setUp();
    const plans: ListKey = { profileId, kind: 'order_plans', scope: 'JK-001' };
    store.vouchers.append(key, [po('PO-1', {})], false);
    store.vouchers.append(plans, [po('P~1', {})], true);
    expect(store.vouchers.find(profileId, 'purchase_orders', 'PO-1')?.id).toBe('PO-1');
    expect(store.vouchers.clearProfile(profileId)).toBe(2);
    expect(store.vouchers.info(key).rows).toBe(0);
    expect(store.vouchers.info(plans).rows).toBe(0);

    store.vouchers.append(key, [po('PO-9', {})], false);
    store.profiles.delete(profileId);
    expect(store.vouchers.rowsAfter(key, 0, 10)).toEqual([]);
    expect(store.vouchers.info(key).rows).toBe(0);
  });
});
