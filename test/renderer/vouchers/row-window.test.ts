import { describe, expect, it } from 'vitest';
import {
  blockLength,
  blocksFor,
  blocksToDrop,
  nearCachedEnd,
  placeOf,
} from '../../../renderer/src/vouchers/row-window.ts';

describe('row window', () => {
  it('names the blocks holding the rows on screen, within the list', () => {
    expect(blocksFor({ start: 0, end: 30 }, 1000, 200)).toEqual([0]);
    expect(blocksFor({ start: 190, end: 230 }, 1000, 200)).toEqual([0, 1]);
    expect(blocksFor({ start: 950, end: 1200 }, 1000, 200)).toEqual([4]);
    expect(blocksFor({ start: 5000, end: 5040 }, 1000, 200)).toEqual([4]);
    expect(blocksFor({ start: 0, end: 30 }, 0, 200)).toEqual([]);
  });

  it('places every row in exactly one block, in order: no duplicate, no gap', () => {
    const count = 1234;
    const seen: number[] = [];
    for (let block = 0; blockLength(block, count, 200) > 0; block += 1) {
      for (let at = 0; at < blockLength(block, count, 200); at += 1) seen.push(block * 200 + at);
    }
    expect(seen).toEqual(Array.from({ length: count }, (_, i) => i));
    expect(placeOf(0, 200)).toEqual({ block: 0, at: 0 });
    expect(placeOf(1233, 200)).toEqual({ block: 6, at: 33 });
    expect(blockLength(6, count, 200)).toBe(34);
  });

  it('drops blocks no screen shows beyond the newest few, never a shown one', () => {
    const held = [
      { key: 'a', shown: true, updatedAt: 1 },
      { key: 'b', shown: false, updatedAt: 5 },
      { key: 'c', shown: false, updatedAt: 9 },
      { key: 'd', shown: false, updatedAt: 2 },
      { key: 'e', shown: true, updatedAt: 0 },
    ];
    expect(blocksToDrop(held, 1)).toEqual(['b', 'd']);
    expect(blocksToDrop(held, 0).sort()).toEqual(['b', 'c', 'd']);
    expect(blocksToDrop(held, 8)).toEqual([]);
  });

  it('asks for the next page only near the end of the cached rows', () => {
    expect(nearCachedEnd({ start: 0, end: 30 }, 0, 60)).toBe(true);
    expect(nearCachedEnd({ start: 400, end: 440 }, 500, 60)).toBe(true);
    expect(nearCachedEnd({ start: 300, end: 339 }, 500, 60)).toBe(false);
  });
});
