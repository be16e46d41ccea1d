// The problem pane's list height: dragged by its top edge or stepped from the keyboard, kept
// between a few problems and what leaves the grid its least rows.

export interface PaneLimits {
  /** The least height of the list (a few problems). */
  min: number;
  /** The most: the list now plus what the grid can give up above its least height. */
  max: number;
}

export const PANE_MIN_HEIGHT = 52;

export function clampPaneHeight(height: number, limits: PaneLimits): number {
  return Math.round(Math.max(limits.min, Math.min(Math.max(limits.min, limits.max), height)));
}

/** A drag of the pane's top edge from `startY` to `y` (up makes the list taller). */
export function draggedHeight(
  startHeight: number,
  startY: number,
  y: number,
  limits: PaneLimits,
): number {
  return clampPaneHeight(startHeight + (startY - y), limits);
}

/** Whether the pane shows open: as the user last left it, or, never chosen, by window height. */
export function paneOpen(stored: boolean | null, windowHeight: number): boolean {
  return stored ?? windowHeight >= 720;
}
