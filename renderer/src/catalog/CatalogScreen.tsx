import { useTranslation } from 'react-i18next';
import { isUsable, useConnections } from '../lib/use-connections.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { PermissionNotice } from '../ui/PermissionNotice.tsx';

export function CatalogScreen() {
  const { t } = useTranslation();
  const { active } = useConnections();
  return (
    <EmptyState title={t('catalog.title')} body={t('catalog.body')}>
      {active && isUsable(active) && (
        <PermissionNotice
          profile={active}
          needs={['kikan_masters_write', 'kikan_products_write']}
        />
      )}
    </EmptyState>
  );
}
