import { useTranslation } from 'react-i18next';
import type { LinesCoverage, LinesProgress } from '../../../app/resources/voucher-cache.ts';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { useCountdown } from './countdown.ts';

// "Lines: 120 of 900 vouchers loaded — Load the rest": shown while some cached rows of the list
// came without their lines. Completing them reads each voucher's detail at the token's pace,
// with progress and cancel; what was read stays read (also after a restart).

export function LinesBar(props: {
  coverage: LinesCoverage | null;
  progress: LinesProgress | null;
  onStart: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { progress } = props;
  const running = progress?.state === 'running' || progress?.state === 'paused';
  const coverage = running ? progress.lines : (props.coverage ?? progress?.lines ?? null);
  const seconds = useCountdown(progress?.state === 'paused' ? progress.resumeAt : null);
  if (coverage === null || coverage.withLines >= coverage.vouchers) {
    return progress?.state === 'failed' && progress.error ? (
      <ErrorAlert title={t('voucherState.linesFailed')} error={progress.error} />
    ) : null;
  }
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <div className="lines-bar" data-testid="lines-bar">
      <span role="status" title={t('voucherState.linesWhy')}>
        {t('voucherState.linesPartial', {
          known: number(coverage.withLines),
          total: number(coverage.vouchers),
        })}
        {progress?.state === 'paused' && seconds !== null && (
          <> — {t('voucherState.linesPaused', { seconds })}</>
        )}
      </span>
      {running ? (
        <>
          <progress
            aria-label={t('voucherState.linesProgress')}
            max={coverage.vouchers}
            value={coverage.withLines}
          />
          <button type="button" className="button" onClick={props.onCancel}>
            {t('vouchers.cancel')}
          </button>
        </>
      ) : (
        <button type="button" className="button" onClick={props.onStart}>
          {t('voucherState.linesLoadRest')}
        </button>
      )}
      {/* Why, for screen readers; a tooltip on the text in the slim status line. */}
      <span className="visually-hidden">{t('voucherState.linesWhy')}</span>
      {progress?.state === 'failed' && progress.error && (
        <ErrorAlert title={t('voucherState.linesFailed')} error={progress.error} />
      )}
    </div>
  );
}
