import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../app/catalog/validation.ts';
import type { CatalogData } from '../drafts/catalog-data.ts';
import { problemText } from './problem-text.ts';
import { useCodeIndexContext } from './code-index-context.ts';

const SHOWN = 200;

/** The codes of the rows these problems are on (one pass over each grid, not one per problem). */
function codesOf(problems: readonly Problem[], data: CatalogData): Map<string, string> {
  const wanted = new Set(problems.map((p) => `${p.grid}:${p.id}`));
  const codes = new Map<string, string>();
  for (const grid of ['brands', 'colors'] as const) {
    for (const e of data[grid]) {
      if (wanted.has(`${grid}:${e.id}`)) codes.set(`${grid}:${e.id}`, e.row.code);
    }
  }
  for (const e of data.products) {
    if (wanted.has(`products:${e.id}`)) codes.set(`products:${e.id}`, e.row.product_code);
  }
  return codes;
}

/** Problems of the catalog (inside ProblemPane, which folds it); clicking one selects its cell. */
export const ProblemList = memo(function ProblemList(props: {
  problems: readonly Problem[];
  data: CatalogData;
  onJump: (problem: Problem) => void;
}) {
  const { t } = useTranslation();
  const known = useCodeIndexContext();
  const shown = props.problems.slice(0, SHOWN);
  const codes = codesOf(shown, props.data);
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
      {props.problems.length > SHOWN && (
        <p className="muted">{t('grid.problems.more', { count: props.problems.length - SHOWN })}</p>
      )}
    </>
  );
});
