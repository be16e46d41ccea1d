import { useTranslation } from 'react-i18next';
import type { GridName } from '../../../../app/catalog/rows.ts';
import type { FileProblemData } from '../../files/problems.ts';
import { HEADER_EXAMPLES } from './examples.ts';

/** Why a file could not be opened, in words a user can act on, and a way to try another. */
export function FileProblemMessage(props: {
  grid: GridName;
  fileName: string;
  problem: FileProblemData;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const { code, detail } = props.problem;
  const quoteRow = /^quote-row:(\d+)$/.exec(detail)?.[1];
  const message =
    code === 'broken' && quoteRow !== undefined
      ? t('catalogFiles.problem.brokenQuote', { row: quoteRow })
      : t(`catalogFiles.problem.${code}`, { examples: HEADER_EXAMPLES[props.grid] });
  return (
    <div className="file-problem">
      <div className="alert alert-error" role="alert">
        <strong className="alert-title">{t('catalogFiles.problem.title')}</strong>
        <p>
          <span className="file-name">{props.fileName}</span>: {message}
        </p>
      </div>
      <div className="actions">
        <button type="button" className="button primary" onClick={props.onAnother}>
          {t('catalogFiles.problem.another')}
        </button>
      </div>
    </div>
  );
}
