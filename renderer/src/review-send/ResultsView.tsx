import { Link } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryDetail } from '../../../app/imports/schemas.ts';
import { MessageText } from './MessageText.tsx';
import { OutcomeWords } from '../ui/OutcomeWords.tsx';
import { requestFateTone } from '../ui/outcome-words.ts';
import { PLAN_GRIDS } from './plan-summary.ts';
import { resultsSummary, type RequestOutcome, type ResultsSummary } from './results.ts';
import { DraftRowList, FixLinks } from './DraftRowList.tsx';
import { ExpandedRow, ExpandToggle } from './ExpandableRow.tsx';
import { VirtualList } from './VirtualList.tsx';
import { ToCatalogLink } from './SendTitleRow.tsx';

/** Requests not applied shown one card each; History lists every one. */
const SHOWN_NOT_APPLIED = 20;

/** An ended import: totals, each request's result, and the refused ones with their rows. */
export function ResultsView({ detail }: { detail: HistoryDetail }) {
  const { t, i18n } = useTranslation();
  const summary = resultsSummary(detail);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const masterKinds = Object.entries(summary.mastersCreated).filter(([, count]) => count > 0);
  const kindName = (kind: string) => t(`send.kinds.${kind}`, { defaultValue: kind });
  const masters =
    masterKinds.length === 0
      ? t('send.results.noMasters')
      : masterKinds
          .map(([kind, count]) => t('send.results.masterCount', { count, kind: kindName(kind) }))
          .join(', ');
  const notApplied = summary.requestCards;

  return (
    <>
      <section className="card send-results" aria-labelledby="results-title" data-testid="results">
        <h2 id="results-title">{t('send.results.heading')}</h2>
        <p data-testid="results-totals">
          {t('send.results.totals', {
            masters,
            created: number(summary.productsCreated),
            updated: number(summary.productsUpdated),
          })}
        </p>
        <p className="muted">{t('send.results.mastersNote')}</p>
        {summary.rowsApplied > 0 && (
          <p>
            {t('send.results.applied', {
              count: summary.rowsApplied,
              rows: number(summary.rowsApplied),
            })}
          </p>
        )}
        {summary.rowsKept > 0 && (
          <p>
            {t('send.results.kept', { count: summary.rowsKept, rows: number(summary.rowsKept) })}
          </p>
        )}
        <OutcomeWords entry={detail} />
        <OutcomeTable requests={summary.requests} />
        <p className="send-links">
          <ToCatalogLink />
          <Link
            to="/history/$importId"
            params={{ importId: detail.importId }}
            className="link-button"
          >
            {t('send.results.inHistory')}
          </Link>
        </p>
      </section>
      {summary.rowsNotApplied.length > 0 && <RowsNotApplied rows={summary.rowsNotApplied} />}
      {notApplied.slice(0, SHOWN_NOT_APPLIED).map((request) => (
        <NotApplied key={request.seq} request={request} />
      ))}
      {notApplied.length > SHOWN_NOT_APPLIED && (
        <p className="muted">
          {t('send.results.moreNotApplied', { count: notApplied.length - SHOWN_NOT_APPLIED })}
        </p>
      )}
    </>
  );
}

function OutcomeTable({ requests }: { requests: RequestOutcome[] }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const masterKinds = PLAN_GRIDS.filter((grid) => grid !== 'products');
  return (
    <div className="table-scroll">
      <table className="simple-table send-table" data-testid="results-table">
        <caption className="visually-hidden">{t('send.results.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('send.requests.number')}</th>
            <th scope="col">{t('send.results.state')}</th>
            {masterKinds.map((kind) => (
              <th key={kind} scope="col" className="num">
                {t(`send.kinds.${kind}`)} · {t('send.results.created')}
              </th>
            ))}
            <th scope="col" className="num">
              {t('send.kinds.products')} · {t('send.results.created')}
            </th>
            <th scope="col" className="num">
              {t('send.kinds.products')} · {t('send.results.updated')}
            </th>
            <th scope="col">{t('send.kinds.products')}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => {
            const n = request.seq + 1;
            const products = [
              ...request.productsCreated.map((code) => ({ code, created: true })),
              ...request.productsUpdated.map((code) => ({ code, created: false })),
            ];
            const expanded = open === request.seq;
            return (
              <Fragment key={request.seq}>
                <tr data-request={n} data-state={request.state} data-fate={request.fate}>
                  <th scope="row">{n}</th>
                  <td className={`send-state tone-${requestFateTone(request.fate)}`}>
                    {t(`send.results.fates.${request.fate}`)}
                  </td>
                  {masterKinds.map((kind) => (
                    <td key={kind} className="num">
                      {request.mastersCreated === null
                        ? '—'
                        : number(request.mastersCreated[kind] ?? 0)}
                    </td>
                  ))}
                  <td className="num">
                    {request.state === 'done' ? number(request.productsCreated.length) : '—'}
                  </td>
                  <td className="num">
                    {request.state === 'done' ? number(request.productsUpdated.length) : '—'}
                  </td>
                  <td>
                    {products.length > 0 && (
                      <ExpandToggle
                        expanded={expanded}
                        controls={`result-products-${n}`}
                        label={t(
                          expanded ? 'send.results.hideProducts' : 'send.results.showProducts',
                          { n },
                        )}
                        onToggle={() => {
                          setOpen(expanded ? null : request.seq);
                        }}
                      />
                    )}
                  </td>
                </tr>
                {expanded && (
                  <ExpandedRow id={`result-products-${n}`} colSpan={masterKinds.length + 5}>
                    <VirtualList
                      label={t('send.results.productsOf', { n })}
                      items={products}
                      keyOf={(p) => p.code}
                      render={(p) => (
                        <>
                          <code className="send-row-code">{p.code}</code>
                          <span className={p.created ? 'send-created' : 'send-updated'}>
                            {t(
                              p.created
                                ? 'send.results.productCreated'
                                : 'send.results.productUpdated',
                            )}
                          </span>
                        </>
                      )}
                    />
                  </ExpandedRow>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Rows shown one by one; History lists every one. */
const SHOWN_ROWS = 200;

/** The rows not applied, each with why, and a link to its row (and cell) in the grid. */
function RowsNotApplied({ rows }: { rows: ResultsSummary['rowsNotApplied'] }) {
  const { t } = useTranslation();
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <section
      className="card send-refused"
      aria-labelledby="rows-not-applied"
      data-testid="rows-not-applied"
    >
      <h2 id="rows-not-applied">{t('send.results.rowsHeading')}</h2>
      <p>{t('send.results.rowsIntro')}</p>
      <ul className="send-row-outcomes" aria-label={t('send.results.rowsLabel')}>
        {shown.map((row) => (
          <li key={`${row.grid}:${row.draftId}`} data-fate={row.fate} data-code={row.code}>
            <span className="send-row-grid">{t(`send.grid.${row.grid}`)}</span>
            <code className="send-row-code">{row.code === '' ? t('send.noCode') : row.code}</code>
            <span className="send-row-reason">
              {row.fate === 'refused' && (
                <>
                  {row.field !== null && <code>{row.field}</code>}
                  {row.field !== null && ': '}
                  <q>{row.message}</q>
                </>
              )}
              {row.fate === 'waiting' &&
                t('send.results.rowWaiting', { masters: row.masters.join(', ') })}
              {row.fate === 'not_sent' && (row.message ?? t('send.results.rowNotSent'))}
              {row.fate === 'unanswered' && (row.message ?? t('send.results.rowUnanswered'))}
            </span>
            <Link
              to="/catalog/$grid"
              params={{ grid: row.grid }}
              search={{ row: row.draftId, ...(row.field === null ? {} : { field: row.field }) }}
              className="link-button small"
            >
              {t('send.results.showInGrid')}
            </Link>
          </li>
        ))}
      </ul>
      {rows.length > SHOWN_ROWS && (
        <p className="muted">{t('send.results.moreRows', { count: rows.length - SHOWN_ROWS })}</p>
      )}
    </section>
  );
}

/** A request that was not applied: why, and its rows (still in the draft) with the service's words. */
function NotApplied({ request }: { request: RequestOutcome }) {
  const { t } = useTranslation();
  const n = request.seq + 1;
  const grids = PLAN_GRIDS.filter((grid) => request.keptRows.some((row) => row.grid === grid));
  return (
    <section
      className="card send-refused"
      aria-labelledby={`refused-${n}`}
      data-testid="refused-request"
      data-request={n}
    >
      <h2 id={`refused-${n}`}>{t('send.results.refusedHeading', { n })}</h2>
      {request.error && <MessageText kind={request.error.kind} text={request.error.text} />}
      {request.generalProblems.length > 0 && (
        <ul className="send-problems">
          {request.generalProblems.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      <p>{t('send.results.refusedRows')}</p>
      <DraftRowList
        label={t('send.requests.rowsOf', { n })}
        rows={request.keptRows}
        noteOf={(row) => row.messages.join(' · ')}
      />
      <FixLinks grids={grids} />
    </section>
  );
}
