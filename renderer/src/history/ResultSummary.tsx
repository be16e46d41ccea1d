import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../../app/imports/schemas.ts';
import { mastersCreated } from './history-rows.ts';

/** "3 Brands created · products: 10 created, 2 updated", or that nothing was applied. */
export function ResultSummary({ totals }: { totals: HistoryEntry['totals'] }) {
  const { t } = useTranslation();
  const parts = mastersCreated(totals.mastersCreated).map(([kind, count]) =>
    t('history.created', { count, kind: t(`history.kind.${kind}`, { defaultValue: kind }) }),
  );
  const { productsCreated: created, productsUpdated: updated } = totals;
  if (created + updated > 0) parts.push(t('history.productsCreatedUpdated', { created, updated }));
  if (parts.length === 0) return <span className="muted">{t('history.nothingApplied')}</span>;
  return (
    <span className="history-parts">
      {parts.map((part) => (
        <span key={part}>{part}</span>
      ))}
    </span>
  );
}
