import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { sameSelection, type Selection } from './model/selection.ts';

// A key press that moves the selection paints the grid at once: the grid shows the selection it
// was given at the next paint, and the editor around it (status bar, toolbar, find bar, the
// problem pane) takes it after that paint, as a transition (issue 28, key press to next paint).
// Until the editor's selection moves off the one the grid moved from, the grid shows its own.
// A shortcut pressed before the editor has it (Ctrl+F right after a Shift+click) acts on the
// editor's selection: a key with Ctrl, Meta or Alt hands the move over at once, before its
// handlers run, whether the paint is still to come or the transition is still rendering.

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
  /** Hands the move waiting for the paint to the editor now; `urgent` renders it synchronously. */
  const [handOver] = useState(() => (urgent: boolean): void => {
    const { selection: current, ahead: held, shown: target, onSelection: tell } = latest.current;
    // The editor took another selection meanwhile: that one stands.
    if (held === null || !isIn(held.passing, current)) return;
    const send = () => {
      setAhead((was) => (was === null ? null : { ...was, passing: [...was.passing, target] }));
      tell(target);
    };
    if (urgent) flushSync(send);
    else startTransition(send);
  });
  useEffect(() => {
    // Capture phase on the document: before the grid's input and the editor's shortcuts.
    // Also once the paint is out but the editor's transition has not rendered yet (a busy
    // machine): the move is sent again, synchronously (handOver does nothing once it is in).
    const listener = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey || e.altKey)) return;
      waiting.current?.();
      waiting.current = null;
      handOver(true);
    };
    document.addEventListener('keydown', listener, true);
    return () => {
      document.removeEventListener('keydown', listener, true);
    };
  }, [handOver]);
  const [select] = useState(() => (next: Selection): void => {
    const now = latest.current;
    if (sameSelection(next, now.shown)) return;
    const from = now.selection;
    const { scope: at } = now;
    const aheadOf = (was: Ahead | null): Ahead => ({
      passing: was !== null && was.scope === at ? was.passing : [from],
      shown: next,
      scope: at,
    });
    // Held here too: a shortcut may hand the move over before React renders it.
    latest.current = { ...now, shown: next, ahead: aheadOf(now.ahead) };
    setAhead(aheadOf);
    if (waiting.current !== null) return;
    waiting.current = afterNextPaint(() => {
      waiting.current = null;
      handOver(false);
    });
  });
  return { selection: shown, select };
}
