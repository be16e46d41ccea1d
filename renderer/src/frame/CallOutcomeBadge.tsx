import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutcome } from '../../../app/call-outcome.ts';
import { useCallQuery } from '../lib/queries.ts';

// The last service call's outcome, in the header instead of "Connected" while it is not good:
// unreachable since …, answering what the app cannot read since …, rate limited until … (in the
// user's own time; gone once that time has passed), reconnect needed.

/** Whether an outcome is worth saying at a moment (a rate limit that has passed is not). */
export function outcomeShown(outcome: CallOutcome | null | undefined, now: number): boolean {
  if (!outcome || outcome.state === 'ok') return false;
  return outcome.state !== 'rate_limited' || (outcome.until ?? 0) > now;
}

export function useCallOutcome(profileId: string): CallOutcome | null {
  const outcome = useCallQuery('connections.outcome', { profileId }).data ?? null;
  const [now, setNow] = useState(() => Date.now());
  const until = outcome?.state === 'rate_limited' ? outcome.until : null;
  useEffect(() => {
    if (until === null) return;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
      },
      Math.max(0, until - Date.now()) + 50,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [until]);
  return outcomeShown(outcome, now) ? outcome : null;
}

export function CallOutcomeBadge({ outcome }: { outcome: CallOutcome }) {
  const { t, i18n } = useTranslation();
  const time = (at: number | null) =>
    at === null ? '' : new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(at);
  const at = outcome.state === 'rate_limited' ? outcome.until : outcome.since;
  const tone = outcome.state === 'rate_limited' ? 'reconnect_needed' : 'outcome-bad';
  return (
    <span
      className={`badge badge-${tone}`}
      data-testid="call-outcome"
      data-outcome={outcome.state}
      role="status"
    >
      {t(`callOutcome.${outcome.state}`, { time: time(at) })}
    </span>
  );
}
