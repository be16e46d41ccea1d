import { afterEach, describe, expect, it } from 'vitest';
import { NO_VIEW_SPEC, type ViewSpec } from '../../../../app/catalog/views.ts';
import { coreSaveState } from '../../../../renderer/src/catalog/window/core-save-state.ts';
import { GridWindowDriver } from '../../../../renderer/src/catalog/window/grid-window-driver.ts';
import type { Step } from '../../../../renderer/src/catalog/window/pending-edits.ts';
import { flushCoreWrites, holdCoreWindow } from '../../../../renderer/src/drafts/core-windows.ts';
import { coreTransport, storeWithProducts, until } from './core-on-file.ts';

// Core mode's writes as the screens outside the grid see them (issue 28): the save indicator's
// state from the window driver's queue, and a send, take-back or discard waiting until the core
// answered every edit (flushCoreWrites), against the core's catalog store on a real SQLite file.

const PRODUCTS = 300;

function core() {
  const { store, id } = storeWithProducts(PRODUCTS, (i) => ({
    product_code: `P${String(i)}`,
    name: 'Shirt',
    brand_code: 'KK',
    skus: [],
  }));
  const { transport } = coreTransport(store, id);
  const nameIn = (rowId: string): unknown => {
    const record = store.drafts.list(id, 'products').find((r) => r.id === rowId);
    return (record?.row as { name?: unknown } | undefined)?.name;
  };
  return { store, id, transport, nameIn };
}

const spec: ViewSpec = { view: 'products', ...NO_VIEW_SPEC, columnFilters: [] };
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function opened() {
  const parts = core();
  const driver = new GridWindowDriver(parts.transport);
  const letGo = holdCoreWindow(parts.id, driver);
  cleanups.push(() => {
    letGo();
    driver.close();
  });
  driver.setVisibleRange({ start: 0, end: 40 });
  driver.open(spec);
  await until(() => driver.rowAt(0) !== 'loading');
  return { ...parts, driver, letGo };
}

const setName = (id: string, value: string): Step => ({
  kind: 'apply',
  operation: { kind: 'set', grid: 'products', cells: [{ row: { id }, column: 'name', value }] },
});

const saveStateOf = (driver: GridWindowDriver) =>
  coreSaveState({ unanswered: driver.unanswered, refusal: driver.snapshot.refusal });

describe('core mode writes outside the grid', () => {
  it('saving while edits wait for the core, saved once answered; a flush waits for them', async () => {
    const { driver, nameIn } = await opened();
    expect(saveStateOf(driver)).toBe('saved');
    driver.apply(setName('p1', 'Coat'));
    driver.apply(setName('p2', 'Hat'));
    driver.apply({ kind: 'undo' });
    expect(driver.unanswered).toBe(3);
    expect(saveStateOf(driver)).toBe('saving');
    await flushCoreWrites();
    // Every edit is in the core's tables when the flush settles: durable.
    expect(driver.unanswered).toBe(0);
    expect(saveStateOf(driver)).toBe('saved');
    expect(nameIn('p1')).toBe('Coat');
    expect(nameIn('p2')).toBe('Shirt');
  });

  it('a refusal shows until the next edit', async () => {
    const { driver } = await opened();
    driver.apply(setName('gone', 'x'));
    await flushCoreWrites();
    expect(saveStateOf(driver)).toBe('refused');
    expect(driver.snapshot.refusal).not.toBeNull();
    driver.apply(setName('p1', 'Coat'));
    expect(saveStateOf(driver)).toBe('saving');
    await flushCoreWrites();
    expect(saveStateOf(driver)).toBe('saved');
  });

  it('a flush no longer waits on a window that left the register', async () => {
    const { driver, letGo } = await opened();
    driver.apply(setName('p1', 'Coat'));
    driver.close(); // the grid left: answers are dropped, the queue never empties
    const flushed = flushCoreWrites();
    letGo();
    await flushed;
    expect(driver.unanswered).toBeGreaterThan(0);
  });
});
