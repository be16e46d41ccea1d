import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCallMutation, useCallQuery } from '../lib/queries.ts';
import { EMPTY_PREFS, parsePrefs, reconcile, type ColumnPrefs } from './column-prefs.ts';

// Column prefs of one screen, kept by main per connection and screen (vouchers.columnPrefs):
// the renderer's localStorage belongs to its origin, which in the browser preview changes with
// the port on every run. A change applies at once and is saved shortly after (a resize drag
// saves once, when it rests).

const SAVE_AFTER_MS = 400;

export function useColumnPrefs(
  screen: string,
  available: readonly string[],
  hiddenByDefault: (id: string) => boolean,
) {
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
  const { mutate: save } = useCallMutation('vouchers.saveColumnPrefs');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ screen: string; prefs: ColumnPrefs } | null>(null);
  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next) save(next);
  }, [save]);
  // Leaving the screen saves what is pending.
  useEffect(() => flush, [flush, screen]);
  const update = useCallback(
    (change: (prefs: ColumnPrefs) => ColumnPrefs) => {
      const next = change(prefs);
      setEdited({ screen, prefs: next });
      pending.current = { screen, prefs: next };
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_AFTER_MS);
    },
    [prefs, screen, flush],
  );
  return { prefs, update, ready: !stored.isPending };
}
