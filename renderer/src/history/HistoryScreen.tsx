import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../lib/bridge-client.ts';
import { useCallQuery } from '../lib/queries.ts';
import { useConnections } from '../lib/use-connections.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { asLabel, formatTime } from '../ui/format.ts';
import { OutcomeWords } from '../ui/OutcomeWords.tsx';
import { historyListTable, notAllPlain, shownOutcome } from './history-rows.ts';
import { ImportOutcomeBadge } from './ImportOutcomeBadge.tsx';
import { ResultSummary } from './ResultSummary.tsx';
import { useCsvExport } from './use-history-export.ts';
import './history.css';

/** Imports shown at first and added by "Show older imports"; main answers at most MAX at once. */
const PAGE = 100;
const MAX = 500;

/** Every import of the active connection, newest first (the journal is local: no token needed). */
export function HistoryScreen() {
  const { t } = useTranslation();
  const { active } = useConnections();
  if (!active) return <EmptyState title={t('history.title')} body={t('history.noConnection')} />;
  return <HistoryList key={active.id} profileId={active.id} />;
}

function HistoryList({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation();
  const [limit, setLimit] = useState(PAGE);
  const query = useCallQuery('imports.history', { profileId, limit });
  const unfinished = useCallQuery('imports.list', { profileId }).data?.imports ?? [];
  const csv = useCsvExport();
  const imports = query.data?.imports ?? [];
  return (
    <section className="screen history" aria-labelledby="screen-title" aria-busy={query.isPending}>
      <div className="history-head">
        <h1 id="screen-title">{t('history.title')}</h1>
        <button
          type="button"
          className="button small"
          disabled={imports.length === 0 || csv.busy}
          onClick={() => {
            void csv.run(async () => {
              const all = await call('imports.history', { profileId, limit: MAX });
              return historyListTable(all.imports, asLabel(t), unfinished);
            }, t('history.csv.fileList'));
          }}
        >
          {t('history.exportCsv')}
        </button>
      </div>
      <p className="muted">{t('history.intro')}</p>
      {csv.error && <ErrorAlert title={t('history.exportFailed')} error={csv.error} />}
      {query.error && <ErrorAlert title={t('history.loadFailed')} error={query.error.error} />}
      {query.isPending && <p className="muted">{t('history.loading')}</p>}
      {query.isSuccess && imports.length === 0 && <p className="card">{t('history.empty')}</p>}
      {imports.length > 0 && (
        <div className="table-scroll card history-card">
          <table className="simple-table history-table">
            <caption className="visually-hidden">{t('history.listLabel')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.col.started')}</th>
                <th scope="col">{t('history.col.outcome')}</th>
                <th scope="col">{t('history.col.size')}</th>
                <th scope="col">{t('history.col.result')}</th>
              </tr>
            </thead>
            <tbody>
              {imports.map((entry) => {
                const started = formatTime(entry.createdAt, i18n.language, true);
                return (
                  <tr key={entry.importId} data-import-id={entry.importId}>
                    <td>
                      <Link
                        to="/history/$importId"
                        params={{ importId: entry.importId }}
                        aria-label={t('history.open', { time: started })}
                      >
                        <time dateTime={entry.createdAt}>{started}</time>
                      </Link>
                      <span className="history-finished muted">
                        {entry.finishedAt === null ? (
                          t('history.notFinished')
                        ) : (
                          <time dateTime={entry.finishedAt}>
                            {t('history.finishedAt', {
                              time: formatTime(entry.finishedAt, i18n.language, true),
                            })}
                          </time>
                        )}
                      </span>
                    </td>
                    <td>
                      <ImportOutcomeBadge outcome={shownOutcome(entry, unfinished)} />
                      {notAllPlain(entry) && <OutcomeWords entry={entry} />}
                    </td>
                    <td className="history-size">
                      <span>{t('history.requestCount', { count: entry.requests })}</span>
                      <span>{t('history.rowCount', { count: entry.rows })}</span>
                    </td>
                    <td className="history-result">
                      <ResultSummary totals={entry.totals} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {imports.length >= limit &&
        (limit < MAX ? (
          <button
            type="button"
            className="button small history-more"
            onClick={() => {
              setLimit((current) => Math.min(MAX, current + PAGE));
            }}
          >
            {t('history.showOlder')}
          </button>
        ) : (
          <p className="muted">{t('history.newestOnly', { count: MAX })}</p>
        ))}
    </section>
  );
}
