import type { GridColumn } from '../use-grid-columns.ts';

// A wide window's spare width goes to the name column (the text that needs it most), so the grid
// meets the window's right edge instead of leaving an empty band.

/** The columns with the width left over in `available` pixels added to the `fill` column. */
export function fillWidth(
  columns: readonly GridColumn[],
  available: number,
  fill = 'name',
): readonly GridColumn[] {
  const used = columns.reduce((sum, c) => sum + c.width, 0);
  const spare = Math.floor(available - used);
  if (spare <= 0 || !columns.some((c) => c.key === fill)) return columns;
  return columns.map((c) => (c.key === fill ? { ...c, width: c.width + spare } : c));
}
