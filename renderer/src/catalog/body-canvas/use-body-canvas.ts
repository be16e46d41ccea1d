import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { BodyCanvasDriver, type BodyCanvasHost } from './body-canvas-driver.ts';
import { CatchUpLoop } from './catch-up-loop.ts';

/** Slots the elements move to their new rows in one frame while catching up behind the canvas. */
export const CATCH_UP_SLOTS = 8;

/** Where the elements draw: the first row in view, and how many slots may move to it yet. */
export interface ElementsAt {
  first: number;
  /** Slots that may move to their row in this render (Infinity: all of them). */
  budget: number;
}

const ALL = Number.POSITIVE_INFINITY;

/**
 * The grid body's canvas driver (body-canvas-driver.ts) for a scroller and a canvas, where the
 * elements draw (rendered at once when the driver moves them), and `drew`, which the body calls
 * after each render with the slots still to move (catch-up-loop.ts).
 */
export function useBodyCanvas(
  scroller: HTMLDivElement | null,
  canvas: RefObject<HTMLCanvasElement | null>,
  host: RefObject<Omit<BodyCanvasHost, 'elementsAt' | 'catchUp' | 'stopCatchUp'>>,
): { at: ElementsAt; driver: BodyCanvasDriver; drew: (remaining: number) => void } {
  const [at, setAt] = useState<ElementsAt>({ first: 0, budget: ALL });
  const [loop] = useState(
    () =>
      new CatchUpLoop(() => {
        setAt((was) => ({ ...was, budget: was.budget + CATCH_UP_SLOTS }));
      }),
  );
  const [driver] = useState(
    () =>
      new BodyCanvasDriver({
        count: () => host.current.count(),
        planAt: (frame) => host.current.planAt(frame),
        show: (range) => {
          host.current.show(range);
        },
        elementsAt: (row, now) => {
          loop.stop();
          const next = { first: row, budget: ALL };
          if (now) {
            flushSync(() => {
              setAt(next);
            });
          } else setAt(next);
        },
        catchUp: (row, done) => {
          loop.start(done);
          setAt({ first: row, budget: CATCH_UP_SLOTS });
        },
        stopCatchUp: () => {
          loop.stop();
        },
      }),
  );
  const attached = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    const board = canvas.current;
    if (scroller === null || board === null) return;
    attached.current = driver.attach(scroller, board);
    return () => {
      attached.current?.();
      attached.current = null;
    };
  }, [scroller, canvas, driver]);
  useLayoutEffect(
    () => () => {
      loop.stop();
    },
    [loop],
  );
  const [drew] = useState(() => (remaining: number) => {
    loop.drew(remaining);
  });
  return { at, driver, drew };
}
