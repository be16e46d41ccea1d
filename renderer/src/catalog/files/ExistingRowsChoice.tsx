import { useTranslation } from 'react-i18next';
import type { FileRowsPlan, OnExisting } from '../model/import-rows.ts';
import { formatNumber } from '../../ui/format.ts';

/**
 * Opening into a grid that has rows: how many rows are new and how many replace a draft row with
 * the same code (listed on demand), and the user's choice between replacing and skipping those.
 */
export function ExistingRowsChoice(props: {
  plan: FileRowsPlan;
  choice: OnExisting | null;
  onChoice: (choice: OnExisting) => void;
}) {
  const { t, i18n } = useTranslation();
  const { plan } = props;
  return (
    <div className="file-existing" data-testid="existing-rows">
      <p className="file-note">
        {t('catalogFiles.existing.summary', {
          added: formatNumber(plan.added, i18n.language),
          replacing: formatNumber(plan.replacing.length, i18n.language),
          unchanged: formatNumber(plan.unchanged, i18n.language),
        })}
      </p>
      {plan.replacing.length > 0 && (
        <>
          <details className="file-existing-list">
            <summary>{t('catalogFiles.existing.show')}</summary>
            <p>{plan.replacing.join(', ')}</p>
          </details>
          <fieldset className="file-existing-choice">
            <legend>{t('catalogFiles.existing.question')}</legend>
            {(['replace', 'skip'] as const).map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name="existing-rows"
                  checked={props.choice === choice}
                  onChange={() => {
                    props.onChoice(choice);
                  }}
                />
                {t(`catalogFiles.existing.${choice}`)}
              </label>
            ))}
          </fieldset>
          {props.choice === null && (
            <p className="file-note">{t('catalogFiles.existing.choose')}</p>
          )}
        </>
      )}
    </div>
  );
}
