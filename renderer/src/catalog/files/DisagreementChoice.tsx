import { useTranslation } from 'react-i18next';
import { DISAGREEMENT_CHOICES, type DisagreementChoice } from '../../../../app/catalog/rows.ts';
import type { DisagreeingFileProduct } from './file-rows.ts';

/**
 * Products whose file rows disagree on name or brand: the user chooses what becomes of them
 * (only the SKUs of the rows that agree with the first, every SKU, or none of the product), and
 * the rows the choice leaves out are listed by spreadsheet row.
 */
export function DisagreementChoiceField(props: {
  disagreeing: readonly DisagreeingFileProduct[];
  choice: DisagreementChoice;
  onChoice: (choice: DisagreementChoice) => void;
}) {
  const { t } = useTranslation();
  const leftOut = props.disagreeing.filter((product) => product.leftOutRows.length > 0);
  return (
    <div className="file-disagreement" data-testid="disagreement-choice">
      <fieldset className="file-existing-choice">
        <legend>
          {t('catalogFiles.disagreement.question', { count: props.disagreeing.length })}
        </legend>
        {DISAGREEMENT_CHOICES.map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name="disagreeing-rows"
              checked={props.choice === choice}
              onChange={() => {
                props.onChoice(choice);
              }}
            />
            {t(`catalogFiles.disagreement.${choice}`)}
          </label>
        ))}
      </fieldset>
      {leftOut.length > 0 ? (
        <details className="file-existing-list" data-testid="disagreement-left-out">
          <summary>{t('catalogFiles.disagreement.leftOut', { count: leftOut.length })}</summary>
          <ul>
            {leftOut.map((product) => (
              <li key={product.product_code}>
                {t('catalogFiles.disagreement.leftOutRows', {
                  code: product.product_code,
                  rows: product.leftOutRows.join(', '),
                })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {props.choice !== 'leave-out' && (
        <p className="file-note">{t('catalogFiles.disagreement.marked')}</p>
      )}
    </div>
  );
}
