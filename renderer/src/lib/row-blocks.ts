// Rows read in fixed blocks by place: which blocks hold a range of rows, how long a block is,
// where a row sits. Shared by the lists read as windows (the voucher lists, the catalog grids).
// Pure.

export const BLOCK_ROWS = 200;

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
