import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { jumpSelection, type Direction } from './model/data-edge.ts';
import type { GridRows } from './grid-rows.ts';
import { commandFor, type Command, type Editing } from './model/keymap.ts';
import {
  advance,
  cellSelection,
  isSingleCell,
  moveSelection,
  rangeOf,
  sameSelection,
  selectAll,
  type Bounds,
  type CellPos,
  type Selection,
} from './model/selection.ts';
import { selectWholeColumns, selectWholeRows } from './model/row-col-selection.ts';
import { serialiseTsv } from './model/tsv.ts';
import { filledCells, readCells } from './model/view.ts';
import { sourceCellText } from './window/source-cell-text.ts';
import { clearRange, fillDown, fillRange, fillRight } from './model/write-cells.ts';
import type { DataGridProps } from './grid-types.ts';
import { useGridPaste } from './use-grid-paste.ts';

// The grid's keyboard, typing (IME included) and clipboard. One input element always has the
// focus at the active cell: typed characters and IME compositions land in it, which starts an
// edit, so an input method composes in place as in any text field.

/** Axes a selection leaves unscrolled, for the focus it moved to. */
export interface KeepScroll {
  x: boolean;
  y: boolean;
  at: CellPos;
}

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function useGridKeys(props: DataGridProps, bounds: Bounds, pageRows: number) {
  const [editing, setEditing] = useState<Editing>('none');
  const inputRef = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  // A paste selects what it wrote but keeps its top row in view, as Excel does.
  const scrollToActive = useRef(false);
  // Whole rows, whole columns and Ctrl+A leave the grid where it is, as in Excel (their focus is
  // the last column or row, which the scroll that follows a selection would otherwise bring in).
  // Kept with the focus it is for: a selection that moved no focus leaves it to be ignored.
  const keepScroll = useRef<KeepScroll | null>(null);
  const { selection, onSelection, readOnly, view, data, rows } = props;
  const selectKeeping = (next: Selection, x: boolean, y: boolean): void => {
    keepScroll.current = { x, y, at: next.focus };
    onSelection(next);
  };
  // Column numbers count shown columns; a cell is read by its view column (`index`).
  const { columns } = props;
  const viewCol = (col: number): number => columns[col]?.index ?? -1;
  const skusCol = view === 'products' ? columns.findIndex((c) => c.key === 'skus') : -1;
  const paste = useGridPaste(props, bounds, scrollToActive);

  const input = () => inputRef.current;
  const stopEditing = useCallback(() => {
    setEditing('none');
    const el = inputRef.current;
    if (el) el.value = '';
  }, []);

  const startEdit = useCallback(
    (mode: Editing, initial?: string) => {
      if (readOnly) return;
      const el = inputRef.current;
      if (!el) return;
      const { row, col } = selection.active;
      el.value = initial ?? sourceCellText(props, row, viewCol(col));
      if (row >= rows.length && initial === undefined) el.value = '';
      setEditing(mode);
      el.focus();
      el.setSelectionRange(el.value.length, el.value.length);
    },
    // viewCol reads `columns`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [readOnly, selection, view, data, rows, columns],
  );

  /** Writes the edit; true when it added a row (typed on the new-row line). */
  const commit = useCallback((): boolean => {
    const el = inputRef.current;
    let added = false;
    if (el && editing !== 'none') {
      const { row, col } = selection.active;
      const newLine = row >= rows.length;
      // An empty edit on the new-row line adds no empty row.
      if (!newLine || el.value !== '') {
        props.onWrite([{ row, col, value: el.value }]);
        added = newLine;
      }
    }
    stopEditing();
    return added;
  }, [editing, props, selection, rows.length, stopEditing]);

  // A jump the core answers lands only if the selection is still the one it was asked from (the
  // same cells: the grid's selection passes to the editor as another object after the paint).
  const latestSelection = useRef(selection);
  useLayoutEffect(() => {
    latestSelection.current = selection;
  }, [selection]);
  const jumpByEdge = (
    edge: NonNullable<GridRows['edge']>,
    direction: Direction,
    extend: boolean,
  ): void => {
    const asked = selection;
    const from = extend ? asked.focus : asked.active;
    void edge(
      from,
      direction,
      columns.map((c) => c.index),
    ).then((at) => {
      if (at === null || !sameSelection(latestSelection.current, asked)) return;
      onSelection(extend ? { ...asked, focus: at } : cellSelection(at));
    });
  };

  const run = (command: Command): void => {
    switch (command.type) {
      case 'move':
        onSelection(
          moveSelection(selection, command.move, bounds, {
            extend: command.extend,
            page: pageRows,
          }),
        );
        return;
      case 'advance':
        onSelection(advance(selection, command.key, command.back, bounds));
        return;
      case 'jump': {
        if (props.source?.edge !== undefined) {
          jumpByEdge(props.source.edge, command.direction, command.extend);
          return;
        }
        const size = { rows: rows.length, cols: bounds.cols };
        const filledAt = filledCells(view, data, rows);
        const filled = (r: number, c: number) => filledAt(r, viewCol(c));
        onSelection(jumpSelection(selection, command.direction, command.extend, size, filled));
        return;
      }
      case 'commit': {
        // A row typed on the new-row line is now the last row, and a new-row line follows it.
        const after = commit() ? { ...bounds, rows: bounds.rows + 1 } : bounds;
        if (command.then.type === 'advance') {
          onSelection(advance(selection, command.then.key, command.then.back, after));
        } else onSelection(moveSelection(selection, command.then.move, after));
        return;
      }
      case 'commitAll': {
        // The selection stays, as in Excel; one cell is an ordinary commit that does not move.
        if (isSingleCell(selection)) {
          commit();
          return;
        }
        const value = inputRef.current?.value ?? '';
        if (!readOnly) props.onWrite(fillRange(value, rangeOf(selection), rows.length));
        stopEditing();
        return;
      }
      case 'cancel':
        stopEditing();
        return;
      case 'edit':
        startEdit('edit');
        return;
      case 'open':
        if (selection.active.col === skusCol && selection.active.row < rows.length) {
          props.onOpenSkus(selection.active.row);
        } else onSelection(advance(selection, 'enter', false, bounds));
        return;
      case 'clear':
        if (!readOnly) props.onWrite(clearRange(rangeOf(selection)));
        return;
      case 'fillDown': {
        if (readOnly) return;
        const range = rangeOf(selection);
        if (props.onFill) {
          props.onFill('down', range);
          return;
        }
        const top = readCells(view, data, rows, { ...range, bottom: range.top }, columns)[0] ?? [];
        props.onWrite(fillDown(top, range));
        return;
      }
      case 'fillRight': {
        if (readOnly) return;
        const range = rangeOf(selection);
        if (props.onFill) {
          props.onFill('right', range);
          return;
        }
        const left = readCells(view, data, rows, { ...range, right: range.left }, columns).map(
          (line) => line[0] ?? '',
        );
        props.onWrite(fillRight(left, range));
        return;
      }
      case 'undo':
        if (!readOnly) props.onUndo();
        return;
      case 'redo':
        if (!readOnly) props.onRedo();
        return;
      case 'selectAll':
        selectKeeping(selectAll(bounds), true, true);
        return;
      case 'selectRows':
        selectKeeping(selectWholeRows(selection, bounds), true, false);
        return;
      case 'selectColumns':
        selectKeeping(selectWholeColumns(selection, rows.length), false, true);
        return;
      case 'help':
        props.onHelp?.();
        return;
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
    const command = commandFor(
      {
        key: e.key,
        shiftKey: e.shiftKey,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        isComposing: e.nativeEvent.isComposing || composing.current,
      },
      editing,
      MAC,
    );
    if (command === null) return;
    e.preventDefault();
    run(command);
  };

  const onInput = (): void => {
    // The first character typed on a selected cell starts an edit holding just that character.
    if (editing === 'none' && !readOnly && (input()?.value ?? '') !== '') setEditing('enter');
    if (readOnly && !composing.current) stopEditing();
  };

  const onCompositionStart = (): void => {
    composing.current = true;
    if (editing === 'none' && !readOnly) setEditing('enter');
  };
  const onCompositionEnd = (): void => {
    composing.current = false;
  };

  const onCopy = (e: ClipboardEvent<HTMLInputElement>, cut: boolean): void => {
    if (editing === 'none' && props.onCopyRange !== undefined) {
      e.preventDefault();
      props.onCopyRange(rangeOf(selection), cut);
      return;
    }
    // While the drafts load (the core's window drawn) there is nothing in the page to copy.
    if (editing !== 'none' || props.source?.busy === true) return;
    e.preventDefault();
    const range = rangeOf(selection);
    e.clipboardData.setData(
      'text/plain',
      serialiseTsv(readCells(view, data, rows, range, columns)),
    );
    // A cut clears only cells it could copy: not a core window's (core mode's copy is the core's).
    if (cut && !readOnly && props.source === undefined) props.onWrite(clearRange(range));
  };

  return {
    inputRef,
    scrollToActive,
    keepScroll,
    selectKeeping,
    editing,
    startEdit,
    commit,
    stopEditing,
    handlers: {
      onKeyDown,
      onInput,
      onCompositionStart,
      onCompositionEnd,
      onCopy: (e: ClipboardEvent<HTMLInputElement>) => {
        onCopy(e, false);
      },
      onCut: (e: ClipboardEvent<HTMLInputElement>) => {
        onCopy(e, true);
      },
      onPaste: (e: ClipboardEvent<HTMLInputElement>) => {
        if (editing === 'none') paste.onPaste(e);
      },
    },
    paste,
    selectCell: (row: number, col: number) => {
      onSelection(cellSelection({ row, col }));
    },
  };
}
