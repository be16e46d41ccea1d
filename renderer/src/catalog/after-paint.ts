import type { SliceScheduler } from './model/time-slices.ts';

/** Chromium's isInputPending: a key or click waits to be handled. */
const inputPending = (): boolean =>
  (
    navigator as Navigator & { scheduling?: { isInputPending?: () => boolean } }
  ).scheduling?.isInputPending?.() ?? false;

/**
 * Once a frame, after its paint: requestAnimationFrame posts a message, and the message's task
 * runs once the frame is out, so a slice never holds up the paint of the key press that
 * changed the selection, and input waiting is handled before it. `now` is the page's clock (a
 * slice's start and end, its User Timing measure); `yieldClock` is the clock a slice's work
 * checks its deadline against, which reads as past any deadline while input waits, so a slice
 * stops early for a key.
 */
export function afterPaint(): SliceScheduler & { yieldClock: () => number; close: () => void } {
  const channel = new MessageChannel();
  let queued: (() => void) | null = null;
  channel.port1.onmessage = () => {
    const slice = queued;
    queued = null;
    slice?.();
  };
  return {
    now: () => performance.now(),
    yieldClock: () => (inputPending() ? Infinity : performance.now()),
    next: (slice) => {
      queued = slice;
      const frame = requestAnimationFrame(() => {
        channel.port2.postMessage(null);
      });
      return () => {
        cancelAnimationFrame(frame);
        queued = null;
      };
    },
    close: () => {
      channel.port1.close();
    },
  };
}
