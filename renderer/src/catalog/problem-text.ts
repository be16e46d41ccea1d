import type { TFunction } from 'i18next';
import type { Problem } from '../../../app/catalog/validation.ts';
import type { CodeIndexes } from '../drafts/use-code-indexes.ts';

// A problem in words, as a cell's mark and the problem list say it. An unknown brand or colour
// code one edit from a known one says which ("did you mean KK?"); the suggestion is looked up as
// the text is shown (visible cells, listed problems), so validation stays per edited row.

export function problemText(t: TFunction, problem: Problem, codes: CodeIndexes): string {
  if (problem.code === 'unknown_brand' || problem.code === 'unknown_color') {
    const index = problem.code === 'unknown_brand' ? codes.brands : codes.colors;
    const suggestion = index.suggest(problem.value);
    if (suggestion !== null) {
      return t(`codePicker.didYouMean.${problem.code}`, { value: problem.value, suggestion });
    }
  }
  return t(`grid.problem.${problem.code}`, { value: problem.value });
}
