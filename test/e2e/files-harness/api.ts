import type { TextEncodingName } from '../../../renderer/src/table-files/encoding.ts';

export type HarnessOpenResult =
  | {
      ok: true;
      ms: number;
      /** The longest main-thread task seen while the file opened (Long Tasks API; 0 if none over 50 ms). */
      longestTaskMs: number;
      phases: string[];
      kind: string;
      encoding: TextEncodingName | null;
      detectedEncoding: TextEncodingName | null;
      rowCount: number;
      head: string[][];
      last: string[];
    }
  | { ok: false; phases: string[]; problem: string; detail: string };

export interface HarnessSessionResult {
  openMs: number;
  mapMs: number;
  applyMs: number;
  products: number;
  skus: number;
  /** Rows below the header, as the worker counted them. */
  fileRows: number;
  /** The longest main-thread task (Long Tasks API; 0 if none over 50 ms) during open and map. */
  longestTaskMs: number;
  /** The longest task during apply. */
  applyLongestTaskMs: number;
  /** The longest key event's Event Timing duration during open and map (0: none over 16 ms). */
  longestKeyMs: number;
  keyEvents: number;
  /** Every product made, when asked for (`withRows`), else the first and the last. */
  rows: unknown[];
}

export interface HarnessApi {
  /** Opens bytes as a file named `name` through the parse worker. */
  open(
    bytes: number[] | Uint8Array,
    name: string,
    encoding: TextEncodingName | 'auto',
    cancelAfterProgress?: boolean,
  ): Promise<HarnessOpenResult>;
  /** Fetches a file the harness server holds, then opens it as above. */
  openUrl(path: string, encoding: TextEncodingName | 'auto'): Promise<HarnessOpenResult>;
  /**
   * Opens a served file as the products dialog does: the worker parse, then (on the page's main
   * thread) the header mapping and grouping into products, each timed.
   */
  openUrlIntoProducts(path: string): Promise<{
    parseMs: number;
    mapMs: number;
    products: number;
    conflicts: number;
  }>;
  /**
   * Opens a served file as the products dialog does now: the file worker reads and parses it
   * (open), makes the products of the mapping its header suggests (map: the rows packed in parts
   * and unpacked on the page), then the page merges them into empty drafts as the grid does
   * (apply: importRows + applyEdit). Long tasks and key presses' Event Timing are recorded
   * throughout.
   */
  openIntoProductsSession(source: string | Blob, withRows?: boolean): Promise<HarnessSessionResult>;
  /**
   * Opens a served file (or a Blob) in the file worker and cancels once the parse is at
   * `atFraction`: the problem the open rejected with ('cancelled') and the progress seen.
   */
  cancelSessionAt(
    source: string | Blob,
    atFraction: number,
  ): Promise<{ problem: string; phases: string[] }>;
  /** Writes rows with the app's own writer (CSV or XLSX), then opens that file as above. */
  roundTrip(rows: string[][], format: 'csv' | 'xlsx'): Promise<HarnessOpenResult>;
}

declare global {
  interface Window {
    filesHarness: HarnessApi;
  }
}
