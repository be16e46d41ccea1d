import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe } from '../lib/bridge-client.ts';

/**
 * Shown while the app's core process restarts after it ended unexpectedly; once it is back,
 * every query is fetched again (lib/query-effects.ts: calls running at the moment failed with a
 * retryable error).
 */
export function CoreRestartBanner() {
  const { t } = useTranslation();
  const [restarting, setRestarting] = useState(false);
  useEffect(
    () =>
      subscribe('app.core', ({ state }) => {
        setRestarting(state === 'restarting');
      }),
    [],
  );
  if (!restarting) return null;
  return (
    <div className="banner banner-warning" role="status" data-testid="core-restart-banner">
      {t('core.restarting')}
    </div>
  );
}
