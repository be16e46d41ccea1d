import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../ui/format.ts';
import type { ProfileView } from '../../../app/connections.ts';
import { StateBadge } from '../ui/StateBadge.tsx';

/** The active connection in detail: where, in which state, and with which permissions. */
export function ConnectionStatus({ profile }: { profile: ProfileView }) {
  const { t, i18n } = useTranslation();
  const granted = profile.grantedPermissions;
  return (
    <section
      className="card status-card"
      aria-labelledby="status-title"
      data-testid="connection-status"
    >
      <h2 id="status-title">{t('status.label')}</h2>
      <p className="status-card-name">
        <strong>{profile.name}</strong>
        {profile.isDemo && <span className="badge badge-demo">{t('status.demo')}</span>}
      </p>
      <dl className="props">
        <dt>{t('status.host')}</dt>
        <dd>
          <span className="break">{profile.baseUrl}</span>{' '}
          <span className="muted">({t(`hostKind.${profile.hostKind}`)})</span>
        </dd>
        <dt>{t('status.state')}</dt>
        <dd>
          <StateBadge state={profile.state} />
          {profile.state === 'memory_only' && (
            <p className="status-note">{t('state.memory_only_long')}</p>
          )}
        </dd>
        <dt>{t('status.permissions')}</dt>
        <dd data-testid="granted-permissions">
          {granted === null ? (
            <span className="muted">{t('status.permissionsUnknown')}</span>
          ) : (
            <ul className="permission-list">
              {granted.map((permission) => (
                <li key={permission} data-permission={permission}>
                  <code>{permission}</code>
                </li>
              ))}
            </ul>
          )}
        </dd>
        {profile.deniedPermissions.length > 0 && (
          <>
            <dt>{t('status.denied')}</dt>
            <dd data-testid="denied-permissions">
              <ul className="permission-list denied">
                {profile.deniedPermissions.map((permission) => (
                  <li key={permission}>
                    <code>{permission}</code>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>{t('status.lastUsed')}</dt>
        <dd data-testid="connection-last-used">
          {profile.lastUsedAt
            ? formatDateTime(profile.lastUsedAt, i18n.language)
            : t('status.never')}
        </dd>
      </dl>
    </section>
  );
}
