import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { looksLikeCredential } from '../../../../app/credentials.ts';
import { CODES_PER_LOOKUP, type CatalogEntry } from '../../../../app/catalog/row-reads.ts';
import { call } from '../../lib/bridge-client.ts';
import type { ViewName } from '../model/view.ts';
import type { CellWrite } from '../model/write-cells.ts';
import { CoreWriter, type CoreWriterState, type FillRange } from './core-writer.ts';
import type { GridWindowDriver } from './grid-window-driver.ts';

// Core mode's edits for the editor (issue 28, step 4): CoreWriter over the window's driver, in
// place of useGridEdits' write and the page store's undo and redo while the grid reads from the
// core's window.

export interface CoreEdits extends CoreWriterState {
  write: (writes: CellWrite[]) => void;
  /** Ctrl+D / Ctrl+R: the range in shown columns; `viewColumn` gives a shown column's view column. */
  fill: (
    direction: 'down' | 'right',
    range: FillRange,
    viewColumn: (col: number) => number,
  ) => void;
  undo: () => void;
  redo: () => void;
  dismiss: () => void;
}

interface Held {
  profileId: string;
  driver: GridWindowDriver;
  writer: CoreWriter;
}

const IDLE: CoreWriterState = {
  canUndo: false,
  canRedo: false,
  trimmed: new Set(),
  notice: null,
  rowsBelow: 0,
  steps: 0,
};
const noSubscribe = (): (() => void) => () => undefined;
const newId = (): string => crypto.randomUUID();

function writerFor(profileId: string, driver: GridWindowDriver): CoreWriter {
  return new CoreWriter(driver, {
    newId,
    looksSecret: looksLikeCredential,
    history: () => call('catalog.history', { profileId }),
    productsByCode: async (codes) => {
      const rows: CatalogEntry[] = [];
      for (let at = 0; at < codes.length; at += CODES_PER_LOOKUP) {
        const part = codes.slice(at, at + CODES_PER_LOOKUP);
        const grid = 'products';
        rows.push(...(await call('catalog.rowsByCode', { profileId, grid, codes: part })).rows);
      }
      return rows;
    },
  });
}

/** `active`: the grid reads from the core's window (CatalogEditor's `windowed !== null`). */
export function useCoreEdits(args: {
  profileId: string | null;
  view: ViewName;
  driver: GridWindowDriver | null;
  active: boolean;
}): CoreEdits {
  const { profileId, view, driver, active } = args;
  const wanted = active && profileId !== null && driver !== null;
  const [held, setHeld] = useState<Held | null>(null);
  // React's pattern for state that follows props: one writer per connection and driver.
  if (wanted && (held?.driver !== driver || held.profileId !== profileId)) {
    setHeld({ profileId, driver, writer: writerFor(profileId, driver) });
  } else if (!wanted && held !== null) setHeld(null);
  const writer = held?.writer ?? null;
  useEffect(() => {
    if (writer === null) return;
    writer.open();
    return () => {
      writer.close();
    };
  }, [writer]);
  const state = useSyncExternalStore(
    useCallback(
      (listener: () => void) => (writer === null ? noSubscribe() : writer.subscribe(listener)),
      [writer],
    ),
    () => writer?.snapshot ?? IDLE,
  );
  return {
    ...state,
    write: (writes) => writer?.write(view, writes),
    fill: (direction, range, viewColumn) => writer?.fill(view, direction, range, viewColumn),
    undo: () => writer?.undo(),
    redo: () => writer?.redo(),
    dismiss: () => writer?.dismiss(),
  };
}
