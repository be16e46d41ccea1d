import type { GridName } from '../../../../app/catalog/rows.ts';
import {
  FILE_FIELDS,
  REQUIRED_FIELDS,
  fieldForHeader,
  normaliseHeader,
  type FileField,
} from './header-names.ts';

// Which field each column of a file fills (null: left out). Pure data, so the dialog, the
// remembered layouts and the tests all speak it.

export type ColumnMapping<G extends GridName = GridName> = readonly (FileField<G> | null)[];

/** Recognised headers fill their field; a second column naming a taken field is left out. */
export function suggestMapping<G extends GridName>(
  grid: G,
  headers: readonly string[],
): ColumnMapping<G> {
  const taken = new Set<FileField<G>>();
  return headers.map((header) => {
    const field = fieldForHeader(grid, header);
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** Gives a column a field; a column that had that field before loses it (one column per field). */
export function assignColumn<G extends GridName>(
  mapping: ColumnMapping<G>,
  column: number,
  field: FileField<G> | null,
): ColumnMapping<G> {
  return mapping.map((current, index) => {
    if (index === column) return field;
    return field !== null && current === field ? null : current;
  });
}

export function missingRequired<G extends GridName>(
  grid: G,
  mapping: ColumnMapping<G>,
): FileField<G>[] {
  return (REQUIRED_FIELDS[grid] as readonly FileField<G>[]).filter(
    (field) => !mapping.includes(field),
  );
}

export function isRecognised(mapping: ColumnMapping): boolean {
  return mapping.some((field) => field !== null);
}

/** Column indexes left out of the import. */
export function unmappedColumns(mapping: ColumnMapping): number[] {
  return mapping.flatMap((field, index) => (field === null ? [index] : []));
}

/** True when a mapping fits these headers and this grid (a remembered one may be stale). */
export function fitsGrid<G extends GridName>(
  grid: G,
  headers: readonly string[],
  mapping: readonly (string | null)[],
): mapping is ColumnMapping<G> {
  const fields = FILE_FIELDS[grid] as readonly string[];
  const used = mapping.filter((field) => field !== null);
  return (
    mapping.length === headers.length &&
    used.every((field) => fields.includes(field)) &&
    new Set(used).size === used.length
  );
}

/** The same file layout: the grid and the headers (normalised, in order). */
export function layoutKey(grid: GridName, headers: readonly string[]): string {
  return `${grid}:${headers.map(normaliseHeader).join('\u001f')}`;
}
