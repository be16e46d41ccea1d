import type { LoadProgress, VoucherList } from '../../../app/resources/voucher-cache.ts';

// "Export all": load the rest of the list first, then export. The export is asked for before the
// "load all" call, and that call starts a run or joins the one under way, so the next end of a
// run of this list is the one it waits for: done exports, cancelled, failed or capped (a part of the list) drops it.

export type ExportStep = 'wait' | 'export' | 'drop';

export function exportStep(progress: LoadProgress): ExportStep {
  switch (progress.state) {
    case 'done':
      return 'export';
    case 'cancelled':
    case 'failed':
    case 'capped':
      return 'drop';
    case 'running':
    case 'paused':
      return 'wait';
  }
}

/** The event is about this connection's list (kind and order-plan filter). */
export function isProgressOf(
  progress: LoadProgress,
  profileId: string,
  list: VoucherList,
): boolean {
  return (
    progress.profileId === profileId &&
    progress.kind === list.kind &&
    progress.productCode === (list.productCode ?? null)
  );
}
