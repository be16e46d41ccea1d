import { PRODUCT_LEVEL, shownKeys, unpackCell, type FindTarget } from './find-scan.ts';

// Where "Replace" goes after replacing the match at `at`: the next match in reading order,
// wrapping around. In the per-SKU view a product's code, name and brand show on each of its rows,
// so replacing one of them changes them all: its sibling rows' matches of that column are
// skipped, as they were replaced with it. -1 when no other match is left.

export function nextAfterReplace(
  target: FindTarget,
  matches: Int32Array,
  at: number,
  cols: number,
): number {
  const here = unpackCell(cols, matches[at] ?? 0);
  const key: string = shownKeys(target)[here.col]?.key ?? '';
  const shared = target.view === 'skus' && PRODUCT_LEVEL.has(key);
  const entry = target.rows.entry[here.row];
  for (let k = 1; k < matches.length; k += 1) {
    const cell = matches[(at + k) % matches.length] ?? 0;
    if (shared) {
      const { row, col } = unpackCell(cols, cell);
      if (col === here.col && target.rows.entry[row] === entry) continue;
    }
    return cell;
  }
  return -1;
}
