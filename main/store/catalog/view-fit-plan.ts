import type { FitEntries } from './view-fit.ts';

// The fit of view-fit.ts when an edit only inserted or deleted rows (the kept rows in the same
// order, each with as many SKUs): which rows leave, and where each new row goes, so the view
// writes only those (views.ts, view-segments.ts) instead of reading and writing its whole order.
// The rule is view-fit.ts's: a new row goes below the rows of the kept row before it in draft
// order, at the top when none precedes it, at the end when no kept row follows it or the one
// before it shows no row (after the rows past the last kept one, by that row's draft order).

/** New rows, as indexes of the entries after the edit, in the order they show. */
export interface FitPlan {
  deleted: number[];
  top: number[];
  /** Kept row id → the new rows below its last row, in draft order of the kept rows. */
  below: Map<number, number[]>;
  /** Past the last kept row. */
  end: number[];
  inserted: number;
}

/** The plan, or null when the whole fit is needed (rows moved, SKU counts changed, or many). */
export function planFit(
  perSku: boolean,
  before: FitEntries,
  after: FitEntries,
  limit: number,
): FitPlan | null {
  const afterIndex = new Map<number, number>();
  after.ids.forEach((id, j) => afterIndex.set(id, j));
  const deleted: number[] = [];
  // The kept rows, in the order before, must keep their order and SKU counts.
  let lastJ = -1;
  for (let i = 0; i < before.ids.length; i += 1) {
    const id = before.ids[i] ?? 0;
    const j = afterIndex.get(id);
    if (j === undefined) {
      deleted.push(id);
      if (deleted.length > limit) return null;
      continue;
    }
    if (j < lastJ) return null;
    if (perSku && before.skus[i] !== after.skus[j]) return null;
    lastJ = j;
  }
  const kept = before.ids.length - deleted.length;
  const inserted = after.ids.length - kept;
  if (inserted > limit) return null;
  const plan: FitPlan = { deleted, top: [], below: new Map(), end: [], inserted };
  if (inserted === 0) return plan;
  const beforeIds = new Set(before.ids);
  let lastKept = -1;
  for (let j = 0; j < after.ids.length; j += 1) {
    const id = after.ids[j] ?? 0;
    if (beforeIds.has(id)) {
      lastKept = id;
      continue;
    }
    if (j > lastJ) plan.end.push(j);
    else if (lastKept < 0) plan.top.push(j);
    else {
      const list = plan.below.get(lastKept) ?? [];
      list.push(j);
      plan.below.set(lastKept, list);
    }
  }
  return plan;
}
