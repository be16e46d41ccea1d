import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Operation } from '../../../../app/catalog/operations.ts';
import { CODES_PER_LOOKUP } from '../../../../app/catalog/row-reads.ts';
import type { GridName, GridRow, ProductRow, Sku } from '../../../../app/catalog/rows.ts';
import type { CatalogViewName, ViewRow } from '../../../../app/catalog/views.ts';
import { call } from '../../lib/bridge-client.ts';
import type { ProductShape } from '../files/export-grid.ts';
import { marksForImport, type FileMark } from '../model/file-marks.ts';
import type { OnExisting } from '../model/import-rows.ts';
import { cellSelection, rangeOf, type Selection } from '../model/selection.ts';
import { readExportTable, type ExportTransport } from './core-export.ts';
import {
  addRowBelow,
  importFileRows,
  productOf,
  removeViewRows,
  saveSkus,
  viewRows,
  type CoreRowsPort,
} from './core-rows.ts';
import type { GridWindowDriver } from './grid-window-driver.ts';

// Rows, the SKU matrix and files in core mode (issue 28, step 4), for CatalogEditor: the work of
// core-rows.ts over the app's bridge and the grid's window driver (operations go through
// driver.apply, so they queue behind the edits typed and the window is read again after them).
// Long work (a file's rows, a file's export) says how far it is; one runs at a time.

/** What a long piece of work says while it runs (null: nothing running). */
export type CoreRowsProgress =
  { kind: 'importing' | 'exporting'; done: number; of: number } | { kind: 'removing' } | null;

const newId = (): string => crypto.randomUUID();

/** Settles once no step waits or is in flight in the driver; rejects with a refusal. */
function settled(driver: GridWindowDriver): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (driver.pending.busy) return false;
      stop();
      const refusal = driver.snapshot.refusal;
      if (refusal === null) resolve();
      else reject(new Error(refusal));
      return true;
    };
    const stop = driver.subscribe(() => {
      check();
    });
    check();
  });
}

function portOf(profileId: string, driver: GridWindowDriver): CoreRowsPort {
  return {
    row: (grid, id) => call('catalog.row', { profileId, grid, id }),
    rowsByCode: async (grid, codes) => {
      const rows = [];
      for (let i = 0; i < codes.length; i += CODES_PER_LOOKUP) {
        const part = codes.slice(i, i + CODES_PER_LOOKUP);
        rows.push(...(await call('catalog.rowsByCode', { profileId, grid, codes: part })).rows);
      }
      return rows;
    },
    neighbours: (grid, after) => call('catalog.neighbours', { profileId, grid, after }),
    window: (from, count) => {
      const viewId = driver.cache.view?.viewId;
      if (viewId === undefined) return Promise.reject(new Error('The grid has no view yet.'));
      return call('catalog.window', { viewId, from, count });
    },
    apply: (operation: Operation, group?: string) => {
      driver.apply({ kind: 'apply', operation, ...(group === undefined ? {} : { group }) });
      return settled(driver);
    },
    newGroup: () => crypto.randomUUID(),
  };
}

function exportTransportOf(profileId: string): ExportTransport {
  return {
    view: (spec) => call('catalog.view', { profileId, spec: { ...spec, columnFilters: [] } }),
    window: (input) => call('catalog.window', input),
    drop: (viewId) => call('catalog.dropView', { viewId }),
  };
}

export function useCoreRows(args: {
  profileId: string | null;
  /** The grid's window driver in core mode; null: the page path (nothing here is used). */
  driver: GridWindowDriver | null;
  view: CatalogViewName;
  /** The view's rows now (its length). */
  length: number;
  selection: Selection;
  setSelection: (selection: Selection) => void;
  addFileMarks: (marks: readonly FileMark[]) => void;
}) {
  const { t } = useTranslation();
  const { profileId, driver, view, length, selection } = args;
  const [progress, setProgress] = useState<CoreRowsProgress>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const port = useMemo(
    () => (profileId === null || driver === null ? null : portOf(profileId, driver)),
    [profileId, driver],
  );

  /** Runs one piece of work at a time; its failure is shown until the next one. */
  const run = (work: (port: CoreRowsPort) => Promise<void>): void => {
    if (port === null || running.current) return;
    running.current = true;
    setFailure(null);
    work(port)
      .catch((error: unknown) => {
        setFailure(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        running.current = false;
        setProgress(null);
      });
  };

  /** The rows a file's codes name in the grid now (the open-file dialog's preview). */
  const existingOf = useCallback(
    async (codes: string[]): Promise<GridRow<GridName>[]> => {
      if (port === null) return [];
      const grid = view === 'skus' ? 'products' : view;
      return (await port.rowsByCode(grid, codes)).map((entry) => entry.row);
    },
    [port, view],
  );

  const rowAt = async (p: CoreRowsPort, place: number): Promise<ViewRow | null> => {
    const held = driver?.rowAt(place);
    if (held !== undefined && held !== null && held !== 'loading') return held;
    return (await viewRows(p, place, 1))[0] ?? null;
  };

  return {
    progress,
    failure,
    /** A row below the selection (as useGridEdits.addRow); the new row is selected. */
    addRow: () => {
      const below = length === 0 ? -1 : Math.min(rangeOf(selection).bottom, length - 1);
      run(async (p) => {
        const row = below < 0 ? null : await rowAt(p, below);
        if (!(await addRowBelow(p, view, row, newId))) throw new Error(t('coreRows.noRoom'));
        args.setSelection(cellSelection({ row: below + 1, col: 0 }));
      });
    },
    /** The selected rows removed (as useGridEdits.removeSelected). */
    removeSelected: () => {
      const range = rangeOf(selection);
      const bottom = Math.min(range.bottom, length - 1);
      if (bottom < range.top) return;
      run(async (p) => {
        setProgress({ kind: 'removing' });
        await removeViewRows(p, view, range.top, bottom - range.top + 1);
        args.setSelection(cellSelection({ row: range.top, col: selection.active.col }));
      });
    },
    /** A file's rows taken in a part at a time, its disagreeing products marked. */
    importFile: (
      imported: GridRow<GridName>[],
      onExisting: OnExisting,
      details: {
        fileName: string;
        disagreeing: readonly { product_code: string; disagreeingRows: readonly number[] }[];
      },
    ) => {
      const grid = view === 'skus' ? 'products' : view;
      run(async (p) => {
        setProgress({ kind: 'importing', done: 0, of: imported.length });
        await importFileRows(p, grid, imported, onExisting, newId, (done, of) => {
          setProgress({ kind: 'importing', done, of });
        });
        if (grid === 'products' && details.disagreeing.length > 0) {
          args.addFileMarks(
            marksForImport(
              imported as ProductRow[],
              details.disagreeing,
              details.fileName,
              (rows) => t('catalogFiles.disagreement.rows', { rows }),
            ),
          );
        }
      });
    },
    existingOf,
    /** The grid's table for a file, read from the core in parts. */
    exportTable: async (grid: GridName, shape: ProductShape): Promise<string[][]> => {
      if (profileId === null) return [];
      setProgress({ kind: 'exporting', done: 0, of: 0 });
      try {
        return await readExportTable(exportTransportOf(profileId), grid, shape, (done, of) => {
          setProgress({ kind: 'exporting', done, of });
        });
      } finally {
        setProgress(null);
      }
    },
    /** The product of a view row for the SKU matrix (null: none). */
    productAt: async (place: number): Promise<{ id: string; product: ProductRow } | null> => {
      if (port === null) return null;
      const row = await rowAt(port, place);
      if (row === null) return null;
      const product = await productOf(port, row.id);
      return product === null ? null : { id: row.id, product };
    },
    /** The SKU matrix's apply, as operations on the product as the core holds it. */
    saveSkus: (id: string, skus: Sku[]) => {
      run((p) => saveSkus(p, id, skus));
    },
  };
}

export type CoreRows = ReturnType<typeof useCoreRows>;
