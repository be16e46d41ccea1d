// The view rows the grid draws with its elements (GridBody.tsx): those in view plus a margin, in a
// fixed pool of slots. Row r is drawn by slot r % pool, and the slots stay in the document in
// slot order: a scroll gives the slots of the rows that leave to the rows that come, so React
// updates their text and attributes where it would have made and dropped a row's elements each,
// and no element moves in the document (a moved element is styled and laid out again as if new).

/** Rows drawn beyond the screen each way. */
export const OVERSCAN = 4;

/**
 * The rows drawn for the rows in view first…last of count. `pool.size` grows to the most rows
 * ever in view plus the margins, and stays: below the top always that many rows (fewer only when
 * the grid has fewer), so the set of slots stays while the grid scrolls. At the top, only the
 * rows on screen and those below it: there row r is in slot r either way.
 */
export function drawnRows(
  first: number,
  last: number,
  count: number,
  pool: { size: number },
): number[] {
  if (count <= 0 || last < first) return [];
  // One more than the rows on screen: a scroll that shows one more row keeps the pool.
  pool.size = Math.max(pool.size, last - first + 2 + 2 * OVERSCAN);
  if (first <= OVERSCAN) {
    const end = Math.min(count - 1, last + OVERSCAN);
    const from = Math.max(0, first - OVERSCAN);
    return Array.from({ length: end - from + 1 }, (_, k) => from + k);
  }
  const size = Math.min(pool.size, count);
  const from = Math.max(0, Math.min(first - OVERSCAN, count - size));
  return Array.from({ length: size }, (_, k) => from + k);
}
