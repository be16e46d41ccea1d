import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { sameSelection, type Selection } from './model/selection.ts';

// A key press that moves the selection paints the grid at once: the grid shows the selection it
// was given at the next paint, and the editor around it (status bar, toolbar, find bar, the
// problem pane) takes it after that paint, as a transition (issue 28, key press to next paint).
// Until the editor's selection moves off the one the grid moved from, the grid shows its own.

interface Ahead {
  /** The editor's selections on its way to the grid's: the one the grid moved from, and each sent since. */
  passing: readonly Selection[];
  shown: Selection;
  /** The grid view the move was made in: another view's selection never shows it. */
  scope: string;
}

const isIn = (list: readonly Selection[], selection: Selection): boolean =>
  list.some((s) => sameSelection(s, selection));

/** Runs `task` once the next frame is out: requestAnimationFrame posts a message, its task runs after the paint. */
function afterNextPaint(task: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  const frame = requestAnimationFrame(() => {
    channel.port2.postMessage(null);
  });
  return () => {
    cancelAnimationFrame(frame);
    channel.port1.close();
  };
}

export function useShownSelection(
  selection: Selection,
  onSelection: (selection: Selection) => void,
  scope = '',
): { selection: Selection; select: (next: Selection) => void } {
  const [ahead, setAhead] = useState<Ahead | null>(null);
  // The editor caught up, took another selection (a find, a jump) or shows another view (whose
  // selection may be the one the move started from): the grid shows the editor's.
  const done =
    ahead !== null &&
    (ahead.scope !== scope ||
      sameSelection(selection, ahead.shown) ||
      !isIn(ahead.passing, selection));
  if (done) setAhead(null);
  const shown = ahead === null || done ? selection : ahead.shown;
  const latest = useRef({ selection, shown, ahead, onSelection, scope });
  useLayoutEffect(() => {
    latest.current = { selection, shown, ahead: done ? null : ahead, onSelection, scope };
  });
  // A move waits for the paint; moves before it are sent as one (the latest).
  const waiting = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      waiting.current?.();
      waiting.current = null;
    },
    [],
  );
  const [select] = useState(() => (next: Selection): void => {
    const now = latest.current;
    if (sameSelection(next, now.shown)) return;
    const from = now.selection;
    latest.current = { ...now, shown: next };
    const { scope: at } = now;
    setAhead((was) => ({
      passing: was !== null && was.scope === at ? was.passing : [from],
      shown: next,
      scope: at,
    }));
    if (waiting.current !== null) return;
    waiting.current = afterNextPaint(() => {
      waiting.current = null;
      const { selection: current, ahead: held, shown: target, onSelection: tell } = latest.current;
      // The editor took another selection meanwhile: that one stands.
      if (held === null || !isIn(held.passing, current)) return;
      startTransition(() => {
        setAhead((was) => (was === null ? null : { ...was, passing: [...was.passing, target] }));
        tell(target);
      });
    });
  });
  return { selection: shown, select };
}
