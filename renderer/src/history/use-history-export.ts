import { useState } from 'react';
import { KikanError, type AppError } from '../../../app/errors.ts';
import { exportTable } from '../table-files/export-table.ts';

/** Writes a table as CSV (UTF-8 with BOM) through the shared file writer; keeps the last failure. */
export function useCsvExport() {
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (rows: () => Promise<string[][]> | string[][], baseName: string) => {
    setBusy(true);
    setError(null);
    try {
      await exportTable(await rows(), 'csv', baseName);
    } catch (caught) {
      setError(
        caught instanceof KikanError
          ? caught.error
          : {
              kind: 'internal',
              message: caught instanceof Error ? caught.message : String(caught),
            },
      );
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}
