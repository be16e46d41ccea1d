import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../../app/connections.ts';
import { ConnectForm } from './ConnectForm.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { DemoCard } from './DemoCard.tsx';
import { ProfilesPanel } from './ProfilesPanel.tsx';
import { useConnections } from './use-connections.ts';

export function ConnectScreen({ initialTarget }: { initialTarget: ProfileView | null }) {
  const { t } = useTranslation();
  const { active, profiles } = useConnections();
  const [target, setTarget] = useState<ProfileView | null>(initialTarget);
  const [connectedName, setConnectedName] = useState<string | null>(null);

  return (
    <div className="connect-layout">
      <div className="connect-main">
        {connectedName && (
          <div className="alert alert-success" role="status">
            {t('connect.connectedAs', { name: connectedName })}
          </div>
        )}
        <ConnectForm
          key={target?.id ?? 'new'}
          target={target}
          onConnected={(profile) => {
            setTarget(null);
            setConnectedName(profile.name);
          }}
          onNewInstead={() => {
            setTarget(null);
          }}
        />
      </div>
      <aside className="connect-side">
        <DemoCard />
        {active && <ConnectionStatus profile={active} />}
        <ProfilesPanel
          profiles={profiles}
          activeId={active?.id ?? null}
          onReconnectWithForm={(profile) => {
            setConnectedName(null);
            setTarget(profile);
          }}
        />
      </aside>
    </div>
  );
}
