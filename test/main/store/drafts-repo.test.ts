import { describe, expect, it } from 'vitest';
import { openTempStore, sampleProfile, steppingClock, tempDbPath } from './temp-store.ts';

describe('drafts repository', () => {
  it('upserts a row per (profile, area, key) and lists them by key', () => {
    const store = openTempStore(tempDbPath(), { now: steppingClock() });
    const { id } = store.profiles.create(sampleProfile);
    store.drafts.put(id, 'products', 'P2', { name: 'Coat', skus: [{ color_code: 'BK' }] });
    store.drafts.put(id, 'products', 'P1', { name: 'Shirt' });
    const replaced = store.drafts.put(id, 'products', 'P2', { name: 'Long coat' });
    store.drafts.put(id, 'brands', 'B1', { name: 'Kikan' });

    expect(store.drafts.list(id, 'products')).toEqual([
      {
        profileId: id,
        area: 'products',
        rowKey: 'P1',
        row: { name: 'Shirt' },
        updatedAt: expect.any(String) as unknown,
      },
      {
        profileId: id,
        area: 'products',
        rowKey: 'P2',
        row: { name: 'Long coat' },
        updatedAt: replaced.updatedAt,
      },
    ]);
    expect(store.drafts.countByArea(id)).toEqual([
      { area: 'brands', count: 1 },
      { area: 'products', count: 2 },
    ]);
  });

  it('keeps profiles apart and deletes one, many, an area or everything', () => {
    const store = openTempStore();
    const a = store.profiles.create({ ...sampleProfile, id: 'a' });
    const b = store.profiles.create({ ...sampleProfile, id: 'b' });
    const rows = ['P1', 'P2', 'P3', 'P4'].map((rowKey) => ({ rowKey, row: { rowKey } }));
    expect(store.drafts.putMany(a.id, 'products', rows)).toBe(4);
    store.drafts.putMany(b.id, 'products', rows);
    store.drafts.put(a.id, 'colors', 'BK', { name: 'Black' });

    expect(store.drafts.delete(a.id, 'products', 'P1')).toBe(true);
    expect(store.drafts.delete(a.id, 'products', 'P1')).toBe(false);
    expect(store.drafts.deleteMany(a.id, 'products', ['P2', 'P3', 'nope'])).toBe(2);
    expect(store.drafts.list(a.id, 'products').map((d) => d.rowKey)).toEqual(['P4']);
    expect(store.drafts.list(b.id, 'products')).toHaveLength(4);

    expect(store.drafts.clear(a.id, 'products')).toBe(1);
    expect(store.drafts.list(a.id, 'colors')).toHaveLength(1);
    expect(store.drafts.clear(a.id)).toBe(1);
    expect(store.drafts.countByArea(a.id)).toEqual([]);
    expect(store.drafts.countByArea(b.id)).toEqual([{ area: 'products', count: 4 }]);
  });

  it('round-trips any JSON value and refuses what JSON cannot hold', () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    const row = { name: '綿シャツ “slim”', price: '12,000', nested: [null, true, 1.5], empty: '' };
    store.drafts.put(id, 'products', 'P1', row);
    store.drafts.put(id, 'products', 'P2', 'just text');
    expect(store.drafts.list(id, 'products').map((d) => d.row)).toEqual([row, 'just text']);
    expect(() => store.drafts.put(id, 'products', 'P3', undefined)).toThrow(/JSON value/);
    expect(() => store.drafts.put(id, '', 'P3', {})).toThrow(/area/);
  });

  it('putMany is all or nothing', () => {
    const store = openTempStore();
    const { id } = store.profiles.create(sampleProfile);
    const rows = [
      { rowKey: 'P1', row: { ok: true } },
      { rowKey: 'P2', row: undefined },
    ];
    expect(() => store.drafts.putMany(id, 'products', rows)).toThrow();
    expect(store.drafts.list(id, 'products')).toEqual([]);
    expect(() => store.drafts.putMany('no-such-profile', 'products', rows.slice(0, 1))).toThrow(
      /FOREIGN KEY/,
    );
  });
});
