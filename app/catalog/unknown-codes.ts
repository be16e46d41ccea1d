import type { CodeIndex } from './code-suggest.ts';
import type { Problem } from './validation.ts';

// The brand and colour codes products name that are neither in their grid nor known to be sent,
// one line per code, as the review counts them before sending (the grid marks each cell).

export interface UnknownCode {
  grid: 'brands' | 'colors';
  code: string;
  /** Products naming it (each once, however many of its SKUs do). */
  products: number;
  /** A known code one edit away, if any ("did you mean"). */
  suggestion: string | null;
}

/** From the catalog's problems: brands first, then colours; most products first, then by code. */
export function unknownCodes(
  problems: readonly Problem[],
  known: Readonly<Record<'brands' | 'colors', CodeIndex>>,
): UnknownCode[] {
  const named = new Map<string, { grid: 'brands' | 'colors'; code: string; ids: Set<string> }>();
  for (const problem of problems) {
    if (problem.code !== 'unknown_brand' && problem.code !== 'unknown_color') continue;
    const grid = problem.code === 'unknown_brand' ? 'brands' : 'colors';
    const key = `${grid}\u0000${problem.value}`;
    let entry = named.get(key);
    if (entry === undefined) {
      entry = { grid, code: problem.value, ids: new Set() };
      named.set(key, entry);
    }
    entry.ids.add(problem.id);
  }
  return [...named.values()]
    .map(({ grid, code, ids }) => ({
      grid,
      code,
      products: ids.size,
      suggestion: known[grid].suggest(code),
    }))
    .sort(
      (a, b) =>
        (a.grid === b.grid ? 0 : a.grid === 'brands' ? -1 : 1) ||
        b.products - a.products ||
        (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
    );
}
