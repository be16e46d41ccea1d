import { useCallback } from 'react';
import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import { useCallMutation } from '../lib/queries.ts';

// Refresh of a list: main replaces the cached rows only once the service's first page has
// arrived, so the rows stay on screen meanwhile (the reads are invalidated, not reset, by
// lib/query-effects.ts); a failure leaves them as they were and is shown with when they were
// last loaded.

export function useRefresh(list: VoucherList) {
  const refresh = useCallMutation('vouchers.refresh');
  const { mutate, reset } = refresh;
  const run = useCallback(() => {
    mutate(list);
  }, [mutate, list]);
  return {
    run,
    running: refresh.isPending,
    error: refresh.error?.error ?? null,
    dismiss: reset,
  };
}
