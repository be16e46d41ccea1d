import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
    (query.dates?.length ?? 0) > 0 ||
    (query.columns?.length ?? 0) > 0
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
 * whenever rows arrive (lib/query-effects.ts), so a list's first visit gets its filter.
 */
export function useListSummary(profileId: string, list: VoucherList) {
  return useQuery({
    queryKey: voucherKeys.statuses(profileId, list),
    queryFn: async () => {
      const { statuses, lines } = await call('vouchers.search', { ...list, limit: 1 });
      return { statuses, lines };
    },
    staleTime: 0,
  });
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
  const [progress, setProgress] = useState<LoadProgress | null>(null);
  const scope = list.productCode ?? null;
  useEffect(() => {
    return subscribe('vouchers.loadProgress', (payload) => {
      if (payload.profileId !== profileId || payload.kind !== list.kind) return;
      if (payload.productCode !== scope) return;
      // What the run changes in the page's queries, lib/query-effects.ts applies.
      setProgress(payload);
    });
  }, [profileId, list.kind, scope]);
  const mine =
    progress !== null &&
    progress.profileId === profileId &&
    progress.kind === list.kind &&
    progress.productCode === scope;
  return mine ? progress : null;
}
