import { Link } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryDetail } from '../../../app/imports/schemas.ts';
import { MessageText } from './MessageText.tsx';
import { PLAN_GRIDS } from './plan-summary.ts';
import { resultsSummary, type RequestOutcome } from './results.ts';
import { DraftRowList, FixLinks } from './DraftRowList.tsx';
import { ExpandedRow, ExpandToggle } from './ExpandableRow.tsx';
import { VirtualList } from './VirtualList.tsx';

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
  const notApplied = summary.requests.filter((r) => r.state !== 'done');

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
          <p>{t('send.results.applied', { rows: number(summary.rowsApplied) })}</p>
        )}
        {summary.rowsKept > 0 && (
          <p>{t('send.results.kept', { rows: number(summary.rowsKept) })}</p>
        )}
        <OutcomeTable requests={summary.requests} />
        <p className="send-links">
          <Link to="/catalog" className="link-button">
            {t('send.toCatalog')}
          </Link>
          <Link
            to="/history/$importId"
            params={{ importId: detail.importId }}
            className="link-button"
          >
            {t('send.results.inHistory')}
          </Link>
        </p>
      </section>
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
                <tr data-request={n} data-state={request.state}>
                  <th scope="row">{n}</th>
                  <td className={`send-state state-${request.state}`}>
                    {t(`send.results.states.${request.state}`)}
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
