import { describe, expect, it } from 'vitest';
import { PREFIX, looksLikeCredential } from '../../../../app/credentials.ts';
import type { ViewSpec } from '../../../../app/catalog/views.ts';
import type { ProductRow } from '../../../../app/catalog/rows.ts';
import { CoreWriter } from '../../../../renderer/src/catalog/window/core-writer.ts';
import {
  clearRange,
  fillRange,
  layBlock,
} from '../../../../renderer/src/catalog/model/write-cells.ts';
import { coreTransport, later, storeWithProducts, until } from './core-on-file.ts';
import { closeAfterTest, openedWriter } from './writer-on-file.ts';

// Core mode's edits (issue 28, step 4) against the core's own catalog store on a real SQLite
// file: the writer sends the grid's writes through the window's driver as operations, each
// answer on a later turn, as through the bridge. What the core's rows hold is read back from
// the store, what the grid shows from the driver.

const PRODUCTS = 1_500;

function core() {
  const { store, id } = storeWithProducts(PRODUCTS, (i) => ({
    product_code: `P${String(i).padStart(5, '0')}`,
    name: `Shirt ${String(i)}`,
    brand_code: 'KK',
    skus: i <= 2 ? [{ color_code: 'NV', size_code: 'S' }] : [],
  }));
  const { transport, sends } = coreTransport(store, id);
  const products = () => store.drafts.list(id, 'products').map((d) => d.row as ProductRow);
  const history = () => later(() => store.catalog.history(id));
  return { transport, products, history, sends };
}

async function opened(view: ViewSpec['view'] = 'products') {
  const made = core();
  return { ...made, ...(await openedWriter(made, view, { history: made.history })) };
}

describe('core mode edits against the core', () => {
  it('a dozen rows typed below the end with Tab and Enter: one new row each, every cell kept', async () => {
    const { driver, writer, products, settled } = await opened();
    for (let i = 0; i < 12; i += 1) {
      // Typed at once, before any answer: the row's second cell names the row its first made.
      const place = PRODUCTS + i;
      writer.write('products', [{ row: place, col: 0, value: ` N${String(i)} ` }]);
      writer.write('products', [{ row: place, col: 1, value: `New ${String(i)}` }]);
      writer.write('products', [{ row: place, col: 2, value: 'AB' }]);
    }
    await settled();
    const added = products().slice(PRODUCTS);
    expect(added).toEqual(
      Array.from({ length: 12 }, (_, i) => ({
        product_code: `N${String(i)}`,
        name: `New ${String(i)}`,
        brand_code: 'AB',
        skus: [],
      })),
    );
    expect(writer.snapshot.trimmed.has('n1:-1:product_code')).toBe(true);
    expect(writer.snapshot).toMatchObject({ canUndo: true, canRedo: false, notice: null });
    await until(() => driver.snapshot.length === PRODUCTS + 12);
    driver.setVisibleRange({ start: PRODUCTS, end: PRODUCTS + 20 });
    await until(() => driver.rowAt(PRODUCTS + 11) !== 'loading');
    expect(driver.rowAt(PRODUCTS + 11)).toMatchObject({ cells: ['N11', 'New 11', 'AB', ''] });
  });

  it('Ctrl+Enter, fill down and Delete over rows off screen; undo and redo each', async () => {
    const { writer, products, settled } = await opened();
    writer.write(
      'products',
      fillRange('Same', { top: 0, left: 1, bottom: 1_199, right: 1 }, PRODUCTS),
    );
    await settled();
    expect(products().filter((p) => p.name === 'Same')).toHaveLength(1_200);
    writer.fill('products', 'down', { top: 0, left: 2, bottom: 1_399, right: 2 }, (c) => c);
    writer.write('products', [{ row: 0, col: 2, value: 'ZZ' }]);
    await settled();
    // The fill took the top row's value as it was when it was made, before the write after it.
    expect(products()[0]?.brand_code).toBe('ZZ');
    expect(
      products()
        .slice(1, 1_400)
        .every((p) => p.brand_code === 'KK'),
    ).toBe(true);
    writer.write('products', clearRange({ top: 1_000, left: 1, bottom: 1_499, right: 1 }));
    await settled();
    expect(
      products()
        .slice(1_000)
        .every((p) => p.name === ''),
    ).toBe(true);
    writer.undo();
    await settled();
    expect(products()[1_499]?.name).toBe('Shirt 1500');
    expect(products()[1_000]?.name).toBe('Same');
    expect(writer.snapshot).toMatchObject({ canUndo: true, canRedo: true });
    writer.redo();
    await settled();
    expect(products()[1_000]?.name).toBe('');
    expect(writer.snapshot).toMatchObject({ canUndo: true, canRedo: false });
  });

  it('per-SKU rows: product columns through a SKU row, a colour on a product without SKUs', async () => {
    const { writer, products, settled } = await opened('skus');
    // Places 0 and 1: the first SKUs of p1 and p2; place 2: p3, no SKUs.
    writer.write('skus', [
      { row: 0, col: 1, value: 'Renamed' },
      { row: 2, col: 3, value: 'BK' },
    ]);
    await settled();
    expect(products()[0]).toMatchObject({ name: 'Renamed', skus: [{ color_code: 'NV' }] });
    expect(products()[2]?.skus).toEqual([{ color_code: 'BK', size_code: '' }]);
    writer.undo();
    await settled();
    expect(products()[2]?.skus).toEqual([]);
    expect(products()[0]?.name).toBe('Shirt 1');
  });

  it('a refused edit among good ones: said, its cell put back, the others kept', async () => {
    const { driver, writer, products, settled } = await opened();
    writer.write('products', [{ row: 0, col: 1, value: 'Good 1' }]);
    writer.write('products', [{ row: 1, col: 1, value: `${PREFIX.token}abc` }]);
    expect(writer.snapshot.notice).toEqual({ kind: 'secret' });
    writer.write('products', [{ row: 2, col: 1, value: 'Good 2' }]);
    // A row another edit removed meanwhile: the core refuses the write to it.
    driver.apply({
      kind: 'apply',
      operation: { kind: 'deleteRows', grid: 'products', ids: ['p4'] },
    });
    driver.apply({
      kind: 'apply',
      operation: {
        kind: 'set',
        grid: 'products',
        cells: [{ row: { id: 'p4' }, column: 'name', value: 'Lost' }],
      },
    });
    writer.write('products', [{ row: 5, col: 1, value: 'Good 3' }]);
    await settled();
    expect(writer.snapshot.notice).toMatchObject({ kind: 'refused' });
    expect(
      products()
        .map((p) => p.name)
        .slice(0, 5),
      // Place 5 was p6 on screen when it was typed (the delete not yet answered).
    ).toEqual(['Good 1', 'Shirt 2', 'Good 2', 'Shirt 5', 'Good 3']);
    expect(products()).toHaveLength(PRODUCTS - 1);
    writer.dismiss();
    expect(writer.snapshot.notice).toBeNull();
  });

  it('a paste reaching past the end is one step: one undo takes it all back, one redo puts it again', async () => {
    const { writer, products, settled } = await opened();
    const steps = writer.snapshot.steps;
    // Three rows from the last: the last row's cells, then two rows added.
    writer.write(
      'products',
      layBlock(
        [
          ['Last', 'AB'],
          ['Added 1', 'AB'],
          ['Added 2', 'CD'],
        ],
        { top: PRODUCTS - 1, left: 1, bottom: PRODUCTS - 1, right: 1 },
        4,
      ),
    );
    await settled();
    expect(writer.snapshot.steps).toBe(steps + 1);
    expect(
      products()
        .slice(PRODUCTS - 1)
        .map((p) => `${p.name} ${p.brand_code}`),
    ).toEqual(['Last AB', 'Added 1 AB', 'Added 2 CD']);
    writer.undo();
    await settled();
    expect(products()).toHaveLength(PRODUCTS);
    expect(products()[PRODUCTS - 1]).toMatchObject({ name: `Shirt ${String(PRODUCTS)}` });
    expect(writer.snapshot).toMatchObject({ canUndo: false, canRedo: true, steps: steps + 2 });
    writer.redo();
    await settled();
    expect(
      products()
        .slice(PRODUCTS - 1)
        .map((p) => p.name),
    ).toEqual(['Last', 'Added 1', 'Added 2']);
    expect(writer.snapshot).toMatchObject({ canUndo: true, canRedo: false, steps: steps + 3 });
  });

  it('asks the core’s history when opened: a step left from before is there to undo', async () => {
    const first = await opened();
    first.writer.write('products', [{ row: 0, col: 1, value: 'Kept' }]);
    await first.settled();
    const again = new CoreWriter(first.driver, {
      newId: () => 'x',
      looksSecret: looksLikeCredential,
      history: first.history,
    });
    closeAfterTest(again);
    expect(again.snapshot.canUndo).toBe(false);
    again.open();
    await until(() => again.snapshot.canUndo);
    expect(again.snapshot.canRedo).toBe(false);
  });
});
