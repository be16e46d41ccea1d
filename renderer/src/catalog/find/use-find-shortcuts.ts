import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Selection } from '../model/selection.ts';
import { findKeyFor } from './find-keys.ts';
import { CLOSED, closeFind, openFind, type FindOpening } from './find-opening.ts';

// The catalog editor's side of the find bar: its open state and the keys that reach it from
// anywhere in the editor (the grid's cell input included, which leaves these keys alone), or
// from the page itself when nothing has the focus. Keys in a dialog over the editor are the
// dialog's own.

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export interface FindBarHandle {
  step: (back: boolean) => void;
}

const inEditor = (target: EventTarget | null): boolean =>
  target === document.body ||
  (target instanceof Element && target.closest('.catalog-editor') !== null);

export function useFindShortcuts(selection: Selection, readOnly: boolean) {
  const [opening, setOpening] = useState<FindOpening>(CLOSED);
  const barRef = useRef<FindBarHandle>(null);
  const open = (mode: 'find' | 'replace') => {
    setOpening((prev) => openFind(prev, mode, selection, readOnly));
  };
  const onKeyDown = useEffectEvent((e: KeyboardEvent) => {
    if (e.defaultPrevented || e.isComposing || !inEditor(e.target)) return;
    const key = findKeyFor(e, MAC);
    if (key === null) return;
    e.preventDefault();
    if (key.type === 'open') open(key.mode);
    else if (!opening.open) open('find');
    else barRef.current?.step(key.back);
  });
  // On the document, after the grid's own handlers: what they took is marked defaultPrevented.
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      onKeyDown(e);
    };
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
    };
  }, []);
  return {
    opening,
    barRef,
    open,
    close: () => {
      setOpening(closeFind);
    },
    showReplace: () => {
      open('replace');
    },
  };
}
