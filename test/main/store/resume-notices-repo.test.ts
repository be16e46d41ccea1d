import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS } from '../../../main/store/migrations.ts';
import { openTempStore, sampleProfile, steppingClock, tempDbPath } from './temp-store.ts';

// The notices of imports the app resumed by itself: kept until shown, one per import, gone with
// the import; a file from before the table gets it on open.

describe('resumed-import notices', () => {
  it('keeps one notice per import until it is shown, newest times winning, per connection', () => {
    const store = openTempStore(tempDbPath(), { now: steppingClock() });
    const mine = store.profiles.create(sampleProfile).id;
    const other = store.profiles.create({ ...sampleProfile, name: 'Other' }).id;
    const body = '{"products":[{"product_code":"P-1"}]}';
    const a = store.imports.create({ profileId: mine, batches: [{ body }] }).id;
    const b = store.imports.create({ profileId: other, batches: [{ body }] }).id;

    store.resumeNotices.record(a, '2026-11-20T09:00:00.000Z');
    store.resumeNotices.record(b, '2026-11-20T10:00:00.000Z');
    store.resumeNotices.record(a, '2026-11-21T08:00:00.000Z');
    const [notice, ...more] = store.resumeNotices.list(mine);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      importId: a,
      profileId: mine,
      interruptedAt: '2026-11-21T08:00:00.000Z',
    });
    expect(store.resumeNotices.markShown(a)).toBe(true);
    expect(store.resumeNotices.markShown(a)).toBe(false);
    expect(store.resumeNotices.list(mine)).toEqual([]);
    expect(store.resumeNotices.list(other).map((n) => n.importId)).toEqual([b]);
    expect(store.imports.remove(b)).toBe(true);
    expect(store.resumeNotices.list(other)).toEqual([]);
  });

  it('is added to a file at the previous schema, its imports kept', () => {
    const path = tempDbPath();
    const db = new DatabaseSync(path);
    migrate(db, MIGRATIONS.slice(0, MIGRATIONS.length - 1));
    db.close();
    const store = openTempStore(path);
    const profileId = store.profiles.create(sampleProfile).id;
    const id = store.imports.create({ profileId, batches: [{ body: '{"brands":[]}' }] }).id;
    store.resumeNotices.record(id, '2026-11-20T09:00:00.000Z');
    expect(store.resumeNotices.list(profileId).map((n) => n.importId)).toEqual([id]);
  });
});
