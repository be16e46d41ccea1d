import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../app/ipc/contract.ts';
import type { Operation } from '../../../app/catalog/operations.ts';
import type { Store } from '../../../main/store/open-store.ts';
import { openTempStore, sampleProfile, tempDbPath } from '../store/temp-store.ts';
import { catalogHandlersOf } from './catalog-handlers-of.ts';

// One user action sent as several operations (a paste past the view's end, a file's parts, a
// per-SKU removal over several products, "edit again") names a group: the core's history takes
// the group's operations as one step to undo and redo, among steps of other actions, and a
// group cut short by a crash is one step of the parts that landed.

const WRITER = join(import.meta.dirname, 'group-parts-writer.ts');

const brands = (from: number, count: number, code: (i: number) => string): Operation => ({
  kind: 'insertRows',
  grid: 'brands',
  rows: Array.from({ length: count }, (_, k) => ({
    id: `b${String(from + k)}`,
    position: from + k + 1,
    row: { code: code(from + k), name: '' },
  })),
});

function setup() {
  const store = openTempStore();
  const { id } = store.profiles.create(sampleProfile);
  const handlers = catalogHandlersOf(store);
  const apply = async (operation: Operation, group?: string) =>
    calls['catalog.apply'].output.parse(
      await handlers['catalog.apply'](
        { profileId: id, operation, ...(group === undefined ? {} : { group }) },
        {},
      ),
    );
  const undo = async () =>
    calls['catalog.undo'].output.parse(await handlers['catalog.undo']({ profileId: id }, {}));
  const redo = async () =>
    calls['catalog.redo'].output.parse(await handlers['catalog.redo']({ profileId: id }, {}));
  const history = () => handlers['catalog.history']({ profileId: id }, {});
  return { store, id, handlers, apply, undo, redo, history };
}

/** The products grid as "code name" per row, in draft order. */
const products = (store: Store, id: string): string[] =>
  store.drafts
    .list(id, 'products')
    .map((draft) => {
      const row = draft.row as { product_code: string; name: string };
      return `${row.product_code} ${row.name}`;
    })
    .sort();

const product = (id: string, code: string) => ({
  id,
  row: { product_code: code, name: '', brand_code: '', skus: [] },
});

describe('a group of operations in the core history', () => {
  it('is one step to undo and redo, among the steps of other actions', async () => {
    const { store, id, apply, undo, redo, history } = setup();
    await apply({ kind: 'insertRows', grid: 'products', rows: [product('p1', 'A')] });
    await apply({
      kind: 'set',
      grid: 'products',
      cells: [{ row: { id: 'p1' }, column: 'name', value: 'before' }],
    });
    const start = products(store, id);
    // A paste past the end: the rows there, then rows added; then a cell of a row it added.
    const pasted = await apply(
      {
        kind: 'paste',
        grid: 'products',
        rows: [{ id: 'p1' }],
        columns: ['name'],
        values: [['pasted']],
      },
      'paste-1',
    );
    expect(pasted).toMatchObject({ cells: 1, canUndo: true, canRedo: false });
    await apply(
      { kind: 'insertRows', grid: 'products', rows: [product('p2', 'B'), product('p3', 'C')] },
      'paste-1',
    );
    await apply(
      {
        kind: 'set',
        grid: 'products',
        cells: [{ row: { id: 'p3' }, column: 'name', value: 'typed' }],
      },
      'paste-1',
    );
    const after = products(store, id);
    expect(after).toEqual(['A pasted', 'B ', 'C typed']);
    // Another action, then the group's id again: not next to the group, so a step of its own.
    await apply({
      kind: 'set',
      grid: 'products',
      cells: [{ row: { id: 'p2' }, column: 'name', value: 'other' }],
    });
    await apply(
      {
        kind: 'set',
        grid: 'products',
        cells: [{ row: { id: 'p1' }, column: 'brand_code', value: 'KK' }],
      },
      'paste-1',
    );
    const version = store.catalog.version(id);

    expect(await undo()).toMatchObject({ cells: 1, canUndo: true, canRedo: true });
    expect(await undo()).toMatchObject({ cells: 1, rows: [{ id: 'p2' }] });
    expect(products(store, id)).toEqual(after);
    const undone = await undo();
    expect(undone).toMatchObject({ steps: 3, canUndo: true, canRedo: true });
    expect(undone.rows.map((row) => row.id)).toEqual(['p1', 'p2', 'p3']);
    expect(undone.version).toBe(version + 3);
    expect(products(store, id)).toEqual(start);
    expect(await history()).toMatchObject({ canUndo: true, canRedo: true });

    const redone = await redo();
    expect(redone).toMatchObject({ steps: 3, canUndo: true, canRedo: true });
    expect(products(store, id)).toEqual(after);
    expect(await redo()).toMatchObject({ rows: [{ id: 'p2' }], canRedo: true });
    expect(await redo()).toMatchObject({ rows: [{ id: 'p1' }], canRedo: false });
    expect(products(store, id)).toEqual(['A pasted', 'B other', 'C typed']);

    // Undone again, then a new action cuts the group off: redo has nothing left.
    await undo();
    await undo();
    await undo();
    await apply({
      kind: 'set',
      grid: 'products',
      cells: [{ row: { id: 'p1' }, column: 'name', value: 'new' }],
    });
    expect(await history()).toMatchObject({ canUndo: true, canRedo: false });
    expect(await redo()).toMatchObject({ cells: 0 });
    expect(products(store, id)).toEqual(['A new']);
  });

  it('keeps an operation that changed nothing out of the group, and the group whole', async () => {
    const { store, id, apply, undo } = setup();
    await apply({ kind: 'insertRows', grid: 'products', rows: [product('p1', 'A')] });
    await apply({ kind: 'insertRows', grid: 'products', rows: [product('p2', 'B')] }, 'remove-1');
    const unchanged = await apply(
      { kind: 'clear', grid: 'products', rows: [{ id: 'p1' }], columns: ['name'] },
      'remove-1',
    );
    expect(unchanged.cells).toBe(0);
    await apply({ kind: 'deleteRows', grid: 'products', ids: ['p1'] }, 'remove-1');
    expect(products(store, id)).toEqual(['B ']);
    expect(await undo()).toMatchObject({ steps: 2, canUndo: true, canRedo: true });
    expect(products(store, id)).toEqual(['A ']);
  });

  it('moves the problems on by every step of a group undone or redone', async () => {
    const { store, id, apply, undo, redo } = setup();
    await apply(brands(0, 1_500, (i) => `K${String(i)}`));
    const cells = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, k) => ({
        row: { id: `b${String(from + k)}` },
        column: 'code' as const,
        value: 'DUP',
      }));
    // Two parts over 1,500 rows: the undo's answer lists no rows, the log's steps name them.
    await apply({ kind: 'set', grid: 'brands', cells: cells(0, 800) }, 'file-1');
    await apply({ kind: 'set', grid: 'brands', cells: cells(800, 1_500) }, 'file-1');
    const errors = () =>
      store.catalogProblems.problems({ profileId: id, from: 0, count: 1 }).counts.brands.error;
    expect(errors()).toBe(1_500);
    const undone = await undo();
    expect(undone).toMatchObject({ steps: 2, rowCount: 1_500, rows: [] });
    expect(errors()).toBe(0);
    expect(await redo()).toMatchObject({ steps: 2, rows: [] });
    expect(errors()).toBe(1_500);
    await undo();
    expect(errors()).toBe(0);
    // As read afresh from the tables.
    store.catalogProblems.forget(id);
    expect(errors()).toBe(0);
  });

  it('after a crash mid-group, is one step of the parts that landed', async () => {
    const path = tempDbPath();
    const signal = await killAfterParts(path, 2);
    expect(signal).toBe('SIGKILL');
    const store = openTempStore(path);
    const handlers = catalogHandlersOf(store);
    const profileId = 'group-crash';
    const codes = () =>
      store.drafts.list(profileId, 'brands').map((draft) => (draft.row as { code: string }).code);
    // The first step (one row), then two of the file's three parts (two rows each).
    expect(codes()).toEqual(['S', 'P0', 'P0', 'P1', 'P1']);
    expect(await handlers['catalog.history']({ profileId }, {})).toMatchObject({
      canUndo: true,
      canRedo: false,
    });
    expect(await handlers['catalog.undo']({ profileId }, {})).toMatchObject({
      steps: 2,
      canUndo: true,
      canRedo: true,
    });
    expect(codes()).toEqual(['S']);
    expect(await handlers['catalog.redo']({ profileId }, {})).toMatchObject({
      steps: 2,
      canRedo: false,
    });
    expect(codes()).toEqual(['S', 'P0', 'P0', 'P1', 'P1']);
    // The next action (another group) is a step of its own.
    await handlers['catalog.apply'](
      { profileId, operation: brands(10, 1, () => 'N'), group: 'file-2' },
      {},
    );
    await handlers['catalog.undo']({ profileId }, {});
    expect(codes()).toEqual(['S', 'P0', 'P0', 'P1', 'P1']);
    await handlers['catalog.undo']({ profileId }, {});
    expect(codes()).toEqual(['S']);
  });
});

/** Runs the writer until it has applied `parts` of its group, then SIGKILLs it. */
async function killAfterParts(path: string, parts: number): Promise<string> {
  const child = spawn(process.execPath, [WRITER, path], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => {
      resolve(signal ?? `exit ${String(code)}`);
    });
  });
  const lines = createInterface({ input: child.stdout });
  try {
    for await (const line of lines) {
      if (line === `part ${String(parts - 1)}`) break;
      if (line.startsWith('part ') || line === 'started') child.stdin.write('next\n');
    }
    child.kill('SIGKILL');
    const ending = await exited;
    if (stderr.includes('Error')) throw new Error(`writer failed: ${stderr}`);
    return ending;
  } finally {
    child.kill('SIGKILL');
    lines.close();
  }
}
