import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPrefsSaver } from '../../../renderer/src/vouchers/prefs-saver.ts';

/** A save main has not answered yet, answered by the test. */
function fakeMain() {
  const sent: string[] = [];
  const answers: (() => void)[] = [];
  const save = (value: string) => {
    sent.push(value);
    return new Promise<void>((resolve) => answers.push(resolve));
  };
  const answer = async () => {
    answers.shift()?.();
    // Lets the saver's then/finally run.
    await vi.advanceTimersByTimeAsync(0);
  };
  return { sent, save, answer };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('column prefs saver', () => {
  it('saves a change at once', () => {
    const main = fakeMain();
    createPrefsSaver(main.save, 400).change('hide season', 'now');
    expect(main.sent).toEqual(['hide season']);
  });

  it('keeps one save in flight; the latest change made meanwhile goes when it answers', async () => {
    const main = fakeMain();
    const saver = createPrefsSaver(main.save, 400);
    saver.change('a', 'now');
    saver.change('b', 'now');
    saver.change('c', 'now');
    expect(main.sent).toEqual(['a']);
    await main.answer();
    expect(main.sent).toEqual(['a', 'c']);
    await main.answer();
    expect(main.sent).toEqual(['a', 'c']);
  });

  it('saves a drag when it rests or when it ends, once', async () => {
    const main = fakeMain();
    const saver = createPrefsSaver(main.save, 400);
    saver.change('w=150', 'rest');
    saver.change('w=160', 'rest');
    await vi.advanceTimersByTimeAsync(399);
    expect(main.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(main.sent).toEqual(['w=160']);
    await main.answer();
    saver.change('w=170', 'rest');
    saver.settle();
    expect(main.sent).toEqual(['w=160', 'w=170']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(main.sent).toEqual(['w=160', 'w=170']);
  });

  it('leaving sends what is unsaved at once, beside a save in flight', () => {
    const main = fakeMain();
    const saver = createPrefsSaver(main.save, 400);
    saver.change('a', 'now');
    saver.change('b', 'rest');
    saver.leave();
    expect(main.sent).toEqual(['a', 'b']);
    saver.leave();
    expect(main.sent).toEqual(['a', 'b']);
  });

  it('a failed save does not stop the next one', async () => {
    const sent: string[] = [];
    const saver = createPrefsSaver((value: string) => {
      sent.push(value);
      return Promise.reject(new Error('main said no'));
    }, 400);
    saver.change('a', 'now');
    saver.change('b', 'now');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['a', 'b']);
  });
});
