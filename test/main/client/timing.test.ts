import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, fullJitter, parseRetryAfter } from '../../../main/client/timing.ts';

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-03-01T10:00:00Z');

  it('reads delta-seconds', () => {
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1500);
  });

  it('reads an HTTP date as the time left until it', () => {
    expect(parseRetryAfter('Sat, 01 Mar 2025 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 01 Mar 2025 09:59:00 GMT', now)).toBe(0);
  });

  it('gives null for an absent or unreadable header, and caps absurd values', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('999999', now)).toBe(MAX_RETRY_AFTER_MS);
  });
});

describe('fullJitter', () => {
  const policy = { baseMs: 1000, capMs: 30_000, floorMs: 100 };

  it('grows exponentially up to the cap, with the whole range used', () => {
    expect(fullJitter(1, policy, () => 0.999999)).toBe(999);
    expect(fullJitter(3, policy, () => 0.999999)).toBe(3999);
    expect(fullJitter(10, policy, () => 0.999999)).toBe(29_999);
    expect(fullJitter(10, policy, () => 0)).toBe(100);
    expect(fullJitter(2, policy, () => 0.5)).toBe(1050);
  });
});
