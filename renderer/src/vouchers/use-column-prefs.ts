import { useCallback, useMemo, useState } from 'react';
import { parsePrefs, reconcile, type ColumnPrefs } from './column-prefs.ts';

// Column prefs of one screen, kept in localStorage (the renderer's own storage, per app origin).

const PREFIX = 'kikan.columns.';

function read(screen: string): ColumnPrefs {
  try {
    return parsePrefs(localStorage.getItem(PREFIX + screen));
  } catch {
    return parsePrefs(null);
  }
}

export function useColumnPrefs(
  screen: string,
  available: readonly string[],
  hiddenByDefault: (id: string) => boolean,
) {
  const [saved, setSaved] = useState<{ screen: string; prefs: ColumnPrefs }>(() => ({
    screen,
    prefs: read(screen),
  }));
  const current = saved.screen === screen ? saved.prefs : read(screen);
  const availableKey = available.join('\u0000');
  const prefs = useMemo(
    () =>
      reconcile(current, availableKey === '' ? [] : availableKey.split('\u0000'), hiddenByDefault),
    // hiddenByDefault is derived from the same columns as availableKey
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [current, availableKey],
  );
  const update = useCallback(
    (change: (prefs: ColumnPrefs) => ColumnPrefs) => {
      const next = change(prefs);
      setSaved({ screen, prefs: next });
      try {
        localStorage.setItem(PREFIX + screen, JSON.stringify(next));
      } catch {
        // Storage full or unavailable: the prefs still apply for this session.
      }
    },
    [prefs, screen],
  );
  return { prefs, update };
}
