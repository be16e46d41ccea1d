import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { callAndApply, useCallQuery } from '../lib/queries.ts';
import { EMPTY_PREFS, parsePrefs, reconcile, type ColumnPrefs } from './column-prefs.ts';
import { createPrefsSaver, type SaveWhen } from './prefs-saver.ts';

// Column prefs of one screen, kept by main per connection and screen (vouchers.columnPrefs):
// the renderer's localStorage belongs to its origin, which in the browser preview changes with
// the port on every run. A change applies at once and is saved at once, so a reload or a closed
// window right after it keeps it; a resize drag is saved when it ends or rests, and whatever is
// unsaved goes when the screen closes or the page is hidden (prefs-saver.ts).

const REST_MS = 400;

export function useColumnPrefs(
  screen: string,
  available: readonly string[],
  hiddenByDefault: (id: string) => boolean,
) {
  const client = useQueryClient();
  const stored = useCallQuery('vouchers.columnPrefs', { screen });
  const [edited, setEdited] = useState<{ screen: string; prefs: ColumnPrefs } | null>(null);
  const fromMain = stored.data?.prefs ? parsePrefs(JSON.stringify(stored.data.prefs)) : EMPTY_PREFS;
  const current = edited?.screen === screen ? edited.prefs : fromMain;
  const availableKey = available.join('\u0000');
  const prefs = useMemo(
    () =>
      reconcile(current, availableKey === '' ? [] : availableKey.split('\u0000'), hiddenByDefault),
    // hiddenByDefault is derived from the same columns as availableKey
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [current, availableKey],
  );
  const saver = useMemo(
    () =>
      createPrefsSaver<{ screen: string; prefs: ColumnPrefs }>(
        (input) => callAndApply(client, 'vouchers.saveColumnPrefs', input),
        REST_MS,
      ),
    [client],
  );
  useEffect(() => {
    const leave = () => {
      saver.leave();
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [saver]);
  const update = useCallback(
    (change: (prefs: ColumnPrefs) => ColumnPrefs, when: SaveWhen = 'now') => {
      const next = change(prefs);
      setEdited({ screen, prefs: next });
      saver.change({ screen, prefs: next }, when);
    },
    [prefs, screen, saver],
  );
  const settle = useCallback(() => {
    saver.settle();
  }, [saver]);
  return { prefs, update, settle, ready: !stored.isPending };
}
