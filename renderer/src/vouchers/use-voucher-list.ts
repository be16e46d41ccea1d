import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { LoadProgress, VoucherList } from '../../../app/resources/voucher-cache.ts';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { call, subscribe, type KikanError } from '../lib/bridge-client.ts';
import { voucherKeys, type SearchQuery } from './voucher-keys.ts';

// The rows a list screen shows. Browsing: an infinite query over vouchers.browse, paged with
// starting_after as the user scrolls (cache-first in main). Searching, filtering or sorting: an
// infinite query over vouchers.search, which runs over the cached rows only. Nothing refetches
// in the background (staleTime Infinity), so rows never move under the user; refresh is explicit.

const SEARCH_PAGE = 500;

export function isQuerying(query: SearchQuery): boolean {
  return query.text.trim() !== '' || query.statuses.length > 0 || query.sort !== null;
}

export function useVoucherRows(profileId: string, list: VoucherList, query: SearchQuery) {
  const querying = isQuerying(query);
  const browse = useInfiniteQuery<
    Awaited<ReturnType<typeof call<'vouchers.browse'>>>,
    KikanError,
    { pages: Awaited<ReturnType<typeof call<'vouchers.browse'>>>[] },
    ReturnType<typeof voucherKeys.browse>,
    string | null
  >({
    queryKey: voucherKeys.browse(profileId, list),
    queryFn: ({ pageParam, signal }) =>
      call(
        'vouchers.browse',
        { ...list, ...(pageParam === null ? {} : { startingAfter: pageParam }) },
        { signal },
      ),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const search = useInfiniteQuery<
    Awaited<ReturnType<typeof call<'vouchers.search'>>>,
    KikanError,
    { pages: Awaited<ReturnType<typeof call<'vouchers.search'>>>[] },
    ReturnType<typeof voucherKeys.search>,
    number
  >({
    queryKey: voucherKeys.search(profileId, list, query),
    queryFn: ({ pageParam, signal }) =>
      call(
        'vouchers.search',
        { ...list, ...query, offset: pageParam, limit: SEARCH_PAGE },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const got = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return got < last.matched && last.rows.length > 0 ? got : undefined;
    },
    enabled: querying,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

  // Each browse page says how much of the list the cache now holds.
  const client = useQueryClient();
  const lastInfo = browse.data?.pages.at(-1)?.info;
  useEffect(() => {
    if (lastInfo) client.setQueryData(voucherKeys.info(profileId, list), lastInfo);
    // list is identified by its key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, lastInfo, profileId, list.kind, list.productCode]);

  const active = querying ? search : browse;
  const rows = useMemo<Voucher[]>(
    () => (active.data?.pages ?? []).flatMap((page) => page.rows),
    [active.data],
  );
  const lastSearch = search.data?.pages.at(-1);
  return {
    querying,
    rows,
    error: active.error,
    isPending: active.isPending,
    hasNextPage: active.hasNextPage,
    isFetchingNextPage: active.isFetchingNextPage,
    fetchNextPage: active.fetchNextPage,
    refetch: active.refetch,
    matched: querying ? (lastSearch?.matched ?? null) : null,
    statuses: lastSearch?.statuses ?? null,
  };
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
