// A cached list whose rows cannot all be read back (a damaged row, or one stored before deep
// values were bounded) over a real SQLite file: reading it drops the unreadable rows, names them
// on the list (its cache info, which every browse and search answer carries) and answers the
// rest, with no gap in paging positions; a deep value stored whole by an earlier version is
// read back bounded, not refused. A refresh clears the note.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { DEEP_JSON_KEY, MAX_JSON_DEPTH } from '../../../app/resources/json.ts';
import { voucherSchema, type Voucher } from '../../../app/resources/vouchers.ts';
import type { ListKey } from '../../../main/store/index.ts';
import { openTempStore, sampleProfile, steppingClock, tempDbPath } from '../store/temp-store.ts';

function po(id: string, status = 'ordered'): Voucher {
  return { id, fields: { status }, lines: null, other: {} };
}

function setUp() {
  const path = tempDbPath();
  const store = openTempStore(path, { now: steppingClock() });
  const profile = store.profiles.create({ ...sampleProfile });
  const key: ListKey = { profileId: profile.id, kind: 'purchase_orders', scope: '' };
  store.vouchers.append(
    key,
    ['PO-1', 'PO-2', 'PO-3', 'PO-4', 'PO-5'].map((id) => po(id)),
    true,
  );
  // Another connection writes what a damaged file (or an older version) would hold.
  const raw = new DatabaseSync(path);
  const setJson = (id: string, json: string) => {
    raw
      .prepare(
        `UPDATE voucher_json SET row_json = ? WHERE row_id =
           (SELECT row_id FROM voucher_rows WHERE profile_id = ? AND id = ?)`,
      )
      .run(json, key.profileId, id);
  };
  return {
    store,
    key,
    setJson,
    closeRaw: () => {
      raw.close();
    },
  };
}

describe('a cached list with rows that cannot be read', () => {
  it('drops them, names them on the list and answers the rest, in browse and search', () => {
    const { store, key, setJson, closeRaw } = setUp();
    try {
      setJson('PO-2', '{"id": "PO-2", "fields": {"status": "ordered"}'); // cut short
      setJson('PO-4', '{"id": 4, "fields": [], "lines": null, "other": {}}'); // wrong shape
      const rows = store.vouchers.rowsAfter(key, 0, 10);
      expect(rows.map((row) => [row.seq, row.voucher.id])).toEqual([
        [1, 'PO-1'],
        [2, 'PO-3'],
        [3, 'PO-5'],
      ]);
      const info = store.vouchers.info(key);
      expect(info).toMatchObject({ rows: 3, complete: true });
      expect(info.repaired).toMatchObject({ dropped: 2, ids: ['PO-2', 'PO-4'] });
      const found = store.vouchers.search(key, {
        text: '',
        statuses: ['ordered'],
        sort: { field: 'status', descending: false },
        offset: 0,
        limit: 10,
      });
      expect(found.rows.map((row) => row.id)).toEqual(['PO-1', 'PO-3', 'PO-5']);
      expect(found.matched).toBe(3);
      // A refresh starts the list again, without the note.
      store.vouchers.replace(key, [po('PO-9')], true);
      expect(store.vouchers.info(key).repaired ?? null).toBeNull();
    } finally {
      closeRaw();
    }
  });

  it('repairs on a search, and on a single read offline (find)', async () => {
    const { store, key, setJson, closeRaw } = setUp();
    try {
      setJson('PO-3', 'not json');
      const found = await store.vouchers.searchInSlices(
        key,
        {
          text: '',
          statuses: [],
          sort: { field: 'status', descending: true },
          offset: 0,
          limit: 3,
        },
        () => Promise.resolve(),
      );
      expect(found.rows.map((row) => row.id)).toEqual(['PO-1', 'PO-2', 'PO-4']);
      expect(found.matched).toBe(4);
      expect(store.vouchers.info(key).repaired).toMatchObject({ dropped: 1, ids: ['PO-3'] });
      // A detail read online keeps its lines beside every readable copy; an unreadable one waits
      // for its list's repair instead of failing the read.
      setJson('PO-5', '[]');
      const lines = [{ fields: { product_code: 'P1', quantity: 1 }, other: {} }];
      expect(
        store.vouchers.lines.keepLines(key.profileId, 'purchase_orders', { ...po('PO-5'), lines }),
      ).toBe(0);
      expect(
        store.vouchers.lines.keepLines(key.profileId, 'purchase_orders', { ...po('PO-4'), lines }),
      ).toBe(1);
      expect(store.vouchers.find(key.profileId, 'purchase_orders', 'PO-5')).toBeNull();
      expect(store.vouchers.info(key)).toMatchObject({
        rows: 3,
        repaired: { dropped: 2, ids: ['PO-3', 'PO-5'] },
      });
    } finally {
      closeRaw();
    }
  });

  it('reads a value stored 2,600 deep by an earlier version, bounded, and drops nothing', () => {
    const { store, key, setJson, closeRaw } = setUp();
    try {
      const deep = `${'['.repeat(2600)}1${']'.repeat(2600)}`;
      setJson(
        'PO-2',
        `{"id":"PO-2","fields":{"status":"ordered"},"lines":[{"fields":{},"other":{"x":${deep}}}],"other":{"tree":${deep}}}`,
      );
      const rows = store.vouchers.rowsAfter(key, 0, 10);
      expect(rows.map((row) => row.voucher.id)).toEqual(['PO-1', 'PO-2', 'PO-3', 'PO-4', 'PO-5']);
      const voucher = rows[1]?.voucher;
      expect(voucherSchema.safeParse(voucher).success).toBe(true);
      let level: unknown = voucher?.other['tree'];
      for (let depth = 0; depth < MAX_JSON_DEPTH - 2; depth += 1) level = (level as unknown[])[0];
      expect(Object.keys(level as object)).toEqual([DEEP_JSON_KEY]);
      expect(store.vouchers.info(key).repaired ?? null).toBeNull();
    } finally {
      closeRaw();
    }
  });
});
