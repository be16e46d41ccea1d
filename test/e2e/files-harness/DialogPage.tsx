import { useState } from 'react';
import type { GridName, GridRow } from '../../../app/catalog/rows.ts';
import { exportGrid } from '../../../renderer/src/catalog/files/export-grid.ts';
import { OpenFileDialog } from '../../../renderer/src/catalog/files/OpenFileDialog.tsx';
import {
  applyEdit,
  emptyCatalog,
  type CatalogData,
} from '../../../renderer/src/drafts/catalog-data.ts';
import { importRows } from '../../../renderer/src/catalog/model/import-rows.ts';

let ids = 0;
const newId = () => `row-${String((ids += 1))}`;

// A stand-in for the grid's toolbar: opens the dialog, shows what was confirmed, exports it.

export function DialogPage({ grid }: { grid: GridName }) {
  const [open, setOpen] = useState(true);
  const [rows, setRows] = useState<GridRow<GridName>[] | null>(null);
  const [conflicts, setConflicts] = useState(0);
  // The grid's drafts as the catalog editor would merge the confirmed rows into them.
  const [data, setData] = useState<CatalogData>(emptyCatalog);
  const [first, setFirst] = useState<CatalogData | null>(null);
  const gridRows = data[grid].map((entry) => entry.row);
  return (
    <main style={{ padding: 16 }}>
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setOpen(true);
          }}
        >
          Open file
        </button>
        <button
          type="button"
          className="button"
          disabled={rows === null}
          onClick={() => void exportGrid(grid, rows ?? [], 'csv')}
        >
          Export CSV
        </button>
        <button
          type="button"
          className="button"
          disabled={rows === null}
          onClick={() => void exportGrid(grid, rows ?? [], 'xlsx')}
        >
          Export XLSX
        </button>
        <button
          type="button"
          className="button"
          disabled={rows === null}
          onClick={() => void exportGrid(grid, rows ?? [], 'csv', { shape: 'skus' })}
        >
          Export CSV per SKU
        </button>
      </div>
      <button
        type="button"
        className="button"
        onClick={() => {
          if (first !== null) setData(first);
        }}
      >
        Reset
      </button>
      <output data-testid="merged">{JSON.stringify(gridRows)}</output>
      <output data-testid="confirmed" data-conflicts={conflicts}>
        {rows === null ? '' : JSON.stringify(rows)}
      </output>
      {open && (
        <OpenFileDialog
          grid={grid}
          existing={gridRows}
          onClose={() => {
            setOpen(false);
          }}
          onConfirm={(confirmed, details) => {
            setRows(confirmed);
            setConflicts(details.conflicts.length);
            const edit = importRows(grid, data, confirmed, newId, details.onExisting);
            const next = edit === null ? data : applyEdit(data, edit);
            setData(next);
            setFirst((before) => before ?? next);
            setOpen(false);
          }}
        />
      )}
    </main>
  );
}
