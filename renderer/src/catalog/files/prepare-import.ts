import type { GridName } from '../../../../app/catalog/rows.ts';
import { isRecognised, suggestMapping, type ColumnMapping } from './column-mapping.ts';

// One sheet of an opened file, ready for the mapping step: its header row, its data rows and a
// first mapping (the one remembered for this layout, else what the headers say), or "no
// recognisable header". A sheet the user chose by hand opens even so, every column left out,
// for them to map.

export type PreparedImport<G extends GridName> =
  | {
      ok: true;
      header: string[];
      body: string[][];
      mapping: ColumnMapping<G>;
      remembered: boolean;
    }
  | { ok: false; problem: 'no-header' };

export function prepareImport<G extends GridName>(
  grid: G,
  sheet: { readonly rows: string[][] },
  recall: (grid: G, header: readonly string[]) => ColumnMapping<G> | null,
  options: { chosen?: boolean } = {},
): PreparedImport<G> {
  const [first = [], ...body] = sheet.rows;
  // Columns beyond the header (a longer data row) get a blank name so they can still be mapped.
  const width = Math.max(first.length, ...body.slice(0, 1000).map((row) => row.length));
  const header = Array.from({ length: width }, (_, i) => (first[i] ?? '').trim());
  const remembered = recall(grid, header);
  if (remembered !== null) return { ok: true, header, body, mapping: remembered, remembered: true };
  const mapping = suggestMapping(grid, header);
  if (!isRecognised(mapping) && options.chosen !== true) return { ok: false, problem: 'no-header' };
  return { ok: true, header, body, mapping, remembered: false };
}
