import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridName, GridRow } from '../../../app/catalog/rows.ts';
import { exportBaseName, exportGrid, type ProductShape } from './files/export-grid.ts';
import { exportTable } from '../table-files/export-table.ts';
import type { ConfirmedImport } from './files/MappingStep.tsx';
import { OpenFileDialog } from './files/OpenFileDialog.tsx';
import type { OnExisting } from './model/import-rows.ts';
import { GridExportMenu } from './GridExportMenu.tsx';

/** Open a CSV/XLSX file into the grid, and export the grid to both. */
export function FileButtons<G extends GridName>(props: {
  grid: G;
  rows: () => readonly GridRow<G>[];
  /**
   * Core mode (the page holds no rows): the grid's table for a file, read from the core, and
   * the rows holding a file's codes for the open-file dialog's preview. `rows` is not read.
   */
  core?: {
    table: (shape: ProductShape) => Promise<string[][]>;
    existingOf: (codes: string[]) => Promise<readonly GridRow<G>[]>;
  };
  skuShape: boolean;
  readOnly: boolean;
  onRows: (
    rows: GridRow<G>[],
    onExisting: OnExisting,
    details: ConfirmedImport<G> & { fileName: string },
  ) => void;
  /** A file was opened or exported, or the dialog closed: the grid takes the keys again. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const shape = props.skuShape ? 'skus' : 'products';
  return (
    <>
      {!props.readOnly && (
        <button
          type="button"
          className="button small icon-button"
          title={t('grid.openFile')}
          onClick={() => {
            setOpen(true);
          }}
        >
          <span className="button-icon" aria-hidden="true">
            ⤒
          </span>
          <span className="button-label">{t('grid.openFile')}</span>
        </button>
      )}
      <GridExportMenu
        onExport={(format) => {
          const core = props.core;
          const saved =
            core === undefined
              ? exportGrid(props.grid, props.rows(), format, { shape })
              : core
                  .table(shape)
                  .then((table) =>
                    exportTable(table, format, exportBaseName(props.grid, shape, new Date())),
                  );
          void saved.finally(props.onDone);
        }}
      />
      {open && (
        <OpenFileDialog
          grid={props.grid}
          {...(props.core === undefined
            ? { existing: props.rows() }
            : { existingOf: props.core.existingOf })}
          onConfirm={(rows, details) => {
            setOpen(false);
            props.onRows(rows, details.onExisting, details);
            props.onDone();
          }}
          onClose={() => {
            setOpen(false);
            props.onDone();
          }}
        />
      )}
    </>
  );
}
