// The threads started a moment after the first catalog view answers (warm-threads.ts): once,
// after the view's answer, not for a view that failed, and never after the core closed. The
// threads here are counters of warm() calls: what a warm does to a real thread is
// thread-calls.test.ts's.
import { describe, expect, it } from 'vitest';
import type { HandlerTable } from '../../../main/ipc/handler-table.ts';
import { warmAfterFirstView } from '../../../main/core-process/warm-threads.ts';

function tableWithView(view: () => Promise<unknown>): HandlerTable {
  return { 'catalog.view': view } as unknown as HandlerTable;
}

const VIEW_INPUT = {} as Parameters<HandlerTable['catalog.view']>[0];
const CONTEXT = {} as Parameters<HandlerTable['catalog.view']>[1];

function counter() {
  const thread = { warmed: 0, warm: () => void (thread.warmed += 1) };
  return thread;
}

describe('warmAfterFirstView', () => {
  it('starts every thread once, after the first view answered, and passes the answer on', async () => {
    const warmedBeforeAnswers: number[] = [];
    const writes = counter();
    const reads = counter();
    const { table, stop } = warmAfterFirstView(
      tableWithView(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        warmedBeforeAnswers.push(writes.warmed);
        return { viewId: 7 };
      }),
      [writes, reads],
      10,
    );
    expect(await table['catalog.view'](VIEW_INPUT, CONTEXT)).toEqual({ viewId: 7 });
    expect(warmedBeforeAnswers).toEqual([0]);
    await expect.poll(() => [writes.warmed, reads.warmed]).toEqual([1, 1]);
    await table['catalog.view'](VIEW_INPUT, CONTEXT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([writes.warmed, reads.warmed]).toEqual([1, 1]);
    stop();
  });

  it('warms nothing for a view that failed, and nothing once stopped', async () => {
    const thread = counter();
    let fail = true;
    const { table, stop } = warmAfterFirstView(
      tableWithView(() => (fail ? Promise.reject(new Error('no view')) : Promise.resolve({}))),
      [thread],
      10,
    );
    await expect(table['catalog.view'](VIEW_INPUT, CONTEXT)).rejects.toThrow('no view');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(thread.warmed).toBe(0);
    fail = false;
    await table['catalog.view'](VIEW_INPUT, CONTEXT);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(thread.warmed).toBe(0);
  });
});
