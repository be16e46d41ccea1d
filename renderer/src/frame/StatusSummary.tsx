import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../../app/connections.ts';
import { StateBadge } from '../ui/StateBadge.tsx';
import { useConnections } from '../lib/use-connections.ts';
import { CallOutcomeBadge, useCallOutcome } from './CallOutcomeBadge.tsx';

/** One line in the header: which connection is active, where it points, and its state. */
export function StatusSummary(props: { onReconnect: (profile: ProfileView) => void }) {
  const { t } = useTranslation();
  const { active } = useConnections();

  if (!active) {
    return (
      <div className="status-summary" aria-label={t('status.label')} role="group">
        <span className="muted">{t('status.none')}</span>
      </div>
    );
  }
  return (
    <div className="status-summary" aria-label={t('status.label')} role="group">
      <strong className="status-name" data-testid="active-profile-name">
        {active.name}
      </strong>
      {active.isDemo && <span className="badge badge-demo">{t('status.demo')}</span>}
      <span className="status-host" title={active.baseUrl}>
        {active.baseUrl}
      </span>
      <StateOrOutcome profile={active} />
      {active.state === 'memory_only' && (
        <span className="status-note">{t('state.memory_only_long')}</span>
      )}
      {(active.state === 'reconnect_needed' || active.state === 'signed_out') && (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            props.onReconnect(active);
          }}
        >
          {t('status.reconnect')}
        </button>
      )}
    </div>
  );
}

/** The profile's state, or what its last call came to when that was not good. */
function StateOrOutcome({ profile }: { profile: ProfileView }) {
  const outcome = useCallOutcome(profile.id);
  const usable = profile.state === 'connected' || profile.state === 'memory_only';
  return usable && outcome ? (
    <CallOutcomeBadge outcome={outcome} />
  ) : (
    <StateBadge state={profile.state} />
  );
}
