// Where a scrolling box must scroll so a cell is wholly in view: below the sticky header row and
// right of the sticky columns (row numbers, frozen columns), above the bottom edge and left of
// the right edge (both measured inside the scroll bars). Pure: positions in the box's content
// coordinates, the box's scroll offsets and client size in, the offsets to set out.

export interface Box {
  top: number;
  left: number;
  height: number;
  width: number;
}

export interface Scrolled {
  scrollTop: number;
  scrollLeft: number;
  /** The box's inner size (clientHeight, clientWidth: the scroll bars left out). */
  height: number;
  width: number;
  /** The sticky header's height and the sticky columns' width, which cover content. */
  stickyTop: number;
  stickyLeft: number;
}

/** One axis: the least scroll that shows [start, start + size) between the sticky part and the end. */
function axis(start: number, size: number, scroll: number, sticky: number, view: number): number {
  const first = scroll + sticky;
  const last = scroll + view;
  // Taller (wider) than the view: its start at the top (left), as Excel shows a tall cell.
  if (start < first || size > view - sticky) return Math.max(0, start - sticky);
  if (start + size > last) return Math.max(0, start + size - view);
  return scroll;
}

export function scrollToShow(cell: Box, box: Scrolled): { scrollTop: number; scrollLeft: number } {
  return {
    scrollTop: axis(cell.top, cell.height, box.scrollTop, box.stickyTop, box.height),
    scrollLeft: axis(cell.left, cell.width, box.scrollLeft, box.stickyLeft, box.width),
  };
}
