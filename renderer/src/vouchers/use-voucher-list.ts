import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LoadProgress, VoucherList } from '../../../app/resources/voucher-cache.ts';
import { call, subscribe } from '../lib/bridge-client.ts';
import { voucherKeys, type SearchQuery } from './voucher-keys.ts';

// What a list screen knows of its list besides the rows (those come through use-voucher-window):
// the cache's state, the status values seen, and "load all" progress.

export function isQuerying(query: SearchQuery): boolean {
  return query.text.trim() !== '' || query.statuses.length > 0 || query.sort !== null;
}

export function useCacheInfo(profileId: string, list: VoucherList) {
  return useQuery({
    queryKey: voucherKeys.info(profileId, list),
    queryFn: () => call('vouchers.cacheInfo', list),
    staleTime: 0,
  });
}

/** Status values seen in the cached rows (for the filter), whatever the current query. */
export function useSeenStatuses(profileId: string, list: VoucherList) {
  return useQuery({
    queryKey: voucherKeys.statuses(profileId, list),
    queryFn: async () => (await call('vouchers.search', { ...list, limit: 1 })).statuses,
    staleTime: 0,
  });
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
