import { useState, type ClipboardEvent, type RefObject } from 'react';
import type { CatalogData } from '../drafts/catalog-data.ts';
import { isHeaderLine, withHeaderLine } from './model/paste-header.ts';
import { rangeOf, type Bounds, type Range } from './model/selection.ts';
import { parseTsv } from './model/tsv.ts';
import { sourceCellText } from './window/source-cell-text.ts';
import { layBlock, type CellWrite } from './model/write-cells.ts';
import type { DataGridProps } from './grid-types.ts';

// Ctrl+V into the grid: Excel's TSV laid onto the selected range (write-cells.ts). A block whose
// first line names the columns it lands in is pasted without that line (paste-header.ts), and
// the grid says so, offering to paste the line too or undo the paste, until the next edit (or
// its undo): while the data, or in core mode the history's mark, is the one the paste made.

export interface PasteNote {
  /** The header line left out. */
  header: readonly string[];
  block: string[][];
  range: Range;
  pasted: CellWrite[];
  /** What the pasted cells held before (aligned with `pasted`). */
  before: string[];
  /** The data before the paste (core mode: the history's mark, `historyMark`). */
  dataBefore: CatalogData | number;
  /** The data (or mark) the paste made; the note lasts while it stands. */
  dataAfter: CatalogData | number | null;
}

export function useGridPaste(
  props: DataGridProps,
  bounds: Bounds,
  scrollToActiveRef: RefObject<boolean>,
) {
  const { view, rows, selection, onSelection } = props;
  const data = props.historyMark ?? props.data;
  const [note, setNote] = useState<PasteNote | null>(null);
  // The paste's own data arrives on the render after it; any later edit ends the note.
  if (note !== null && note.dataAfter === null && data !== note.dataBefore) {
    setNote({ ...note, dataAfter: data });
  }
  const shown = note !== null && (note.dataAfter ?? data) === data ? note : null;

  const lay = (writes: CellWrite[], range: Range) => {
    props.onWrite(writes);
    const last = writes.at(-1);
    scrollToActiveRef.current = true;
    if (last) {
      onSelection({
        active: selection.active,
        anchor: { row: range.top, col: range.left },
        focus: { row: last.row, col: last.col },
      });
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>): void => {
    e.preventDefault();
    if (props.readOnly) return;
    const all = parseTsv(e.clipboardData.getData('text/plain'));
    const range = rangeOf(selection);
    const shownKeys = props.columns.map((c) => c.key);
    const header = isHeaderLine(view, all, range.left, shownKeys);
    const block = header ? all.slice(1) : all;
    const writes = layBlock(block, range, bounds.cols);
    if (writes.length === 0) return;
    const before = writes.map((w) =>
      w.row < rows.length ? sourceCellText(props, w.row, props.columns[w.col]?.index ?? -1) : '',
    );
    lay(writes, range);
    setNote(
      header
        ? {
            header: all[0] ?? [],
            block: all,
            range,
            pasted: writes,
            before,
            dataBefore: data,
            dataAfter: null,
          }
        : null,
    );
  };

  return {
    pasteNote: shown,
    onPaste,
    /** The paste as if the header line had been data: one more undo step. */
    pasteHeaderToo: () => {
      if (shown === null) return;
      const whole = layBlock(shown.block, shown.range, bounds.cols);
      lay(withHeaderLine(shown.pasted, shown.before, whole), shown.range);
      setNote(null);
    },
    undoPaste: () => {
      if (shown !== null) props.onUndo();
      setNote(null);
    },
    dismissPasteNote: () => {
      setNote(null);
    },
  };
}
