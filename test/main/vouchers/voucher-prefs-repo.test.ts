// Status colour slots and column preferences kept by main per connection, over a real SQLite
// file reopened (a restart), and dropped with the connection.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../app/settings.ts';
import { openTempStore, sampleProfile, tempDbPath } from '../store/temp-store.ts';

describe('voucher preferences', () => {
  it('colours 14 status values with 14 distinct slots, first seen first, kept across a restart', () => {
    const path = tempDbPath();
    const store = openTempStore(path);
    const profile = store.profiles.create({ ...sampleProfile });
    const values = Array.from({ length: 14 }, (_, i) => `status-${String(i)}`);
    const first = store.voucherPrefs.statusSlots(profile.id, 'purchase_orders', values.slice(0, 9));
    expect([...first.values()]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    // Later values come after; known ones keep theirs whatever order they are given in.
    const all = store.voucherPrefs.statusSlots(
      profile.id,
      'purchase_orders',
      [...values].reverse(),
    );
    expect(new Set(all.values()).size).toBe(14);
    expect(all.get('status-0')).toBe(0);
    expect(all.get('status-13')).toBe(9);
    store.close();

    const reopened = openTempStore(path);
    const again = reopened.voucherPrefs.statusSlots(profile.id, 'purchase_orders', values);
    expect([...again.entries()]).toEqual([...all.entries()]);
    // Another list colours on its own.
    expect(
      reopened.voucherPrefs.statusSlots(profile.id, 'leases', ['status-13']).get('status-13'),
    ).toBe(0);
    reopened.close();
  });

  it('keeps column preferences per connection and screen, and drops them with the connection', () => {
    const store = openTempStore();
    const a = store.profiles.create({ ...sampleProfile, name: 'A' });
    const b = store.profiles.create({ ...sampleProfile, name: 'B' });
    const prefs = { order: ['id', 'status'], hidden: ['note'], widths: { id: 200 } };
    store.voucherPrefs.saveColumns(a.id, 'vouchers.leases', prefs);
    expect(store.voucherPrefs.columns(a.id, 'vouchers.leases')).toEqual(prefs);
    expect(store.voucherPrefs.columns(b.id, 'vouchers.leases')).toBeNull();
    expect(store.voucherPrefs.columns(a.id, 'vouchers.sales_orders')).toBeNull();
    store.voucherPrefs.clearProfile(a.id);
    expect(store.voucherPrefs.columns(a.id, 'vouchers.leases')).toBeNull();
    // The app's own settings are untouched by these keys.
    expect(store.settings.get()).toEqual(DEFAULT_SETTINGS);
  });
});
