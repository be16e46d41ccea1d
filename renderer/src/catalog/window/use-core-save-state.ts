import { useCallback, useSyncExternalStore } from 'react';
import { coreSaveState, type CoreSaveState } from './core-save-state.ts';
import type { GridWindowDriver } from './grid-window-driver.ts';

// The save indicator's state from the grid's window driver (core mode): follows its queue and
// its last refusal.

const noSubscribe = (): (() => void) => () => undefined;

export function useCoreSaveState(driver: GridWindowDriver | null): {
  state: CoreSaveState;
  refusal: string | null;
} {
  const subscribe = useCallback(
    (listener: () => void) => (driver === null ? noSubscribe() : driver.subscribe(listener)),
    [driver],
  );
  const unanswered = useSyncExternalStore(subscribe, () => driver?.unanswered ?? 0);
  const refusal = useSyncExternalStore(subscribe, () => driver?.snapshot.refusal ?? null);
  return { state: coreSaveState({ unanswered, refusal }), refusal };
}
