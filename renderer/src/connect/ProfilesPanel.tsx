import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../../app/connections.ts';
import { useCallMutation } from '../lib/queries.ts';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { StateBadge } from '../ui/StateBadge.tsx';
import { isUsable } from '../lib/use-connections.ts';

interface Props {
  profiles: readonly ProfileView[];
  activeId: string | null;
  /** No secret is kept for this profile: ask for the credentials again, prefilled. */
  onReconnectWithForm: (profile: ProfileView) => void;
}

export function ProfilesPanel({ profiles, activeId, onReconnectWithForm }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const activate = useCallMutation('connections.activate');
  const signOut = useCallMutation('connections.signOut');
  const remove = useCallMutation('connections.remove');
  const reconnect = useCallMutation('connections.reconnect');
  const openDemo = useCallMutation('connections.openDemo');
  const failed = [activate, signOut, remove, reconnect, openDemo].find((m) => m.error)?.error;
  const busy = [activate, signOut, remove, reconnect, openDemo].some((m) => m.isPending);

  const startReconnect = (profile: ProfileView) => {
    if (profile.isDemo) openDemo.mutate({});
    else if (profile.secretRemembered) reconnect.mutate({ profileId: profile.id });
    else onReconnectWithForm(profile);
  };

  return (
    <section className="card" aria-labelledby="profiles-title">
      <h2 id="profiles-title">{t('profiles.title')}</h2>
      {profiles.length === 0 && <p className="muted">{t('profiles.empty')}</p>}
      <ul className="profile-list">
        {profiles.map((profile) => {
          const active = profile.id === activeId;
          return (
            <li
              key={profile.id}
              className="profile"
              data-profile-name={profile.name}
              aria-current={active ? 'true' : undefined}
            >
              <div className="profile-head">
                <strong className="profile-name">{profile.name}</strong>
                {profile.isDemo && <span className="badge badge-demo">{t('status.demo')}</span>}
                {active && <span className="badge badge-active">{t('profiles.active')}</span>}
                <StateBadge state={profile.state} />
              </div>
              <div className="profile-host break">{profile.baseUrl}</div>
              <div className="profile-actions">
                {!active && (
                  <button
                    type="button"
                    className="button small"
                    disabled={busy}
                    onClick={() => {
                      activate.mutate({ profileId: profile.id });
                    }}
                  >
                    {t('profiles.activate')}
                  </button>
                )}
                {!isUsable(profile) && (
                  <button
                    type="button"
                    className="button small"
                    disabled={busy}
                    onClick={() => {
                      startReconnect(profile);
                    }}
                  >
                    {t('profiles.reconnect')}
                  </button>
                )}
                {isUsable(profile) && (
                  <button
                    type="button"
                    className="button small"
                    disabled={busy}
                    onClick={() => {
                      signOut.mutate({ profileId: profile.id });
                    }}
                  >
                    {t('profiles.signOut')}
                  </button>
                )}
                <button
                  type="button"
                  className="button small danger-text"
                  disabled={busy}
                  onClick={() => {
                    setConfirming(profile.id);
                  }}
                >
                  {t('profiles.remove')}
                </button>
              </div>
              {confirming === profile.id && (
                <div className="confirm" role="alertdialog" aria-label={t('profiles.remove')}>
                  <p>{t('profiles.removeConfirm', { name: profile.name })}</p>
                  <div className="profile-actions">
                    <button
                      type="button"
                      className="button small danger"
                      onClick={() => {
                        setConfirming(null);
                        remove.mutate({ profileId: profile.id });
                      }}
                    >
                      {t('profiles.confirmRemove')}
                    </button>
                    <button
                      type="button"
                      className="button small"
                      autoFocus
                      onClick={() => {
                        setConfirming(null);
                      }}
                    >
                      {t('profiles.cancel')}
                    </button>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {failed && <ErrorAlert title={t('profiles.actionFailed')} error={failed.error} />}
    </section>
  );
}
