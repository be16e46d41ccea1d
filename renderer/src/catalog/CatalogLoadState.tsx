import { useTranslation } from 'react-i18next';
import type { CatalogSnapshot, CatalogStore } from '../drafts/catalog-store.ts';

/** What shows instead of the grids: no connection, the drafts loading, or their load failed. */
export function CatalogLoadState(props: {
  connected: boolean;
  snap: CatalogSnapshot;
  store: CatalogStore;
}) {
  const { t } = useTranslation();
  const { snap } = props;
  if (!props.connected) return <p className="card">{t('grid.noConnection')}</p>;
  // 'core': the grid's first window is on its way from the core.
  if (snap.status === 'loading' || snap.status === 'idle' || snap.status === 'core') {
    return <p aria-busy="true">{t('grid.loading')}</p>;
  }
  if (snap.status !== 'failed') return null;
  return (
    <div className="card" role="alert">
      <p>{t('grid.loadFailed')}</p>
      {snap.loadFailure && <p className="muted">{snap.loadFailure.message}</p>}
      <button
        type="button"
        className="button small primary"
        onClick={() => void props.store.retryLoad()}
      >
        {t('grid.retry')}
      </button>
    </div>
  );
}
