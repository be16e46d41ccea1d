import { describe, expect, it } from 'vitest';
import { compileQuery, EMPTY_QUERY } from '../../../../renderer/src/catalog/find/find-query.ts';
import { ScanRunner, type Yielder } from '../../../../renderer/src/catalog/find/scan-runner.ts';
import { allRows } from '../../../../renderer/src/catalog/model/view.ts';
import { catalog, product } from '../fixtures.ts';

// The runner's slices are driven by hand here: the yielder only queues the next slice, so the
// test decides when the page "had its frame".

const data = catalog({
  products: Array.from({ length: 60_000 }, (_, i) =>
    product(`p${String(i)}`, i + 1, `P-${String(i)}`, ['NV/S', 'IV/M']),
  ),
});
const target = { view: 'skus' as const, data, rows: allRows('skus', data) };
const matcherOf = (text: string) => {
  const compiled = compileQuery({ ...EMPTY_QUERY, text });
  if (!compiled.ok) throw new Error('bad query');
  return compiled.matcher;
};

function manual(): { yielder: Yielder; queue: (() => void)[] } {
  const queue: (() => void)[] = [];
  return {
    queue,
    yielder: (next) => {
      queue.push(next);
      return () => queue.splice(queue.indexOf(next), 1);
    },
  };
}

describe('scan runner', () => {
  it('searches in slices, the count growing, until done', () => {
    const { yielder, queue } = manual();
    const runner = new ScanRunner({ sliceMs: 0, yielder });
    const counts: number[] = [];
    runner.subscribe(() => counts.push(runner.getStatus().count));
    runner.start(target, { kind: 'all' }, matcherOf('NV'));
    expect(runner.getStatus().done).toBe(false);
    while (queue.length > 0) queue.shift()?.();
    expect(runner.getStatus()).toMatchObject({ done: true, count: 60_000 });
    expect(counts.length).toBeGreaterThan(10);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('finishes at once when every match is needed, and a new search drops the old one', () => {
    const { yielder, queue } = manual();
    const runner = new ScanRunner({ sliceMs: 0, yielder });
    runner.start(target, { kind: 'all' }, matcherOf('NV'));
    expect(runner.finish()?.count).toBe(60_000);
    expect(queue).toHaveLength(0);
    runner.start(target, { kind: 'column', col: 4 }, matcherOf('M'));
    runner.start(target, { kind: 'column', col: 3 }, matcherOf('IV'));
    expect(queue).toHaveLength(1);
    expect(runner.finish()?.count).toBe(60_000);
    runner.start(target, { kind: 'all' }, null);
    expect(runner.getStatus()).toEqual({ scan: null, count: 0, done: true });
  });
});
