import { afterEach, describe, expect, it } from 'vitest';
import {
  BodyCanvasDriver,
  type BodyCanvasHost,
} from '../../../../renderer/src/catalog/body-canvas/body-canvas-driver.ts';
import { REST_MS } from '../../../../renderer/src/catalog/body-canvas/scroll-mode.ts';
import { ROW_HEIGHT } from '../../../../renderer/src/catalog/grid-types.ts';

// The canvas driver on its own, in Chromium: a plain scroller and canvas, a host that records
// where the elements are told to draw. Whatever happens to a scroll (a frame whose drawing throws,
// the grid letting go of its scroller mid-scroll), the elements end where the scroll stopped and
// the canvas hides.

const WAIT = { timeout: 30_000 };
const ROWS = 1_000;

afterEach(() => {
  document.body.innerHTML = '';
});

function scrollerWithCanvas(): { scroller: HTMLDivElement; canvas: HTMLCanvasElement } {
  const scroller = document.createElement('div');
  scroller.style.cssText = 'height:300px;width:400px;overflow:auto;position:relative';
  const tall = document.createElement('div');
  tall.style.height = `${String(ROWS * ROW_HEIGHT)}px`;
  // Out of the flow, as the grid's sticky canvas is to its absolutely placed rows.
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'position:absolute;top:0;left:0';
  scroller.append(canvas, tall);
  document.body.append(scroller);
  return { scroller, canvas };
}

function recordingHost(planAt: BodyCanvasHost['planAt']): BodyCanvasHost & { firsts: number[] } {
  const firsts: number[] = [];
  return {
    firsts,
    count: () => ROWS,
    planAt,
    show: () => undefined,
    elementsAt: (first) => {
      firsts.push(first);
    },
    // The elements catch up at once here: the grid's slicing has its own tests.
    catchUp: (first, done) => {
      firsts.push(first);
      done();
    },
    stopCatchUp: () => undefined,
  };
}

const frame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      resolve();
    });
  });

/** Two scroll events a frame apart: the second continues a scroll, so the canvas draws it. */
async function scrollOnTo(scroller: HTMLDivElement, rows: number[]): Promise<void> {
  for (const row of rows) {
    scroller.scrollTop = row * ROW_HEIGHT;
    await frame();
  }
}

describe('the body canvas driver', () => {
  it('rests a scroll whose frame threw: the elements catch up, the canvas hides', async () => {
    const { scroller, canvas } = scrollerWithCanvas();
    let throws = true;
    const host = recordingHost(() => {
      if (throws) throw new Error('a frame that cannot be drawn');
      return { frozenRight: 0, rows: [] };
    });
    const driver = new BodyCanvasDriver(host);
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.message);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    const detach = driver.attach(scroller, canvas);
    try {
      // The second scroll starts the canvas, and its first frame throws; no scroll follows.
      await scrollOnTo(scroller, [10, 20]);
      await expect.poll(() => errors.length, WAIT).toBeGreaterThan(0);
      throws = false;
      await expect.poll(() => driver.drawing, { ...WAIT, interval: REST_MS }).toBe(false);
      expect(host.firsts.at(-1)).toBe(20);
      expect(canvas.style.visibility).toBe('hidden');
    } finally {
      detach();
      window.removeEventListener('error', onError);
    }
  });

  it('let go of mid-scroll: the canvas hides and the elements take the place it reached', async () => {
    const { scroller, canvas } = scrollerWithCanvas();
    const host = recordingHost(() => ({ frozenRight: 0, rows: [] }));
    const driver = new BodyCanvasDriver(host);
    const detach = driver.attach(scroller, canvas);
    await scrollOnTo(scroller, [10, 20, 40]);
    // A scroll a frame after another draws on the canvas (unless the machine stalled a frame).
    if (driver.drawing) {
      expect(canvas.style.visibility).toBe('visible');
      detach();
      expect(canvas.style.visibility).toBe('hidden');
    } else detach();
    expect(driver.drawing).toBe(false);
    expect(host.firsts.at(-1)).toBe(40);
  });
});
