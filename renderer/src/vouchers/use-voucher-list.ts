import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type {
  LinesProgress,
  LoadProgress,
  VoucherList,
} from '../../../app/resources/voucher-cache.ts';
import { call, subscribe } from '../lib/bridge-client.ts';
import { voucherKeys, type SearchQuery } from './voucher-keys.ts';

// What a list screen knows of its list besides the rows (those come through use-voucher-window):
// the cache's state, the status values seen, and "load all" progress.

export function isQuerying(query: SearchQuery): boolean {
  return (
    query.text.trim() !== '' ||
    query.statuses.length > 0 ||
    query.sort !== null ||
    (query.dates?.length ?? 0) > 0
  );
}

export function useCacheInfo(profileId: string, list: VoucherList) {
  return useQuery({
    queryKey: voucherKeys.info(profileId, list),
    queryFn: () => call('vouchers.cacheInfo', list),
    staleTime: 0,
  });
}

/**
 * What the whole cached list holds, whatever the current query: its status values with their
 * colour slots (for the filter and the chips) and how many rows hold their lines. Read again
 * whenever the cached row count changes, so a list's first visit gets its filter when rows arrive.
 */
export function useListSummary(
  profileId: string,
  list: VoucherList,
  cachedRows: number | undefined,
) {
  const client = useQueryClient();
  const summary = useQuery({
    queryKey: voucherKeys.statuses(profileId, list),
    queryFn: async () => {
      const { statuses, lines } = await call('vouchers.search', { ...list, limit: 1 });
      return { statuses, lines };
    },
    staleTime: 0,
  });
  const seenRows = useRef(cachedRows);
  useEffect(() => {
    if (cachedRows === undefined || seenRows.current === cachedRows) return;
    seenRows.current = cachedRows;
    void client.invalidateQueries({ queryKey: voucherKeys.statuses(profileId, list), exact: true });
    // list is identified by kind and productCode
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, cachedRows, profileId, list.kind, list.productCode]);
  return summary;
}

/** The latest lines-completion progress of this list, from vouchers.linesProgress events. */
export function useLinesProgress(profileId: string, list: VoucherList): LinesProgress | null {
  const [progress, setProgress] = useState<LinesProgress | null>(null);
  const scope = list.productCode ?? null;
  useEffect(() => {
    return subscribe('vouchers.linesProgress', (payload) => {
      if (payload.profileId !== profileId || payload.kind !== list.kind) return;
      if (payload.productCode !== scope) return;
      setProgress(payload);
    });
  }, [profileId, list.kind, scope]);
  return progress;
}

/** The latest "load all" progress of this list, from vouchers.loadProgress events. */
export function useLoadProgress(profileId: string, list: VoucherList): LoadProgress | null {
  const client = useQueryClient();
  const [progress, setProgress] = useState<LoadProgress | null>(null);
  const scope = list.productCode ?? null;
  useEffect(() => {
    return subscribe('vouchers.loadProgress', (payload) => {
      if (payload.profileId !== profileId || payload.kind !== list.kind) return;
      if (payload.productCode !== scope) return;
      setProgress(payload);
      // The end of a run refreshes browse, search and info (lib/cache-effects.ts); while it
      // runs, only the row count moves.
      void client.invalidateQueries({ queryKey: voucherKeys.info(profileId, list) });
    });
    // list is identified by kind and scope
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, profileId, list.kind, scope]);
  const mine =
    progress !== null &&
    progress.profileId === profileId &&
    progress.kind === list.kind &&
    progress.productCode === scope;
  return mine ? progress : null;
}
