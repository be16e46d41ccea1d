import { useEffect, useState } from 'react';
import { DEFAULT_SETTINGS } from '../../../app/settings.ts';
import { useCallMutation, useCallQuery } from '../lib/queries.ts';
import { paneOpen } from './model/pane-size.ts';

// The problem pane's fold and list height, app-wide and kept across restarts in the core's app
// settings (not the page's storage, whose origin changes with the preview's port). The choice
// shows at once; the settings follow.

export function useProblemPane() {
  const saved = useCallQuery('settings.get', {}).data ?? DEFAULT_SETTINGS;
  const update = useCallMutation('settings.update');
  const [open, setOpen] = useState<boolean | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  // Never chosen, the fold follows the window's height, so a window made shorter folds it.
  const [windowHeight, setWindowHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => {
      setWindowHeight(window.innerHeight);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return {
    open: open ?? paneOpen(saved.problemPaneOpen, windowHeight),
    height: height ?? saved.problemPaneHeight,
    setOpen: (next: boolean) => {
      setOpen(next);
      update.mutate({ problemPaneOpen: next });
    },
    /** While dragging: shown, not yet kept. */
    showHeight: setHeight,
    keepHeight: (next: number) => {
      setHeight(next);
      update.mutate({ problemPaneHeight: next });
    },
  };
}
