import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { openTempStore, sampleProfile, steppingClock, tempDbPath } from './temp-store.ts';

describe('profiles repository', () => {
  it('creates a profile with defaults and reads it back as camelCase fields', () => {
    const store = openTempStore(tempDbPath(), { now: steppingClock() });
    const created = store.profiles.create(sampleProfile);
    expect(created).toEqual({
      id: expect.any(String) as unknown,
      name: 'Tokyo showroom',
      hostKind: 'custom',
      baseUrl: 'http://127.0.0.1:8080',
      voucherPrefix: '',
      secretTransport: 'body',
      clientId: null,
      isDemo: false,
      grantedPermissions: null,
      deniedPermissions: [],
      state: 'signed_out',
      secretRemembered: false,
      tokenStorage: 'none',
      createdAt: '2026-01-01T00:00:01.000Z',
      lastUsedAt: null,
    });
    expect(store.profiles.get(created.id)).toEqual(created);
  });

  it('stores snake_case columns, permissions as JSON, and unknown permissions as NULL', () => {
    const path = tempDbPath();
    const store = openTempStore(path);
    const known = store.profiles.create({
      ...sampleProfile,
      id: 'p-known',
      clientId: 'svc_app_123',
      grantedPermissions: ['kikan_products_write'],
      secretRemembered: true,
      tokenStorage: 'keychain',
      state: 'connected',
    });
    const unknown = store.profiles.create({ ...sampleProfile, id: 'p-unknown' });
    store.close();

    const db = new DatabaseSync(path);
    const rows = db.prepare('SELECT * FROM profiles ORDER BY id').all();
    db.close();
    expect(rows[0]).toMatchObject({
      id: 'p-known',
      host_kind: 'custom',
      client_id: 'svc_app_123',
      granted_permissions: '["kikan_products_write"]',
      denied_permissions: '[]',
      secret_remembered: 1,
      token_storage: 'keychain',
    });
    expect(rows[1]).toMatchObject({ id: 'p-unknown', granted_permissions: null });
    expect(known.grantedPermissions).toEqual(['kikan_products_write']);
    expect(unknown.grantedPermissions).toBeNull();
  });

  it('save() upserts a whole record and keeps the first createdAt and the token storage', () => {
    const store = openTempStore();
    const created = store.profiles.create({ ...sampleProfile, tokenStorage: 'keychain' });
    const saved = store.profiles.save({
      ...created,
      tokenStorage: undefined,
      name: 'Renamed',
      createdAt: '1999-01-01T00:00:00.000Z',
    });
    expect(saved).toEqual({ ...created, name: 'Renamed' });
    const fresh = store.profiles.save({
      ...created,
      id: 'new-one',
      createdAt: '2100-01-01T00:00:00.000Z',
    });
    expect(fresh.createdAt).toBe('2100-01-01T00:00:00.000Z');
    expect(store.profiles.list().map((p) => p.id)).toEqual([created.id, 'new-one']);
  });

  it('lists oldest first and refuses a duplicate id', () => {
    const store = openTempStore(tempDbPath(), { now: steppingClock() });
    store.profiles.create({ ...sampleProfile, id: 'b', name: 'Second' });
    store.profiles.create({ ...sampleProfile, id: 'a', name: 'Third' });
    expect(store.profiles.list().map((p) => p.id)).toEqual(['b', 'a']);
    expect(() => store.profiles.create({ ...sampleProfile, id: 'a' })).toThrow(/already exists/);
  });

  it('delete() removes the profile with its drafts and import journal', () => {
    const store = openTempStore();
    const kept = store.profiles.create({ ...sampleProfile, id: 'kept' });
    const gone = store.profiles.create({ ...sampleProfile, id: 'gone' });
    for (const profile of [kept, gone]) {
      const upserts = [{ id: 'P1', position: 1, row: { name: 'Coat' } }];
      store.drafts.save(profile.id, 'products', { upserts, deletes: [] });
      store.imports.create({ profileId: profile.id, batches: [{ body: '{}' }] });
    }
    expect(store.profiles.delete('gone')).toBe(true);
    expect(store.profiles.delete('gone')).toBe(false);
    expect(store.profiles.get('gone')).toBeNull();
    expect(store.drafts.list('gone', 'products')).toEqual([]);
    expect(store.imports.list('gone')).toEqual([]);
    expect(store.drafts.list('kept', 'products')).toHaveLength(1);
    expect(store.imports.list('kept')).toHaveLength(1);
  });
});
