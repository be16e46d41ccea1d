import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../app/catalog/validation.ts';

const SHOWN = 200;

/** Problems of the catalog; clicking one selects its cell. */
export function ProblemList(props: {
  problems: readonly Problem[];
  codeOf: (problem: Problem) => string;
  onJump: (problem: Problem) => void;
}) {
  const { t } = useTranslation();
  if (props.problems.length === 0) return null;
  const errors = props.problems.filter((p) => p.severity === 'error').length;
  return (
    <details className="problem-list" open>
      <summary>
        {t('grid.problems.summary', { errors, warnings: props.problems.length - errors })}
      </summary>
      <ul>
        {props.problems.slice(0, SHOWN).map((problem, index) => (
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
                {props.codeOf(problem) || t('grid.problems.noCode')} ·{' '}
                {t(`grid.column.${problem.field}`)}
              </span>
              <span>{t(`grid.problem.${problem.code}`, { value: problem.value })}</span>
            </button>
          </li>
        ))}
      </ul>
      {props.problems.length > SHOWN && (
        <p className="muted">{t('grid.problems.more', { count: props.problems.length - SHOWN })}</p>
      )}
    </details>
  );
}
