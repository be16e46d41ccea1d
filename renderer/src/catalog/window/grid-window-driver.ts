import type { Operation, OperationAnswer } from '../../../../app/catalog/operations.ts';
import {
  VIEW_COLUMN_KEYS,
  type CatalogViewName,
  type ViewInfo,
  type ViewRow,
  type ViewSpec,
  type ViewWindow,
} from '../../../../app/catalog/views.ts';
import type { CellAt, EdgeAnswer, EdgeInput } from '../../../../app/catalog/view-find.ts';
import type { GridName } from '../../../../app/catalog/rows.ts';
import type { Direction } from '../../../../app/catalog/data-edge.ts';
import type { RowRange } from '../../lib/row-blocks.ts';
import { PendingEdits, type Step } from './pending-edits.ts';
import { TypedBelow } from './typed-below.ts';
import { WindowCache, type WindowCacheOptions } from './window-cache.ts';

// One catalog grid's window onto the core's view (issue 28, step 4), without React: it builds the
// view, reads the blocks the cache asks for, sends the queued edits one at a time and feeds each
// answer back to the cache and the overlay. The calls go through a transport (the app's bridge in
// use-grid-window.ts), so the rules can be run in Node against any core.

export interface GridTransport {
  view: (spec: ViewSpec, replaces: number | undefined) => Promise<ViewInfo>;
  /** `problems`: the rows' problems ride along when the core has them (the grid's blocks). */
  window: (input: {
    viewId: number;
    from: number;
    count: number;
    problems?: boolean;
  }) => Promise<ViewWindow>;
  send: (step: Step) => Promise<OperationAnswer>;
  /** Ctrl+Arrow's data edge over the view (absent: the grid has none to ask). */
  edge?: (input: EdgeInput) => Promise<EdgeAnswer>;
  /** Lets the core forget a view this grid is done with. */
  drop?: (viewId: number) => Promise<unknown>;
}

export interface GridWindowState {
  length: number;
  stale: boolean;
  version: number;
  /** The view is being built (nothing to show yet). */
  loading: boolean;
  /** A view was built at least once: while another builds, the last one's rows still show. */
  built: boolean;
  /** The last refusal's message, or a failure to build the view. */
  refusal: string | null;
  /** Window requests that failed so far (each block is asked again later). */
  failedWindows: number;
}

/** Whether a step may insert or delete rows, so the places of the rows held may have moved. */
export function mayMoveRows(step: Step): boolean {
  if (step.kind === 'fillView') return false;
  if (step.kind !== 'apply') return true;
  const kind: Operation['kind'] = step.operation.kind;
  return ['insertRows', 'deleteRows', 'insertSkus', 'deleteSkus', 'setSkus'].includes(kind);
}

/** Hears each block of the grid's rows as it arrives (its grid, the window, the view's name). */
export type WindowListener = (grid: GridName, window: ViewWindow, view: CatalogViewName) => void;

/** Rows one catalog.window call gives at most (its input's limit). */
const WINDOW_READ_MAX = 2_000;
/** How a step ended: the core's answer, or its refusal's message. */
export type StepOutcome = { answer: OperationAnswer } | { refusal: string };

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : 'The edit was not applied.';

export class GridWindowDriver {
  readonly cache: WindowCache;
  readonly pending = new PendingEdits();
  /** Rows typed below the end, shown until the window holds their places (core-writer.ts). */
  readonly typed = new TypedBelow(() => {
    this.changed();
  });
  private spec: ViewSpec | null = null;
  private viewId: number | undefined;
  private building = 0;
  private loading = true;
  private refusal: string | null = null;
  private closed = false;
  private failedWindows = 0;
  private listeners = new Set<() => void>();
  private answerListeners = new Set<(answer: OperationAnswer) => void>();
  private windowListeners = new Set<WindowListener>();
  /** Who waits for a step's outcome (apply's `settled`), by the step's id. */
  private settles = new Map<number, (outcome: StepOutcome) => void>();
  private state: GridWindowState = {
    length: 0,
    stale: false,
    version: 0,
    loading: true,
    built: false,
    refusal: null,
    failedWindows: 0,
  };

  private readonly transport: GridTransport;

  constructor(transport: GridTransport, options: WindowCacheOptions = {}) {
    this.transport = transport;
    this.cache = new WindowCache(options);
  }

  /** The view the grid reads now, once built (the core's reads over it name it); else null. */
  get readyViewId(): number | null {
    return this.loading || this.viewId === undefined ? null : this.viewId;
  }

  /** The same object until something changes (for useSyncExternalStore). */
  get snapshot(): GridWindowState {
    return this.state;
  }

  /** The view the window shows once built (its id and spec); null while one is being built. */
  get shown(): { viewId: number; spec: ViewSpec } | null {
    if (this.loading || this.viewId === undefined || this.spec === null) return null;
    return { viewId: this.viewId, spec: this.spec };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Builds the view for a spec (in place of the last one); its first window follows. */
  open(spec: ViewSpec): void {
    this.spec = spec;
    const build = ++this.building;
    this.loading = true;
    this.changed();
    this.transport.view(spec, this.viewId).then(
      (info) => {
        if (this.closed || build !== this.building) {
          // Built for a spec since replaced, or after the grid let its view go: not kept.
          if (info.viewId !== this.viewId) this.dropView(info.viewId);
          return;
        }
        this.viewId = info.viewId;
        this.cache.setView(info);
        this.loading = false;
        this.changed();
        this.fetch();
      },
      (error: unknown) => {
        if (this.closed || build !== this.building) return;
        this.loading = false;
        this.refusal = messageOf(error);
        this.changed();
      },
    );
  }

  /** Edits, undos and redos the core has not answered yet (core-windows.ts). */
  get unanswered(): number {
    return this.pending.unanswered;
  }

  /**
   * Builds the current spec's view again: the core's catalog changed by other means than this
   * grid's operations, or the core restarted and forgot its views.
   */
  reopen(): void {
    if (this.spec !== null) this.open(this.spec);
  }

  setVisibleRange(range: RowRange): void {
    this.cache.setRange(range);
    this.fetch();
  }

  /** Called with each answer the core gives an edit, an undo or a redo (core mode's toolbar). */
  onAnswer(listener: (answer: OperationAnswer) => void): () => void {
    this.answerListeners.add(listener);
    return () => {
      this.answerListeners.delete(listener);
    };
  }

  /**
   * Called with each block of the grid's rows as it arrives, before the grid hears of it: the
   * marks take the problems that came with it, so its rows draw once, marks and all.
   */
  onWindow(listener: WindowListener): () => void {
    this.windowListeners.add(listener);
    return () => {
      this.windowListeners.delete(listener);
    };
  }

  /**
   * The rows at places from … from + count - 1 as the core's view holds them now, read past the
   * cache (a write's rows off screen); null when there is no view or it was replaced meanwhile.
   */
  async rowsAt(from: number, count: number): Promise<ViewRow[] | null> {
    const viewId = this.viewId;
    if (viewId === undefined || this.loading) return null;
    // Asked all at once (a column of 125,000 rows is 63 calls): the core answers them in turn
    // without a round trip between them.
    const asks: Promise<ViewWindow>[] = [];
    for (let at = from; at < from + count; at += WINDOW_READ_MAX) {
      asks.push(
        this.transport.window({
          viewId,
          from: at,
          count: Math.min(WINDOW_READ_MAX, from + count - at),
        }),
      );
    }
    const windows = await Promise.all(asks);
    const rows: ViewRow[] = [];
    for (const window of windows) {
      if (this.closed || window.viewId !== this.viewId) return null;
      for (const row of window.rows) rows.push(row);
      if (window.from + window.rows.length >= window.length) break;
    }
    return rows;
  }

  /**
   * Queues an edit, an undo or a redo behind those already queued; its cells show at once.
   * `settled` hears how it ended (not after the grid let its view go).
   */
  apply(step: Step, settled?: (outcome: StepOutcome) => void): void {
    const id = this.pending.enqueue(step);
    if (settled !== undefined) this.settles.set(id, settled);
    this.refusal = null;
    this.changed();
    this.pump();
  }

  /** The row at a place as shown (edits typed over it), 'loading', or null past the end. */
  rowAt(place: number): ViewRow | 'loading' | null {
    const held = this.cache.rowAt(place);
    if (held === null || held === 'loading') return held;
    const view = this.spec?.view ?? 'products';
    const grid = view === 'products' || view === 'skus' ? 'products' : view;
    return this.pending.show(held.row, grid, VIEW_COLUMN_KEYS[view], held.readAt);
  }

  /** The row the grid draws at a place: rowAt's, else a row typed there below the end. */
  shownAt(place: number): ViewRow | 'loading' | null {
    const held = this.rowAt(place);
    if (held !== null && held !== 'loading') return held;
    return this.typed.at(place) ?? held;
  }

  /**
   * Ctrl+Arrow's cell from `from` over the view as the core holds it (`columns`: the view's
   * column of each shown column), or null when there is no view to ask or the answer is of
   * another view than this grid's now.
   */
  async edge(from: CellAt, direction: Direction, columns: number[]): Promise<CellAt | null> {
    const viewId = this.viewId;
    const ask = this.transport.edge;
    if (viewId === undefined || this.loading || ask === undefined) return null;
    try {
      const answer = await ask({ viewId, columns, from, direction });
      return this.closed || answer.viewId !== this.viewId ? null : answer.at;
    } catch {
      return null;
    }
  }

  /**
   * The grid is done with its view: the core forgets it (and its rows). Opening again builds a
   * new one.
   */
  release(): void {
    const viewId = this.viewId;
    this.viewId = undefined;
    this.building += 1;
    if (viewId !== undefined) this.dropView(viewId);
  }

  private dropView(viewId: number): void {
    // Nothing to do when it fails: the core forgets every view when it restarts.
    this.transport.drop?.(viewId).catch(() => undefined);
  }

  /**
   * The grid left the screen: the view's rows are no longer read, while the edits queued are
   * still sent in order until none is left (unanswered).
   */
  close(): void {
    this.closed = true;
  }

  /** Takes answers again (React mounts an effect twice in development). */
  resume(): void {
    this.closed = false;
  }

  private fetch(): void {
    for (const request of this.cache.requests()) {
      const { viewId, from, count } = request;
      this.transport.window({ viewId, from, count, problems: true }).then(
        (window) => {
          if (this.closed) return;
          this.cache.received(request, window);
          const view = this.spec?.view ?? 'products';
          const grid = view === 'skus' ? 'products' : view;
          for (const listener of this.windowListeners) listener(grid, window, view);
          this.pending.forgetHeld((ids) => this.cache.readAtOf(ids));
          this.changed();
          this.fetch();
        },
        () => {
          if (this.closed) return;
          // Asked again on the next range or answer, not at once: a failing core is not hammered.
          this.cache.failed(request);
          this.failedWindows += 1;
          this.changed();
        },
      );
    }
  }

  private pump(): void {
    const next = this.pending.next();
    if (!next) return;
    const view = this.spec?.view ?? 'products';
    const grid = view === 'skus' ? 'products' : view;
    this.transport.send(next.step).then(
      // A grid that left the screen still sends what was typed into it, to the last step: its
      // edits are the user's work. Only the view's rows are no longer read.
      (answer) => {
        if (!this.closed) this.cache.applyAnswer(answer, grid, mayMoveRows(next.step));
        this.pending.confirmed(next.id, answer, this.cache.sequence);
        for (const listener of this.answerListeners) listener(answer);
        this.changed();
        if (!this.closed) this.fetch();
        this.settle(next.id, { answer });
        this.pump();
      },
      (error: unknown) => {
        this.refusal = this.pending.refused(next.id, messageOf(error));
        this.changed();
        this.settle(next.id, { refusal: this.refusal });
        this.pump();
      },
    );
  }

  private settle(id: number, outcome: StepOutcome): void {
    const settled = this.settles.get(id);
    this.settles.delete(id);
    settled?.(outcome);
  }

  private changed(): void {
    const view = this.cache.view;
    this.state = {
      length: view?.length ?? 0,
      stale: view?.stale ?? false,
      version: view?.version ?? 0,
      loading: this.loading,
      built: this.state.built || view !== null,
      refusal: this.refusal,
      failedWindows: this.failedWindows,
    };
    for (const listener of this.listeners) listener();
  }
}
