import { useTranslation } from 'react-i18next';
import type { Navigate } from '../frame/screens.ts';
import { EmptyState } from './EmptyState.tsx';

export function HistoryScreen({ onNavigate }: { onNavigate: Navigate }) {
  const { t } = useTranslation();
  return <EmptyState title={t('history.title')} body={t('history.body')} onNavigate={onNavigate} />;
}
