import { flushSync } from 'react-dom';
import { afterNextPaint } from '../after-paint.ts';

// A store's change heard after the next paint (issue 28, key press to next paint): the editor
// follows the core's window and writer a frame late, so a key's frame renders the grid only (the
// grid hears the window's rows at once, GridBody). A change `urgentKey` says is one the grid's
// frame needs (a row count) is heard at once; so is every change waiting when a Ctrl, Meta or
// Alt key comes, before that key's shortcut reads the editor's state.

export type Subscribe = (listener: () => void) => () => void;

export function paintFirst(subscribe: Subscribe, urgentKey: () => unknown = () => null): Subscribe {
  return (listener) => {
    let heard = urgentKey();
    let waiting: (() => void) | null = null;
    const tell = () => {
      heard = urgentKey();
      listener();
    };
    const onKey = (e: KeyboardEvent) => {
      if (waiting === null || !(e.ctrlKey || e.metaKey || e.altKey)) return;
      stopWaiting();
      flushSync(tell);
    };
    const stopWaiting = () => {
      waiting?.();
      waiting = null;
      document.removeEventListener('keydown', onKey, true);
    };
    const stop = subscribe(() => {
      if (!Object.is(urgentKey(), heard)) {
        stopWaiting();
        tell();
        return;
      }
      if (waiting !== null) return;
      document.addEventListener('keydown', onKey, true);
      waiting = afterNextPaint(() => {
        waiting = null;
        document.removeEventListener('keydown', onKey, true);
        tell();
      });
    });
    return () => {
      stopWaiting();
      stop();
    };
  };
}
