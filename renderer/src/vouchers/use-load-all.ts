import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LoadProgress, VoucherList } from '../../../app/resources/voucher-cache.ts';
import { callAndApply } from '../lib/queries.ts';
import { newerProgress } from './load-progress.ts';
import { useLinesProgress, useLoadProgress } from './use-voucher-list.ts';

// "Load all" of a list and completing its lines: start, cancel and progress. What the calls and
// their progress change in the page's queries, lib/query-effects.ts says.

export function useLoadAll(profileId: string, list: VoucherList) {
  const client = useQueryClient();
  // What the start call answered shows at once; events take over from its first page.
  const [started, setStarted] = useState<LoadProgress | null>(null);
  const progress = newerProgress(useLoadProgress(profileId, list), started);
  return {
    progress,
    start: () => void callAndApply(client, 'vouchers.loadAll', list).then(setStarted),
    cancel: () => void callAndApply(client, 'vouchers.cancelLoad', list),
    /** A run started elsewhere (an export waiting for all rows) answered. */
    onStarted: setStarted,
  };
}

export function useCompleteLines(profileId: string, list: VoucherList) {
  const client = useQueryClient();
  return {
    progress: useLinesProgress(profileId, list),
    start: () => void callAndApply(client, 'vouchers.completeLines', list),
    cancel: () => void callAndApply(client, 'vouchers.cancelLines', list),
  };
}
