import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../app/catalog/validation.ts';
import type { CatalogData } from '../drafts/catalog-data.ts';
import { problemText } from './problem-text.ts';
import { useCodeIndexContext } from './code-index-context.ts';

const SHOWN = 200;
/** Below this window height the list starts folded to its one-line summary, so the grid keeps room. */
const OPEN_FROM_HEIGHT = 720;

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

/** Problems of the catalog; clicking one selects its cell. */
export const ProblemList = memo(function ProblemList(props: {
  problems: readonly Problem[];
  data: CatalogData;
  onJump: (problem: Problem) => void;
}) {
  const { t } = useTranslation();
  const known = useCodeIndexContext();
  const [open, setOpen] = useState(() => window.innerHeight >= OPEN_FROM_HEIGHT);
  // A window made shorter than that folds the list too; the user can open it again.
  useEffect(() => {
    let tall = window.innerHeight >= OPEN_FROM_HEIGHT;
    const onResize = () => {
      const nowTall = window.innerHeight >= OPEN_FROM_HEIGHT;
      if (tall && !nowTall) setOpen(false);
      tall = nowTall;
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
    };
  }, []);
  if (props.problems.length === 0) return null;
  const errors = props.problems.filter((p) => p.severity === 'error').length;
  const shown = props.problems.slice(0, SHOWN);
  const codes = codesOf(shown, props.data);
  return (
    <details
      className="problem-list"
      open={open}
      onToggle={(e) => {
        setOpen(e.currentTarget.open);
      }}
    >
      <summary>
        {t('grid.problems.summary', {
          errors: t('grid.problems.errors', { count: errors }),
          warnings: t('grid.problems.warnings', { count: props.problems.length - errors }),
        })}
      </summary>
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
    </details>
  );
});
