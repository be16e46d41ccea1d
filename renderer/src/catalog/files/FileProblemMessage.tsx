import { useTranslation } from 'react-i18next';
import type { GridName } from '../../../../app/catalog/rows.ts';
import type { FileProblemData } from '../../table-files/problems.ts';
import { HEADER_EXAMPLES } from './examples.ts';
import { fileProblemText } from './problem-text.ts';

/** Why a file could not be opened, in words a user can act on, whole, and a way to try another. */
export function FileProblemMessage(props: {
  grid: GridName;
  fileName: string;
  problem: FileProblemData;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation();
  const text = fileProblemText(props.problem, i18n.language);
  const message = t(`catalogFiles.problem.${text.key}`, {
    ...text.params,
    examples: HEADER_EXAMPLES[props.grid],
  });
  return (
    <div className="file-problem">
      <div className="alert alert-error" role="alert">
        <strong className="alert-title">{t('catalogFiles.problem.title')}</strong>
        <p>
          <span className="file-name">{props.fileName}</span>: {message}
        </p>
        {text.detail !== null && <p className="alert-detail file-problem-detail">{text.detail}</p>}
      </div>
      <div className="actions">
        <button type="button" className="button primary" onClick={props.onAnother}>
          {t('catalogFiles.problem.another')}
        </button>
      </div>
    </div>
  );
}
