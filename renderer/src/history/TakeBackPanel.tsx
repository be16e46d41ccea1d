import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_CHANGED_LATER,
  type ChangedLaterChoice,
  type TakeBackListed,
  type TakeBackReason,
} from '../../../app/imports/take-back.ts';
import { catalogStore } from '../drafts/use-catalog-store.ts';
import { flushCoreWrites } from '../drafts/core-windows.ts';
import { useCallMutation, useCallQuery } from '../lib/queries.ts';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { formatTime } from '../ui/format.ts';
import './take-back.css';

const REASONS: readonly TakeBackReason[] = ['first_sent', 'changed_later', 'cannot_clear'];
const COUNT_OF: Record<TakeBackReason, 'firstSent' | 'changedLater' | 'cannotClear'> = {
  first_sent: 'firstSent',
  changed_later: 'changedLater',
  cannot_clear: 'cannotClear',
};

/**
 * "Take back this send": what putting back the values sent before this send would do, the rows
 * it cannot take back and why, and the button that puts them in the draft and opens the review.
 */
export function TakeBackPanel({ importId }: { importId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [changedLater, setChangedLater] = useState<ChangedLaterChoice>(DEFAULT_CHANGED_LATER);
  const plan = useCallQuery(
    'imports.takeBackPlan',
    { importId, changedLater },
    { refetchOnMount: 'always' },
  );
  const write = useCallMutation('imports.takeBack');
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const data = plan.data?.importId === importId ? plan.data : null;

  const put = async () => {
    // Edits typed a moment ago are saved first, so main sees them (and never writes over them);
    // in core mode, answered by the core.
    await Promise.all([catalogStore().flush(), flushCoreWrites()]);
    await write.mutateAsync({ importId, changedLater });
    await navigate({ to: '/send' });
  };

  const rowText = (row: TakeBackListed): string => {
    const what = `${t(`takeBack.kind.${row.grid}`)} ${row.code}`;
    if (row.reason !== 'cannot_clear' || row.fields.length === 0) return what;
    const fields = row.fields.map((field) => t(`takeBack.field.${field}`)).join(', ');
    return `${what}: ${t('takeBack.keeps', { fields })}`;
  };

  return (
    <section
      id="take-back"
      className="card take-back"
      aria-labelledby="take-back-title"
      data-testid="take-back"
      aria-busy={plan.isFetching}
    >
      <h2 id="take-back-title">{t('takeBack.heading')}</h2>
      <p className="muted">{t('takeBack.intro')}</p>
      {plan.error && <ErrorAlert title={t('takeBack.failed')} error={plan.error.error} />}
      {data === null && plan.isPending && <p className="muted">{t('takeBack.reading')}</p>}
      {data !== null && (
        <>
          <p className="take-back-count" data-testid="take-back-count">
            {data.counts.takenBack > 0
              ? t('takeBack.toPutBack', {
                  count: data.counts.takenBack,
                  n: number(data.counts.takenBack),
                })
              : t('takeBack.nothing')}
          </p>
          {data.counts.unchanged > 0 && (
            <p className="muted">
              {t('takeBack.unchanged', {
                count: data.counts.unchanged,
                n: number(data.counts.unchanged),
              })}
            </p>
          )}
          {data.listed.length > 0 && (
            <div className="take-back-listed" data-testid="take-back-listed">
              <h3>{t('takeBack.notTakenBack')}</h3>
              {REASONS.map((reason) => {
                const count = data.counts[COUNT_OF[reason]];
                if (count === 0) return null;
                const rows = data.listed.filter((row) => row.reason === reason);
                return (
                  <div key={reason} data-testid="take-back-reason" data-reason={reason}>
                    <p>{t(`takeBack.reason.${reason}`, { count, n: number(count) })}</p>
                    <ul className="take-back-rows">
                      {rows.map((row) => (
                        <li
                          key={`${row.grid}:${row.code}`}
                          data-testid="take-back-row"
                          data-code={row.code}
                        >
                          {rowText(row)}
                          {row.laterImportId !== null && row.laterAt !== null && (
                            <>
                              {' — '}
                              <Link
                                to="/history/$importId"
                                params={{ importId: row.laterImportId }}
                              >
                                {t('takeBack.laterSend', {
                                  time: formatTime(row.laterAt, i18n.language),
                                })}
                              </Link>
                            </>
                          )}
                        </li>
                      ))}
                      {rows.length < count && (
                        <li className="muted">
                          {t('takeBack.more', { n: number(count - rows.length) })}
                        </li>
                      )}
                    </ul>
                    {reason === 'changed_later' && (
                      <label className="take-back-option">
                        <input
                          type="checkbox"
                          role="switch"
                          checked={changedLater === 'take_back'}
                          onChange={(event) => {
                            setChangedLater(event.currentTarget.checked ? 'take_back' : 'leave');
                          }}
                        />
                        <span>
                          {t('takeBack.anyway')}
                          <span className="muted small take-back-note">
                            {t('takeBack.anywayNote')}
                          </span>
                        </span>
                      </label>
                    )}
                  </div>
                );
              })}
            </div>
          )}
          {data.unsentEdits > 0 && (
            <div className="take-back-blocked" role="note" data-testid="take-back-unsent">
              <p>
                {t('takeBack.unsent', { count: data.unsentEdits, n: number(data.unsentEdits) })}
              </p>
              <Link to="/send" className="button small">
                {t('takeBack.openReview')}
              </Link>
            </div>
          )}
          {write.error && (
            <ErrorAlert title={t('takeBack.writeFailed')} error={write.error.error} />
          )}
          <div className="take-back-actions">
            <button
              type="button"
              className="button primary"
              disabled={data.counts.takenBack === 0 || data.unsentEdits > 0 || write.isPending}
              onClick={() => {
                put().catch(() => undefined); // the mutation's error is shown above
              }}
            >
              {t('takeBack.put')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
