import { useTranslation } from 'react-i18next';
import { useCallMutation, useCallQuery } from '../lib/queries.ts';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';

/** The shortest way in: main starts the local stand-in with its demo workspace and connects. */
export function DemoCard() {
  const { t } = useTranslation();
  const info = useCallQuery('app.info', {});
  const open = useCallMutation('connections.openDemo');
  const available = info.data?.demoAvailable ?? false;

  return (
    <section className="card demo-card" aria-labelledby="demo-title">
      <h2 id="demo-title">{t('demo.title')}</h2>
      <p className="muted">{t('demo.hint')}</p>
      <button
        type="button"
        className="button primary big"
        disabled={!available || open.isPending}
        aria-busy={open.isPending}
        onClick={() => {
          open.mutate({});
        }}
      >
        {open.isPending ? t('demo.opening') : t('demo.button')}
      </button>
      {info.data && !available && <p className="field-hint">{t('demo.unavailable')}</p>}
      {open.error && <ErrorAlert title={t('demo.failed')} error={open.error.error} />}
    </section>
  );
}
