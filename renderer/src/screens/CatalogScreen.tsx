import { useTranslation } from 'react-i18next';
import { isUsable, useConnections } from '../connect/use-connections.ts';
import type { Navigate } from '../frame/screens.ts';
import { EmptyState } from './EmptyState.tsx';
import { PermissionNotice } from './PermissionNotice.tsx';

export function CatalogScreen({ onNavigate }: { onNavigate: Navigate }) {
  const { t } = useTranslation();
  const { active } = useConnections();
  return (
    <EmptyState title={t('catalog.title')} body={t('catalog.body')} onNavigate={onNavigate}>
      {active && isUsable(active) && (
        <PermissionNotice
          profile={active}
          needs={['kikan_masters_write', 'kikan_products_write']}
        />
      )}
    </EmptyState>
  );
}
