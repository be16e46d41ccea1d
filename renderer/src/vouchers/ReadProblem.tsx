import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../app/errors.ts';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { localTime, useCountdown } from './countdown.ts';

// A read that failed, above what the cache still shows. A rate limit counts down to when the
// service takes calls again (in the user's own time) and retries by itself then; anything else
// is the error as it came, with Retry.

export function ReadProblem(props: {
  title: string;
  error: AppError;
  onRetry: () => void;
  /** Said under the problem, e.g. which rows are shown meanwhile. */
  note?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { error } = props;
  const until = error.kind === 'rate_limited' ? error.until : null;
  const seconds = useCountdown(until, props.onRetry);
  if (until !== null && seconds !== null) {
    return (
      <div className="voucher-error rate-limited" data-testid="rate-limited">
        <p role="status">
          {seconds > 0
            ? t('voucherState.rateLimited', { seconds, time: localTime(until, i18n.language) })
            : t('voucherState.rateLimitedNow')}
          {props.note && <> {props.note}</>}
        </p>
      </div>
    );
  }
  return (
    <div className="voucher-error">
      <ErrorAlert title={props.title} error={error} />
      {props.note && <p className="muted">{props.note}</p>}
      <button type="button" className="button" onClick={props.onRetry}>
        {t('vouchers.retry')}
      </button>
    </div>
  );
}
