import type { GridName } from '../../../../app/catalog/rows.ts';
import type { OpenedTable } from '../../table-files/open-table.ts';
import { fileRowsToGridRows } from './file-rows.ts';
import type { MapRequest, MappedMeta, OpenedFileSummary } from './file-session-protocol.ts';
import { packRows, type PackedRows } from './rows-pack.ts';

// The file worker's side of an opened file: it keeps every row, tells the page each sheet's first
// rows, and turns a sheet into grid rows under a mapping, in packed parts for the page.

/** Rows of each sheet the page gets at first (the header, and samples for the mapping). */
export const HEAD_ROWS = 1001;
/** Grid rows in one packed part: small enough that the page unpacks one in a few milliseconds. */
export const PART_ROWS = 2000;

export function summariseTable(table: OpenedTable): OpenedFileSummary {
  return {
    kind: table.kind,
    encoding: table.encoding,
    detectedEncoding: table.detectedEncoding,
    sheets: table.sheets.map((sheet) => ({
      name: sheet.name,
      rows: sheet.rows.slice(0, HEAD_ROWS),
      rowCount: sheet.rows.length,
    })),
  };
}

/** A sheet's rows below its header through a mapping: what was made, and its rows in parts. */
export function mapSheet(
  table: OpenedTable,
  request: MapRequest,
): { meta: MappedMeta; parts: PackedRows[] } {
  const rows = table.sheets[request.sheet]?.rows ?? [];
  const result = fileRowsToGridRows<GridName>(
    request.grid,
    rows.slice(1),
    request.mapping,
    request.choice,
  );
  const parts: PackedRows[] = [];
  for (let start = 0; start < result.rows.length; start += PART_ROWS) {
    parts.push(packRows(request.grid, result.rows.slice(start, start + PART_ROWS)));
  }
  const { rows: made, ...rest } = result;
  return { meta: { ...rest, count: made.length }, parts };
}
