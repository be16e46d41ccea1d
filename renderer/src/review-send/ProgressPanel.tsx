import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../../app/connections.ts';
import type { DropStatement, ImportProgress } from '../../../app/imports/schemas.ts';
import { useCallMutation } from '../lib/queries.ts';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { MessageText } from './MessageText.tsx';
import type { MessageKind } from './message-kinds.ts';
import { progressView } from './progress-view.ts';
import { useDurationText } from './use-duration.ts';
import { useNow } from './use-send.ts';

type Asking = 'cancel' | 'drop' | null;

/**
 * Problems worth showing while the import goes on (a wait is shown by its own line and passes);
 * once it ended, the results say each request's outcome, so only what stopped or must be
 * reported stays up here.
 */
const LASTING: ReadonlySet<MessageKind['kind']> = new Set([
  'conflict',
  'forbidden',
  'refused',
  'internal',
]);
const STOPPING: ReadonlySet<MessageKind['kind']> = new Set(['conflict', 'forbidden']);

/** The progress of one import: bar, counts, time left, waits, and pause / resume / cancel. */
export function ProgressPanel(props: {
  profile: ProfileView;
  progress: ImportProgress;
  onProgress: (progress: ImportProgress) => void;
}) {
  const { t, i18n } = useTranslation();
  const duration = useDurationText();
  const { progress } = props;
  const now = useNow(progress.state === 'waiting' || progress.state === 'running');
  const view = progressView(progress, now);
  const [askingNow, setAsking] = useState<Asking>(null);
  // "Cancel the send?" makes no sense once the import ended: the box closes.
  const asking: Asking = view.ended ? null : askingNow;
  const [dropped, setDropped] = useState<DropStatement | null>(null);
  const pause = useCallMutation('imports.pause');
  const resume = useCallMutation('imports.resume');
  const cancel = useCallMutation('imports.cancel');
  const drop = useCallMutation('imports.drop');
  const failed = pause.error ?? resume.error ?? cancel.error ?? drop.error;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const input = { importId: progress.importId };
  const act = (mutation: typeof pause) => {
    mutation.mutate(input, { onSuccess: props.onProgress });
  };
  const list = (seqs: number[]) =>
    seqs.length === 0 ? t('send.progress.noneList') : seqs.map((s) => s + 1).join(', ');

  return (
    <section
      className={`card send-progress phase-${view.phase}`}
      aria-labelledby="progress-title"
      data-testid="send-progress"
      data-state={progress.state}
    >
      <h2 id="progress-title">{t(`send.phase.${view.phase}`)}</h2>
      <progress
        className="send-bar"
        value={view.finished}
        max={Math.max(1, view.total)}
        aria-label={t('send.progress.bar')}
        aria-valuetext={`${view.percent}%`}
      />
      <p className="send-counts-line" role="status" data-testid="progress-counts">
        <span>
          {t('send.progress.requests', {
            finished: number(view.answered),
            total: number(view.total),
            requests: t('send.plan.requests', { count: view.total }),
          })}
          {view.refused > 0 && <> {t('send.progress.refused', { count: view.refused })}</>}
          {view.split > 0 && <> {t('send.progress.split', { count: view.split })}</>}
          {view.notSent > 0 && <> {t('send.progress.notSent', { count: view.notSent })}</>}
          {view.unanswered > 0 && <> {t('send.progress.unanswered', { count: view.unanswered })}</>}
        </span>
        <span>
          {t('send.progress.rows', { done: number(view.rowsDone), total: number(view.rowsTotal) })}
          {view.rowsRefused > 0 && (
            <> {t('send.progress.rowsRefused', { count: view.rowsRefused })}</>
          )}
          {view.rowsWaiting > 0 && (
            <> {t('send.progress.rowsWaiting', { count: view.rowsWaiting })}</>
          )}
          {view.rowsNotSent > 0 && (
            <> {t('send.progress.rowsNotSent', { count: view.rowsNotSent })}</>
          )}
          {view.rowsUnanswered > 0 && (
            <> {t('send.progress.rowsUnanswered', { count: view.rowsUnanswered })}</>
          )}
        </span>
        {!view.ended && view.phase !== 'interrupted' && (
          <span className="muted">
            {view.timeLeftMs === null
              ? t('send.progress.timeUnknown')
              : t('send.progress.timeLeft', { time: duration(view.timeLeftMs) })}
          </span>
        )}
      </p>
      {view.phase === 'rateLimit' && (
        <p className="send-wait" data-testid="progress-wait">
          {view.waitSeconds === null || view.waitSeconds === 0
            ? t('send.progress.rateLimitNow')
            : t('send.progress.rateLimit', { seconds: view.waitSeconds })}
        </p>
      )}
      {view.phase === 'network' && (
        <p className="send-wait" data-testid="progress-wait">
          {view.waitSeconds === null || view.waitSeconds === 0
            ? t('send.progress.networkNow')
            : t('send.progress.network', { seconds: view.waitSeconds })}
        </p>
      )}
      {view.phase === 'reconnect' && (
        <div className="send-wait" data-testid="progress-wait">
          <p>
            {t('send.progress.reconnectProfile', { profile: props.profile.name })}{' '}
            {t('send.progress.reconnect')}
          </p>
          <Link
            to="/connect"
            search={props.profile.isDemo ? {} : { profile: props.profile.id }}
            className="button small primary"
          >
            {t('send.progress.reconnectLink')}
          </Link>
        </div>
      )}
      {view.phase === 'paused' && <p className="send-wait">{t('send.progress.paused')}</p>}
      {!view.ended && view.message?.kind === 'isolating' && (
        <p className="send-wait" data-testid="progress-isolating">
          {t(`send.progress.isolating_${view.message.how}`, {
            request: view.message.request,
            rows: view.message.rows,
          })}
        </p>
      )}
      {view.phase === 'interrupted' && <p>{t('send.progress.interrupted')}</p>}
      {view.phase === 'cancelled' && <p>{t('send.progress.cancelledNote')}</p>}
      {view.message !== null &&
        progress.message !== null &&
        (view.ended ? STOPPING : LASTING).has(view.message.kind) && (
          <MessageText kind={view.message} text={progress.message} />
        )}
      {dropped && (
        <p role="status">
          {t('send.progress.dropped', {
            applied: list(dropped.applied),
            maybe: list(dropped.mayHaveApplied),
            not: list(dropped.notApplied),
          })}
        </p>
      )}
      {failed && <ErrorAlert title={t('send.progress.actionFailed')} error={failed.error} />}
      {asking === null && (view.canPause || view.canResume || view.canCancel || view.canDrop) && (
        <div className="send-actions">
          {view.canPause && (
            <button
              type="button"
              className="button"
              onClick={() => {
                act(pause);
              }}
            >
              {t('send.progress.pause')}
            </button>
          )}
          {view.canResume && (
            <button
              type="button"
              className="button primary"
              onClick={() => {
                act(resume);
              }}
            >
              {t('send.progress.resume')}
            </button>
          )}
          {view.canCancel && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setAsking('cancel');
              }}
            >
              {t('send.progress.cancel')}
            </button>
          )}
          {view.canDrop && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setAsking('drop');
              }}
            >
              {t('send.progress.drop')}
            </button>
          )}
        </div>
      )}
      {asking !== null && (
        <div className="send-confirm" role="group" aria-labelledby="send-confirm-title">
          <h3 id="send-confirm-title">
            {t(asking === 'cancel' ? 'send.progress.cancelQuestion' : 'send.progress.dropQuestion')}
          </h3>
          <p>{t(asking === 'cancel' ? 'send.progress.cancelBody' : 'send.progress.dropBody')}</p>
          <div className="send-actions">
            <button
              type="button"
              className="button"
              autoFocus
              onClick={() => {
                setAsking(null);
              }}
            >
              {t(asking === 'cancel' ? 'send.progress.cancelKeep' : 'send.progress.dropKeep')}
            </button>
            <button
              type="button"
              className="button danger"
              onClick={() => {
                if (asking === 'cancel') act(cancel);
                else drop.mutate(input, { onSuccess: setDropped });
                setAsking(null);
              }}
            >
              {t(asking === 'cancel' ? 'send.progress.cancelConfirm' : 'send.progress.dropConfirm')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
