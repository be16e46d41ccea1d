// Short calls are not held behind the core's long catalog jobs: while the core (a real child
// process, as the preview and the benches run it) saves 50,000 products in the draft saver's
// parts and then plans their import, a one-edit drafts.save and app.info keep answering: more of
// them answer while the job runs than the job has parts. How fast is the bench's to say (`npm run
// bench -- fairness`, the p99 against its target): a test asserts no wall-clock time, which a
// loaded machine stretches at will.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlerTable } from '../../../main/ipc/handler-table.ts';
import { everySku, productParts, startForkedCore, type ForkedCore } from './forked-core.ts';

const PRODUCTS = 50_000;
const COLORS = ['NV', 'IV', 'BK'];
const SIZES = ['S', 'M', 'L', 'XL'];

let forked: ForkedCore;
let handlers: HandlerTable;
let profileId: string;

beforeAll(async () => {
  forked = await startForkedCore('fair-calls');
  ({ handlers, profileId } = forked);
}, 60_000);
afterAll(() => forked.stop());

/** The draft saver's calls for one save of PRODUCTS products (built before the clock starts). */
const saveParts = () =>
  productParts(profileId, PRODUCTS, 'fair-calls', (i) => ({
    product_code: `FC${String(i).padStart(6, '0')}`,
    name: `Fair product ${String(i)}`,
    brand_code: 'FCB',
    skus: everySku(COLORS, SIZES),
  }));

/** Runs `job` while one-edit saves and app.info go one after another; the slowest answer. */
async function slowestBeside(job: () => Promise<unknown>): Promise<{ ms: number; calls: number }> {
  const state = { running: true, slowest: 0, calls: 0, edits: 0 };
  const loop = (async () => {
    while (state.running) {
      const started = performance.now();
      if (state.calls % 2 === 0) {
        state.edits += 1;
        await handlers['drafts.save'](
          {
            profileId,
            grid: 'colors',
            upserts: [{ id: 'edit', position: 9, row: { code: 'ED', name: String(state.edits) } }],
            deletes: [],
          },
          {},
        );
      } else {
        await handlers['app.info']({}, {});
      }
      state.slowest = Math.max(state.slowest, performance.now() - started);
      state.calls += 1;
    }
  })();
  try {
    await job();
  } finally {
    state.running = false;
    await loop;
  }
  return { ms: state.slowest, calls: state.calls };
}

describe('short calls beside the core’s long catalog jobs', () => {
  it('keep answering while 50,000 products are saved, and the save lands whole', async () => {
    await handlers['drafts.save'](
      {
        profileId,
        grid: 'colors',
        upserts: COLORS.map((code, i) => ({ id: code, position: i, row: { code, name: code } })),
        deletes: [],
      },
      {},
    );
    await handlers['drafts.save'](
      {
        profileId,
        grid: 'brands',
        upserts: [{ id: 'b', position: 0, row: { code: 'FCB', name: 'Fair brand' } }],
        deletes: [],
      },
      {},
    );
    const parts = saveParts();
    let upserted = 0;
    const beside = await slowestBeside(async () => {
      for (const part of parts) upserted += (await handlers['drafts.save'](part, {})).upserted;
    });
    expect(upserted).toBe(PRODUCTS);
    expect(beside.calls).toBeGreaterThan(parts.length);
    const drafts = await handlers['drafts.load']({ profileId }, {});
    expect(drafts.products).toHaveLength(PRODUCTS);
    expect(drafts.colors.map((row) => row.row.code)).toContain('ED');
  }, 180_000);

  it('keep answering while the import of 50,000 products is planned', async () => {
    let planned = 0;
    const beside = await slowestBeside(async () => {
      planned = (await handlers['imports.preview']({ profileId }, {})).totals.products;
    });
    expect(planned).toBe(PRODUCTS);
    expect(beside.calls).toBeGreaterThan(2);
  }, 180_000);
});
