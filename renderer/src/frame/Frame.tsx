import { useRef, useState } from 'react';
import type { ProfileView } from '../../../app/connections.ts';
import { ConnectScreen } from '../connect/ConnectScreen.tsx';
import { CatalogScreen } from '../screens/CatalogScreen.tsx';
import { HistoryScreen } from '../screens/HistoryScreen.tsx';
import { SettingsScreen } from '../screens/SettingsScreen.tsx';
import { VouchersScreen } from '../screens/VouchersScreen.tsx';
import { NavRail } from './NavRail.tsx';
import { PacingBanner } from './PacingBanner.tsx';
import type { Screen } from './screens.ts';
import { StatusSummary } from './StatusSummary.tsx';

/** The app frame: navigation rail, a header with the connection status, and one screen. */
export function Frame() {
  const [screen, setScreen] = useState<Screen>('connect');
  // A profile to reconnect, chosen from the header: the Connect screen opens prefilled for it.
  const [reconnect, setReconnect] = useState<ProfileView | null>(null);
  const contentRef = useRef<HTMLElement>(null);

  const navigate = (next: Screen, target: ProfileView | null = null) => {
    setScreen(next);
    setReconnect(target);
    // Keyboard users land on the new screen rather than staying in the rail.
    requestAnimationFrame(() => contentRef.current?.focus());
  };

  return (
    <div className="frame">
      <NavRail current={screen} onNavigate={navigate} />
      <div className="frame-main">
        <header className="topbar">
          <StatusSummary
            onReconnect={(profile) => {
              navigate('connect', profile.isDemo ? null : profile);
            }}
          />
        </header>
        <PacingBanner />
        <main className="content" ref={contentRef} tabIndex={-1}>
          {screen === 'connect' && (
            <ConnectScreen key={reconnect?.id ?? 'connect'} initialTarget={reconnect} />
          )}
          {screen === 'catalog' && <CatalogScreen onNavigate={navigate} />}
          {screen === 'vouchers' && <VouchersScreen onNavigate={navigate} />}
          {screen === 'history' && <HistoryScreen onNavigate={navigate} />}
          {screen === 'settings' && <SettingsScreen />}
        </main>
      </div>
    </div>
  );
}
