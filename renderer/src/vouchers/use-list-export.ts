import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadProgress, VoucherList } from '../../../app/resources/voucher-cache.ts';
import type { TableFileFormat } from '../table-files/export-table.ts';
import { exportHeaders } from './export-headers.ts';
import { exportVouchers, type ExportResult } from './export-vouchers.ts';
import { useExportAfterLoad } from './use-export-after-load.ts';
import type { SearchQuery } from './voucher-keys.ts';

// Exporting a list: what is shown (the query's rows, grouped as shown) at once, or all of it
// after "load all" ends; headers as labels or as field names; the note saying what was written.

export type ExportNote = { kind: 'done'; result: ExportResult } | { kind: 'dropped' } | null;

export function useListExport(
  profileId: string,
  list: VoucherList,
  query: SearchQuery,
  groupBy: string | null,
  /** The "load all" an export of everything started answered with its progress. */
  onLoadStarted: (progress: LoadProgress) => void,
) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<TableFileFormat | null>(null);
  const [fieldNames, setFieldNames] = useState(false);
  const [note, setNote] = useState<ExportNote>(null);

  const doExport = async (format: TableFileFormat) => {
    setExporting(format);
    setNote(null);
    try {
      const headers = (columns: readonly string[]) =>
        exportHeaders(t, list.kind, columns, fieldNames ? 'fields' : 'labels');
      const result = await exportVouchers(list, query, format, headers, groupBy ?? undefined);
      setNote({ kind: 'done', result });
    } finally {
      setExporting(null);
    }
  };

  const exportAll = useExportAfterLoad(
    profileId,
    list,
    (format) => void doExport(format),
    () => {
      setNote({ kind: 'dropped' });
    },
  );

  return {
    note,
    fieldNames,
    setFieldNames,
    /** The format waiting for "load all" to end (null: none). */
    pending: exportAll.pending,
    busy: exporting !== null || exportAll.pending !== null,
    start: (format: TableFileFormat, all: boolean) => {
      setNote(null);
      if (all) void exportAll.request(format).then(onLoadStarted);
      else void doExport(format);
    },
  };
}
