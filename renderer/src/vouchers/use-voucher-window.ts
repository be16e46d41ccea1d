import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LinesCoverage, VoucherList } from '../../../app/resources/voucher-cache.ts';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { call, type KikanError } from '../lib/bridge-client.ts';
import { useCallMutation } from '../lib/queries.ts';
import {
  BLOCK_ROWS,
  blocksFor,
  blocksToDrop,
  nearCachedEnd,
  placeOf,
  type RowRange,
} from './row-window.ts';
import { isQuerying, useCacheInfo } from './use-voucher-list.ts';
import { voucherKeys, type SearchQuery } from './voucher-keys.ts';

// The rows a list screen shows, as a window (row-window.ts): blocks of the cached rows by
// position, read from main with vouchers.search, only those on screen (and a few more) held.
// Browsing: positions are the cache's paging order, which only grows at its end; near that end
// the next page is asked for with vouchers.browse (main appends it to the cache, and its rows go
// into the block they continue: lib/query-effects.ts, lib/list-windows.ts). Searching,
// filtering or sorting: positions in the search's order over a snapshot of the cache (upTo), so
// rows that "load all" adds later never move what the user looks at mid-scroll; they are offered
// instead. At the top of the list they join the answer as they arrive.

export interface VoucherWindow {
  querying: boolean;
  /** Rows of the list: cached rows when browsing, matches when searching (null: not known yet). */
  count: number | null;
  rowAt: (index: number) => Voucher | undefined;
  /** The rows held now (for the optional columns they carry). */
  rows: Voucher[];
  error: KikanError | null;
  retry: () => void;
  /** Asking the service for the next page. */
  extending: boolean;
  /** While searching: the cached rows searched, and how many were loaded since. */
  snapshot: { rows: number; newer: number } | null;
  includeNewRows: () => void;
  /** Matches while searching (null otherwise or not known yet). */
  matched: number | null;
  /** Lines known over the rows searched (null until a block answered). */
  lines: LinesCoverage | null;
  /** Nothing to show yet. */
  isPending: boolean;
  onRange: (range: RowRange) => void;
}

export function useVoucherWindow(
  profileId: string,
  list: VoucherList,
  query: SearchQuery,
): VoucherWindow {
  const client = useQueryClient();
  const querying = isQuerying(query);
  const info = useCacheInfo(profileId, list).data;
  const cached = info?.rows;
  const [range, setRange] = useState<RowRange>({ start: 0, end: 40 });

  // The snapshot a search runs over, fixed when the query (or list) changes.
  const queryId = JSON.stringify([profileId, list.kind, list.productCode ?? null, query]);
  const [snap, setSnap] = useState<{ id: string; upTo: number } | null>(null);
  const upTo = snap?.id === queryId ? snap.upTo : cached;
  // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
  if (querying && cached !== undefined && snap?.id !== queryId) {
    setSnap({ id: queryId, upTo: cached });
  }
  // Rows loaded since join the answer unless the user is mid-scroll (then they are offered).
  const atTop = range.start === 0;
  if (querying && atTop && snap?.id === queryId && cached !== undefined && cached > snap.upTo) {
    setSnap({ id: queryId, upTo: cached });
  }
  const filters = querying && upTo !== undefined ? { ...query, upTo } : null;

  // Searching, block 0 answers how many match, so it is always asked for (and is results[0]).
  const [headCount, setHeadCount] = useState<number | null>(null);
  const count = querying ? headCount : (cached ?? null);
  const wanted = useMemo(() => {
    const blocks = blocksFor(range, count ?? BLOCK_ROWS);
    return querying && !blocks.includes(0) ? [0, ...blocks] : blocks;
  }, [range, count, querying]);
  const ready = querying ? filters !== null : cached !== undefined;
  const results = useQueries({
    queries: wanted.map((block) => {
      const input = { ...(filters ?? {}), offset: block * BLOCK_ROWS, limit: BLOCK_ROWS };
      return {
        queryKey: voucherKeys.block(profileId, list, input),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          call('vouchers.search', { ...list, ...input }, { signal }),
        // Named for the sweep below, which reads this rather than the key's parts.
        meta: { windowBlock: block === 0 && !querying ? 'first-browse' : 'other' },
        enabled: ready,
        staleTime: Number.POSITIVE_INFINITY,
      };
    }),
  });

  const byBlock = new Map<number, Voucher[]>();
  wanted.forEach((block, i) => {
    const rows = results[i]?.data?.rows;
    if (rows) byBlock.set(block, rows);
  });
  const headMatched = querying && ready ? (results[0]?.data?.matched ?? null) : null;
  if (headMatched !== headCount) setHeadCount(headMatched);

  // A read that found rows it could not read dropped them (CacheInfo.repaired): the list's
  // info is read again, so its note shows and its count is right.
  const repairedSeen = results.reduce(
    (most, result) => Math.max(most, result.data?.info.repaired?.dropped ?? 0),
    0,
  );
  const repairedHeld = info?.repaired?.dropped ?? 0;
  useEffect(() => {
    if (repairedSeen <= repairedHeld) return;
    void client.invalidateQueries({ queryKey: voucherKeys.info(profileId, list), exact: true });
    // list is identified by kind and productCode
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, repairedSeen, repairedHeld, profileId, list.kind, list.productCode]);

  const rowAt = (index: number): Voucher | undefined => {
    const { block, at } = placeOf(index);
    return byBlock.get(block)?.[at];
  };

  const blockSizes = wanted.map((block) => byBlock.get(block)?.length ?? -1).join(',');

  // Only the blocks on screen and the newest few others stay in memory, and each list's first
  // block while browsing, so coming back to a list shows it at once.
  useEffect(() => {
    const cache = client.getQueryCache();
    const held = cache
      .findAll({ queryKey: voucherKeys.search(profileId, list) })
      .filter((q) => q.meta?.['windowBlock'] === 'other')
      .map((q) => ({ key: q, shown: q.getObserversCount() > 0, updatedAt: q.state.dataUpdatedAt }));
    for (const q of blocksToDrop(held)) cache.remove(q);
    // list is identified by kind and productCode
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, wanted, blockSizes, profileId, list.kind, list.productCode]);

  // Browsing near the end of the cached rows: the service's next page, appended by main.
  // Never the same request twice in a row unless the last one brought rows: a page that added
  // nothing must not loop.
  const tried = useRef<string | null>(null);
  const extend = useCallMutation('vouchers.browse');
  const lastCachedId = cached === undefined || cached === 0 ? null : rowAt(cached - 1)?.id;
  const { mutate, isPending: extending, error: extendError } = extend;
  useEffect(() => {
    if (querying || !info || info.complete || extending || extendError) return;
    if (!nearCachedEnd(range, info.rows)) return;
    if (info.rows > 0 && lastCachedId === undefined) return; // its block is on its way
    const attempt = `${String(info.rows)}:${lastCachedId ?? ''}`;
    if (attempt === tried.current) return;
    tried.current = attempt;
    mutate(
      { ...list, ...(lastCachedId ? { startingAfter: lastCachedId } : {}) },
      {
        onSuccess: (page) => {
          if (page.rows.length > 0) tried.current = null;
        },
      },
    );
    // list is identified by kind and productCode
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    querying,
    info,
    extending,
    extendError,
    range,
    lastCachedId,
    mutate,
    list.kind,
    list.productCode,
  ]);

  const blockError = (results.find((result) => result.error)?.error ?? null) as KikanError | null;
  const { reset } = extend;
  const retry = useCallback(() => {
    tried.current = null;
    reset();
    for (const result of results) if (result.error) void result.refetch();
  }, [results, reset]);

  const rows = [...byBlock.values()].flat();
  return {
    querying,
    count,
    rowAt,
    rows,
    error: blockError ?? extendError,
    retry,
    matched: querying ? count : null,
    lines: results.find((result) => result.data)?.data?.lines ?? null,
    isPending: count === null || (count === 0 && !querying && extending),
    extending,
    snapshot:
      querying && upTo !== undefined && cached !== undefined
        ? { rows: upTo, newer: Math.max(0, cached - upTo) }
        : null,
    includeNewRows: () => {
      if (cached !== undefined) setSnap({ id: queryId, upTo: cached });
    },
    onRange: useCallback((next: RowRange) => {
      setRange((current) =>
        current.start === next.start && current.end === next.end ? current : next,
      );
    }, []),
  };
}
