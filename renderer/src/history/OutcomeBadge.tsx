import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../../app/imports/schemas.ts';

const TONE: Record<HistoryEntry['outcome'], 'ok' | 'warn' | 'bad' | 'info'> = {
  done: 'ok',
  running: 'info',
  pending: 'warn',
  cancelled: 'warn',
  dropped: 'warn',
  failed: 'bad',
  forbidden: 'bad',
};

export function OutcomeBadge({ outcome }: { outcome: HistoryEntry['outcome'] }) {
  const { t } = useTranslation();
  return (
    <span className={`history-outcome tone-${TONE[outcome]}`} data-outcome={outcome}>
      {t(`history.outcome.${outcome}`)}
    </span>
  );
}
