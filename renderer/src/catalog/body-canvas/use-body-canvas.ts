import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { BodyCanvasDriver, type BodyCanvasHost } from './body-canvas-driver.ts';

/**
 * The grid body's canvas driver (body-canvas-driver.ts) for a scroller and a canvas, and the
 * first row in view as the elements draw it (rendered at once when the driver moves it).
 */
export function useBodyCanvas(
  scroller: HTMLDivElement | null,
  canvas: RefObject<HTMLCanvasElement | null>,
  host: RefObject<Omit<BodyCanvasHost, 'elementsAt'>>,
): { first: number; driver: BodyCanvasDriver } {
  const [first, setFirst] = useState(0);
  const [driver] = useState(
    () =>
      new BodyCanvasDriver({
        count: () => host.current.count(),
        planAt: (at) => host.current.planAt(at),
        show: (range) => {
          host.current.show(range);
        },
        elementsAt: (row, now) => {
          if (now) {
            flushSync(() => {
              setFirst(row);
            });
          } else setFirst(row);
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
  return { first, driver };
}
