import { useTranslation } from 'react-i18next';
import type { AtRiskChoice } from '../../../app/imports/at-risk.ts';
import type { UnchangedChoice } from '../../../app/imports/unchanged.ts';
import type { ImportPreview } from '../../../app/imports/schemas.ts';
import { AtRiskList } from './AtRiskList.tsx';
import { ChangesList } from './ChangesList.tsx';
import { LeftOutList } from './LeftOutList.tsx';
import { PLAN_GRIDS, planFacts, skuList, type PlanGrid } from './plan-summary.ts';
import { RequestTable } from './RequestTable.tsx';
import { UnchangedList } from './UnchangedList.tsx';
import { useDurationText } from './use-duration.ts';

/** The plan as "Review and send" shows it: totals, time, what is atomic, warnings, requests. */
export function PlanView(props: {
  profileId: string;
  preview: ImportPreview;
  codeOf: (grid: PlanGrid, draftId: string) => string;
  canSend: boolean;
  sending: boolean;
  onSend: () => void;
  /** The per-send choice: stop at the first refusal instead of finding the refused rows. */
  stopAtRefusal: boolean;
  onStopAtRefusal: (stop: boolean) => void;
  /** Products at risk: left out until their master is fixed, or sent anyway. */
  atRiskChoice: AtRiskChoice;
  onAtRiskChoice: (choice: AtRiskChoice) => void;
  /** Rows the same as last sent: left out (the default), or sent anyway. */
  unchangedChoice: UnchangedChoice;
  onUnchangedChoice: (choice: UnchangedChoice) => void;
  /** The plan shown is the last choice's while the new one is made: nothing is sent meanwhile. */
  replanning: boolean;
}) {
  const { t, i18n } = useTranslation();
  const duration = useDurationText();
  const { preview } = props;
  const facts = planFacts(preview);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const sameLeftOut =
    preview.unchanged.choice === 'leave_out' &&
    PLAN_GRIDS.some((grid) => preview.unchanged[grid].same > 0);

  return (
    <>
      {PLAN_GRIDS.some((grid) => preview.unchanged[grid].same > 0) && (
        <UnchangedList
          profileId={props.profileId}
          unchanged={preview.unchanged}
          choice={props.unchangedChoice}
          onChoice={props.onUnchangedChoice}
          replanning={props.replanning}
        />
      )}
      {PLAN_GRIDS.some((grid) => preview.unchanged[grid].changed > 0) && (
        <ChangesList profileId={props.profileId} />
      )}
      {preview.atRisk.products.length > 0 && (
        <AtRiskList
          atRisk={preview.atRisk}
          choice={props.atRiskChoice}
          onChoice={props.onAtRiskChoice}
          replanning={props.replanning}
        />
      )}
      <section
        className="card send-plan"
        aria-labelledby="plan-title"
        aria-busy={props.replanning}
        data-testid="send-plan"
      >
        <h2 id="plan-title">{t('send.plan.heading')}</h2>
        {facts.requests === 0 ? (
          <p>{t(sameLeftOut ? 'sendUnchanged.nothing' : 'send.nothing')}</p>
        ) : (
          <>
            <p className="send-plan-summary" data-testid="plan-summary">
              {t('send.plan.summary', {
                requests: t('send.plan.requests', { count: facts.requests }),
                rows: t('send.plan.rows', { count: facts.rows }),
              })}
            </p>
            <dl className="send-counts">
              {PLAN_GRIDS.map((grid) => (
                <div key={grid}>
                  <dt>{t(`send.kinds.${grid}`)}</dt>
                  <dd>{number(preview.totals[grid])}</dd>
                </div>
              ))}
            </dl>
            <p className="muted">
              {facts.extraRequests === 0
                ? t('send.plan.fewest')
                : t('send.plan.atLeast', {
                    requests: number(facts.requests),
                    fewest: number(facts.fewest),
                  })}
            </p>
            <p data-testid="plan-time">
              {facts.withinOneWindow
                ? t('send.plan.timeWithin')
                : t('send.plan.timeAtBest', { time: duration(facts.fastestMs) })}
            </p>
          </>
        )}
        <h3 className="send-subheading">{t('send.plan.atomicHeading')}</h3>
        <p data-testid="plan-atomic">{t('send.plan.atomic')}</p>
        <label className="send-option">
          <input
            type="checkbox"
            checked={props.stopAtRefusal}
            onChange={(event) => {
              props.onStopAtRefusal(event.currentTarget.checked);
            }}
          />
          <span>
            {t('send.plan.stopAtRefusal')}
            <span className="muted small send-option-note">{t('send.plan.stopAtRefusalNote')}</span>
          </span>
        </label>
        <div className="send-actions">
          <button
            type="button"
            className="button primary"
            disabled={!props.canSend || props.replanning || facts.requests === 0}
            onClick={props.onSend}
          >
            {props.sending ? t('send.starting') : t('send.sendButton', { count: facts.requests })}
          </button>
        </div>
      </section>
      {preview.fewerSkus.length > 0 && (
        <section
          className="card send-warning"
          aria-labelledby="fewer-skus-title"
          data-testid="fewer-skus"
        >
          <h2 id="fewer-skus-title">
            {t('send.fewerSkus.heading', { count: preview.fewerSkus.length })}
          </h2>
          <p>{t('send.fewerSkus.body')}</p>
          <ul className="send-sku-list">
            {preview.fewerSkus.map((product) => (
              <li key={product.draftId}>
                <code>{product.code}</code>{' '}
                {t('send.fewerSkus.notListed', { skus: skuList(product.notListed) })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {preview.leftOut.length > 0 && (
        <LeftOutList leftOut={preview.leftOut} codeOf={props.codeOf} />
      )}
      {facts.requests > 0 && <RequestTable requests={preview.requests} />}
    </>
  );
}
