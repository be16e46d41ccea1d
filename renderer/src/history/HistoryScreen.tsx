import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui/EmptyState.tsx';

export function HistoryScreen() {
  const { t } = useTranslation();
  return <EmptyState title={t('history.title')} body={t('history.body')} />;
}
