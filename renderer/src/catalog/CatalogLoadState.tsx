import { useTranslation } from 'react-i18next';
import type { CatalogSnapshot, CatalogStore } from '../drafts/catalog-store.ts';

/** What shows instead of the grids: no connection, the drafts loading, or their load failed. */
export function CatalogLoadState(props: {
  connected: boolean;
  snap: CatalogSnapshot;
  store: CatalogStore;
  /** Core mode: why the grid's view could not be built, and how to try again. */
  core?: { failure: string | null; retry: () => void };
}) {
  const { t } = useTranslation();
  const { snap } = props;
  if (!props.connected) return <p className="card">{t('grid.noConnection')}</p>;
  const coreFailure = snap.status === 'core' ? (props.core?.failure ?? null) : null;
  // 'core': the grid's first window is on its way from the core.
  if (
    snap.status === 'loading' ||
    snap.status === 'idle' ||
    (snap.status === 'core' && coreFailure === null)
  ) {
    return <p aria-busy="true">{t('grid.loading')}</p>;
  }
  if (snap.status !== 'failed' && coreFailure === null) return null;
  const failure = coreFailure ?? snap.loadFailure?.message;
  return (
    <div className="card" role="alert">
      <p>{t('grid.loadFailed')}</p>
      {failure !== undefined && <p className="muted">{failure}</p>}
      <button
        type="button"
        className="button small primary"
        onClick={() => {
          if (coreFailure !== null) props.core?.retry();
          else void props.store.retryLoad();
        }}
      >
        {t('grid.retry')}
      </button>
    </div>
  );
}
