import { describe, expect, it } from 'vitest';
import { runInLanes } from '../../../main/imports/lanes.ts';
import { until } from '../../support/until.ts';

// The import run's scheduler: at most `width` at once, each item once the caller's `next` offers
// it (here: the first not started whose items it depends on ended); items may be added while it
// runs; a "no" from proceed stops starting more; a failure is told and rethrown.

interface Item {
  id: number;
  dependsOn: number[];
}

function controlled() {
  const log: string[] = [];
  const ended = new Set<number>();
  const finishers = new Map<number, () => void>();
  const start = (item: Item) => {
    log.push(`start ${item.id}`);
    return new Promise<void>((resolve) => {
      finishers.set(item.id, () => {
        log.push(`end ${item.id}`);
        ended.add(item.id);
        resolve();
      });
    });
  };
  const finish = async (id: number) => {
    await until(() => finishers.has(id), `item ${id} to start`, { everyMs: 1 });
    finishers.get(id)?.();
  };
  /** The first item not started or ended whose dependencies ended. */
  const next = (list: readonly Item[]) => (busy: ReadonlySet<number>) =>
    list.find(
      (item) =>
        !busy.has(item.id) && !ended.has(item.id) && item.dependsOn.every((d) => ended.has(d)),
    )?.id ?? null;
  return { log, ended, start, finish, next };
}

const items = (...deps: number[][]): Item[] => deps.map((dependsOn, id) => ({ id, dependsOn }));
const byId = (list: readonly Item[], id: number): Item => list[id] ?? expect.fail(`no item ${id}`);

describe('runInLanes', () => {
  it('runs two at once, an item only after the ones it depends on, others meanwhile', async () => {
    const { log, start, finish, next } = controlled();
    const list = items([], [], [0], []);
    const done = runInLanes<number>({
      width: 2,
      next: next(list),
      proceed: () => Promise.resolve(true),
      start: (id) => start(byId(list, id)),
      onFailure: () => undefined,
    });
    await finish(1); // 0 and 1 run; 2 waits for 0, so 3 takes the free lane
    await finish(3);
    expect(log).toEqual(['start 0', 'start 1', 'end 1', 'start 3', 'end 3']);
    await finish(0);
    await finish(2);
    await done;
    expect(log.slice(5)).toEqual(['end 0', 'start 2', 'end 2']);
  });

  it('starts items added while it runs (a refused batch replaced by new ones)', async () => {
    const { log, start, finish, next } = controlled();
    const list = items([], [0]);
    const done = runInLanes<number>({
      width: 2,
      next: next(list),
      proceed: () => Promise.resolve(true),
      start: (id) => {
        const work = start(byId(list, id));
        // Item 0 is "refused": two items made from it join, item 1 now waits for them too.
        if (id === 0) {
          list.push({ id: 2, dependsOn: [] }, { id: 3, dependsOn: [2] });
          byId(list, 1).dependsOn.push(2, 3);
        }
        return work;
      },
      onFailure: () => undefined,
    });
    await finish(0);
    await finish(2);
    await finish(3);
    await finish(1);
    await done;
    expect(log).toEqual([
      'start 0',
      'start 2',
      'end 0',
      'end 2',
      'start 3',
      'end 3',
      'start 1',
      'end 1',
    ]);
  });

  it('skips items with nothing to run and stops starting when told, waiting for the running ones', async () => {
    const { log, start, finish, next } = controlled();
    const list = items([], [], [], []);
    const done = runInLanes<number>({
      width: 3,
      next: next(list),
      // "No" once two have started (a pause or a cancel).
      proceed: () => Promise.resolve(log.length < 2),
      start: (id) => (id === 0 ? null : start(byId(list, id))),
      onFailure: () => undefined,
    });
    await finish(1);
    await finish(2);
    await done;
    expect(log).toEqual(['start 1', 'start 2', 'end 1', 'end 2']);
  });

  it('tells a failure at once, lets the others end, and rethrows it', async () => {
    const told: unknown[] = [];
    const { start, finish, next } = controlled();
    const list = items([], []);
    const boom = new Error('boom');
    const done = runInLanes<number>({
      width: 2,
      next: next(list),
      proceed: () => Promise.resolve(told.length === 0),
      start: (id) => (id === 0 ? Promise.reject(boom) : start(byId(list, id))),
      onFailure: (error) => told.push(error),
    });
    await finish(1);
    await expect(done).rejects.toBe(boom);
    expect(told).toEqual([boom]);
  });
});
