// The core answers the catalog's operations, undo and redo in its writing thread
// (main/core-process/writes-worker.ts): while a replace all of a real core process (a Node
// child, its real store) runs, app.info and the grid's window keep answering, the window read
// meanwhile is the state before the write whole (the version before it, every old code), and a
// window read after the answer is the state after it. Calls that change something keep their
// order behind the write, and a kill -9 mid-write loses the operation whole. Under the core's
// one thread, no call sent after the write answered before it: each test counts those.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation, OperationAnswer } from '../../../app/catalog/operations.ts';
import { NO_VIEW_SPEC, type ViewWindow } from '../../../app/catalog/views.ts';
import type { IpcResult } from '../../../app/errors.ts';
import type { HandlerTable } from '../../../main/ipc/handler-table.ts';
import {
  everySku,
  productParts as partsOf,
  startForkedCore,
  type ForkedCore,
} from './forked-core.ts';

const PRODUCTS = 12_000;
const COLORS = ['NV', 'IV'];
const SIZES = ['S', 'M', 'L', 'XL'];

let forked: ForkedCore;
let handlers: HandlerTable;
let profileId: string;
let brandsView: number;
let productsView: number;

const productParts = () =>
  partsOf(profileId, PRODUCTS, 'writes-thread', (i) => ({
    product_code: `WT${String(i).padStart(6, '0')}`,
    name: `Written product ${String(i)}`,
    brand_code: 'WTA',
    skus: everySku(COLORS, SIZES),
  }));

/** Replace all over every brand and every size of every product: one long transaction. */
const replaceAll = (from: string, to: string): Operation => ({
  kind: 'replace',
  grid: 'products',
  columns: ['brand_code', 'size_code', 'color_code'],
  query: { text: from, matchCase: true, wholeCell: false, regex: false },
  replacement: to,
});

const apply = (operation: Operation) => handlers['catalog.apply']({ profileId, operation }, {});
const productsWindow = () =>
  handlers['catalog.window']({ viewId: productsView, from: 0, count: 100 }, {});
const brandsOf = (window: ViewWindow) => new Set(window.rows.map((row) => row.cells[2]));

async function openViews(): Promise<void> {
  const view = (name: 'brands' | 'products') =>
    handlers['catalog.view'](
      { profileId, spec: { view: name, ...NO_VIEW_SPEC, columnFilters: [] } },
      {},
    );
  brandsView = (await view('brands')).viewId;
  productsView = (await view('products')).viewId;
}

/**
 * Sends `write`, then small calls one after another (app.info, a brands window, a products
 * window) until it answers: the calls answered before it, the products windows read then.
 */
async function besideWrite<T>(write: () => Promise<T>) {
  const state = { done: false, before: 0, windows: [] as ViewWindow[] };
  const writing = write().finally(() => {
    state.done = true;
  });
  // Read through a function: the flag changes while the calls below are awaited.
  const done = (): boolean => state.done;
  for (let i = 0; !done(); i += 1) {
    if (i % 3 === 0) await handlers['app.info']({}, {});
    else if (i % 3 === 1)
      await handlers['catalog.window']({ viewId: brandsView, from: 0, count: 60 }, {});
    else {
      const window = await productsWindow();
      if (!done()) state.windows.push(window);
    }
    if (!done()) state.before += 1;
  }
  return { value: await writing, ...state };
}

beforeAll(async () => {
  forked = await startForkedCore('writes-thread');
  ({ handlers, profileId } = forked);
  for (const part of productParts()) await handlers['drafts.save'](part, {});
  await handlers['drafts.save'](
    {
      profileId,
      grid: 'brands',
      upserts: [{ id: 'b', position: 0, row: { code: 'WTA', name: 'Brand' } }],
      deletes: [],
    },
    {},
  );
  await openViews();
}, 240_000);
afterAll(() => forked.stop());

describe('the catalog’s operations in the core’s writing thread', () => {
  it('answers small calls while a replace all runs; a window then is the state before it, whole', async () => {
    const before = await productsWindow();
    expect(brandsOf(before)).toEqual(new Set(['WTA']));
    // Sent as the window's relay sends it: JSON text, read in the writing thread.
    const beside = await besideWrite(async () => {
      const input = { profileId, operation: replaceAll('WTA', 'WTB') };
      const text = await forked.core.client.callJson('catalog.apply', JSON.stringify(input));
      const result = JSON.parse(text) as IpcResult<OperationAnswer>;
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    });
    const answer: OperationAnswer = beside.value;
    // Answered while the write ran: under one thread, none could be.
    expect(beside.before).toBeGreaterThan(0);
    expect(beside.windows.length).toBeGreaterThan(0);
    expect(answer.cells).toBe(PRODUCTS);
    expect(answer.version).toBe(before.catalogVersion + 1);
    // Each window read beside the write is one committed state: the one before it, or (read in
    // the moment between the commit and its answer) the one after, never a mix.
    for (const window of beside.windows) {
      const brands = brandsOf(window);
      expect(brands.size).toBe(1);
      expect(window.catalogVersion === before.catalogVersion ? 'WTA' : 'WTB').toBe([...brands][0]);
    }
    // Read after the answer: the write, at its version.
    const after = await productsWindow();
    expect(after.catalogVersion).toBe(answer.version);
    expect(brandsOf(after)).toEqual(new Set(['WTB']));
  }, 180_000);

  it('keeps the order of the calls that change something, sent behind a write', async () => {
    const order: string[] = [];
    const noted =
      <T>(name: string) =>
      (value: T): T => {
        order.push(name);
        return value;
      };
    // Sent back to back, none awaited: a long write, a one-cell edit, an undo of that edit, a
    // draft save on the core's own thread, and the whole draft read by the reading thread.
    const replaced = apply(replaceAll('WTB', 'WTC')).then(noted('replace'));
    const set = apply({
      kind: 'set',
      grid: 'products',
      cells: [{ row: { id: 'p0' }, column: 'brand_code', value: 'ONE' }],
    }).then(noted('set'));
    const undone = handlers['catalog.undo']({ profileId }, {}).then(noted('undo'));
    const saved = handlers['drafts.save'](
      {
        profileId,
        grid: 'colors',
        upserts: [{ id: 'c', position: 0, row: { code: 'NV', name: 'Navy' } }],
        deletes: [],
      },
      {},
    ).then(noted('save'));
    const loaded = handlers['drafts.load']({ profileId }, {}).then(noted('load'));
    const [a, b, c, , draft] = await Promise.all([replaced, set, undone, saved, loaded]);
    expect(order).toEqual(['replace', 'set', 'undo', 'save', 'load']);
    expect([b.version, c.version]).toEqual([a.version + 1, a.version + 2]);
    expect(a.cells).toBe(PRODUCTS);
    expect(b.cells).toBe(1);
    // The undo took back the edit, not the replace; the load read every write sent before it.
    const brands = new Set(draft.products.map((entry) => entry.row.brand_code));
    expect(brands).toEqual(new Set(['WTC']));
    expect(draft.colors.map((entry) => entry.row.code)).toEqual(['NV']);
    // The save came after the undo: a save outside the operations starts the history afresh.
    const history = await handlers['catalog.history']({ profileId }, {});
    expect(history).toEqual({ version: c.version + 1, canUndo: false, canRedo: false });
  }, 180_000);

  it('keeps a user action’s operations one step of the history when they name one group', async () => {
    const cell = (id: string, value: string): Operation => ({
      kind: 'set',
      grid: 'products',
      cells: [{ row: { id }, column: 'name', value }],
    });
    const nameOf = async (id: string) =>
      (await handlers['catalog.row']({ profileId, grid: 'products', id }, {}))?.row.name;
    const [first, second] = [await nameOf('p1'), await nameOf('p2')];
    await handlers['catalog.apply'](
      { profileId, operation: cell('p1', 'Grouped 1'), group: 'g-wt' },
      {},
    );
    await handlers['catalog.apply'](
      { profileId, operation: cell('p2', 'Grouped 2'), group: 'g-wt' },
      {},
    );
    // One undo takes both back: the group reached the writing thread's operations.
    await handlers['catalog.undo']({ profileId }, {});
    expect([await nameOf('p1'), await nameOf('p2')]).toEqual([first, second]);
    await handlers['catalog.redo']({ profileId }, {});
    expect([await nameOf('p1'), await nameOf('p2')]).toEqual(['Grouped 1', 'Grouped 2']);
  }, 60_000);

  it('answers a refused operation with the error the core’s table gave', async () => {
    await expect(
      apply({
        kind: 'set',
        grid: 'products',
        cells: [{ row: { id: 'nobody' }, column: 'name', value: 'x' }],
      }),
    ).rejects.toMatchObject({ error: { kind: 'not_found' } });
    await expect(handlers['catalog.undo']({ profileId: 'nobody' }, {})).rejects.toMatchObject({
      error: { kind: 'not_found' },
    });
    const text = await forked.core.client.callJson('catalog.apply', '{"profileId":');
    expect(JSON.parse(text)).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    const wrong = await forked.core.client.callJson(
      'catalog.redo',
      JSON.stringify({ profileId: 7 }),
    );
    expect(JSON.parse(wrong)).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
  }, 60_000);

  it('loses an operation whole when the core is killed (kill -9) while it is written', async () => {
    const before = await productsWindow();
    const from = [...brandsOf(before)][0] ?? '';
    const writing = apply(replaceAll(from, 'WTK')).then(
      () => 'answered',
      () => 'cut off',
    );
    // Killed once a small call sent after the write answered: the write is under way then.
    await handlers['app.info']({}, {});
    process.kill(forked.core.pid ?? -1, 'SIGKILL');
    await forked.core.exited;
    const outcome = await writing;
    await forked.restart();
    await openViews();
    const after = await productsWindow();
    const brands = brandsOf(after);
    // Either every brand or none: the version says which.
    expect(brands.size).toBe(1);
    if (after.catalogVersion === before.catalogVersion) {
      expect(outcome).toBe('cut off');
      expect(brands).toEqual(new Set([from]));
    } else {
      expect(after.catalogVersion).toBe(before.catalogVersion + 1);
      expect(brands).toEqual(new Set(['WTK']));
    }
    const draft = await handlers['drafts.load']({ profileId }, {});
    const all = new Set(draft.products.map((entry) => entry.row.brand_code));
    expect(all).toEqual(brands);
    const sizes = new Set(
      draft.products.flatMap((entry) => entry.row.skus.map((s) => s.size_code)),
    );
    expect(sizes).toEqual(new Set(SIZES));
  }, 240_000);

  it('fills a whole column at a view’s places in the writing thread; refuses it once rows moved', async () => {
    const before = await productsWindow();
    const fill = {
      profileId,
      viewId: productsView,
      version: before.version,
      top: 0,
      bottom: PRODUCTS - 1,
      columns: ['brand_code' as const],
      value: 'WTF',
      group: 'g-fill',
    };
    // Sent as the bridge sends it: the same few hundred bytes however many rows.
    const text = JSON.stringify(fill);
    expect(text.length).toBeLessThan(500);
    const result = JSON.parse(
      await forked.core.client.callJson('catalog.fillView', text),
    ) as IpcResult<OperationAnswer>;
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.cells).toBe(PRODUCTS);
    expect(brandsOf(await productsWindow())).toEqual(new Set(['WTF']));
    // One step of the history: its undo takes every cell back.
    await handlers['catalog.undo']({ profileId }, {});
    expect(brandsOf(await productsWindow()).has('WTF')).toBe(false);
    // Bad input is refused before any row is read: a range the wrong way round.
    const wrong = { ...fill, top: 5, bottom: 4 };
    await expect(handlers['catalog.fillView'](wrong, {})).rejects.toMatchObject({
      error: { kind: 'invalid_input' },
    });
    // A row added at the top since the page's version: its places name other rows now.
    await apply({
      kind: 'insertRows',
      grid: 'products',
      rows: [
        {
          id: 'wt-top',
          position: -1,
          row: { product_code: 'WT-TOP', name: 'Top', brand_code: 'WTT', skus: [] },
        },
      ],
    });
    await expect(
      handlers['catalog.fillView']({ ...fill, version: (await productsWindow()).version - 1 }, {}),
    ).rejects.toMatchObject({ error: { kind: 'conflict' } });
    expect(brandsOf(await productsWindow()).has('WTF')).toBe(false);
  }, 120_000);
});
