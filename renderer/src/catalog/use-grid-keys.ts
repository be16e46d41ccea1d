import { useCallback, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { commandFor, type Command, type Editing } from './model/keymap.ts';
import {
  advance,
  cellSelection,
  moveSelection,
  rangeOf,
  selectAll,
  type Bounds,
} from './model/selection.ts';
import { parseTsv, serialiseTsv } from './model/tsv.ts';
import { cellText, readCells, VIEW_COLUMNS } from './model/view.ts';
import { clearRange, fillDown, layBlock } from './model/write-cells.ts';
import type { DataGridProps } from './grid-types.ts';

// The grid's keyboard, typing (IME included) and clipboard. One input element always has the
// focus at the active cell: typed characters and IME compositions land in it, which starts an
// edit, so an input method composes in place as in any text field.

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function useGridKeys(props: DataGridProps, bounds: Bounds, pageRows: number) {
  const [editing, setEditing] = useState<Editing>('none');
  const inputRef = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  // A paste selects what it wrote but keeps its top row in view, as Excel does.
  const scrollToActive = useRef(false);
  const { selection, onSelection, readOnly, view, data, rows } = props;
  const skusCol = view === 'products' ? VIEW_COLUMNS.products.indexOf('skus') : -1;

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
      el.value = initial ?? cellText(view, data, rows.entry[row] ?? -1, rows.sku[row] ?? -1, col);
      if (row >= rows.length && initial === undefined) el.value = '';
      setEditing(mode);
      el.focus();
      el.setSelectionRange(el.value.length, el.value.length);
    },
    [readOnly, selection, view, data, rows],
  );

  const commit = useCallback(() => {
    const el = inputRef.current;
    if (el && editing !== 'none') {
      props.onWrite([{ row: selection.active.row, col: selection.active.col, value: el.value }]);
    }
    stopEditing();
  }, [editing, props, selection, stopEditing]);

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
      case 'commit':
        commit();
        if (command.then.type === 'advance') {
          onSelection(advance(selection, command.then.key, command.then.back, bounds));
        } else onSelection(moveSelection(selection, command.then.move, bounds));
        return;
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
        const top = readCells(view, data, rows, { ...range, bottom: range.top })[0] ?? [];
        props.onWrite(fillDown(top, range));
        return;
      }
      case 'undo':
        if (!readOnly) props.onUndo();
        return;
      case 'redo':
        if (!readOnly) props.onRedo();
        return;
      case 'selectAll':
        onSelection(selectAll(bounds));
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
    if (editing !== 'none') return;
    e.preventDefault();
    const range = rangeOf(selection);
    e.clipboardData.setData('text/plain', serialiseTsv(readCells(view, data, rows, range)));
    if (cut && !readOnly) props.onWrite(clearRange(range));
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>): void => {
    if (editing !== 'none') return;
    e.preventDefault();
    if (readOnly) return;
    const block = parseTsv(e.clipboardData.getData('text/plain'));
    const range = rangeOf(selection);
    const writes = layBlock(block, range, bounds.cols);
    if (writes.length === 0) return;
    props.onWrite(writes);
    const last = writes.at(-1);
    scrollToActive.current = true;
    if (last)
      onSelection({
        ...selection,
        anchor: { row: range.top, col: range.left },
        focus: { row: last.row, col: last.col },
      });
  };

  return {
    inputRef,
    scrollToActive,
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
      onPaste,
    },
    selectCell: (row: number, col: number) => {
      onSelection(cellSelection({ row, col }));
    },
  };
}
