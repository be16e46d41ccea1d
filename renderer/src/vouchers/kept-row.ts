import type { Voucher } from '../../../app/resources/vouchers.ts';

// Back from a detail, the list selects the row the user left, by its id: rows read since (a list
// still loading, sorted or searched) can have moved it from the index it had. Rows are looked for
// in the window held around the kept index; one never found keeps the index.

/** How far from the kept index a moved row is looked for (the window holds about this many). */
export const KEPT_ROW_REACH = 400;

/**
 * The kept row's index now; null while the row at the kept index is not held or counted yet (ask
 * again when more rows are). The kept index itself when that row is the kept one, or when no held row within
 * reach has the kept id.
 */
export function indexOfKeptRow(
  keptIndex: number,
  keptId: string,
  rowAt: (index: number) => Voucher | undefined,
  count: number,
  reach = KEPT_ROW_REACH,
): number | null {
  if (keptIndex >= count) return null;
  const here = rowAt(keptIndex);
  if (here === undefined) return null;
  if (here.id === keptId) return keptIndex;
  for (let step = 1; step <= reach; step += 1) {
    for (const index of [keptIndex - step, keptIndex + step]) {
      if (index >= 0 && index < count && rowAt(index)?.id === keptId) return index;
    }
  }
  return keptIndex;
}
