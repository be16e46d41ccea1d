import { useTranslation } from 'react-i18next';
import type { Navigate } from '../frame/screens.ts';
import { EmptyState } from './EmptyState.tsx';

export function CatalogScreen({ onNavigate }: { onNavigate: Navigate }) {
  const { t } = useTranslation();
  return <EmptyState title={t('catalog.title')} body={t('catalog.body')} onNavigate={onNavigate} />;
}
