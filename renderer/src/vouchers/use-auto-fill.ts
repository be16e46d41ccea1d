import { useEffect, useRef, useState } from 'react';
import type { CacheInfo, LoadProgress } from '../../../app/resources/voucher-cache.ts';

// Filters over the whole list (issue 27): a list whose cache is partial fills itself with the
// existing "load all" (main pages it, paced within the token's allowance shared with any send,
// with progress and cancel), so answers are over every row rather than those loaded so far.
// - On open: a list fills in full, as long as it holds fewer than OPEN_FILL_ROWS rows (its
//   length is unknown until loaded). Past that while filling, it stops there and says so.
// - When the user searches, filters, sorts, groups or opens the chart: it fills whatever its
//   length.
// Each reason starts a run at most once per list while the screen is open: a run the user
// cancelled is not started again behind their back (the "Load all" button stays).
// Nothing starts before the list holds a row: its first page is the list's own read, and a
// first page that failed (offline, an answer the app cannot read) is said once, by the list,
// not a second time by a fill behind it.

export const OPEN_FILL_ROWS = 20_000;

const running = (progress: LoadProgress | null) =>
  progress?.state === 'running' || progress?.state === 'paused';

export interface AutoFill {
  /** A fill runs now. */
  filling: boolean;
  /** The fill on open stopped at OPEN_FILL_ROWS (rows held then); null otherwise. */
  stoppedAt: number | null;
}

export function useAutoFill(props: {
  /** Identifies the list (profile, kind, product). */
  listId: string;
  info: CacheInfo | undefined;
  progress: LoadProgress | null;
  /** The user searches, filters, sorts, groups or charts: the answer needs every row. */
  wantsWhole: boolean;
  /** The list's rows could not be read (offline, a bad answer): nothing starts until they can. */
  blocked?: boolean;
  start: () => void;
  cancel: () => void;
}): AutoFill {
  const { listId, info, progress, wantsWhole, start, cancel } = props;
  const blocked = props.blocked === true;
  const started = useRef(new Set<string>());
  // Why the run now going was started by this screen: only a fill on open stops at the cap.
  const reason = useRef<'open' | 'whole' | null>(null);
  const [stopped, setStopped] = useState<{ listId: string; rows: number } | null>(null);
  const isRunning = running(progress);
  const progressRows = progress?.rows ?? 0;

  useEffect(() => {
    if (info === undefined || info.complete) return;
    if (isRunning) {
      if (wantsWhole) reason.current = 'whole';
      else if (reason.current === 'open' && progressRows >= OPEN_FILL_ROWS) {
        reason.current = null;
        setStopped({ listId, rows: progressRows });
        cancel();
      }
      return;
    }
    if (blocked || info.rows === 0) return;
    const why = wantsWhole ? 'whole' : 'open';
    const key = `${listId}\u0000${why}`;
    if (started.current.has(key)) return;
    if (why === 'open' && info.rows >= OPEN_FILL_ROWS) return;
    started.current.add(key);
    reason.current = why;
    start();
  }, [listId, info, isRunning, progressRows, wantsWhole, blocked, start, cancel]);

  return {
    filling: isRunning,
    stoppedAt:
      stopped?.listId === listId && !wantsWhole && !(info?.complete ?? false) ? stopped.rows : null,
  };
}
