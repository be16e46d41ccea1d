import type { ProblemsInput, ProblemsWindow } from '../../../../app/catalog/problems-window.ts';
import { PROBLEMS_WINDOW_MAX } from '../../../../app/catalog/problems-window.ts';
import { idsByGrid, type IdsByGrid } from './core-view-spec.ts';

// "Problems only" in core mode: the rows with a problem when the box is ticked, read from the
// core's problem list (catalog.problems) window by window, grid by grid.

export type AskProblems = (input: ProblemsInput) => Promise<ProblemsWindow>;

/** Each grid's ids of the rows the core's validation lists a problem of, as the list is now. */
export async function problemRowIds(ask: AskProblems, profileId: string): Promise<IdsByGrid> {
  const problems: ProblemsWindow['problems'] = [];
  let from = 0;
  for (;;) {
    const window = await ask({ profileId, from, count: PROBLEMS_WINDOW_MAX });
    problems.push(...window.problems);
    from += window.problems.length;
    if (window.problems.length === 0 || from >= window.length) break;
  }
  return idsByGrid(problems);
}
