// The core answers drafts.load (and catalog.values and catalog.changedIds) in its reading thread
// (main/core-process/reads-worker.ts): while
// the whole draft of a real core process (a Node child, its real store) is read, app.info and a
// one-edit drafts.save keep answering, and the load still sees every operation answered before it
// was sent. Under the core's one thread, a call sent after the load always answered after it.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpcResult } from '../../../app/errors.ts';
import type { CallInput, CallOutput } from '../../../app/ipc/contract.ts';
import type { HandlerTable } from '../../../main/ipc/handler-table.ts';
import { openStore } from '../../../main/store/index.ts';
import {
  everySku,
  productParts as partsOf,
  startForkedCore,
  type ForkedCore,
} from './forked-core.ts';

const PRODUCTS = 20_000;
const COLORS = ['NV', 'IV'];
const SIZES = ['S', 'M', 'L', 'XL'];

let forked: ForkedCore;
let handlers: HandlerTable;
let profileId: string;

const productParts = () =>
  partsOf(profileId, PRODUCTS, 'reads-thread', (i) => ({
    product_code: `RT${String(i).padStart(6, '0')}`,
    name: `Read product ${String(i)}`,
    brand_code: 'RTB',
    skus: everySku(COLORS, SIZES),
  }));

const editOf = (name: string): CallInput<'drafts.save'> => ({
  profileId,
  grid: 'colors',
  upserts: [{ id: 'edit', position: 9, row: { code: 'ED', name } }],
  deletes: [],
});

beforeAll(async () => {
  forked = await startForkedCore('reads-thread');
  ({ handlers, profileId } = forked);
  for (const part of productParts()) await handlers['drafts.save'](part, {});
}, 180_000);
afterAll(() => forked.stop());

/** Sends `load`, then small calls one after another until it answers. */
async function besideLoad<T>(load: () => Promise<T>) {
  const state = { loaded: false, before: 0, after: 0, slowest: 0, edits: 0 };
  const loading = load().finally(() => {
    state.loaded = true;
  });
  // Read through a function: the flag changes while the calls below are awaited.
  const loaded = (): boolean => state.loaded;
  while (!loaded()) {
    const started = performance.now();
    if ((state.before + state.after) % 2 === 0) {
      state.edits += 1;
      await handlers['drafts.save'](editOf(`edit ${String(state.edits)}`), {});
    } else {
      await handlers['app.info']({}, {});
    }
    state.slowest = Math.max(state.slowest, performance.now() - started);
    if (loaded()) state.after += 1;
    else state.before += 1;
  }
  return { value: await loading, ...state };
}

describe('drafts.load in the core’s reading thread', () => {
  it('leaves small calls answering while the whole draft is read (as JSON text)', async () => {
    const beside = await besideLoad(async () => {
      const text = await forked.core.client.callJson('drafts.load', JSON.stringify({ profileId }));
      return JSON.parse(text) as IpcResult<CallOutput<'drafts.load'>>;
    });
    if (!beside.value.ok) throw new Error(beside.value.error.message);
    expect(beside.value.value.products).toHaveLength(PRODUCTS);
    expect(beside.value.value.products[PRODUCTS - 1]?.row.skus).toHaveLength(8);
    // Answered while the load ran: under one thread, none could be.
    expect(beside.before).toBeGreaterThan(0);
  }, 120_000);

  it('leaves small calls answering as a value too, and sees every edit answered before it', async () => {
    const beside = await besideLoad(() => handlers['drafts.load']({ profileId }, {}));
    expect(beside.value.products).toHaveLength(PRODUCTS);
    expect(beside.before).toBeGreaterThan(0);
    // An edit answered, then a load: the load reads it (read-your-writes).
    await handlers['drafts.save'](editOf('answered'), {});
    const after = await handlers['drafts.load']({ profileId }, {});
    expect(after.colors.find((row) => row.id === 'edit')?.row.name).toBe('answered');
  }, 120_000);

  it('reads an edit sent just before it, unanswered yet, as the core’s one thread did', async () => {
    // Sent back to back: the core's thread commits the edit before it hands the load on.
    const saving = handlers['drafts.save'](editOf('sent first'), {});
    const loading = handlers['drafts.load']({ profileId }, {});
    const [, loaded] = await Promise.all([saving, loading]);
    expect(loaded.colors.find((row) => row.id === 'edit')?.row.name).toBe('sent first');
  }, 60_000);

  it('counts a column’s values there, seeing an edit answered just before', async () => {
    const spec = {
      view: 'skus' as const,
      sort: null,
      filter: '',
      onlyIds: null,
      columnFilters: [],
    };
    const before = await handlers['catalog.values']({ profileId, spec, column: 'brand_code' }, {});
    expect(before.values).toEqual([{ value: 'RTB', count: PRODUCTS * 8 }]);
    const first = productParts()[0]?.upserts[0];
    if (first === undefined || !('brand_code' in first.row)) throw new Error('no first product');
    const row = { ...first.row, brand_code: 'RTX' };
    await handlers['drafts.save'](
      { profileId, grid: 'products', upserts: [{ ...first, row }], deletes: [] },
      {},
    );
    const after = await handlers['catalog.values']({ profileId, spec, column: 'brand_code' }, {});
    expect(after.values).toEqual([
      { value: 'RTB', count: (PRODUCTS - 1) * 8 },
      { value: 'RTX', count: 8 },
    ]);
  }, 60_000);

  it('finds the rows changed since the last send there, seeing an edit answered just before', async () => {
    // Every product sent under another name (written into the store file beside the running
    // core, as a send records it): each is changed, and comparing them all is long work.
    const { products } = await handlers['drafts.load']({ profileId }, {});
    const store = openStore(join(forked.userDataDir, 'kikan.sqlite'));
    try {
      const sent = products.map(({ row }) => ({ ...row, name: `${row.name} (sent)` }));
      for (let i = 0; i < sent.length; i += 5_000) {
        const body = JSON.stringify({ products: sent.slice(i, i + 5_000) });
        store.sent.recordBody(profileId, 'reads-thread-sent', body);
      }
    } finally {
      store.close();
    }
    const beside = await besideLoad(() => handlers['catalog.changedIds']({ profileId }, {}));
    expect(beside.value.products).toEqual(products.map((product) => product.id));
    // Answered while every product was compared: under the core's one thread, none could be.
    expect(beside.before).toBeGreaterThan(0);

    // The first product renamed as it was sent, answered, then asked: it is the same again.
    const [first] = products;
    if (first === undefined) throw new Error('no first product');
    const row = { ...first.row, name: `${first.row.name} (sent)` };
    await handlers['drafts.save'](
      { profileId, grid: 'products', upserts: [{ ...first, row }], deletes: [] },
      {},
    );
    const after = await handlers['catalog.changedIds']({ profileId }, {});
    expect(after.products).toHaveLength(products.length - 1);
    expect(after.products).not.toContain(first.id);
    // The colours' edited row was never sent: new, so changed.
    expect(after.colors).toContain('edit');
  }, 120_000);

  it('answers a missing connection and bad input as the core’s table does', async () => {
    await expect(handlers['drafts.load']({ profileId: 'nobody' }, {})).rejects.toMatchObject({
      error: { kind: 'not_found' },
    });
    const text = await forked.core.client.callJson('drafts.load', '{"profileId":');
    expect((JSON.parse(text) as IpcResult<unknown>).ok).toBe(false);
    expect(JSON.parse(text)).toMatchObject({ error: { kind: 'invalid_input' } });
  }, 60_000);
});
