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
  /** Writes rows with the app's own writer (CSV or XLSX), then opens that file as above. */
  roundTrip(rows: string[][], format: 'csv' | 'xlsx'): Promise<HarnessOpenResult>;
}

declare global {
  interface Window {
    filesHarness: HarnessApi;
  }
}
