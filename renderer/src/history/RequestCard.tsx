import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asLabel } from '../ui/format.ts';
import { requestFateTone } from '../ui/outcome-words.ts';
import {
  batchError,
  mastersCreated,
  productCounts,
  rowFateKey,
  rowOutcomeText,
  rowProblems,
  unplacedProblems,
  type HistoryBatch,
} from './history-rows.ts';

/** One request of an import: its key, status, result or error, and (on demand) the rows it held. */
export function RequestCard({ batch }: { batch: HistoryBatch }) {
  const { t } = useTranslation();
  const number = batch.seq + 1;
  const headingId = `request-${number}`;
  const products = productCounts(batch);
  const masters = batch.result === null ? [] : mastersCreated(batch.result.created);
  const label = asLabel(t);
  const errors = [batchError(batch, label) ?? '', ...unplacedProblems(batch)].filter(
    (text) => text !== '',
  );
  // Refused rows are what staff come here for: their list starts open.
  const [open, setOpen] = useState(batch.state === 'failed');
  return (
    <section
      className="card history-request"
      aria-labelledby={headingId}
      data-request={number}
      data-state={batch.state}
      data-fate={batch.fate}
    >
      <h2 id={headingId}>
        {t('history.detail.request', { number })}{' '}
        <span className={`history-outcome tone-${requestFateTone(batch.fate)}`}>
          {t(`history.requestFate.${batch.fate}`)}
        </span>
      </h2>
      <dl className="props history-props">
        <dt>{t('history.detail.key')}</dt>
        <dd>
          <code className="break">{batch.idempotencyKey}</code>
        </dd>
        <dt>{t('history.detail.httpStatus')}</dt>
        <dd>{batch.responseStatus ?? '—'}</dd>
        <dt>{t('history.detail.attempts')}</dt>
        <dd>{batch.attempts}</dd>
        {batch.result !== null && (
          <>
            <dt>{t('history.detail.mastersCreated')}</dt>
            <dd>
              {masters.length === 0
                ? t('history.detail.noneCreated')
                : masters
                    .map(([kind, count]) =>
                      t('history.created', {
                        count,
                        kind: t(`history.kind.${kind}`, { defaultValue: kind }),
                      }),
                    )
                    .join(' · ')}
            </dd>
            <dt>{t('history.detail.products')}</dt>
            <dd>{t('history.createdUpdated', products)}</dd>
          </>
        )}
        {errors.length > 0 && (
          <>
            <dt>{t('history.detail.error')}</dt>
            <dd className="history-error">
              {errors.map((text, index) => (
                <p key={index} className="break">
                  {text}
                </p>
              ))}
            </dd>
          </>
        )}
      </dl>
      <details
        open={open}
        onToggle={(event) => {
          setOpen(event.currentTarget.open);
        }}
      >
        <summary>
          {t('history.detail.rowsLabel', { number })} ({batch.rows.length})
        </summary>
        {open && (
          <div className="table-scroll">
            <table className="simple-table history-rows">
              <caption className="visually-hidden">
                {t('history.detail.rowsLabel', { number })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('history.detail.colKind')}</th>
                  <th scope="col">{t('history.detail.colCode')}</th>
                  <th scope="col">{t('history.detail.colOutcome')}</th>
                  <th scope="col">{t('history.detail.colProblems')}</th>
                </tr>
              </thead>
              <tbody>
                {batch.rows.map((row) => {
                  const outcome = rowFateKey(row);
                  return (
                    <tr key={`${row.grid}:${row.draftId}`} data-code={row.code}>
                      <td>{t(`history.kind.${row.grid}`)}</td>
                      <td>
                        <code>{row.code}</code>
                      </td>
                      <td data-outcome={outcome} data-fate={row.fate}>
                        {rowOutcomeText(batch, row, label)}
                      </td>
                      <td className="history-problems">
                        {rowProblems(batch, row.draftId).join(' / ')}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </section>
  );
}
