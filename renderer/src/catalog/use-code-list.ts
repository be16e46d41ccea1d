import { useId, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { CodeIndex } from '../../../app/catalog/code-suggest.ts';
import { CodeListStore, SHOWN_OPTIONS, type CodeListSnapshot } from './code-list-store.ts';

// A code picker's list, as Excel's data-validation list behaves: Alt+Down opens it with every
// known code (the cell's own highlighted), typing filters it, Up / Down move, Enter picks,
// Escape or Alt+Up closes it and leaves the text as typed. While an input method composes,
// every key is its own. Enter with no option highlighted picks nothing: what was typed stands.
// The list's state lives in a store (code-list-store.ts): the field's owner renders when the
// list opens, closes or its highlight moves; a key that filters renders only the list box.

export { SHOWN_OPTIONS };
const PAGE = 8;

export interface ListKey {
  key: string;
  altKey: boolean;
  isComposing: boolean;
}

/** What a key did to the list: whether it was the list's, and the code picked, if any. */
export interface ListKeyResult {
  handled: boolean;
  pick?: string;
}

export function useCodeList(index: CodeIndex, exclude?: ReadonlySet<string>) {
  const id = useId();
  const [store] = useState(() => new CodeListStore(index, exclude));
  useLayoutEffect(() => {
    store.setSource(index, exclude);
  }, [store, index, exclude]);
  const open = useSyncExternalStore(store.subscribe, () => store.snapshot().open);
  const active = useSyncExternalStore(store.subscribe, () => store.snapshot().active);

  const keyDown = (e: ListKey, current: string): ListKeyResult => {
    if (e.isComposing || e.key === 'Process') return { handled: false };
    const now = store.snapshot();
    if (e.altKey && e.key === 'ArrowDown') {
      if (!now.open) store.openAll(current);
      return { handled: true };
    }
    if (!now.open) return { handled: false };
    const last = now.shown.length - 1;
    switch (e.key) {
      case 'ArrowDown':
        store.setActive(Math.min(now.active + 1, last));
        return { handled: true };
      case 'ArrowUp':
        if (e.altKey) store.close();
        else store.setActive(Math.max(now.active - 1, 0));
        return { handled: true };
      case 'PageDown':
        store.setActive(Math.min(now.active + PAGE, last));
        return { handled: true };
      case 'PageUp':
        store.setActive(Math.max(now.active - PAGE, 0));
        return { handled: true };
      case 'Escape':
        store.close();
        return { handled: true };
      case 'Enter':
      case 'Tab': {
        const option = now.shown[now.active];
        store.close();
        if (option === undefined) return { handled: false };
        // Enter picks and stays; Tab picks and moves on as Tab does.
        return { handled: e.key === 'Enter', pick: option.code };
      }
      default:
        return { handled: false };
    }
  };

  const listId = `${id}-codes`;
  const optionId = (at: number) => `${id}-code-${at}`;
  return {
    store,
    open,
    active,
    setActive: (at: number) => {
      store.setActive(at);
    },
    listId,
    optionId,
    openAll: (current: string) => {
      store.openAll(current);
    },
    typed: (value: string, openOnType = false) => {
      store.typed(value, openOnType);
    },
    close: () => {
      store.close();
    },
    keyDown,
    /** The combobox's ARIA attributes for the input the list belongs to. */
    comboboxProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-haspopup': 'listbox',
      'aria-expanded': open,
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
    } as const,
  };
}

/** What the list box draws: every change of the list (the options as filtered, the highlight). */
export const useCodeListSnapshot = (list: CodeList): CodeListSnapshot =>
  useSyncExternalStore(list.store.subscribe, list.store.snapshot);

export type CodeList = ReturnType<typeof useCodeList>;
