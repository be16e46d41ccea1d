import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';

/** An address no route knows (a stale link): say so, and offer the way back. */
export function RouteNotFound() {
  const { t } = useTranslation();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('route.notFound')}</h1>
      <div className="card empty">
        <p>{t('route.notFoundBody')}</p>
        <Link to="/connect" className="link-button">
          {t('empty.goConnect')}
        </Link>
      </div>
    </section>
  );
}

/** A screen that failed to render or load (its code chunk missing, a bug): not a blank window. */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('route.failed')}</h1>
      <ErrorAlert
        title={t('route.failed')}
        error={{
          kind: 'internal',
          message: error instanceof Error ? error.message : String(error),
        }}
      />
    </section>
  );
}
