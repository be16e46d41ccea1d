import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../../app/connections.ts';
import { useCallQuery } from '../lib/queries.ts';
import { useConnections } from '../lib/use-connections.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { ProgressPanel } from './ProgressPanel.tsx';
import { isEnded } from './progress-view.ts';
import { progressFromDetail } from './results.ts';
import { ResultsView } from './ResultsView.tsx';
import { LeftInDraft } from './LeftInDraft.tsx';
import { useImportProgress } from './use-send.ts';
import './review-send.css';
import { SendTitleRow } from './SendTitleRow.tsx';

const UNFINISHED: ReadonlySet<string> = new Set(['pending', 'running']);

/** /send/$importId: an import's progress while it runs, then its results. */
export function ImportScreen() {
  const { t } = useTranslation();
  const { importId } = useParams({ from: '/send/$importId' });
  const { active } = useConnections();
  if (active === null) return <EmptyState title={t('send.title')} body={t('send.noConnection')} />;
  return <ImportView key={`${active.id}:${importId}`} profile={active} importId={importId} />;
}

function ImportView({ profile, importId }: { profile: ProfileView; importId: string }) {
  const { t } = useTranslation();
  const live = useImportProgress(profile.id, importId);
  const running = live.progress !== null && !isEnded(live.progress.state);
  // The journal's account: once it ended (or when it ended before this page opened).
  const detail = useCallQuery(
    'imports.detail',
    { importId },
    { enabled: live.settled && !running },
  );
  // A read made while the import still ran (History's, or one before its last step) is not its
  // result: the results wait for the read its end brought, so they say what the header says.
  const ended = detail.data !== undefined && !UNFINISHED.has(detail.data.outcome);
  const journal = ended ? detail.data : undefined;
  const progress = live.progress ?? (journal === undefined ? null : progressFromDetail(journal));

  return (
    <section className="screen send-screen" aria-labelledby="screen-title">
      <SendTitleRow title={t('send.progress.heading')} />
      {live.error && (
        <ErrorAlert title={t('send.progress.actionFailed')} error={live.error.error} />
      )}
      {(progress === null || (!running && journal === undefined)) && !detail.error && (
        <p aria-busy="true" className="muted">
          {t('send.results.loading')}
        </p>
      )}
      {progress !== null && (
        <ProgressPanel profile={profile} progress={progress} onProgress={live.update} />
      )}
      {!running && detail.error && (
        <ErrorAlert title={t('send.results.failedToLoad')} error={detail.error.error} />
      )}
      {!running && journal && <ResultsView detail={journal} />}
      {!running && journal && <LeftInDraft profileId={profile.id} importId={importId} />}
    </section>
  );
}
