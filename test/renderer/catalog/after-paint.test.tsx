import { afterEach, describe, expect, it } from 'vitest';
import { afterPaint } from '../../../renderer/src/catalog/after-paint.ts';
import { runInSlices } from '../../../renderer/src/catalog/model/time-slices.ts';

// The status bar's scheduler in Chromium. Input cannot be made to wait on demand in a test, so
// isInputPending is replaced here (the one stand-in of this file): while it says input waits, a
// slice's work sees its deadline passed, and the slice's start and end stay on the page's clock
// (a slice begun so once gave the User Timing measure a start of Infinity, which throws).

const scheduling = Object.getOwnPropertyDescriptor(navigator, 'scheduling');

afterEach(() => {
  if (scheduling) Object.defineProperty(navigator, 'scheduling', scheduling);
  else Reflect.deleteProperty(navigator, 'scheduling');
});

function inputWaits(waits: boolean): void {
  Object.defineProperty(navigator, 'scheduling', {
    value: { isInputPending: () => waits },
    configurable: true,
  });
}

describe('afterPaint', () => {
  it('stops a slice for waiting input, with its start and end on the page clock', async () => {
    inputWaits(true);
    const scheduler = afterPaint();
    const slices: { start: number; end: number; pastDeadline: boolean }[] = [];
    await new Promise<void>((done) => {
      runInSlices(
        {
          step: (deadline) => {
            const pastDeadline = scheduler.yieldClock() >= deadline;
            slices.push({ start: NaN, end: NaN, pastDeadline });
            return slices.length >= 2;
          },
          onSlice: (start, end) => {
            const last = slices.at(-1);
            if (last) Object.assign(last, { start, end });
            performance.measure('after-paint test slice', { start });
          },
          onDone: done,
        },
        4,
        scheduler,
      );
    });
    scheduler.close();
    expect(slices).toHaveLength(2);
    for (const slice of slices) {
      expect(slice.pastDeadline).toBe(true);
      expect(Number.isFinite(slice.start)).toBe(true);
      expect(slice.end).toBeGreaterThanOrEqual(slice.start);
    }
  });

  it('gives a slice its budget when no input waits', async () => {
    inputWaits(false);
    const scheduler = afterPaint();
    const pastDeadline = await new Promise<boolean>((done) => {
      runInSlices(
        {
          step: (deadline) => {
            done(scheduler.yieldClock() >= deadline);
            return true;
          },
          onDone: () => undefined,
        },
        1_000,
        scheduler,
      );
    });
    scheduler.close();
    expect(pastDeadline).toBe(false);
  });
});
