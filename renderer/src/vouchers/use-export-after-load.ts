import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import { subscribe } from '../lib/bridge-client.ts';
import { callAndApply } from '../lib/queries.ts';
import type { TableFileFormat } from '../table-files/export-table.ts';
import { exportStep, isProgressOf } from './export-after-load.ts';

/**
 * "Export all": `request(format)` starts (or joins) "load all" and exports when it is done;
 * `onDropped` is told when loading stops before the end. `pending` is the waiting format.
 * `request` answers with the run's progress as it started.
 */
export function useExportAfterLoad(
  profileId: string,
  list: VoucherList,
  onExport: (format: TableFileFormat) => void,
  onDropped: () => void,
) {
  const client = useQueryClient();
  const [pending, setPending] = useState<TableFileFormat | null>(null);
  const waiting = useRef<TableFileFormat | null>(null);
  const handlers = useRef({ onExport, onDropped });
  useEffect(() => {
    handlers.current = { onExport, onDropped };
  });

  useEffect(
    () =>
      subscribe('vouchers.loadProgress', (progress) => {
        const format = waiting.current;
        if (format === null || !isProgressOf(progress, profileId, list)) return;
        const step = exportStep(progress);
        if (step === 'wait') return;
        waiting.current = null;
        setPending(null);
        if (step === 'export') handlers.current.onExport(format);
        else handlers.current.onDropped();
      }),
    // list is identified by kind and filter
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [profileId, list.kind, list.productCode],
  );

  const request = useCallback(
    async (format: TableFileFormat) => {
      waiting.current = format;
      setPending(format);
      try {
        return await callAndApply(client, 'vouchers.loadAll', list);
      } catch (error) {
        waiting.current = null;
        setPending(null);
        throw error;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, list.kind, list.productCode],
  );

  return { pending, request };
}
