import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AtRiskChoice } from '../../../app/imports/at-risk.ts';
import type { UnchangedChoice } from '../../../app/imports/unchanged.ts';
import type { ImportPreview, ImportProgress } from '../../../app/imports/schemas.ts';
import { call, subscribe, type KikanError } from '../lib/bridge-client.ts';
import { useCallQuery } from '../lib/queries.ts';
import { queryKeys } from '../lib/query-keys.ts';

// The send screens' data: the plan (after the catalog's pending edits are saved, so the plan is
// of what the grids show), and an import's live progress — the imports.progress event over the
// unfinished list, which is also how a reopened page finds an import main is still running.

/**
 * imports.preview, always fresh: it is the plan of the drafts as they are now. A new choice for
 * the products at risk or the rows the same as last sent plans again; the last plan stays on screen (as placeholder) meanwhile.
 */
export function usePreview(profileId: string, atRisk: AtRiskChoice, unchanged: UnchangedChoice) {
  return useQuery<ImportPreview, KikanError>({
    queryKey: queryKeys.ofConnection(profileId, 'imports.preview', {
      profileId,
      atRisk,
      unchanged,
    }),
    // No flush of the draft saver here: a save's query rule invalidates this query, and the
    // save awaits that refetch, which would await the save (the review then never left
    // "Planning…"). An edit saved after this read invalidates it, so the plan catches up.
    queryFn: ({ signal }) => call('imports.preview', { profileId, atRisk, unchanged }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
  });
}

/** Unfinished imports of the connection (running, paused, waiting, or interrupted), refetched on mount. */
export function useUnfinished(profileId: string) {
  return useCallQuery('imports.list', { profileId }, { refetchOnMount: 'always' });
}

/**
 * The newest progress of one import: events as they come, else its entry in the unfinished list
 * (a reopened page re-attaches to a running import this way). Null when it is not unfinished and
 * no event has come (it ended before this page opened: the journal has its outcome).
 */
export function useImportProgress(profileId: string, importId: string) {
  const unfinished = useUnfinished(profileId);
  const [live, setLive] = useState<ImportProgress | null>(null);
  // The screen is keyed by the import, so `live` starts empty for each.
  useEffect(
    () =>
      subscribe('imports.progress', (progress) => {
        if (progress.importId === importId) setLive(progress);
      }),
    [importId],
  );
  const listed = unfinished.data?.imports.find((p) => p.importId === importId) ?? null;
  return {
    progress: live ?? listed,
    /** The unfinished list has answered (so "not in it" means "ended"). */
    settled: unfinished.isSuccess || live !== null,
    error: unfinished.error,
    update: setLive,
  };
}

/** The current time, ticking every second while `ticking`. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [ticking]);
  return now;
}
