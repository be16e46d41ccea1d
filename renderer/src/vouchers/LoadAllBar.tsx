import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../app/permissions.ts';
import type { CacheInfo, LoadProgress } from '../../../app/resources/voucher-cache.ts';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { addSample, durationParts, progressView, type PaceSample } from './load-progress.ts';

// "Load all" with its progress: rows and pages loaded, the pace against the token's bound, the
// time left when the list's length can be estimated ("unknown" otherwise: the spec gives no row
// count), a rate-limit pause counting down, and cancel. `after` names what happens at the end (an
// export waiting for the rows).

export function LoadAllBar(props: {
  progress: LoadProgress | null;
  info: CacheInfo | undefined;
  after: string | null;
  onStart: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const running = props.progress?.state === 'running' || props.progress?.state === 'paused';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [running]);

  // When each progress event was heard (to the second), for the pace over the last window.
  const progress = props.progress;
  const [samples, setSamples] = useState<{ of: LoadProgress | null; list: PaceSample[] }>({
    of: null,
    list: [],
  });
  if (progress !== null && samples.of !== progress) {
    const sameRun = samples.of?.startedAt === progress.startedAt;
    setSamples({
      of: progress,
      list: addSample(
        sameRun ? samples.list : [],
        { at: Math.max(now, progress.startedAt), pages: progress.pages },
        progress.msPerCall * LIMITS.tokenCallsPerMinute,
      ),
    });
  }

  if (props.info?.complete && !running) return null;
  const view = progress ? progressView(progress, now, samples.list) : null;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const duration = (seconds: number) => {
    const { key, values } = durationParts(seconds);
    return t(`vouchers.${key}`, values);
  };
  const timeLeft = () => {
    if (!view) return '';
    const left = view.timeLeft;
    if (left.known) {
      return t('vouchers.timeLeft', {
        time: duration(left.seconds),
        expected: number(left.expectedRows),
      });
    }
    if (left.reason === 'measuring') return t('vouchers.timeLeftMeasuring');
    return left.reason === 'past-total' && progress?.expectedRows != null
      ? t('vouchers.timeLeftPast', { expected: number(progress.expectedRows) })
      : t('vouchers.timeLeftUnknown');
  };
  return (
    <div className="load-all" data-testid="load-all">
      {!running && (
        <button type="button" className="button primary" onClick={props.onStart}>
          {t('vouchers.loadAll')}
        </button>
      )}
      {running && view && (
        <>
          <progress aria-label={t('vouchers.loadAllProgress')} />
          <span role="status" className="load-all-text">
            {progress?.state === 'paused' && view.resumeInSeconds !== null
              ? t('vouchers.loadPaused', { seconds: view.resumeInSeconds, rows: number(view.rows) })
              : t('vouchers.loadRunning', {
                  rows: number(view.rows),
                  pages: number(view.pages),
                  elapsed: duration(view.elapsedSeconds),
                })}{' '}
            <span className="muted">
              {view.pagesPerMinute === null
                ? t('vouchers.loadPaceMeasuring')
                : t('vouchers.loadPace', {
                    pace: number(view.pagesPerMinute),
                    bound: number(view.boundPagesPerMinute),
                  })}{' '}
              <span data-testid="time-left">{timeLeft()}</span>
              {props.after !== null && <> {props.after}</>}
            </span>
          </span>
          <button type="button" className="button" onClick={props.onCancel}>
            {t('vouchers.cancel')}
          </button>
        </>
      )}
      {progress?.state === 'cancelled' && (
        <span className="muted">
          {t('vouchers.loadCancelled', { rows: number(progress.rows) })}
        </span>
      )}
      {progress?.state === 'capped' && progress.ceiling && (
        <span className="muted" role="status" data-testid="load-capped">
          {progress.ceiling.by === 'rows'
            ? t('vouchers.loadCappedRows', {
                limit: number(progress.ceiling.limit),
                rows: number(progress.rows),
              })
            : t('vouchers.loadCappedBytes', {
                limit: number(progress.ceiling.limit / (1024 * 1024)),
                rows: number(progress.rows),
              })}
        </span>
      )}
      {progress?.state === 'failed' && progress.error && (
        <ErrorAlert title={t('vouchers.loadFailed')} error={progress.error} />
      )}
    </div>
  );
}
