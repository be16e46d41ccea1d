import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridName, GridRow } from '../../../app/catalog/rows.ts';
import { exportGrid } from './files/export-grid.ts';
import { OpenFileDialog } from './files/OpenFileDialog.tsx';
import { ExportMenu } from './ExportMenu.tsx';

/** Open a CSV/XLSX file into the grid, and export the grid to both. */
export function FileButtons<G extends GridName>(props: {
  grid: G;
  rows: () => readonly GridRow<G>[];
  skuShape: boolean;
  readOnly: boolean;
  onRows: (rows: GridRow<G>[]) => void;
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
      <ExportMenu
        onExport={(format) => void exportGrid(props.grid, props.rows(), format, { shape })}
      />
      {open && (
        <OpenFileDialog
          grid={props.grid}
          onConfirm={(rows) => {
            setOpen(false);
            props.onRows(rows);
          }}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
