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

/**
 * The row each slot draws (slot r % drawn.length draws row r), where only `budget` slots may move
 * to a new row: the rest keep the row they drew before (`previous`, by slot), so the elements
 * catch up with a scroll a few rows a frame behind the canvas. The rows in view move first, from
 * `firstInView` down, then the margin above them. `remaining`: slots still to move.
 * With no previous rows of the same pool (its first draw, a pool that grew), every slot moves.
 */
export function slotRows(
  drawn: readonly number[],
  firstInView: number,
  previous: readonly number[],
  budget: number,
  count: number,
): { rows: number[]; remaining: number } {
  const slots = drawn.length;
  const rows = new Array<number>(slots);
  for (const r of drawn) rows[r % slots] = r;
  if (budget === Number.POSITIVE_INFINITY || previous.length !== slots) {
    return { rows, remaining: 0 };
  }
  let moved = 0;
  let remaining = 0;
  const visit = (r: number) => {
    const slot = r % slots;
    const before = previous[slot];
    if (before === undefined || before === r || before >= count) return;
    if (moved < budget) moved += 1;
    else {
      rows[slot] = before;
      remaining += 1;
    }
  };
  for (const r of drawn) if (r >= firstInView) visit(r);
  for (const r of drawn) if (r < firstInView) visit(r);
  return { rows, remaining };
}
