import type { GridName } from '../../../app/catalog/rows.ts';

/** A sent row's key in the selection: its grid and code. */
export const sentKey = (row: { grid: GridName; code: string }): string =>
  `${row.grid}\u0000${row.code}`;

export const PAGE_SIZE = 100;

/** "1–100 of 345" numbers for a page, 1-based; zero rows read as 0–0. */
export function pageRange(offset: number, shown: number, total: number) {
  return { from: shown === 0 ? 0 : offset + 1, to: offset + shown, total };
}

/** The codes a message names: the first few, then how many more. */
export function someCodes(codes: readonly string[], max = 5): string {
  const head = codes.slice(0, max).join(', ');
  return codes.length > max ? `${head} (+${codes.length - max})` : head;
}
