import { dataEdge, type Direction } from '../../../../app/catalog/data-edge.ts';
import { cellSelection, type Selection } from './selection.ts';

// Ctrl+Arrow's rule is one definition in app/ (the core's catalog.edge uses it too); here the
// selection moves by it.

export { dataEdge, type Direction } from '../../../../app/catalog/data-edge.ts';

/** Ctrl+Arrow (the cursor jumps) and Ctrl+Shift+Arrow (the range grows to the edge). */
export function jumpSelection(
  selection: Selection,
  direction: Direction,
  extend: boolean,
  size: { rows: number; cols: number },
  filled: (row: number, col: number) => boolean,
): Selection {
  if (!extend) return cellSelection(dataEdge(selection.active, direction, size, filled));
  const focus = dataEdge(selection.focus, direction, size, filled);
  return { active: selection.active, anchor: selection.anchor, focus };
}
