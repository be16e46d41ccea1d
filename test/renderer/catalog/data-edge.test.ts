import { describe, expect, it } from 'vitest';
import { dataEdge, jumpSelection } from '../../../renderer/src/catalog/model/data-edge.ts';
import { cellSelection, rangeOf } from '../../../renderer/src/catalog/model/selection.ts';
import { fillRight } from '../../../renderer/src/catalog/model/write-cells.ts';

// A grid drawn as text: '#' a filled cell, '.' a blank one.
function gridOf(...lines: string[]) {
  const size = { rows: lines.length, cols: lines[0]?.length ?? 0 };
  const filled = (row: number, col: number) => lines[row]?.[col] === '#';
  return { size, filled };
}

const G = gridOf(
  '#..#', // 0
  '#.##', // 1
  '#...', // 2
  '....', // 3
  '#..#', // 4
  '#...', // 5
);
const edge = (row: number, col: number, dir: 'up' | 'down' | 'left' | 'right') => {
  const to = dataEdge({ row, col }, dir, G.size, G.filled);
  return `${String(to.row)},${String(to.col)}`;
};

describe('Ctrl+Arrow: the edge of the data region, as in Excel', () => {
  it('from a filled cell with a filled neighbour, to the last filled cell before a blank', () => {
    expect(edge(0, 0, 'down')).toBe('2,0');
    expect(edge(1, 2, 'right')).toBe('1,3');
    expect(edge(2, 0, 'up')).toBe('0,0');
    expect(edge(5, 0, 'up')).toBe('4,0');
  });

  it('from a filled cell before a blank, or from a blank, to the next filled cell', () => {
    expect(edge(2, 0, 'down')).toBe('4,0');
    expect(edge(0, 0, 'right')).toBe('0,3');
    expect(edge(3, 3, 'up')).toBe('1,3');
    expect(edge(2, 1, 'right')).toBe('2,3');
  });

  it('with nothing filled that way, to the grid’s edge; at the edge it stays', () => {
    expect(edge(2, 1, 'down')).toBe('5,1');
    expect(edge(5, 3, 'down')).toBe('5,3');
    expect(edge(4, 3, 'right')).toBe('4,3');
    expect(edge(0, 2, 'up')).toBe('0,2');
    expect(edge(5, 0, 'right')).toBe('5,3');
  });

  it('from the new-row line: up into the data, sideways to its ends, not further down', () => {
    const newLine = { row: 6, col: 2 };
    expect(dataEdge(newLine, 'up', G.size, G.filled)).toEqual({ row: 1, col: 2 });
    expect(dataEdge({ row: 6, col: 1 }, 'up', G.size, G.filled)).toEqual({ row: 0, col: 1 });
    expect(dataEdge({ row: 6, col: 0 }, 'up', G.size, G.filled)).toEqual({ row: 5, col: 0 });
    expect(dataEdge(newLine, 'right', G.size, G.filled)).toEqual({ row: 6, col: 3 });
    expect(dataEdge(newLine, 'left', G.size, G.filled)).toEqual({ row: 6, col: 0 });
    expect(dataEdge(newLine, 'down', G.size, G.filled)).toEqual(newLine);
    const empty = gridOf();
    expect(dataEdge({ row: 0, col: 0 }, 'up', { rows: 0, cols: 2 }, empty.filled)).toEqual({
      row: 0,
      col: 0,
    });
  });

  it('Ctrl+Shift+Arrow grows the range to the edge, from its far corner', () => {
    const start = cellSelection({ row: 0, col: 0 });
    const down = jumpSelection(start, 'down', true, G.size, G.filled);
    expect(down.active).toEqual({ row: 0, col: 0 });
    expect(rangeOf(down)).toEqual({ top: 0, left: 0, bottom: 2, right: 0 });
    const right = jumpSelection(down, 'right', true, G.size, G.filled);
    expect(rangeOf(right)).toEqual({ top: 0, left: 0, bottom: 2, right: 3 });
    // Without Shift the range collapses onto the jumped-to cell.
    expect(jumpSelection(right, 'down', false, G.size, G.filled)).toEqual(
      cellSelection({ row: 2, col: 0 }),
    );
  });
});

describe('Ctrl+R: fill right', () => {
  it('copies the leftmost column of the range into the columns to its right', () => {
    const writes = fillRight(['a', 'b'], { top: 3, left: 1, bottom: 4, right: 3 });
    expect(writes).toEqual([
      { row: 3, col: 2, value: 'a' },
      { row: 3, col: 3, value: 'a' },
      { row: 4, col: 2, value: 'b' },
      { row: 4, col: 3, value: 'b' },
    ]);
    expect(fillRight(['a'], { top: 0, left: 0, bottom: 0, right: 0 })).toEqual([]);
  });
});
