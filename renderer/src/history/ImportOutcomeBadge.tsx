import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../../app/imports/schemas.ts';

/** The journal's outcome, or "interrupted" for an unfinished import nothing is sending. */
export type ShownOutcome = HistoryEntry['outcome'] | 'interrupted';

const TONE: Record<ShownOutcome, 'ok' | 'warn' | 'bad' | 'info'> = {
  done: 'ok',
  running: 'info',
  pending: 'warn',
  interrupted: 'warn',
  cancelled: 'warn',
  dropped: 'warn',
  failed: 'bad',
  forbidden: 'bad',
};

export function ImportOutcomeBadge({ outcome }: { outcome: ShownOutcome }) {
  const { t } = useTranslation();
  return (
    <span className={`history-outcome tone-${TONE[outcome]}`} data-outcome={outcome}>
      {t(`history.outcome.${outcome}`)}
    </span>
  );
}
