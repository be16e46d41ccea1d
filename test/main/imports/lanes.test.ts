import { describe, expect, it } from 'vitest';
import { runInLanes } from '../../../main/imports/lanes.ts';

// The import run's scheduler: in order, at most `width` at once, an item only after the items it
// depends on have settled; a "no" from proceed stops starting more; a failure is told and rethrown.

interface Item {
  id: number;
  dependsOn: number[];
}

function controlled() {
  const log: string[] = [];
  const finishers = new Map<number, () => void>();
  const start = (item: Item) => {
    log.push(`start ${item.id}`);
    return new Promise<void>((resolve) => {
      finishers.set(item.id, () => {
        log.push(`end ${item.id}`);
        resolve();
      });
    });
  };
  const finish = async (id: number) => {
    while (!finishers.has(id)) await new Promise((resolve) => setTimeout(resolve, 1));
    finishers.get(id)?.();
  };
  return { log, start, finish };
}

const items = (...deps: number[][]): Item[] => deps.map((dependsOn, id) => ({ id, dependsOn }));

describe('runInLanes', () => {
  it('runs two at once in order, and an item after the ones it depends on', async () => {
    const { log, start, finish } = controlled();
    const done = runInLanes(items([], [], [0], []), {
      width: 2,
      dependsOn: (item) => item.dependsOn,
      proceed: () => Promise.resolve(true),
      start,
      onFailure: () => undefined,
    });
    await finish(1); // 0 and 1 run; 2 waits for 0 even though a lane is free
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(log).toEqual(['start 0', 'start 1', 'end 1']);
    await finish(0);
    await finish(2);
    await finish(3);
    await done;
    expect(log).toEqual([
      'start 0',
      'start 1',
      'end 1',
      'end 0',
      'start 2',
      'start 3',
      'end 2',
      'end 3',
    ]);
  });

  it('skips items with nothing to run and stops starting when told, waiting for the running ones', async () => {
    const { log, start, finish } = controlled();
    const done = runInLanes(items([], [], [], []), {
      width: 3,
      dependsOn: (item) => item.dependsOn,
      // "No" once two have started (a pause or a cancel).
      proceed: () => Promise.resolve(log.length < 2),
      start: (item) => (item.id === 0 ? null : start(item)),
      onFailure: () => undefined,
    });
    await finish(1);
    await finish(2);
    await done;
    expect(log).toEqual(['start 1', 'start 2', 'end 1', 'end 2']);
  });

  it('tells a failure at once, lets the others end, and rethrows it', async () => {
    const told: unknown[] = [];
    const { start, finish } = controlled();
    const boom = new Error('boom');
    const done = runInLanes(items([], []), {
      width: 2,
      dependsOn: () => [],
      proceed: () => Promise.resolve(told.length === 0),
      start: (item) => (item.id === 0 ? Promise.reject(boom) : start(item)),
      onFailure: (error) => told.push(error),
    });
    await finish(1);
    await expect(done).rejects.toBe(boom);
    expect(told).toEqual([boom]);
  });
});
