import { useNavigate, useParams } from '@tanstack/react-router';
import { useConnections } from '../lib/use-connections.ts';
import { CatalogEditor } from './CatalogEditor.tsx';
import type { CatalogGrid } from './grids.ts';

/** /catalog and /catalog/$grid: the grid comes from the address, so back and forward work. */
export function CatalogScreen() {
  const { active } = useConnections();
  const params: { grid?: CatalogGrid } = useParams({ strict: false });
  const navigate = useNavigate();
  return (
    <CatalogEditor
      profile={active}
      view={params.grid ?? 'products'}
      onView={(grid) => {
        void navigate({ to: '/catalog/$grid', params: { grid } });
      }}
    />
  );
}
