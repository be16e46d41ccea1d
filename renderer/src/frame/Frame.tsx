import { Outlet, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { NavRail } from './NavRail.tsx';
import { UnfinishedImportsPrompt } from './UnfinishedImportsPrompt.tsx';
import { CoreRestartBanner } from './CoreRestartBanner.tsx';
import { PacingBanner } from './PacingBanner.tsx';
import { StatusSummary } from './StatusSummary.tsx';
import { useBackForwardGestures } from './use-back-forward-gestures.ts';
import './frame.css';

/** The app frame (the root route): navigation rail, a header with the connection status, and the route's screen. */
export function Frame() {
  const contentRef = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  useBackForwardGestures();

  // Keyboard users land on the new screen rather than staying in the rail.
  const focusContent = () => {
    requestAnimationFrame(() => contentRef.current?.focus());
  };

  return (
    <div className="frame">
      <NavRail onNavigate={focusContent} />
      <div className="frame-main">
        <header className="topbar">
          <StatusSummary
            onReconnect={(profile) => {
              void navigate({
                to: '/connect',
                search: profile.isDemo ? {} : { profile: profile.id },
              });
              focusContent();
            }}
          />
        </header>
        <CoreRestartBanner />
        <PacingBanner />
        <UnfinishedImportsPrompt />
        <main className="content" ref={contentRef} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
