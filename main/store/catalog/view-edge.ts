import type { DatabaseSync } from 'node:sqlite';
import { dataEdge, type CellPos, type Direction } from '../../../app/catalog/data-edge.ts';
import type { CellAt, EdgeAnswer } from '../../../app/catalog/view-find.ts';
import { cellsOf, piecesOf, statements, text } from './view-cells.ts';
import type { ViewReader } from './views.ts';

// Ctrl+Arrow over a view the core holds (issue 28, step 5): the grid's rule
// (app/catalog/data-edge.ts) with its walk along a column done in SQL (the first place past a
// row whose cell is filled, or blank, in view order), and along a row over the row's cells.

export function createViewEdge(db: DatabaseSync) {
  const all = statements(db);
  return {
    edge(
      reader: ViewReader,
      columns: readonly number[],
      from: CellAt,
      direction: Direction,
    ): EdgeAnswer {
      const { join, cells } = cellsOf(reader.view);
      const size = { rows: reader.info.length, cols: columns.length };
      const cellSql = (col: number) => cells[columns[col] ?? -1] ?? "''";
      const params = (piece: { from: number; to: number }) => ({
        view: reader.table,
        from: piece.from,
        to: piece.to,
      });
      const rowsOf = `FROM temp.catalog_view_rows v ${join}
        WHERE v.view_id = :view AND v.place >= :from AND v.place < :to`;
      // The row Ctrl+Left/Right walks along, read once.
      let rowRead: { row: number; cells: string[] } | null = null;
      const filled = (row: number, col: number): boolean => {
        if (rowRead?.row !== row) {
          const [piece] = piecesOf(reader.segments, row, row);
          const sql = `SELECT ${columns.map((_, c) => cellSql(c)).join(', ')} ${rowsOf}`;
          const [line] = piece === undefined ? [] : all(sql, params(piece));
          rowRead = { row, cells: (line ?? []).map(text) };
        }
        return (rowRead.cells[col] ?? '') !== '';
      };
      const seek = (start: CellPos, way: Direction, want: boolean): CellPos | null => {
        if (way === 'left' || way === 'right') {
          const step = way === 'left' ? -1 : 1;
          for (let col = start.col + step; col >= 0 && col < size.cols; col += step) {
            if (filled(start.row, col) === want) return { row: start.row, col };
          }
          return null;
        }
        const up = way === 'up';
        const sql = `SELECT v.place ${rowsOf} AND (${cellSql(start.col)} != '') = :want
          ORDER BY v.place ${up ? 'DESC' : ''} LIMIT 1`;
        const pieces = up
          ? piecesOf(reader.segments, 0, start.row - 1).reverse()
          : piecesOf(reader.segments, start.row + 1, size.rows - 1);
        for (const piece of pieces) {
          const [line] = all(sql, { ...params(piece), want: want ? 1 : 0 });
          if (line !== undefined) {
            return { row: piece.at + Number(line[0]) - piece.from, col: start.col };
          }
        }
        return null;
      };
      const at = dataEdge({ row: from.place, col: from.col }, direction, size, filled, seek);
      return { ...reader.info, at: { place: at.row, col: at.col } };
    },
  };
}
