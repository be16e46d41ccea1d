import { describe, expect, it } from 'vitest';
import { isLargerThan } from '../../../main/ipc/input-size.ts';

// Main measures a call's input (a structured clone, already an object) against a budget
// without serialising it: about its JSON size, each shared object counted where it appears.

describe('an input measured against a budget', () => {
  it('is about its JSON size', () => {
    const input = {
      profileId: 'p',
      rows: Array.from({ length: 1000 }, (_, i) => ({ id: `r${i}` })),
    };
    const json = JSON.stringify(input).length;
    expect(isLargerThan(input, json * 3)).toBe(false);
    expect(isLargerThan(input, Math.floor(json / 3))).toBe(true);
    expect(isLargerThan('x'.repeat(1000), 999)).toBe(true);
    expect(isLargerThan('x'.repeat(1000), 2000)).toBe(false);
  });

  it('counts a shared object each time it appears, as the core would parse it', () => {
    const same = { code: 'x'.repeat(100) };
    const repeated = Array.from({ length: 10_000 }, () => same);
    expect(isLargerThan(repeated, 500_000)).toBe(true); // JSON: about 1.1 MB
    expect(isLargerThan(repeated, 5_000_000)).toBe(false);
  });

  it('stops on a cycle (structured clone keeps them) instead of walking forever', () => {
    const loop: unknown[] = [];
    loop.push(loop, { back: loop });
    expect(isLargerThan(loop, 1_000_000)).toBe(true);
  });

  it('counts the entries of maps and sets, and the bytes of buffers', () => {
    expect(isLargerThan(new Map(Array.from({ length: 10_000 }, (_, i) => [i, i])), 50_000)).toBe(
      true,
    );
    expect(isLargerThan(new Set(Array.from({ length: 10_000 }, (_, i) => i)), 50_000)).toBe(true);
    expect(isLargerThan(new Uint8Array(100_000), 50_000)).toBe(true);
    expect(isLargerThan(new Uint8Array(100), 50_000)).toBe(false);
  });

  it('refuses a long array by its length, before visiting its elements', () => {
    expect(isLargerThan(new Array(1_000_000_000), 64 * 1024 * 1024)).toBe(true);
  });
});
