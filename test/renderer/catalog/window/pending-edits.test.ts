import { describe, expect, it } from 'vitest';
import type { OperationAnswer } from '../../../../app/catalog/operations.ts';
import { VIEW_COLUMN_KEYS, type ViewRow } from '../../../../app/catalog/views.ts';
import { PendingEdits, type Step } from '../../../../renderer/src/catalog/window/pending-edits.ts';

// The overlay of edits typed but not yet read back, and the queue that sends them in order.

const PRODUCT_COLUMNS = VIEW_COLUMN_KEYS.products;
const SKU_COLUMNS = VIEW_COLUMN_KEYS.skus;
const row: ViewRow = { id: 'p1', cells: ['P-1', 'Shirt', 'KK', 'NV: S M'] };
const answer: OperationAnswer = {
  version: 2,
  cells: 1,
  rowCount: 1,
  rows: [{ grid: 'products', id: 'p1' }],
};
const setName = (value: string, id = 'p1'): Step => ({
  kind: 'apply',
  operation: {
    kind: 'set',
    grid: 'products',
    cells: [{ row: { id }, column: 'name', value }],
  },
});

describe('pending catalog edits', () => {
  it('shows a typed cell at once over the held row, only in its own row and column', () => {
    const pending = new PendingEdits();
    pending.enqueue(setName('Coat'));
    expect(pending.show(row, 'products', PRODUCT_COLUMNS, 1).cells).toEqual([
      'P-1',
      'Coat',
      'KK',
      'NV: S M',
    ]);
    expect(pending.show({ ...row, id: 'p2' }, 'products', PRODUCT_COLUMNS, 1)).toEqual({
      ...row,
      id: 'p2',
    });
    // A brand's row of the same id is another grid's.
    const brand = { id: 'p1', cells: ['KK', 'Kikan'] };
    expect(pending.show(brand, 'brands', VIEW_COLUMN_KEYS.brands, 1)).toBe(brand);
  });

  it('a product column shows on every SKU row of the product; a SKU column on its own SKU', () => {
    const pending = new PendingEdits();
    pending.enqueue({
      kind: 'apply',
      operation: {
        kind: 'paste',
        grid: 'products',
        rows: [{ id: 'p1', place: 1 }],
        columns: ['brand_code', 'color_code'],
        values: [['ZZ', 'RD']],
      },
    });
    const sku = (place: number): ViewRow => ({
      id: 'p1',
      place,
      cells: ['P-1', 'Shirt', 'KK', 'NV', 'S'],
    });
    expect(pending.show(sku(0), 'products', SKU_COLUMNS, 1).cells).toEqual([
      'P-1',
      'Shirt',
      'ZZ',
      'NV',
      'S',
    ]);
    expect(pending.show(sku(1), 'products', SKU_COLUMNS, 1).cells).toEqual([
      'P-1',
      'Shirt',
      'ZZ',
      'RD',
      'S',
    ]);
    pending.enqueue({
      kind: 'apply',
      operation: {
        kind: 'clear',
        grid: 'products',
        rows: [{ id: 'p1', place: 0 }],
        columns: ['size_code'],
      },
    });
    expect(pending.show(sku(0), 'products', SKU_COLUMNS, 1).cells[4]).toBe('');
  });

  it('sends one step at a time, in the order they were queued, undo and redo among them', () => {
    const pending = new PendingEdits();
    const first = pending.enqueue(setName('A'));
    const undo = pending.enqueue({ kind: 'undo' });
    const third = pending.enqueue(setName('B'));
    const redo = pending.enqueue({ kind: 'redo' });
    const sent = pending.next();
    expect(sent?.id).toBe(first);
    expect(pending.sending).toBe(true);
    expect(pending.next()).toBeNull(); // one in flight at a time
    pending.confirmed(first, answer, 5);
    expect(pending.next()).toEqual({ id: undo, step: { kind: 'undo' } });
    pending.confirmed(undo, answer, 6);
    expect(pending.next()?.id).toBe(third);
    pending.refused(third, 'No.');
    expect(pending.next()).toEqual({ id: redo, step: { kind: 'redo' } });
    pending.confirmed(redo, answer, 7);
    expect(pending.next()).toBeNull();
    expect(pending.sending).toBe(false);
  });

  it('the newest edit of a cell shows; a later one refused shows the earlier again', () => {
    const pending = new PendingEdits();
    const first = pending.enqueue(setName('A'));
    const second = pending.enqueue(setName('B'));
    expect(pending.show(row, 'products', PRODUCT_COLUMNS, 1).cells[1]).toBe('B');
    pending.next();
    pending.confirmed(first, answer, 5);
    pending.next();
    expect(pending.refused(second, 'A name is at most 200 characters.')).toBe(
      'A name is at most 200 characters.',
    );
    expect(pending.show(row, 'products', PRODUCT_COLUMNS, 1).cells[1]).toBe('A');
  });

  it('a refusal puts the cell back and gives the reason', () => {
    const pending = new PendingEdits();
    const id = pending.enqueue(setName('Coat'));
    pending.next();
    expect(pending.refused(id, 'The row is gone.')).toBe('The row is gone.');
    expect(pending.show(row, 'products', PRODUCT_COLUMNS, 1)).toBe(row);
    expect(pending.size).toBe(0);
  });

  it('a confirmed edit shows until a row read after the answer holds it, then leaves', () => {
    const pending = new PendingEdits();
    const id = pending.enqueue(setName('Coat'));
    pending.next();
    pending.confirmed(id, answer, 10);
    // The held row was read before the answer (request 4): the edit still shows over it.
    expect(pending.show(row, 'products', PRODUCT_COLUMNS, 4).cells[1]).toBe('Coat');
    const readAfter = { ...row, cells: ['P-1', 'Coat', 'KK', 'NV: S M'] };
    expect(pending.show(readAfter, 'products', PRODUCT_COLUMNS, 10)).toBe(readAfter);
    const asked: string[][] = [];
    pending.forgetHeld((ids) => {
      asked.push([...ids]);
      return 4; // its row is held as read before the answer
    });
    expect(asked).toEqual([['p1']]);
    expect(pending.size).toBe(1);
    pending.forgetHeld(() => 10);
    expect(pending.size).toBe(0);
  });

  it('steps the page cannot show before the answer (fill, replace, undo) only queue', () => {
    const pending = new PendingEdits();
    pending.enqueue({
      kind: 'apply',
      operation: {
        kind: 'fill',
        grid: 'products',
        rows: [{ id: 'p1' }, { id: 'p2' }],
        columns: ['name'],
      },
    });
    const undo = pending.enqueue({ kind: 'undo' });
    expect(pending.show(row, 'products', PRODUCT_COLUMNS, 1)).toBe(row);
    const fill = pending.next();
    if (!fill) throw new Error('nothing to send');
    pending.confirmed(fill.id, answer, 3);
    expect(pending.size).toBe(1); // nothing of its own to show: it leaves at once
    expect(pending.next()?.id).toBe(undo);
  });
});
