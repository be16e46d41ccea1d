import { describe, expect, it } from 'vitest';
import { secondsUntil } from '../../../renderer/src/lib/seconds-until.ts';
import { durationWords } from '../../../renderer/src/review-send/duration.ts';

describe('durationWords', () => {
  it('says seconds under two minutes, rounded up', () => {
    expect(durationWords(0)).toEqual({ key: 'seconds', count: 0 });
    expect(durationWords(1)).toEqual({ key: 'seconds', count: 1 });
    expect(durationWords(61_000)).toEqual({ key: 'seconds', count: 61 });
    expect(durationWords(119_999)).toEqual({ key: 'seconds', count: 120 });
  });
  it('says whole minutes (rounded up) under an hour and a half', () => {
    expect(durationWords(120_000)).toEqual({ key: 'minutes', count: 2 });
    expect(durationWords(120_001)).toEqual({ key: 'minutes', count: 3 });
    expect(durationWords(89 * 60_000)).toEqual({ key: 'minutes', count: 89 });
  });
  it('says hours and minutes from there', () => {
    expect(durationWords(90 * 60_000)).toEqual({ key: 'hoursMinutes', hours: 1, minutes: 30 });
    // 20,000 products at 100 a request: 200 requests, one minute per 120 → the bench's scale.
    expect(durationWords(166 * 60_000 + 1)).toEqual({
      key: 'hoursMinutes',
      hours: 2,
      minutes: 47,
    });
  });
  it('treats negative and non-finite input as no time', () => {
    expect(durationWords(-5)).toEqual({ key: 'seconds', count: 0 });
    expect(durationWords(Number.NaN)).toEqual({ key: 'seconds', count: 0 });
  });
});

describe('secondsUntil', () => {
  it('counts whole seconds down to zero, never below', () => {
    expect(secondsUntil(10_500, 0)).toBe(11);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 20_000)).toBe(0);
    expect(secondsUntil(null, 0)).toBeNull();
  });
});
