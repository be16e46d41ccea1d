import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useConnections } from '../lib/use-connections.ts';
import { CatalogEditor } from './CatalogEditor.tsx';
import type { CatalogGrid } from './grids.ts';
import type { CatalogFocus } from './catalog-focus.ts';

/** /catalog and /catalog/$grid: the grid comes from the address, so back and forward work. */
export function CatalogScreen() {
  const { t } = useTranslation();
  const { active } = useConnections();
  const params: { grid?: CatalogGrid } = useParams({ strict: false });
  const navigate = useNavigate();
  const focus: CatalogFocus = useSearch({ strict: false });
  return (
    <div className="catalog-screen">
      {/* The title is for screen readers only (the sidebar shows where the user is): the tabs,
          "Changed rows only", the save state and "Review and send" keep one line at 1280 wide,
          so the grid keeps the height a second line would take. */}
      <CatalogEditor
        title={<h1 className="catalog-title visually-hidden">{t('catalog.title')}</h1>}
        actions={
          active !== null && (
            <Link to="/send" className="button small primary">
              {t('catalog.openReview')}
            </Link>
          )
        }
        profile={active}
        view={params.grid ?? 'products'}
        focus={focus}
        onView={(grid) => {
          void navigate({ to: '/catalog/$grid', params: { grid } });
        }}
      />
    </div>
  );
}
