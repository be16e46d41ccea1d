import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CacheInfo, LoadProgress } from '../../../app/resources/voucher-cache.ts';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { progressView } from './load-progress.ts';

// "Load all" with its progress: rows loaded, pages, pace against the token's bound, a rate-limit
// pause counting down, and cancel. The spec gives no row count, so there is no bar to fill and
// no time left until the end is reached.

export function LoadAllBar(props: {
  progress: LoadProgress | null;
  info: CacheInfo | undefined;
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

  if (props.info?.complete && !running) return null;
  const view = props.progress ? progressView(props.progress, now) : null;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
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
            {props.progress?.state === 'paused' && view.resumeInSeconds !== null
              ? t('vouchers.loadPaused', { seconds: view.resumeInSeconds, rows: number(view.rows) })
              : t('vouchers.loadRunning', {
                  rows: number(view.rows),
                  pages: number(view.pages),
                  elapsed: view.elapsedSeconds,
                })}{' '}
            <span className="muted">
              {t('vouchers.loadPace', {
                pace: view.pagesPerMinute ?? '—',
                bound: view.boundPagesPerMinute,
              })}{' '}
              {t('vouchers.timeLeftUnknown')}
            </span>
          </span>
          <button type="button" className="button" onClick={props.onCancel}>
            {t('vouchers.cancel')}
          </button>
        </>
      )}
      {props.progress?.state === 'cancelled' && (
        <span className="muted">
          {t('vouchers.loadCancelled', { rows: number(props.progress.rows) })}
        </span>
      )}
      {props.progress?.state === 'failed' && props.progress.error && (
        <ErrorAlert title={t('vouchers.loadFailed')} error={props.progress.error} />
      )}
    </div>
  );
}
