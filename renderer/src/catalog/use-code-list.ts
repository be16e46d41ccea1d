import { useId, useMemo, useState } from 'react';
import type { CodeIndex, CodeOption } from '../../../app/catalog/code-suggest.ts';

// The state of a code picker's list, as Excel's data-validation list behaves: Alt+Down opens it
// with every known code (the cell's own highlighted), typing filters it, Up / Down move, Enter
// picks, Escape or Alt+Up closes it and leaves the text as typed. While an input method composes,
// every key is its own. Enter with no option highlighted picks nothing: what was typed stands.

/** How many options the list shows at once; the rest are counted ("type to narrow"). */
export const SHOWN_OPTIONS = 50;
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
  const [open, setOpen] = useState(false);
  /** null: every code (as Alt+Down opens it), else what is typed. */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const matches = useMemo((): CodeOption[] => {
    if (!open) return [];
    const all = index.filter(query ?? '');
    return exclude === undefined || exclude.size === 0
      ? all
      : all.filter((o) => !exclude.has(o.code));
  }, [open, index, query, exclude]);
  const shown = matches.length > SHOWN_OPTIONS ? matches.slice(0, SHOWN_OPTIONS) : matches;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  /** Opens the list with every code, the current value's highlighted when it is known. */
  const openAll = (current: string) => {
    setOpen(true);
    setQuery(null);
    const all = index.filter('');
    const list = exclude === undefined ? all : all.filter((o) => !exclude.has(o.code));
    setActive(
      Math.min(
        list.findIndex((o) => o.code === current),
        SHOWN_OPTIONS - 1,
      ),
    );
  };

  /** Typing narrows an open list (or, with `openOnType`, opens it); no option is highlighted. */
  const typed = (value: string, openOnType = false) => {
    if (!open && !openOnType) return;
    setQuery(value);
    setActive(-1);
    if (!open && value !== '') setOpen(true);
  };

  const keyDown = (e: ListKey, current: string): ListKeyResult => {
    if (e.isComposing || e.key === 'Process') return { handled: false };
    if (e.altKey && e.key === 'ArrowDown') {
      if (!open) openAll(current);
      return { handled: true };
    }
    if (!open) return { handled: false };
    const last = shown.length - 1;
    switch (e.key) {
      case 'ArrowDown':
        setActive(Math.min(active + 1, last));
        return { handled: true };
      case 'ArrowUp':
        if (e.altKey) close();
        else setActive(Math.max(active - 1, 0));
        return { handled: true };
      case 'PageDown':
        setActive(Math.min(active + PAGE, last));
        return { handled: true };
      case 'PageUp':
        setActive(Math.max(active - PAGE, 0));
        return { handled: true };
      case 'Escape':
        close();
        return { handled: true };
      case 'Enter':
      case 'Tab': {
        const option = shown[active];
        close();
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
    open,
    shown,
    /** Matches beyond those shown. */
    more: matches.length - shown.length,
    active,
    setActive,
    listId,
    optionId,
    openAll,
    typed,
    close,
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

export type CodeList = ReturnType<typeof useCodeList>;
