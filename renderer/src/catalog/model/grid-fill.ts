import type { GridColumn } from '../grid-types.ts';

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
  // The columns after the widened one move right: their `left` (a frozen column's sticky offset,
  // and where sideways scrolling finds a column) moves with them.
  let shift = 0;
  return columns.map((c) => {
    const moved = shift === 0 ? c : { ...c, left: c.left + shift };
    if (c.key !== fill) return moved;
    shift = spare;
    return { ...moved, width: c.width + spare };
  });
}
