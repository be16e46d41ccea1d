import { describe, expect, it } from 'vitest';
import type { OperationAnswer } from '../../../../app/catalog/operations.ts';
import type { ViewInfo, ViewRow, ViewWindow } from '../../../../app/catalog/views.ts';
import {
  WindowCache,
  type BlockRequest,
} from '../../../../renderer/src/catalog/window/window-cache.ts';

// The window cache's rules against a plain model of a view: rows by place, a length and a version.

interface Model {
  info: ViewInfo;
  rows: (place: number) => ViewRow;
}

function model(length: number, viewId = 1): Model {
  return {
    info: { viewId, length, version: 1, stale: false },
    rows: (place) => ({ id: `p${String(place)}`, cells: [`C${String(place)}`, 'name'] }),
  };
}

function answer(m: Model, request: BlockRequest): ViewWindow {
  const rows: ViewRow[] = [];
  for (let p = request.from; p < Math.min(request.from + request.count, m.info.length); p += 1) {
    rows.push(m.rows(p));
  }
  return { ...m.info, from: request.from, rows };
}

/** Answers every request the cache makes until it asks for nothing more; returns all it asked. */
function settle(cache: WindowCache, m: Model): BlockRequest[] {
  const asked: BlockRequest[] = [];
  for (let batch = cache.requests(); batch.length > 0; batch = cache.requests()) {
    asked.push(...batch);
    for (const request of batch) cache.received(request, answer(m, request));
  }
  return asked;
}

const changed = (ids: string[], version = 9): OperationAnswer => ({
  version,
  cells: ids.length,
  rowCount: ids.length,
  rows: ids.map((id) => ({ grid: 'products', id })),
});

describe('the catalog window cache', () => {
  it('asks for the aligned blocks of the range on screen plus the margin, screen first', () => {
    const m = model(10_000);
    const cache = new WindowCache({ blockRows: 200, marginRows: 200, maxInFlight: 10 });
    cache.setView(m.info);
    expect(cache.rowAt(0)).toBe('loading');
    cache.setRange({ start: 1_050, end: 1_090 });
    const asked = cache.requests();
    expect(asked.map((r) => r.block)).toEqual([5, 4, 6]);
    expect(asked.map((r) => [r.from, r.count])).toEqual([
      [1_000, 200],
      [800, 200],
      [1_200, 200],
    ]);
    expect(asked.every((r) => r.viewId === 1)).toBe(true);
    // Asked once: in flight, they are not asked again.
    expect(cache.requests()).toEqual([]);
    for (const request of asked) cache.received(request, answer(m, request));
    expect(cache.rowAt(1_070)).toMatchObject({ row: { id: 'p1070', cells: ['C1070', 'name'] } });
    expect(cache.requests()).toEqual([]);
  });

  it('asks further ahead in the way the screen last moved, and the usual margin behind', () => {
    const m = model(10_000);
    const cache = new WindowCache({
      blockRows: 200,
      marginRows: 200,
      aheadRows: 400,
      maxInFlight: 10,
    });
    cache.setView(m.info);
    cache.setRange({ start: 1_050, end: 1_090 });
    // Moved down from the top: 1,090 + 400 reaches block 7, 1,050 - 200 block 4.
    expect(settle(cache, m).map((r) => r.block)).toEqual([5, 4, 6, 7]);
    cache.setRange({ start: 1_250, end: 1_290 });
    // Down again: 1,290 + 400 reaches block 8.
    expect(settle(cache, m).map((r) => r.block)).toEqual([8]);
    cache.setRange({ start: 650, end: 690 });
    // Up: blocks 1 and 2 above (650 - 400 = 250), block 4 below is held already.
    expect(settle(cache, m).map((r) => r.block)).toEqual([3, 2, 1]);
  });

  it('asks the last block for the rows that remain, and nothing past the end', () => {
    const m = model(450);
    const cache = new WindowCache({ blockRows: 200, marginRows: 200, maxInFlight: 10 });
    cache.setView(m.info);
    cache.setRange({ start: 400, end: 460 });
    expect(cache.requests().map((r) => [r.block, r.count])).toEqual([
      [2, 50],
      [1, 200],
    ]);
    expect(cache.rowAt(450)).toBeNull();
  });

  it('keeps no more than the cap of requests in flight, and asks the rest as answers come', () => {
    const m = model(100_000);
    const cache = new WindowCache({ blockRows: 200, marginRows: 1_000, maxInFlight: 3 });
    cache.setView(m.info);
    cache.setRange({ start: 50_000, end: 50_100 });
    const first = cache.requests();
    expect(first).toHaveLength(3);
    expect(cache.requestsInFlight).toBe(3);
    expect(cache.requests()).toEqual([]);
    const [one] = first;
    if (!one) throw new Error('no request');
    cache.received(one, answer(m, one));
    const second = cache.requests();
    expect(second).toHaveLength(1);
    expect(first.map((r) => r.block)).not.toContain(second[0]?.block);
    // A failed request frees its place and its block is asked again.
    const [two] = first.slice(1);
    if (!two) throw new Error('no request');
    cache.failed(two);
    expect(cache.requests().map((r) => r.block)).toEqual([two.block]);
  });

  it('drops the blocks farthest from the screen past its budget, never those on screen', () => {
    const m = model(100_000);
    const cache = new WindowCache({ blockRows: 200, marginRows: 200, budgetRows: 1_000 });
    cache.setView(m.info);
    cache.setRange({ start: 0, end: 40 });
    settle(cache, m);
    cache.setRange({ start: 2_000, end: 2_040 });
    settle(cache, m);
    cache.setRange({ start: 4_000, end: 4_040 });
    settle(cache, m);
    expect(cache.heldRows).toBeLessThanOrEqual(1_000);
    expect(cache.rowAt(4_020)).not.toBe('loading');
    expect(cache.rowAt(3_900)).not.toBe('loading'); // the margin
    expect(cache.rowAt(0)).toBe('loading'); // the farthest went first
  });

  it('stays within its budget while the whole of a 1,000,000-row view is scrolled twice', () => {
    const m = model(1_000_000);
    const cache = new WindowCache(); // the defaults: 200-row blocks, 200 margin, 3,000 rows
    cache.setView(m.info);
    let most = 0;
    let asked = 0;
    for (let pass = 0; pass < 2; pass += 1) {
      for (let top = 0; top < 1_000_000; top += 37 * 40) {
        cache.setRange({ start: top, end: top + 40 });
        asked += settle(cache, m).length;
        expect(cache.rowAt(top)).not.toBe('loading');
        most = Math.max(most, cache.heldRows);
      }
      cache.setRange({ start: 999_960, end: 999_999 });
      asked += settle(cache, m).length;
      expect(cache.rowAt(999_999)).toMatchObject({ row: { id: 'p999999' } });
    }
    expect(most).toBeLessThanOrEqual(3_000);
    expect(cache.heldRows).toBeLessThanOrEqual(3_000);
    // Each block read about once a pass (plus those the budget dropped and scrolling came back to).
    expect(asked).toBeLessThanOrEqual(2 * (5_000 + 10));
  });

  it('a view built again drops everything, and answers asked before it are ignored', () => {
    const m = model(1_000);
    const cache = new WindowCache({ blockRows: 200, marginRows: 0 });
    cache.setView(m.info);
    cache.setRange({ start: 0, end: 10 });
    settle(cache, m);
    cache.setRange({ start: 400, end: 410 });
    const [late] = cache.requests();
    if (!late) throw new Error('no request');
    // Sorted: the same view id, built again in place, with other rows at each place.
    const sorted: Model = {
      info: { ...m.info, version: 2 },
      rows: (place) => ({ id: `p${String(999 - place)}`, cells: [] }),
    };
    cache.setView(sorted.info);
    expect(cache.rowAt(0)).toBe('loading');
    cache.received(late, answer(m, late)); // the old order's rows arrive late
    expect(cache.rowAt(400)).toBe('loading');
    settle(cache, sorted);
    expect(cache.rowAt(400)).toMatchObject({ row: { id: 'p599' } });
    expect(cache.view?.version).toBe(2);
  });

  it('an answer listing rows asks again only the blocks holding them; the old rows show meanwhile', () => {
    const m = model(2_000);
    const cache = new WindowCache({ blockRows: 200, marginRows: 200, maxInFlight: 10 });
    cache.setView(m.info);
    cache.setRange({ start: 300, end: 340 });
    expect(settle(cache, m).map((r) => r.block)).toEqual([1, 2, 0]);
    cache.applyAnswer(changed(['p250', 'p1900']), 'products', false);
    expect(cache.rowAt(250)).toMatchObject({ row: { id: 'p250' } });
    const edited: Model = {
      info: { ...m.info, version: 2 },
      rows: (place) => ({ ...m.rows(place), cells: [place === 250 ? 'NEW' : `C${String(place)}`] }),
    };
    expect(settle(cache, edited).map((r) => r.block)).toEqual([1]);
    expect(cache.rowAt(250)).toMatchObject({ row: { cells: ['NEW'] } });
    // Rows of another grid name other rows.
    cache.applyAnswer(
      { ...changed([]), rows: [{ grid: 'brands', id: 'p250' }] },
      'products',
      false,
    );
    expect(cache.requests()).toEqual([]);
  });

  it('a block asked before the answer and read after it is asked again', () => {
    const m = model(1_000);
    const cache = new WindowCache({ blockRows: 200, marginRows: 0 });
    cache.setView(m.info);
    cache.setRange({ start: 0, end: 10 });
    settle(cache, m);
    cache.applyAnswer(changed(['p5']), 'products', false);
    const [before] = cache.requests();
    if (!before) throw new Error('no request');
    cache.applyAnswer(changed(['p5'], 10), 'products', false); // a second edit while it travels
    cache.received(before, answer(m, before));
    expect(cache.requests().map((r) => r.block)).toEqual([0]);
  });

  it('a block not held when the answer came, asked before it, is asked again if it holds those rows', () => {
    const m = model(1_000);
    const cache = new WindowCache({ blockRows: 200, marginRows: 0, maxInFlight: 10 });
    cache.setView(m.info);
    cache.setRange({ start: 0, end: 210 });
    const [first, second] = cache.requests();
    if (!first || !second) throw new Error('no requests');
    cache.applyAnswer(changed(['p205']), 'products', false);
    // Until they arrive and are read again, the rows count as read by the oldest request.
    expect(cache.readAtOf(new Set(['p205']))).toBe(first.token);
    cache.received(first, answer(m, first));
    cache.received(second, answer(m, second));
    const again = cache.requests();
    expect(again.map((r) => r.block)).toEqual([1]);
    for (const request of again) cache.received(request, answer(m, request));
    expect(cache.readAtOf(new Set(['p205']))).toBeGreaterThan(second.token);
    expect(cache.readAtOf(new Set(['p999']))).toBeNull();
  });

  it('an answer past the rows it lists drops everything and asks for the screen again', () => {
    const m = model(10_000);
    const cache = new WindowCache({ blockRows: 200, marginRows: 200 });
    cache.setView(m.info);
    cache.setRange({ start: 5_000, end: 5_040 });
    settle(cache, m);
    cache.applyAnswer(
      { version: 20, cells: 125_000, rowCount: 125_000, rows: [] },
      'products',
      false,
    );
    expect(cache.heldRows).toBe(0);
    expect(cache.rowAt(5_000)).toBe('loading');
    expect(settle(cache, m).map((r) => r.block)).toEqual([25, 24, 26]);
  });

  it('rows inserted or deleted: held blocks are asked again, a new length keeps only the new read', () => {
    const m = model(1_000);
    const cache = new WindowCache({ blockRows: 200, marginRows: 0, budgetRows: 1_000 });
    cache.setView(m.info);
    for (const start of [0, 600]) {
      cache.setRange({ start, end: start + 10 });
      settle(cache, m);
    }
    expect(cache.rowAt(0)).not.toBe('loading');
    cache.applyAnswer(changed(['new1']), 'products', true);
    const grown: Model = {
      info: { ...m.info, length: 1_001, version: 2 },
      rows: (place) =>
        place === 601 ? { id: 'new1', cells: [] } : m.rows(place > 601 ? place - 1 : place),
    };
    expect(settle(cache, grown).map((r) => r.block)).toEqual([3]);
    expect(cache.view?.length).toBe(1_001);
    expect(cache.rowAt(601)).toMatchObject({ row: { id: 'new1' } });
    expect(cache.rowAt(0)).toBe('loading'); // its places may have moved: read again when shown
  });

  it('a block asked at the old length and answered at a longer one is asked again for its rest', () => {
    const m = model(211);
    const cache = new WindowCache({ blockRows: 200, marginRows: 0 });
    cache.setView(m.info);
    cache.setRange({ start: 195, end: 211 });
    const asked = cache.requests();
    expect(asked.map((r) => [r.from, r.count])).toEqual([
      [200, 11],
      [0, 200],
    ]);
    // A row typed at the end meanwhile: the core answers both at the new length.
    const grown: Model = { info: { ...m.info, length: 212, version: 2 }, rows: m.rows };
    for (const request of asked) cache.received(request, answer(grown, request));
    expect(cache.view?.length).toBe(212);
    expect(cache.rowAt(211)).toBe('loading');
    expect(settle(cache, grown).map((r) => [r.from, r.count])).toContainEqual([200, 12]);
    expect(cache.rowAt(211)).toMatchObject({ row: { id: 'p211' } });
  });
});
