import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

// Which rows the grid draws beyond the screen. At rest, ROWS_BEYOND on each side; while a scroll
// goes on, as many on the side it goes to and only ROWS_LEFT on the side it leaves: a row it
// leaves behind is not shown again unless the scroll turns, and every row drawn costs the frame.

export const ROWS_BEYOND = 8;
export const ROWS_LEFT = 1;

export type ScrollWay = 'forward' | 'backward' | null;

function rowsAround(range: Range, before: number, after: number): number[] {
  const start = Math.max(range.startIndex - before, 0);
  const end = Math.min(range.endIndex + after, range.count - 1);
  const places: number[] = [];
  for (let place = start; place <= end; place += 1) places.push(place);
  return places;
}

const FORWARD = (range: Range): number[] => rowsAround(range, ROWS_LEFT, range.overscan);
const BACKWARD = (range: Range): number[] => rowsAround(range, range.overscan, ROWS_LEFT);

/** The virtualizer's range extractor for a scroll going `way` (null: at rest). */
export function rangeOf(way: ScrollWay): (range: Range) => number[] {
  if (way === 'forward') return FORWARD;
  if (way === 'backward') return BACKWARD;
  return defaultRangeExtractor;
}
