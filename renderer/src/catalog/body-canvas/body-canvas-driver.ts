import type { RowRange } from '../../lib/row-blocks.ts';
import { ROW_HEIGHT } from '../grid-types.ts';
import { OVERSCAN } from './drawn-rows.ts';
import { rowsInView, type FramePlan } from './frame-plan.ts';
import { paintFrame } from './paint-frame.ts';
import { TextWidths } from './text-widths.ts';
import { lookKey, readPalette, type BodyPalette } from './palette.ts';
import { onScroll, rested, REST_MS, RESTING, type ScrollMode } from './scroll-mode.ts';

// The grid body's two ways of drawing (scroll-mode.ts): follows the scroller, tells the elements
// which row is first in view when they draw, and draws on the canvas while a scroll goes on.
// The canvas sticks below the header row over the rows' elements; a negative margin as tall as it
// is keeps it from taking room, and it is hidden while the elements draw (no event reaches it).

/** Where the canvas shows the grid: the scroll position and the canvas's size (CSS pixels). */
export interface CanvasAt {
  scrollTop: number;
  scrollLeft: number;
  width: number;
  height: number;
}

/** What the driver asks of the grid, read at each use (the latest rows and selection). */
export interface BodyCanvasHost {
  /** Rows drawn (the new-row line included). */
  count: () => number;
  /** The frame's plan. */
  planAt: (at: CanvasAt) => FramePlan;
  /** Tells whoever holds the rows which are on the canvas (the core's window reads them). */
  show: (range: RowRange) => void;
  /**
   * The elements draw from this first row in view: now (`now`, before the canvas hides or the
   * frame is drawn), or with the next render.
   */
  elementsAt: (first: number, now: boolean) => void;
  /**
   * The elements draw from this first row in view a few rows a frame, behind the canvas; `done`
   * is called once they all have (then the canvas hides). A later call, or elementsAt, replaces
   * it; `stopCatchUp` stops it where it is (a scroll came: the canvas draws on).
   */
  catchUp: (first: number, done: () => void) => void;
  stopCatchUp: () => void;
}

export const firstInView = (scrollTop: number): number =>
  Math.max(0, Math.floor(scrollTop / ROW_HEIGHT));

export class BodyCanvasDriver {
  private mode: ScrollMode = RESTING;
  private held = false;
  /** The elements are catching up behind the canvas (this many catch-ups were started). */
  private catching = 0;
  private catchUps = 0;
  private first = 0;
  private frame = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private palette: BodyPalette | null = null;
  private paletteKey = '';
  private readonly widths = new TextWidths();
  private scroller: HTMLDivElement | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private readonly host: BodyCanvasHost;

  constructor(host: BodyCanvasHost) {
    this.host = host;
  }

  /** The canvas is drawing the body now. */
  get drawing(): boolean {
    return this.mode.canvas;
  }

  /** Follows this scroller, drawing on this canvas; the returned function lets go of them. */
  attach(scroller: HTMLDivElement, canvas: HTMLCanvasElement): () => void {
    this.scroller = scroller;
    this.canvas = canvas;
    // Attached while React commits: the elements take the place with the next render.
    const startAt = firstInView(scroller.scrollTop);
    if (startAt !== this.first) this.showElements(startAt, false);
    const listener = () => {
      this.onScroll();
    };
    scroller.addEventListener('scroll', listener, { passive: true });
    return () => {
      scroller.removeEventListener('scroll', listener);
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
      // Let go mid-scroll: the canvas hides, and the elements take the place where it stopped.
      this.rest(false);
      this.mode = RESTING;
      this.scroller = null;
      this.canvas = null;
    };
  }

  /**
   * A mouse drag over the cells starts (true) or ends: while it goes on the elements draw every
   * scroll, the canvas resting (told while React commits: the elements follow with the next
   * render).
   */
  hold(held: boolean): void {
    this.held = held;
    if (held) this.rest(false);
  }

  /** What the canvas shows changed (the rows, the selection): drawn again if it is showing. */
  repaint(): void {
    if (this.mode.canvas && this.frame === 0) {
      this.frame = requestAnimationFrame(() => {
        this.draw();
      });
    }
  }

  /**
   * Ends the canvas's turn (a click on it, a drag, letting go): the elements draw, now or (`now`
   * false, while React commits) with the next render, and the canvas hides.
   */
  rest(now = true): void {
    if (!this.mode.canvas) return;
    this.catching = 0;
    this.endCanvas();
    if (this.scroller !== null) this.showElements(firstInView(this.scroller.scrollTop), now);
  }

  /**
   * The scroll rested: the elements catch up behind the canvas, a few rows a frame (drawing all
   * the rows in view at once costs a slower laptop several frames in one), then the canvas hides.
   * A scroll meanwhile draws on the canvas again, and its own rest starts another catch-up.
   */
  private settle(): void {
    if (!this.mode.canvas || this.catching !== 0 || this.scroller === null) return;
    this.catchUps += 1;
    const catchUp = this.catchUps;
    this.catching = catchUp;
    this.first = firstInView(this.scroller.scrollTop);
    this.host.catchUp(this.first, () => {
      if (this.catching !== catchUp) return;
      this.catching = 0;
      this.endCanvas();
    });
  }

  /** The canvas's turn ends: no frame is drawn any more, and it hides. */
  private endCanvas(): void {
    this.mode = { canvas: false, lastAt: this.mode.lastAt };
    if (this.frame !== 0) cancelAnimationFrame(this.frame);
    this.frame = 0;
    const board = this.canvas;
    if (board !== null) {
      // Only hidden: a change of size would lay the grid out again in the frame the elements
      // show (its margin keeps it from taking room, sized or not).
      board.style.visibility = 'hidden';
    }
  }

  private showElements(first: number, now = true): void {
    this.first = first;
    this.host.elementsAt(first, now);
  }

  private onScroll(): void {
    const scroller = this.scroller;
    if (scroller === null) return;
    const row = firstInView(scroller.scrollTop);
    if (this.catching !== 0) {
      this.catching = 0;
      this.host.stopCatchUp();
    }
    const wasDrawing = this.mode.canvas;
    const step = onScroll(this.mode, performance.now(), row - this.first, this.held);
    this.mode = step.mode;
    if (step.draw === 'elements') this.showElements(row);
    if (step.draw !== 'canvas') return;
    // Watched first: whatever a frame's drawing meets, the elements still catch up at rest.
    this.watchRest();
    if (!wasDrawing) {
      this.palette = this.paletteOf(scroller);
      if (this.canvas !== null) this.canvas.style.visibility = 'visible';
      this.draw();
    } else this.repaint();
  }

  /** The palette read last, read again when the look changed (theme, language). */
  private paletteOf(scroller: HTMLDivElement): BodyPalette {
    const key = lookKey();
    if (this.palette === null || key !== this.paletteKey) {
      this.palette = readPalette(scroller);
      this.paletteKey = key;
    }
    return this.palette;
  }

  private watchRest(): void {
    if (this.timer !== null) return;
    const check = () => {
      this.timer = null;
      const now = performance.now();
      if (rested(this.mode, now)) this.settle();
      else if (this.mode.canvas) {
        this.timer = setTimeout(check, Math.max(1, REST_MS - (now - this.mode.lastAt)));
      }
    };
    this.timer = setTimeout(check, REST_MS);
  }

  private draw(): void {
    this.frame = 0;
    const { scroller, canvas: board, palette } = this;
    if (scroller === null || board === null || palette === null || !this.mode.canvas) return;
    const ctx = board.getContext('2d');
    if (ctx === null) return;
    const count = this.host.count();
    const size = {
      width: scroller.clientWidth,
      height: Math.max(0, Math.min(scroller.clientHeight - ROW_HEIGHT, count * ROW_HEIGHT)),
    };
    const ratio = window.devicePixelRatio || 1;
    const pixels = {
      width: Math.round(size.width * ratio),
      height: Math.round(size.height * ratio),
    };
    if (board.width !== pixels.width || board.height !== pixels.height) {
      board.width = pixels.width;
      board.height = pixels.height;
    }
    const cssWidth = `${String(size.width)}px`;
    const cssHeight = `${String(size.height)}px`;
    if (board.style.width !== cssWidth) board.style.width = cssWidth;
    if (board.style.height !== cssHeight) {
      board.style.height = cssHeight;
      board.style.marginBottom = `-${cssHeight}`;
    }
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const at = { scrollTop: scroller.scrollTop, scrollLeft: scroller.scrollLeft, ...size };
    paintFrame(ctx, this.host.planAt(at), size, palette, this.widths);
    const { first, last } = rowsInView(at.scrollTop, at.height, count);
    this.host.show({ start: Math.max(0, first - OVERSCAN), end: last + OVERSCAN });
  }
}
