import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it, vi } from 'vitest';
import type { Operation } from '../../../app/catalog/operations.ts';
import type { Store } from '../../../main/store/open-store.ts';
import { openTempStore, sampleProfile, tempDbPath } from '../store/temp-store.ts';

// An operation after an undo cuts off the undone steps; their entries are dropped between the
// store's calls, not in the operation (undone-steps.ts). Until then they are never undone, redone
// or counted again, in this store or in the file opened again.

const WAIT = { timeout: 20_000, interval: 20 };

function catalogStore(path = tempDbPath()) {
  const store = openTempStore(path);
  const { id } = store.profiles.create(sampleProfile);
  store.drafts.save(id, 'products', {
    upserts: Array.from({ length: 30 }, (_, i) => ({
      id: `p${String(i)}`,
      position: i,
      row: {
        product_code: `P${String(i)}`,
        name: `Shirt ${String(i)}`,
        brand_code: 'KK',
        skus: [{ color_code: 'NV', size_code: 'S' }],
      },
    })),
    deletes: [],
  });
  return { store, id, path };
}

const names = (store: Store, id: string) =>
  store.drafts.list(id, 'products').map((d) => (d.row as { name: string }).name);

/** The undo log's entries in the file, read beside the store (cut marks aside). */
function entriesInFile(path: string): number {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const row = db.prepare("SELECT count(*) AS n FROM catalog_undo WHERE kind <> 'cut'").get();
    return Number(row?.['n']);
  } finally {
    db.close();
  }
}

const replaceBrands: Operation = {
  kind: 'replace',
  grid: 'products',
  columns: ['brand_code'],
  query: { text: 'KK', matchCase: false, wholeCell: false, regex: false },
  replacement: 'KX',
};
const setName = (row: string, value: string): Operation => ({
  kind: 'set',
  grid: 'products',
  cells: [{ row: { id: row }, column: 'name', value }],
});

describe('undone steps cut off by an operation', () => {
  it('are never undone or redone again, and are dropped between calls', async () => {
    const { store, id, path } = catalogStore();
    const start = names(store, id);
    store.catalog.apply(id, setName('p1', 'first'));
    store.catalog.apply(id, replaceBrands);
    store.catalog.undo(id);
    store.catalog.undo(id);
    // The cut: 31 entries (1 + 30 brands) are left behind, the new step holds 1.
    const answer = store.catalog.apply(id, setName('p2', 'second'));
    expect(answer).toMatchObject({ cells: 1, rowCount: 1 });
    expect(entriesInFile(path)).toBe(32);
    expect(store.catalog.redo(id)).toMatchObject({ cells: 0, rowCount: 0 });
    expect(store.catalog.undo(id)).toMatchObject({ cells: 1, rowCount: 1 });
    expect(names(store, id)).toEqual(start);
    expect(store.catalog.undo(id)).toMatchObject({ cells: 0 });
    expect(store.catalog.redo(id)).toMatchObject({ cells: 1 });
    expect(store.catalog.redo(id)).toMatchObject({ cells: 0 });
    const brands = store.drafts.list(id, 'products').map((d) => d.row as { brand_code: string });
    expect(new Set(brands.map((row) => row.brand_code))).toEqual(new Set(['KK']));
    // Between calls the 31 go; the step's own entry stays, and undo still finds it.
    await vi.waitFor(() => {
      expect(entriesInFile(path)).toBe(1);
    }, WAIT);
    expect(store.catalog.undo(id)).toMatchObject({ cells: 1 });
    expect(names(store, id)).toEqual(start);
  });

  it('cut again before the drops ran: each cut hides its own, and both are dropped', async () => {
    const { store, id, path } = catalogStore();
    store.catalog.apply(id, replaceBrands);
    store.catalog.undo(id);
    store.catalog.apply(id, setName('p1', 'a')); // cuts the replace
    store.catalog.apply(id, setName('p2', 'b'));
    store.catalog.undo(id);
    store.catalog.apply(id, replaceBrands); // cuts 'b', at the step the replace had
    expect(store.catalog.undo(id)).toMatchObject({ cells: 30, rowCount: 30 });
    expect(store.catalog.undo(id)).toMatchObject({ cells: 1, rows: [{ id: 'p1' }] });
    expect(store.catalog.undo(id)).toMatchObject({ cells: 0 });
    expect(store.catalog.redo(id)).toMatchObject({ cells: 1, rows: [{ id: 'p1' }] });
    expect(store.catalog.redo(id)).toMatchObject({ cells: 30 });
    expect(store.catalog.redo(id)).toMatchObject({ cells: 0 });
    expect(names(store, id)[2]).toBe('Shirt 2');
    // Left: the set of p1 and the replace, 31 entries.
    await vi.waitFor(() => {
      expect(entriesInFile(path)).toBe(31);
    }, WAIT);
    expect(store.catalog.undo(id)).toMatchObject({ cells: 30 });
    expect(store.catalog.undo(id)).toMatchObject({ cells: 1, rows: [{ id: 'p1' }] });
    expect(store.catalog.redo(id)).toMatchObject({ cells: 1, rows: [{ id: 'p1' }] });
    expect(store.catalog.redo(id)).toMatchObject({ cells: 30 });
  });

  it('hold in the file opened again, whose drops go on from there', async () => {
    const { store, id, path } = catalogStore();
    const start = names(store, id);
    store.catalog.apply(id, replaceBrands);
    store.catalog.undo(id);
    store.catalog.apply(id, setName('p3', 'kept'));
    // Closed before any drop ran (as a crash after the commit would leave the file).
    store.close();
    expect(entriesInFile(path)).toBe(31);
    const reopened = openTempStore(path);
    expect(reopened.catalog.redo(id)).toMatchObject({ cells: 0 });
    expect(reopened.catalog.undo(id)).toMatchObject({ cells: 1, rows: [{ id: 'p3' }] });
    expect(names(reopened, id)).toEqual(start);
    expect(reopened.catalog.undo(id)).toMatchObject({ cells: 0 });
    await vi.waitFor(() => {
      expect(entriesInFile(path)).toBe(1);
    }, WAIT);
    expect(reopened.catalog.redo(id)).toMatchObject({ cells: 1, rows: [{ id: 'p3' }] });
    expect(reopened.catalog.redo(id)).toMatchObject({ cells: 0 });
  });
});
