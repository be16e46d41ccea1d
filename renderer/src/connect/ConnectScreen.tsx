import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnections } from '../lib/use-connections.ts';
import { ConnectForm } from './ConnectForm.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { DemoCard } from './DemoCard.tsx';
import { ProfilesPanel } from './ProfilesPanel.tsx';
import './connect.css';

const route = getRouteApi('/connect');

/** The form reconnects the profile named in the address (?profile=<id>), else makes a new one. */
export function ConnectScreen() {
  const { t } = useTranslation();
  const { active, profiles } = useConnections();
  const { profile: targetId } = route.useSearch();
  const navigate = route.useNavigate();
  const target = profiles.find((profile) => profile.id === targetId) ?? null;
  // The success note belongs to the form it came from: reconnecting another profile hides it.
  const [connected, setConnected] = useState<{ name: string; target?: string } | null>(null);
  const connectedName = connected && connected.target === targetId ? connected.name : null;

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
            setConnected({ name: profile.name });
            void navigate({ search: {}, replace: true });
          }}
          onNewInstead={() => {
            void navigate({ search: {} });
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
            setConnected(null);
            void navigate({ search: { profile: profile.id } });
          }}
        />
      </aside>
    </div>
  );
}
