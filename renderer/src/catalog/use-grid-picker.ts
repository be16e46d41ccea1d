import { useEffect, type KeyboardEvent, type SyntheticEvent } from 'react';
import type { DataGridProps } from './grid-types.ts';
import { sourceCellText } from './window/source-cell-text.ts';
import { useCodeIndexContext } from './code-index-context.ts';
import { useCodeList } from './use-code-list.ts';
import type { useGridKeys } from './use-grid-keys.ts';

// The picker of the grid's brand_code and color_code cells, on the grid's one cell input: Alt+Down
// opens the known codes (starting an edit of the cell with its code selected), typing filters them, Enter
// picks one into the cell and stays there, Tab picks and moves on. Keys the open list does not
// take, and every key of a cell that holds no code, go to the grid's keyboard as before.

type GridKeys = ReturnType<typeof useGridKeys>;

const PICKED_GRID: Readonly<Record<string, 'brands' | 'colors'>> = {
  brand_code: 'brands',
  color_code: 'colors',
};

/** What a pick puts in the cell input, which the grid's commit then writes. */
function writeInput(el: HTMLInputElement, value: string): void {
  el.value = value;
}

export function useGridPicker(props: DataGridProps, keys: GridKeys) {
  const codes = useCodeIndexContext();
  const { selection } = props;
  const { row, col } = selection.active;
  // Column numbers count shown columns; `index` is the view's own column.
  const column = props.columns[col];
  const field: string = column?.key ?? '';
  const grid = PICKED_GRID[field] ?? null;
  const enabled = grid !== null && !props.readOnly;
  const list = useCodeList(grid === 'colors' ? codes.colors : codes.brands);
  const { close } = list;

  // The list belongs to one edit of one cell.
  useEffect(() => {
    if (keys.editing === 'none') close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys.editing, row, col]);

  const pick = (code: string) => {
    const el = keys.inputRef.current;
    if (el === null) return;
    writeInput(el, code);
    close();
    keys.commit();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const el = keys.inputRef.current;
    if (enabled && el !== null) {
      const current =
        keys.editing === 'none' ? sourceCellText(props, row, column?.index ?? -1) : el.value;
      const isComposing = e.nativeEvent.isComposing;
      const result = list.keyDown({ key: e.key, altKey: e.altKey, isComposing }, current);
      if (result.handled && e.altKey && e.key === 'ArrowDown' && keys.editing === 'none') {
        keys.startEdit('edit');
        // The cell's code selected: typing replaces it and filters the list from scratch.
        el.select();
      }
      if (result.pick !== undefined) writeInput(el, result.pick);
      if (result.handled) {
        e.preventDefault();
        if (result.pick !== undefined) keys.commit();
        return;
      }
    }
    keys.handlers.onKeyDown(e);
  };

  const onInput = (e: SyntheticEvent<HTMLInputElement>) => {
    keys.handlers.onInput();
    if (enabled) list.typed(e.currentTarget.value);
  };

  return {
    list,
    grid,
    pick,
    /** A code cell: Alt+Down opens its code list (Excel's data validation), not the column menu. */
    enabled,
    /** The cell input's handlers and, on a code cell, its combobox attributes. */
    inputProps: {
      ...keys.handlers,
      onKeyDown,
      onInput,
      ...(enabled ? list.comboboxProps : {}),
    },
  };
}
