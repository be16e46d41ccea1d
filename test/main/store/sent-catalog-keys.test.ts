import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS } from '../../../main/store/migrations.ts';
import { sentCatalogKeysMigration } from '../../../main/store/sent-catalog-keys-migration.ts';
import { openTempStore, sampleProfile, steppingClock, tempDbPath } from './temp-store.ts';

// The Sent catalog found by its codes as the grids compare them (trimmed, NFC): sent.lookup
// finds a value whichever form the code was sent or is asked in, for rows recorded before the
// migration too (it fills their compared codes), and of two codes that compare the same it
// lists the one sent later last (the one both the grid and the review use).

const GA = '\u30AC'; // composed; decomposed it is \u30AB\u3099
const GA_DECOMPOSED = '\u30AB\u3099';

describe('the Sent catalog by compared code', () => {
  it('finds a code sent composed when asked decomposed or with spaces, and the other way', () => {
    const store = openTempStore();
    const profileId = store.profiles.create(sampleProfile).id;
    const brands = [
      { brand_code: `${GA}-1`, name: 'composed' },
      { brand_code: `${GA_DECOMPOSED}-2`, name: 'decomposed' },
    ];
    store.sent.recordBody(profileId, 'i', JSON.stringify({ brands }));
    const found = (codes: string[]) =>
      store.sent.lookup(profileId, 'brands', codes).map((entry) => entry.value.name);
    expect(found([`${GA_DECOMPOSED}-1`])).toEqual(['composed']);
    expect(found([` ${GA}-1 `])).toEqual(['composed']);
    expect(found([`${GA}-2`])).toEqual(['decomposed']);
    expect(found([`${GA}-1`, `${GA_DECOMPOSED}-1`, 'NONE'])).toEqual(['composed']);
    expect(store.sent.lookup(profileId, 'colors', [`${GA}-1`])).toEqual([]);
  });

  it('lists, of two codes that compare the same, the one sent later last', () => {
    const store = openTempStore(tempDbPath(), { now: steppingClock() });
    const profileId = store.profiles.create(sampleProfile).id;
    const body = (code: string, name: string) =>
      JSON.stringify({ brands: [{ brand_code: code, name }] });
    store.sent.recordBody(profileId, 'first', body(`${GA_DECOMPOSED}-3`, 'first'));
    store.sent.recordBody(profileId, 'second', body(`${GA}-3`, 'second'));
    store.sent.recordBody(profileId, 'third', body(`${GA_DECOMPOSED}-3`, 'third'));
    const names = (entries: { value: { name: string } }[]) => entries.map((e) => e.value.name);
    expect(names(store.sent.lookup(profileId, 'brands', [`${GA}-3`]))).toEqual(['second', 'third']);
    expect(names(store.sent.values(profileId, 'brands'))).toEqual(['second', 'third']);
  });

  it('fills the compared codes of rows recorded before the migration', () => {
    const path = tempDbPath();
    const db = new DatabaseSync(path);
    migrate(db, MIGRATIONS.slice(0, MIGRATIONS.indexOf(sentCatalogKeysMigration)));
    db.exec(`INSERT INTO profiles (id, name, host_kind, base_url, secret_transport, state,
      token_storage, created_at) VALUES ('p', 'P', 'custom', 'http://127.0.0.1', 'body',
      'signed_out', 'none', '2026-01-01')`);
    db.prepare(
      `INSERT INTO sent_catalog (profile_id, grid, code, value_json, import_id, sent_at)
        VALUES ('p', 'products', ?, ?, 'old', '2026-01-01')`,
    ).run(
      `${GA_DECOMPOSED}-4 `,
      JSON.stringify({
        product_code: `${GA_DECOMPOSED}-4 `,
        name: 'old',
        brand_code: 'B',
        skus: [],
      }),
    );
    db.close();
    const store = openTempStore(path);
    expect(store.sent.lookup('p', 'products', [`${GA}-4`]).map((e) => e.value.name)).toEqual([
      'old',
    ]);
    expect(store.sent.version('p')).toBe(0);
  });
});
