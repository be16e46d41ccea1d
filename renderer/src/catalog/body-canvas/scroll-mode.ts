// When the grid's body is drawn on the canvas (body-canvas/) and when by its elements. Elements
// cost a frame's layout and paint for every row a scroll brings, more than a slower laptop's
// frame has; a canvas draws the same rows in a few milliseconds. So a scroll that goes on (one
// event soon after another: a wheel, a dragged scrollbar, a held key) draws on the canvas, and the
// elements catch up once it rests; a lone step (a key press that moves one row past the edge)
// goes to the elements at once, as before, and so does a small step however soon it follows the
// last (a held arrow key, Enter typing down past the edge): the few rows it brings cost the
// elements less than the canvas costs drawing every row in view. While the mouse drags over the
// cells (a selection growing), the elements draw every scroll: the drag reads the cell under the
// pointer from them.

/** A scroll event this soon after the last one continues a scroll. */
export const CONTINUING_MS = 100;
/** The canvas gives way to the elements when no scroll came for this long. */
export const REST_MS = 120;
/** A step of at most this many rows goes to the elements, even within a scroll. */
export const SMALL_STEP_ROWS = 3;

export interface ScrollMode {
  /** The canvas draws the body (the elements wait for the scroll to rest). */
  canvas: boolean;
  /** When the last scroll event came (ms, performance.now's clock); -Infinity: none yet. */
  lastAt: number;
}

export const RESTING: ScrollMode = { canvas: false, lastAt: Number.NEGATIVE_INFINITY };

/**
 * What a scroll event does: 'none' (the rows drawn stay: only a sideways scroll, or within the
 * rows drawn), 'elements' (draw its rows with the elements now) or 'canvas' (draw on the canvas).
 * `rowsMoved`: how many rows the first row in view is from the one the elements draw from.
 * `held`: a mouse drag over the cells goes on (the canvas is not drawing then: it rests when one
 * starts).
 */
export function onScroll(
  mode: ScrollMode,
  now: number,
  rowsMoved: number,
  held = false,
): { mode: ScrollMode; draw: 'none' | 'elements' | 'canvas' } {
  const continuing = now - mode.lastAt < CONTINUING_MS;
  const moved = rowsMoved !== 0;
  if (held) return { mode: { canvas: false, lastAt: now }, draw: moved ? 'elements' : 'none' };
  if (mode.canvas) return { mode: { canvas: true, lastAt: now }, draw: 'canvas' };
  if (!moved) return { mode: { canvas: false, lastAt: now }, draw: 'none' };
  if (continuing && Math.abs(rowsMoved) > SMALL_STEP_ROWS) {
    return { mode: { canvas: true, lastAt: now }, draw: 'canvas' };
  }
  return { mode: { canvas: false, lastAt: now }, draw: 'elements' };
}

/** The scroll has rested (no event for REST_MS): the elements draw again. */
export const rested = (mode: ScrollMode, now: number): boolean =>
  mode.canvas && now - mode.lastAt >= REST_MS;
