import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '../../../app/imports/schemas.ts';
import { PLAN_GRIDS } from './plan-summary.ts';
import { DraftRowList } from './DraftRowList.tsx';
import { ExpandedRow, ExpandToggle } from './ExpandableRow.tsx';

/** One line per request of the plan (counts per kind, what it needs); its rows on demand. */
export function RequestTable({ requests }: { requests: ImportPreview['requests'] }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <section className="card send-requests" aria-labelledby="requests-title">
      <h2 id="requests-title">{t('send.requests.heading')}</h2>
      <div className="table-scroll">
        <table className="simple-table send-table" data-testid="plan-requests">
          <caption className="visually-hidden">{t('send.requests.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('send.requests.number')}</th>
              {PLAN_GRIDS.map((grid) => (
                <th key={grid} scope="col" className="num">
                  {t(`send.kinds.${grid}`)}
                </th>
              ))}
              <th scope="col">{t('send.requests.waitsFor')}</th>
              <th scope="col">{t('send.requests.rows')}</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => {
              const n = request.seq + 1;
              const expanded = open === request.seq;
              return (
                <Fragment key={request.seq}>
                  <tr data-request={n}>
                    <th scope="row">{n}</th>
                    {PLAN_GRIDS.map((grid) => (
                      <td key={grid} className="num">
                        {number(request.counts[grid])}
                      </td>
                    ))}
                    <td>
                      {request.dependsOn.length === 0
                        ? t('send.requests.none')
                        : t('send.requests.waitsForValue', {
                            list: request.dependsOn.map((seq) => seq + 1).join(', '),
                          })}
                    </td>
                    <td>
                      <ExpandToggle
                        expanded={expanded}
                        controls={`request-rows-${n}`}
                        label={t(expanded ? 'send.requests.hide' : 'send.requests.show', { n })}
                        onToggle={() => {
                          setOpen(expanded ? null : request.seq);
                        }}
                      />
                    </td>
                  </tr>
                  {expanded && (
                    <ExpandedRow id={`request-rows-${n}`} colSpan={PLAN_GRIDS.length + 3}>
                      <DraftRowList label={t('send.requests.rowsOf', { n })} rows={request.rows} />
                    </ExpandedRow>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
