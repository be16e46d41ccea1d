import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../../app/catalog/rows.ts';
import { fillRange } from '../../../../renderer/src/catalog/model/write-cells.ts';
import type { GridTransport } from '../../../../renderer/src/catalog/window/grid-window-driver.ts';
import type { Step } from '../../../../renderer/src/catalog/window/pending-edits.ts';
import { coreTransport, later, storeWithProducts, until } from './core-on-file.ts';
import { openedWriter } from './writer-on-file.ts';

// Core mode's Ctrl+D and Ctrl+Enter over a whole column of tens of thousands of rows, against
// the core's store on a real SQLite file: the store holds every value, as one step of its
// history, and while the core works the page holds cells shown only for the rows its window
// holds (not one per row filled: issue 28's page holds nothing per row of the grid). The step
// sent names the view's places, not the rows: its size does not grow with them (a list of
// 125,000 row ids was over the preview bridge's 1 MB); a view whose rows moved since the key
// refuses it, and the page says so.

const PRODUCTS = 30_000;
/** Rows the window holds after opening on the first screen (blocks and margin), generously. */
const HELD_AT_MOST = 2_000;
/** A step's JSON at most (without the cells shown at once, which stay in the page). */
const STEP_BYTES_AT_MOST = 2_000;

function core() {
  const { store, id } = storeWithProducts(PRODUCTS, (i) => ({
    product_code: `P${String(i).padStart(6, '0')}`,
    name: `Shirt ${String(i)}`,
    brand_code: `B${String(i % 7)}`,
    skus: i % 3 === 0 ? [{ color_code: 'NV', size_code: 'M' }] : [],
  }));
  const core = coreTransport(store, id);
  const { sends } = core;
  /** The largest step sent so far, as JSON (what would cross the bridge). */
  const sent = { largest: 0 };
  const transport: GridTransport = {
    ...core.transport,
    send: (step) => {
      const { shown: _shown, ...call } = step as Step & { shown?: unknown };
      sent.largest = Math.max(sent.largest, JSON.stringify(call).length);
      return core.transport.send(step);
    },
  };
  const products = () => store.drafts.list(id, 'products').map((d) => d.row as ProductRow);
  const history = () => later(() => store.catalog.history(id));
  return { transport, products, history, sends, sent, store, id };
}

async function opened() {
  const made = core();
  return { ...made, ...(await openedWriter(made, 'products', { history: made.history })) };
}

describe('core mode fills over a whole column', () => {
  it('Ctrl+D down name and brand of every product: all in the store, one step to undo', async () => {
    const { driver, writer, products, settled, sent } = await opened();
    const steps = writer.snapshot.steps;
    const range = { top: 0, left: 1, bottom: PRODUCTS - 1, right: 2 };
    writer.fill('products', 'down', range, (c) => c);
    // The rows off screen are read first; then the fill goes, shown in the rows held.
    await until(() => driver.unanswered > 0, 1e9);
    expect(driver.pending.rowsShown).toBeLessThanOrEqual(HELD_AT_MOST);
    expect(driver.rowAt(4)).toMatchObject({ cells: ['P000005', 'Shirt 1', 'B1', ''] });
    await settled();
    expect(sent.largest).toBeLessThanOrEqual(STEP_BYTES_AT_MOST);
    expect(products().every((p) => p.name === 'Shirt 1' && p.brand_code === 'B1')).toBe(true);
    expect(products()[2]?.skus).toEqual([{ color_code: 'NV', size_code: 'M' }]);
    expect(writer.snapshot).toMatchObject({ steps: steps + 1, canUndo: true, notice: null });
    writer.undo();
    await settled();
    expect(products()[PRODUCTS - 1]).toMatchObject({
      name: `Shirt ${String(PRODUCTS)}`,
      brand_code: `B${String(PRODUCTS % 7)}`,
    });
    expect(products().filter((p) => p.name === 'Shirt 1')).toHaveLength(1);
    expect(writer.snapshot).toMatchObject({ canUndo: false, canRedo: true });
  }, 300_000);

  it('Ctrl+Enter into the name of every product: all in the store, one step to undo', async () => {
    const { driver, writer, products, settled, sent } = await opened();
    const steps = writer.snapshot.steps;
    writer.write(
      'products',
      fillRange('Same', { top: 0, left: 1, bottom: PRODUCTS - 1, right: 1 }, PRODUCTS),
    );
    await until(() => driver.unanswered > 0, 1e9);
    expect(driver.pending.rowsShown).toBeLessThanOrEqual(HELD_AT_MOST);
    expect(driver.rowAt(7)).toMatchObject({ cells: ['P000008', 'Same', 'B1', ''] });
    await settled();
    expect(sent.largest).toBeLessThanOrEqual(STEP_BYTES_AT_MOST);
    expect(products().every((p) => p.name === 'Same')).toBe(true);
    expect(writer.snapshot).toMatchObject({ steps: steps + 1, canUndo: true, notice: null });
    writer.undo();
    await settled();
    expect(products().some((p) => p.name === 'Same')).toBe(false);
    expect(products()[0]?.name).toBe('Shirt 1');
    expect(writer.snapshot).toMatchObject({ canUndo: false, canRedo: true });
  }, 300_000);

  it('a fill whose view moved since the key is refused: the page says so, nothing is filled', async () => {
    const { writer, products, settled, store, id } = await opened();
    // A row added at the top by other means: the page's places are of the view before it.
    store.catalog.apply(id, {
      kind: 'insertRows',
      grid: 'products',
      rows: [
        {
          id: 'top',
          position: 0.5,
          row: { product_code: 'TOP', name: 'Top', brand_code: 'BT', skus: [] },
        },
      ],
    });
    writer.fill('products', 'down', { top: 0, left: 1, bottom: PRODUCTS - 1, right: 1 }, (c) => c);
    await settled();
    expect(writer.snapshot.notice).toMatchObject({
      kind: 'refused',
      reason: expect.stringMatching(/rows moved/) as unknown,
    });
    expect(products().filter((p) => p.name === 'Shirt 1')).toHaveLength(1);
    expect(products()[0]).toMatchObject({ name: 'Top' });
  }, 300_000);
});
