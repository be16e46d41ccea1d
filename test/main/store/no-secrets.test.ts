import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NewProfile } from '../../../main/store/profiles-repo.ts';
import type { Settings } from '../../../app/settings.ts';
import { openTempStore, sampleProfile, tempDbPath, thrownKind } from './temp-store.ts';

// Secrets live only in the keychain. The profile API has no field for one; these tests push
// token- and secret-shaped strings at every door and then read the raw file bytes.

const TOKEN = 'svc_tok_9f8e7d6c5b4a39281706';
const SECRET = 'svc_sec_live_0a1b2c3d4e5f60718293';
const MARKER = 'visible-marker-4711';

function fileBytes(path: string): string {
  return ['', '-wal', '-shm']
    .map((suffix) => path + suffix)
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString('latin1'))
    .join('\n');
}

function expectNoSecretBytes(path: string): void {
  const bytes = fileBytes(path);
  // Proves the check reads the real data: a harmless marker written alongside is found.
  expect(bytes).toContain(MARKER);
  expect(bytes).not.toContain('svc_tok_');
  expect(bytes).not.toContain('svc_sec_');
}

describe('nothing secret in the store', () => {
  it('refuses token- and secret-shaped strings in every profile field and setting', () => {
    const path = tempDbPath();
    const store = openTempStore(path);
    const good = store.profiles.create({ ...sampleProfile, name: MARKER, clientId: 'svc_app_42' });

    const doors: Partial<NewProfile>[] = [
      { name: TOKEN },
      { name: `My ${SECRET.toUpperCase()} connection` },
      { baseUrl: `https://example.test/?token=${TOKEN}` },
      { voucherPrefix: `/${TOKEN}` },
      { clientId: SECRET },
      { grantedPermissions: [TOKEN] },
      { deniedPermissions: [SECRET] },
    ];
    for (const door of doors) {
      expect(thrownKind(() => store.profiles.create({ ...sampleProfile, ...door }))).toBe(
        'invalid_input',
      );
      expect(() => store.profiles.save({ ...good, ...door } as typeof good)).toThrow(/keychain/);
    }
    expect(() =>
      store.settings.update({ language: TOKEN } as unknown as Partial<Settings>),
    ).toThrow();

    expect(store.profiles.list()).toEqual([good]);
    expectNoSecretBytes(path);
    store.close();
    expectNoSecretBytes(path);
  });

  it('drops secret fields smuggled in as extra properties', () => {
    const path = tempDbPath();
    const store = openTempStore(path);
    const smuggled = {
      ...sampleProfile,
      name: MARKER,
      token: TOKEN,
      clientSecret: SECRET,
      accessToken: TOKEN,
    };
    const created = store.profiles.create(smuggled);
    const saved = store.profiles.save({ ...created, clientSecret: SECRET } as typeof created);

    for (const record of [created, saved, store.profiles.get(created.id)]) {
      expect(JSON.stringify(record)).not.toMatch(/svc_(tok|sec)_/);
    }
    expectNoSecretBytes(path);
    store.close();
    expectNoSecretBytes(path);
  });

  it('stores a draft cell that looks like a credential empty, keeping the rest of the row', () => {
    const path = tempDbPath();
    const store = openTempStore(path);
    const { id } = store.profiles.create({ ...sampleProfile, name: MARKER });
    const product = (name: string, color: string) => ({
      product_code: 'P-1',
      name,
      brand_code: 'KK',
      skus: [{ color_code: color, size_code: 'M' }],
    });
    const doors = [
      product(`paste ${TOKEN} here`, 'NV'),
      product('Coat', SECRET),
      product('Coat', 'svc_sec_test_0a1b2c3d4e5f60718293'),
    ];
    doors.forEach((row, i) => {
      store.drafts.save(id, 'products', {
        upserts: [{ id: `p${i}`, position: i, row }],
        deletes: [],
      });
    });
    store.drafts.stage('s1', 0, id, 'brands', {
      upserts: [{ id: 'b1', position: 1, row: { code: 'KK', name: TOKEN } }],
      deletes: [],
    });
    store.drafts.commit('s1', 1, id, 'brands', {
      upserts: [{ id: 'b2', position: 2, row: { code: SECRET, name: MARKER } }],
      deletes: [],
    });
    expect(store.drafts.list(id, 'products').map((d) => d.row)).toEqual([
      product('', 'NV'),
      product('Coat', ''),
      product('Coat', ''),
    ]);
    expect(store.drafts.list(id, 'brands').map((d) => d.row)).toEqual([
      { code: 'KK', name: '' },
      { code: '', name: MARKER },
    ]);
    expectNoSecretBytes(path);
    store.close();
    expectNoSecretBytes(path);
  });
});
