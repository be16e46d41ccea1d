// A list shown through a window: rows are read in fixed blocks by position (offset) from main's
// cache, only the blocks around what is on screen are held, so the renderer's memory does not
// grow with the rows scrolled past. Positions are the cache's paging order (or a search's order
// over a fixed snapshot), so a block always holds the same rows: no duplicate, no gap. Pure.

import type { RowRange } from '../lib/row-blocks.ts';

export { BLOCK_ROWS, blockLength, blocksFor, placeOf, type RowRange } from '../lib/row-blocks.ts';
/** Blocks a list keeps beyond those on screen (for scrolling back and switching screens). */
export const KEEP_BLOCKS = 8;
/** Rows from the end of the cached rows at which the next service page is asked for. */
export const NEAR_END_ROWS = 60;

export interface HeldBlock<K> {
  key: K;
  /** Whether a screen shows it now. */
  shown: boolean;
  /** When its rows arrived (ms). */
  updatedAt: number;
}

/** The held blocks to drop: those not shown, beyond the keep newest. */
export function blocksToDrop<K>(held: readonly HeldBlock<K>[], keep = KEEP_BLOCKS): K[] {
  return held
    .filter((block) => !block.shown)
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .slice(keep)
    .map((block) => block.key);
}

/** Whether the screen is near the end of what the cache holds, so the next page is wanted. */
export function nearCachedEnd(range: RowRange, cached: number, margin = NEAR_END_ROWS): boolean {
  return range.end >= cached - margin;
}
