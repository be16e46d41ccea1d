import type { OperationAnswer } from '../../../../app/catalog/operations.ts';
import type { ViewInfo, ViewRow, ViewWindow } from '../../../../app/catalog/views.ts';
import {
  BLOCK_ROWS,
  blockLength,
  blocksFor,
  placeOf,
  type RowRange,
} from '../../lib/row-blocks.ts';

// The rows of one catalog view the page holds (issue 28, step 4): blocks of the core's window
// (`catalog.window`) by place, only those around the screen. It says which blocks to ask for a
// range on screen plus a margin (a few requests in flight at most), drops the blocks farthest
// from the screen past a budget of rows, and follows the view's changes: a view rebuilt drops
// everything; an operation's answer listing rows marks the blocks holding them to be asked again
// (their old rows still show meanwhile); an answer past CHANGED_ROWS_LISTED drops everything.
// An answer's version counts the catalog's changes and a window's the view's, so "read after the
// answer" is told by request order instead: every request has a sequence number, and a block
// marked by an answer is fresh again once a request made after that answer has read it (the
// core answers each connection's calls in order).
// Pure: the hook (use-grid-window.ts) makes the calls.

export interface WindowCacheOptions {
  blockRows?: number;
  /** Rows asked beyond each end of the range on screen. */
  marginRows?: number;
  /** Rows asked beyond the end the screen last moved towards (at least, and by default, marginRows). */
  aheadRows?: number;
  /** Requests in flight at most. */
  maxInFlight?: number;
  /** Rows held at most (whole blocks); those farthest from the screen go first. */
  budgetRows?: number;
}

export const WINDOW_MARGIN_ROWS = 200;
/**
 * Rows asked ahead of the screen in the way it last moved (a scroll): at 30 rows a frame, a
 * block of 200 is gone in 7 frames, so the next two are asked while the last is on screen.
 */
export const WINDOW_AHEAD_ROWS = 400;
export const WINDOW_MAX_IN_FLIGHT = 3;
export const WINDOW_BUDGET_ROWS = 3_000;

/** One `catalog.window` call to make. */
export interface BlockRequest {
  viewId: number;
  block: number;
  from: number;
  count: number;
  /** Handed back with the answer; an answer for a dropped generation is ignored. */
  token: number;
}

/** A row the cache holds, with the sequence number of the request that read it. */
export interface HeldRow {
  row: ViewRow;
  readAt: number;
}

interface Block {
  rows: ViewRow[];
  readAt: number;
  /** Asked again until a request of this sequence number or later reads it. */
  needAt: number;
}

export class WindowCache {
  readonly blockRows: number;
  readonly marginRows: number;
  readonly aheadRows: number;
  readonly maxInFlight: number;
  readonly budgetRows: number;

  private info: ViewInfo | null = null;
  private blocks = new Map<number, Block>();
  /** Block → token of its request in flight. */
  private inFlight = new Map<number, number>();
  private generation = 0;
  private nextToken = 1;
  private tokenGeneration = new Map<number, number>();
  private range: RowRange = { start: 0, end: 0 };
  /** Which way the range last moved: 1 down, -1 up, 0 not yet. */
  private direction = 0;
  /** Every block asked again until read by a request of this sequence number or later. */
  private floor = 0;
  /** Rows answers named while requests asked before them were in flight. */
  private marks: { at: number; ids: ReadonlySet<string> }[] = [];

  constructor(options: WindowCacheOptions = {}) {
    this.blockRows = options.blockRows ?? BLOCK_ROWS;
    this.marginRows = options.marginRows ?? WINDOW_MARGIN_ROWS;
    this.aheadRows = Math.max(options.aheadRows ?? this.marginRows, this.marginRows);
    this.maxInFlight = options.maxInFlight ?? WINDOW_MAX_IN_FLIGHT;
    this.budgetRows = Math.max(options.budgetRows ?? WINDOW_BUDGET_ROWS, this.blockRows);
  }

  get view(): ViewInfo | null {
    return this.info;
  }

  /** Rows held now (for tests and the memory budget). */
  get heldRows(): number {
    let rows = 0;
    for (const block of this.blocks.values()) rows += block.rows.length;
    return rows;
  }

  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  /** The sequence number the next request gets: a block read at it or later was read after now. */
  get sequence(): number {
    return this.nextToken;
  }

  /**
   * The oldest sequence number these rows (ids) were read at: the held blocks holding them and
   * every request in flight (null: none held and nothing in flight).
   */
  readAtOf(ids: ReadonlySet<string>): number | null {
    let oldest: number | null = null;
    for (const token of this.inFlight.values()) oldest = Math.min(oldest ?? token, token);
    for (const block of this.blocks.values()) {
      if (oldest !== null && block.readAt >= oldest) continue;
      if (block.rows.some((row) => ids.has(row.id))) oldest = block.readAt;
    }
    return oldest;
  }

  /** A view `catalog.view` built (a new one, or one rebuilt in place): everything held goes. */
  setView(info: ViewInfo): void {
    this.dropAll();
    this.floor = 0;
    this.info = { ...info };
  }

  /** The range on screen (inclusive places, without margin). */
  setRange(range: RowRange): void {
    const start = Math.max(0, range.start);
    if (start !== this.range.start) this.direction = start > this.range.start ? 1 : -1;
    this.range = { start, end: Math.max(range.start, range.end) };
  }

  /**
   * The blocks to ask now: those of the range plus margin that are missing or marked by an
   * answer and not already asked, the ones on screen first, nearest the middle
   * first, as many as the in-flight cap leaves. Each returned request counts as in flight.
   */
  requests(): BlockRequest[] {
    const info = this.info;
    if (!info) return [];
    const free = this.maxInFlight - this.inFlight.size;
    if (free <= 0) return [];
    const wanted = this.wantedBlocks(info.length);
    const out: BlockRequest[] = [];
    for (const block of wanted) {
      if (out.length >= free) break;
      if (this.inFlight.has(block)) continue;
      const held = this.blocks.get(block);
      // A block asked while the view was shorter, answered once rows were added at its end,
      // holds fewer rows than the block has now: it is asked again.
      const whole =
        held !== undefined && held.rows.length >= blockLength(block, info.length, this.blockRows);
      if (held && whole && held.readAt >= held.needAt && held.readAt >= this.floor) continue;
      const token = this.nextToken++;
      this.inFlight.set(block, token);
      this.tokenGeneration.set(token, this.generation);
      out.push({
        viewId: info.viewId,
        block,
        from: block * this.blockRows,
        count: blockLength(block, info.length, this.blockRows),
        token,
      });
    }
    return out;
  }

  /**
   * A window arrived. It is kept unless its generation was dropped. A window of another length
   * than the view's (rows inserted or deleted moved places) keeps only itself.
   */
  received(request: BlockRequest, window: ViewWindow): void {
    if (!this.settle(request)) return;
    const info = this.info;
    if (!info || window.viewId !== info.viewId) return;
    if (window.version < info.version && window.length !== info.length) return; // older shape
    if (window.length !== info.length) {
      this.blocks.clear();
      this.inFlight.clear();
      this.generation += 1;
    }
    if (window.version >= info.version) {
      this.info = {
        viewId: info.viewId,
        length: window.length,
        version: window.version,
        stale: window.stale,
      };
    }
    const before = this.blocks.get(request.block);
    let needAt = before?.needAt ?? 0;
    for (const mark of this.marks) {
      if (mark.at > request.token && window.rows.some((row) => mark.ids.has(row.id))) {
        needAt = Math.max(needAt, mark.at);
      }
    }
    if (this.inFlight.size === 0) this.marks = [];
    this.blocks.set(request.block, { rows: window.rows, readAt: request.token, needAt });
    this.evict();
  }

  /** A window call failed: its block may be asked again. */
  failed(request: BlockRequest): void {
    this.settle(request);
  }

  /** The row at a place, or 'loading' while its block is not held (null: past the end). */
  rowAt(place: number): HeldRow | 'loading' | null {
    const info = this.info;
    if (!info) return 'loading';
    if (place < 0 || place >= info.length) return null;
    const { block, at } = placeOf(place, this.blockRows);
    const held = this.blocks.get(block);
    const row = held?.rows[at];
    if (!held || !row) return 'loading';
    return { row, readAt: held.readAt };
  }

  /** The rows held at places top … bottom (a fill's cells shown at once), in no order. */
  heldIn(top: number, bottom: number): { place: number; row: ViewRow }[] {
    const out: { place: number; row: ViewRow }[] = [];
    for (const [block, held] of this.blocks) {
      const from = block * this.blockRows;
      if (from > bottom || from + held.rows.length <= top) continue;
      held.rows.forEach((row, at) => {
        if (from + at >= top && from + at <= bottom) out.push({ place: from + at, row });
      });
    }
    return out;
  }

  /**
   * An operation's answer, for the grid this view shows. Rows listed: the blocks holding them
   * are asked again. None listed though rows changed (a whole-column
   * edit): everything is dropped and the screen asked again. `mayMoveRows` (rows inserted or
   * deleted, an undo or redo, which may be either): every held block is asked again when shown.
   */
  applyAnswer(answer: OperationAnswer, grid: string, mayMoveRows: boolean): void {
    if (!this.info) return;
    if (answer.rowCount > 0 && answer.rows.length === 0) {
      this.dropAll();
      return;
    }
    if (mayMoveRows) {
      this.floor = this.nextToken;
      return;
    }
    const ids = new Set(answer.rows.filter((row) => row.grid === grid).map((row) => row.id));
    if (ids.size === 0) return;
    // A block asked before this answer may come back without it.
    if (this.inFlight.size > 0) this.marks.push({ at: this.nextToken, ids });
    for (const block of this.blocks.values()) {
      if (block.rows.some((row) => ids.has(row.id))) {
        block.needAt = this.nextToken;
      }
    }
  }

  /** Drops every block and forgets requests in flight (their answers will be ignored). */
  dropAll(): void {
    this.blocks.clear();
    this.inFlight.clear();
    this.marks = [];
    this.generation += 1;
  }

  private settle(request: BlockRequest): boolean {
    const generation = this.tokenGeneration.get(request.token);
    this.tokenGeneration.delete(request.token);
    if (this.inFlight.get(request.block) === request.token) this.inFlight.delete(request.block);
    return generation === this.generation;
  }

  private wantedBlocks(length: number): number[] {
    const { start, end } = this.range;
    const onScreen = blocksFor({ start, end }, length, this.blockRows);
    const above = this.direction < 0 ? this.aheadRows : this.marginRows;
    const below = this.direction > 0 ? this.aheadRows : this.marginRows;
    const withMargin = blocksFor(
      { start: start - above, end: end + below },
      length,
      this.blockRows,
    );
    const middle = (start + end) / 2 / this.blockRows;
    const near = (a: number, b: number): number =>
      Math.abs(a + 0.5 - middle) - Math.abs(b + 0.5 - middle);
    const margin = withMargin.filter((block) => !onScreen.includes(block));
    return [...onScreen.sort(near), ...margin.sort(near)];
  }

  /** Past the budget, the blocks farthest from the screen go (never one of range + margin). */
  private evict(): void {
    let held = this.heldRows;
    if (held <= this.budgetRows || !this.info) return;
    const keep = new Set(this.wantedBlocks(this.info.length));
    const middle = (this.range.start + this.range.end) / 2;
    const far = [...this.blocks.keys()]
      .filter((block) => !keep.has(block))
      .sort(
        (a, b) =>
          Math.abs((b + 0.5) * this.blockRows - middle) -
          Math.abs((a + 0.5) * this.blockRows - middle),
      );
    for (const block of far) {
      if (held <= this.budgetRows) break;
      held -= this.blocks.get(block)?.rows.length ?? 0;
      this.blocks.delete(block);
    }
  }
}
