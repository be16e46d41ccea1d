import { writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { isKikanError } from '../../../app/errors.ts';
import { MIGRATIONS, type Migration } from '../../../main/store/migrations.ts';
import { StoreTooNewError, StoreUnreadableError } from '../../../main/store/store-errors.ts';
import { openTempStore, sampleProfile, tempDbPath } from './temp-store.ts';

function pragma(path: string, name: string): unknown {
  const db = new DatabaseSync(path);
  try {
    return db.prepare(`PRAGMA ${name}`).get()?.[name];
  } finally {
    db.close();
  }
}

/** A save of one draft row. */
function one(id: string, row: unknown) {
  return { upserts: [{ id, position: 1, row }], deletes: [] };
}

describe('openStore', () => {
  it('creates a fresh file at the newest schema, in WAL mode with foreign keys and FULL sync', () => {
    const path = tempDbPath();
    const store = openTempStore(path);
    const db = new DatabaseSync(path);
    const tables = db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
      .all()
      .map((row) => row.name);
    db.close();
    expect(tables).toEqual([
      'catalog_connections',
      'catalog_history',
      'catalog_masters',
      'catalog_products',
      'catalog_shape',
      'catalog_skus',
      'catalog_undo',
      'draft_commits',
      'draft_stage',
      'import_batch_payloads',
      'import_batches',
      'import_resume_notices',
      'imports',
      'profiles',
      'saved_views',
      'sent_catalog',
      'sent_catalog_versions',
      'settings',
      'voucher_json',
      'voucher_lists',
      'voucher_rows',
      'voucher_status_decided',
      'voucher_status_ends',
      'voucher_status_labels',
      // The trigram index of voucher search text and its FTS5 shadow tables.
      'voucher_text',
      'voucher_text_config',
      'voucher_text_data',
      'voucher_text_docsize',
      'voucher_text_idx',
    ]);
    expect(pragma(path, 'user_version')).toBe(MIGRATIONS.length);
    expect(pragma(path, 'journal_mode')).toBe('wal');
    expect(store.info()).toEqual({
      schemaVersion: MIGRATIONS.length,
      journalMode: 'wal',
      synchronous: 2,
      foreignKeys: true,
      busyTimeoutMs: 5000,
    });
    expect(() => store.drafts.save('no-such-profile', 'products', one('P1', {}))).toThrow(
      /FOREIGN KEY/,
    );
    store.close();
  });

  it('keeps data across close and reopen, and does not re-run migrations', () => {
    const path = tempDbPath();
    const first = openTempStore(path);
    const profile = first.profiles.create(sampleProfile);
    first.close();
    const second = openTempStore(path);
    expect(second.profiles.get(profile.id)?.name).toBe('Tokyo showroom');
    expect(pragma(path, 'user_version')).toBe(MIGRATIONS.length);
  });

  it('refuses a file from a newer app version with a typed error and leaves it untouched', () => {
    const path = tempDbPath();
    openTempStore(path).close();
    const db = new DatabaseSync(path);
    db.exec('PRAGMA user_version = 99');
    db.close();

    let caught: unknown;
    try {
      openTempStore(path);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(StoreTooNewError);
    expect(isKikanError(caught) && caught.error.kind).toBe('internal');
    expect((caught as StoreTooNewError).message).toMatch(/newer version of Kikan Desk.*99/);
    expect(pragma(path, 'user_version')).toBe(99);
  });

  it('refuses a file that is not a database, and another program’s database', () => {
    const garbage = tempDbPath();
    writeFileSync(garbage, 'this is not sqlite at all, just text '.repeat(200));
    expect(() => openTempStore(garbage)).toThrow(StoreUnreadableError);

    const foreign = tempDbPath();
    const db = new DatabaseSync(foreign);
    db.exec('PRAGMA application_id = 1234; CREATE TABLE t (x)');
    db.close();
    expect(() => openTempStore(foreign)).toThrow(/another program/);
  });

  it('applies each migration in its own transaction: a failing one leaves the previous version', () => {
    const path = tempDbPath();
    const failing: Migration = (db) => {
      db.exec('CREATE TABLE half_done (x)');
      throw new Error('migration 2 broke');
    };
    expect(() => openTempStore(path, { migrations: [...MIGRATIONS, failing] })).toThrow(
      StoreUnreadableError,
    );
    expect(pragma(path, 'user_version')).toBe(MIGRATIONS.length);
    const db = new DatabaseSync(path);
    const halfDone = db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'half_done'").get();
    db.close();
    expect(halfDone).toBeUndefined();
  });
});

describe('store.transaction', () => {
  it('commits calls of several repositories together, or none of them', () => {
    const store = openTempStore();
    const profile = store.profiles.create(sampleProfile);
    expect(() =>
      store.transaction(() => {
        store.drafts.save(profile.id, 'products', one('P1', { name: 'Coat' }));
        store.imports.create({ profileId: profile.id, batches: [{ body: '{"products":[]}' }] });
        throw new Error('crash half-way');
      }),
    ).toThrow('crash half-way');
    expect(store.drafts.list(profile.id, 'products')).toEqual([]);
    expect(store.imports.list(profile.id)).toEqual([]);

    store.transaction(() => {
      store.drafts.save(profile.id, 'products', one('P1', { name: 'Coat' }));
      store.imports.create({ profileId: profile.id, batches: [{ body: '{"products":[]}' }] });
    });
    expect(store.drafts.list(profile.id, 'products')).toHaveLength(1);
    expect(store.imports.list(profile.id)).toHaveLength(1);
  });

  it('rolls back only the inner part when a nested call fails and the outer one goes on', () => {
    const store = openTempStore();
    const profile = store.profiles.create(sampleProfile);
    store.transaction(() => {
      store.drafts.save(profile.id, 'products', one('kept', 1));
      expect(() =>
        store.transaction(() => {
          store.drafts.save(profile.id, 'products', one('dropped', 2));
          throw new Error('inner');
        }),
      ).toThrow('inner');
    });
    expect(store.drafts.list(profile.id, 'products').map((d) => d.id)).toEqual(['kept']);
  });

  it('refuses async work, which could not stay inside one transaction', () => {
    const store = openTempStore();
    const profile = store.profiles.create(sampleProfile);
    expect(() =>
      store.transaction(() => {
        store.drafts.save(profile.id, 'products', one('P1', 1));
        return Promise.resolve();
      }),
    ).toThrow(/synchronous/);
    expect(store.drafts.list(profile.id, 'products')).toEqual([]);
  });
});
