import { useState } from 'react';
import type { GridName, GridRow } from '../../../app/catalog/rows.ts';
import { exportGrid } from '../../../renderer/src/catalog/files/export-grid.ts';
import { OpenFileDialog } from '../../../renderer/src/catalog/files/OpenFileDialog.tsx';

// A stand-in for the grid's toolbar: opens the dialog, shows what was confirmed, exports it.

export function DialogPage({ grid }: { grid: GridName }) {
  const [open, setOpen] = useState(true);
  const [rows, setRows] = useState<GridRow<GridName>[] | null>(null);
  const [conflicts, setConflicts] = useState(0);
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
      <output data-testid="confirmed" data-conflicts={conflicts}>
        {rows === null ? '' : JSON.stringify(rows)}
      </output>
      {open && (
        <OpenFileDialog
          grid={grid}
          onClose={() => {
            setOpen(false);
          }}
          onConfirm={(confirmed, details) => {
            setRows(confirmed);
            setConflicts(details.conflicts.length);
            setOpen(false);
          }}
        />
      )}
    </main>
  );
}
