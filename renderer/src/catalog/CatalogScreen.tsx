import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useConnections } from '../lib/use-connections.ts';
import { CatalogEditor } from './CatalogEditor.tsx';
import type { CatalogGrid } from './grids.ts';

/** /catalog and /catalog/$grid: the grid comes from the address, so back and forward work. */
export function CatalogScreen() {
  const { t } = useTranslation();
  const { active } = useConnections();
  const params: { grid?: CatalogGrid } = useParams({ strict: false });
  const navigate = useNavigate();
  return (
    <div className="catalog-screen">
      <h1 className="catalog-title">{t('catalog.title')}</h1>
      <CatalogEditor
        profile={active}
        view={params.grid ?? 'products'}
        onView={(grid) => {
          void navigate({ to: '/catalog/$grid', params: { grid } });
        }}
      />
    </div>
  );
}
