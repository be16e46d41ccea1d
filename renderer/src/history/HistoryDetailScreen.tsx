import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallQuery } from '../lib/queries.ts';
import { useConnections } from '../lib/use-connections.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { asLabel, formatTime } from '../ui/format.ts';
import { OutcomeWords } from '../ui/OutcomeWords.tsx';
import { historyDetailTable, importFileName, shownOutcome } from './history-rows.ts';
import { ImportOutcomeBadge } from './ImportOutcomeBadge.tsx';
import { RequestCard } from './RequestCard.tsx';
import { ResultSummary } from './ResultSummary.tsx';
import { TakeBackPanel } from './TakeBackPanel.tsx';
import { useCsvExport } from './use-history-export.ts';
import './history.css';

const route = getRouteApi('/history/$importId');

/** One import: each request with its key, status, result or error, and the rows it held. */
export function HistoryDetailScreen() {
  const { t } = useTranslation();
  const { importId } = route.useParams();
  const { active } = useConnections();
  if (!active) return <EmptyState title={t('history.title')} body={t('history.noConnection')} />;
  return (
    <HistoryDetail key={`${active.id}:${importId}`} profileId={active.id} importId={importId} />
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/history" className="history-back">
      ← {t('history.detail.back')}
    </Link>
  );
}

function HistoryDetail({ profileId, importId }: { profileId: string; importId: string }) {
  const { t, i18n } = useTranslation();
  const query = useCallQuery('imports.detail', { importId });
  const unfinished = useCallQuery('imports.list', { profileId }).data?.imports ?? [];
  const csv = useCsvExport();
  const [takingBack, setTakingBack] = useState(false);
  const detail = query.data?.profileId === profileId ? query.data : null;
  if (query.isPending) {
    return (
      <section className="screen history" aria-busy="true" aria-labelledby="screen-title">
        <BackLink />
        <h1 id="screen-title">{t('history.title')}</h1>
        <p className="muted">{t('history.loading')}</p>
      </section>
    );
  }
  if (detail === null) {
    return (
      <section className="screen history" aria-labelledby="screen-title">
        <BackLink />
        <h1 id="screen-title">{t('history.title')}</h1>
        {query.error && query.error.error.kind !== 'not_found' ? (
          <ErrorAlert title={t('history.loadFailed')} error={query.error.error} />
        ) : (
          <p className="card">{t('history.detail.notFound')}</p>
        )}
      </section>
    );
  }
  const started = formatTime(detail.createdAt, i18n.language);
  return (
    <section className="screen history" aria-labelledby="screen-title">
      <BackLink />
      <div className="history-head">
        <h1 id="screen-title">{t('history.detail.title', { time: started })}</h1>
        <ImportOutcomeBadge outcome={shownOutcome(detail, unfinished)} />
        <span className="history-spacer" />
        {detail.finishedAt !== null && (
          <button
            type="button"
            className="button small"
            aria-expanded={takingBack}
            aria-controls="take-back"
            onClick={() => {
              setTakingBack(true);
            }}
          >
            {t('takeBack.button')}
          </button>
        )}
        <button
          type="button"
          className="button small"
          disabled={csv.busy}
          onClick={() => {
            void csv.run(
              () => historyDetailTable(detail, asLabel(t)),
              importFileName(t('history.csv.fileImport'), detail.createdAt),
            );
          }}
        >
          {t('history.exportCsv')}
        </button>
      </div>
      <p>
        {t('history.detail.summary', {
          requests: t('history.requestCount', { count: detail.requests }),
          rows: t('history.rowCount', { count: detail.rows }),
        })}{' '}
        · <ResultSummary totals={detail.totals} />
      </p>
      <OutcomeWords entry={detail} />
      {takingBack && <TakeBackPanel importId={importId} />}
      <p className="muted">{t('history.detail.mastersNote')}</p>
      {csv.error && <ErrorAlert title={t('history.exportFailed')} error={csv.error} />}
      {detail.batches.map((batch) => (
        <RequestCard key={batch.seq} batch={batch} />
      ))}
    </section>
  );
}
