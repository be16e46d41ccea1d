import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../app/catalog/validation.ts';
import type { CatalogData } from '../drafts/catalog-data.ts';
import { problemText } from './problem-text.ts';
import { useCodeIndexContext } from './code-index-context.ts';
import { codesOf } from './model/problem-codes.ts';

const SHOWN = 200;

/** Problems of the catalog (inside ProblemPane, which folds it); clicking one selects its cell. */
export const ProblemList = memo(function ProblemList(props: {
  problems: readonly Problem[];
  data: CatalogData;
  onJump: (problem: Problem) => void;
  /** Codes of the rows (`grid:id`) when the page holds no drafts (core mode): else from `data`. */
  codes?: ReadonlyMap<string, string>;
  /** How many problems there are when `problems` is only the first of them (core mode). */
  total?: number;
}) {
  const { t } = useTranslation();
  const known = useCodeIndexContext();
  const shown = props.problems.slice(0, SHOWN);
  const codes = props.codes ?? codesOf(shown, props.data);
  const total = props.total ?? props.problems.length;
  return (
    <>
      <ul>
        {shown.map((problem, index) => (
          <li key={`${problem.id}-${problem.field}-${problem.sku}-${problem.code}-${index}`}>
            <button
              type="button"
              className={`problem problem-${problem.severity}`}
              onClick={() => {
                props.onJump(problem);
              }}
            >
              <span className="problem-where">
                {t(`grid.tab.${problem.grid}`)} ·{' '}
                {codes.get(`${problem.grid}:${problem.id}`) || t('grid.problems.noCode')} ·{' '}
                {t(`grid.column.${problem.field}`)}
              </span>
              <span>{problemText(t, problem, known)}</span>
            </button>
          </li>
        ))}
      </ul>
      {total > shown.length && (
        <p className="muted">{t('grid.problems.more', { count: total - shown.length })}</p>
      )}
    </>
  );
});
