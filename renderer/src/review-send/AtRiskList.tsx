import { useTranslation } from 'react-i18next';
import type { AtRiskChoice } from '../../../app/imports/at-risk.ts';
import type { ImportPreview } from '../../../app/imports/schemas.ts';
import { DraftRowList, FixLinks } from './DraftRowList.tsx';

const CHOICES: readonly AtRiskChoice[] = ['leave_out', 'send'];

/**
 * Products naming a brand or colour that is left out and was never sent from this connection:
 * why, per master, and the choice to leave them out until it is fixed or send them anyway.
 */
export function AtRiskList(props: {
  atRisk: ImportPreview['atRisk'];
  choice: AtRiskChoice;
  onChoice: (choice: AtRiskChoice) => void;
  /** The plan is being made again for a new choice. */
  replanning: boolean;
}) {
  const { t } = useTranslation();
  const { masters, products } = props.atRisk;
  const kind = (grid: 'brands' | 'colors') => t(`send.atRisk.kind.${grid}`);
  const reason = (code: string) =>
    t(`send.leftOut.reasons.${code}`, { defaultValue: code.replaceAll('_', ' ') });
  const rows = products.map((product) => ({ ...product, grid: 'products' as const }));
  const grids = (['brands', 'colors'] as const).filter((grid) =>
    masters.some((master) => master.grid === grid),
  );
  return (
    <section
      className="card send-warning send-at-risk"
      aria-labelledby="at-risk-title"
      data-testid="at-risk"
      data-choice={props.choice}
    >
      <h2 id="at-risk-title">{t('send.atRisk.heading', { count: products.length })}</h2>
      <ul className="send-reasons">
        {masters.map((master) => (
          <li
            key={`${master.grid}:${master.code}`}
            data-testid="at-risk-master"
            data-code={master.code}
          >
            {t('send.atRisk.master', {
              count: master.products,
              kind: kind(master.grid),
              code: master.code,
            })}{' '}
            <span className="muted">
              {t('send.atRisk.why', {
                code: master.code,
                reasons: master.reasons.map(reason).join('; '),
              })}
            </span>
          </li>
        ))}
      </ul>
      <p className="muted small">{t('send.atRisk.known')}</p>
      <fieldset className="send-choice">
        <legend>{t('send.atRisk.choice')}</legend>
        {CHOICES.map((choice) => (
          <label key={choice} className="send-option">
            <input
              type="radio"
              name="at-risk-choice"
              value={choice}
              checked={props.choice === choice}
              onChange={() => {
                props.onChoice(choice);
              }}
            />
            <span>
              {t(`send.atRisk.${choice}`)}
              <span className="muted small send-option-note">{t(`send.atRisk.${choice}Note`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {props.replanning && (
        <p aria-live="polite" aria-busy="true" className="muted">
          {t('send.atRisk.replanning')}
        </p>
      )}
      <DraftRowList
        label={t('send.atRisk.list')}
        rows={rows}
        noteOf={(row) =>
          t('send.atRisk.names', {
            masters: row.masters.map((m) => `${kind(m.grid)} ${m.code}`).join(', '),
          })
        }
      />
      <FixLinks grids={grids} />
    </section>
  );
}
