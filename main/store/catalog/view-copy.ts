import type { DatabaseSync } from 'node:sqlite';
import { serialiseTsv } from '../../../app/catalog/tsv.ts';
import {
  COPY_CELLS_MAX,
  COPY_TEXT_MAX,
  type CopyAnswer,
  type PlaceRange,
} from '../../../app/catalog/view-find.ts';
import { invalidStoreInput } from '../store-errors.ts';
import { cellsOf, piecesOf, statements, text } from './view-cells.ts';
import type { ViewReader } from './views.ts';

// Copy of a range of a view the core holds (issue 28, step 5): its cells as tab-separated text,
// as the grid's copy makes it (app/catalog/tsv.ts: Excel's quoting, CRLF after every row), the
// range clipped to the view's rows as the grid's readCells clips it. At most COPY_CELLS_MAX
// cells and COPY_TEXT_MAX characters: the text is one answer crossing two processes to the page
// and the clipboard.

const CHUNK = 5_000;

export function createViewCopy(db: DatabaseSync) {
  const all = statements(db);
  return {
    copy(reader: ViewReader, columns: readonly number[], range: PlaceRange): CopyAnswer {
      const bottom = Math.min(range.bottom, reader.info.length - 1);
      const shown = columns.slice(range.left, range.right + 1);
      const rows = Math.max(0, bottom - range.top + 1);
      if (rows * (range.right - range.left + 1) > COPY_CELLS_MAX) {
        throw invalidStoreInput(
          'range',
          `A copy holds at most ${COPY_CELLS_MAX.toLocaleString('en')} cells.`,
        );
      }
      const { join, cells } = cellsOf(reader.view);
      // A column past the view's own (a layout's shown column that is not there) reads blank.
      const picked = Array.from({ length: range.right - range.left + 1 }, (_, j) => {
        const col = shown[j];
        return col === undefined ? "''" : (cells[col] ?? "''");
      });
      const sql = `SELECT ${picked.join(', ')} FROM temp.catalog_view_rows v ${join}
        WHERE v.view_id = :view AND v.place >= :from AND v.place < :to ORDER BY v.place`;
      const parts: string[] = [];
      let size = 0;
      for (const piece of piecesOf(reader.segments, range.top, bottom)) {
        for (let from = piece.from; from < piece.to; from += CHUNK) {
          const lines = all(sql, {
            view: reader.table,
            from,
            to: Math.min(piece.to, from + CHUNK),
          }).map((line) => line.map(text));
          const part = serialiseTsv(lines);
          size += part.length;
          if (size > COPY_TEXT_MAX) {
            throw invalidStoreInput(
              'range',
              `The copy is over ${String(COPY_TEXT_MAX / 1024 / 1024)} MiB of text; copy fewer rows.`,
            );
          }
          parts.push(part);
        }
      }
      return { ...reader.info, text: parts.join(''), rows };
    },
  };
}
