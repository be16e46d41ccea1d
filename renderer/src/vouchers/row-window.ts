// A list shown through a window: rows are read in fixed blocks by position (offset) from main's
// cache, only the blocks around what is on screen are held, so the renderer's memory does not
// grow with the rows scrolled past. Positions are the cache's paging order (or a search's order
// over a fixed snapshot), so a block always holds the same rows: no duplicate, no gap. Pure.

export const BLOCK_ROWS = 200;
/** Blocks a list keeps beyond those on screen (for scrolling back and switching screens). */
export const KEEP_BLOCKS = 8;
/** Rows from the end of the cached rows at which the next service page is asked for. */
export const NEAR_END_ROWS = 60;

export interface RowRange {
  /** First row index on screen (with overscan). */
  start: number;
  /** Last row index on screen (with overscan), inclusive. */
  end: number;
}

/** The blocks holding rows start..end of a list of count rows. */
export function blocksFor(range: RowRange, count: number, blockRows = BLOCK_ROWS): number[] {
  if (count <= 0) return [];
  const last = Math.min(Math.max(range.end, range.start), count - 1);
  const first = Math.min(Math.max(0, range.start), last);
  const blocks: number[] = [];
  for (let block = Math.floor(first / blockRows); block * blockRows <= last; block += 1) {
    blocks.push(block);
  }
  return blocks;
}

/** How many rows a block holds in a list of count rows (its key, so a growing last block is re-read). */
export function blockLength(block: number, count: number, blockRows = BLOCK_ROWS): number {
  return Math.max(0, Math.min(blockRows, count - block * blockRows));
}

/** Where row index sits: its block and its place in the block. */
export function placeOf(index: number, blockRows = BLOCK_ROWS): { block: number; at: number } {
  return { block: Math.floor(index / blockRows), at: index % blockRows };
}

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
