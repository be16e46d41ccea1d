import type { DisagreementChoice, GridName } from '../../../../app/catalog/rows.ts';
import type { FileProblemData } from '../../table-files/problems.ts';
import type { TextEncodingName } from '../../table-files/text-encodings.ts';
import type { ColumnMapping } from './column-mapping.ts';
import type { FileRows } from './file-rows.ts';
import type { PackedRows } from './rows-pack.ts';

// Messages between the open-file dialog and its file worker. The worker keeps the file's rows
// (a million rows of strings never cross to the page); the page gets each sheet's first rows for
// the mapping, and the grid rows a mapping makes, packed (rows-pack.ts), a part at a time.

/** A sheet as the page sees it: its first rows (header first) and how many rows it has. */
export interface SheetHead {
  name: string;
  /** The first rows (at most HEAD_ROWS), the header first. */
  rows: string[][];
  /** Every non-blank row of the sheet, the header included. */
  rowCount: number;
}

export interface OpenedFileSummary {
  kind: 'csv' | 'xlsx';
  encoding: TextEncodingName | null;
  detectedEncoding: TextEncodingName | null;
  sheets: SheetHead[];
}

export interface MapRequest {
  sheet: number;
  grid: GridName;
  mapping: ColumnMapping;
  choice: DisagreementChoice;
}

export type FileSessionRequest =
  | { type: 'open'; file: Blob; name: string; encoding: TextEncodingName | 'auto' }
  | ({ type: 'map'; id: number } & MapRequest);

/** What a mapping made, without its rows (they come in parts). */
export type MappedMeta = Omit<FileRows<GridName>, 'rows'> & { count: number };

export type FileSessionReply =
  | { type: 'progress'; phase: 'reading' | 'parsing'; fraction: number }
  | { type: 'opened'; summary: OpenedFileSummary }
  | { type: 'failed'; problem: FileProblemData }
  | { type: 'rows'; id: number; part: PackedRows }
  | { type: 'mapped'; id: number; meta: MappedMeta };
