import type { HistoryState, OperationAnswer, RowRef } from '../../../../app/catalog/operations.ts';
import type { ViewRow } from '../../../../app/catalog/views.ts';
import type { ViewName } from '../model/view.ts';
import { fillDown, fillRight, type CellWrite } from '../model/write-cells.ts';
import type { GridWindowDriver } from './grid-window-driver.ts';
import { windowWrites, type RowSlot } from './window-writes.ts';
import {
  allAnswered,
  codesBelowEnd,
  productsByCode,
  type ProductsByCode,
} from './joined-sku-rows.ts';
import type { CatalogEntry } from '../../../../app/catalog/row-reads.ts';
import { WHOLE_FILL_ROWS, uniformBlock, wholeFill, type WholeFill } from './whole-fill.ts';

// Core mode's edits (issue 28, step 4), without React: the grid's cell writes, fills, undo and
// redo sent to the core through the window's driver as operations (window-writes.ts maps them).
// A write whose rows are all in the window goes at once (its cells show before the core
// answers); one over rows off screen reads them first (catalog.window), and edits after it wait
// their turn, so the core gets them in the order they were made. Rows typed below the end are
// named by their new ids until the window holds them. Undo and redo are the core's (one history
// per connection, across grids and views); whether there is a step to undo or redo comes from
// catalog.history and then from each answer.

export type CoreNotice = { kind: 'secret' | 'unknown' } | { kind: 'refused'; reason: string };

export interface CoreWriterState {
  canUndo: boolean;
  canRedo: boolean;
  /** Trimmed code cells (cell-marks.ts keys) of this session's edits. */
  trimmed: ReadonlySet<string>;
  /** What the last edit could not do, until the next edit or dismissed. */
  notice: CoreNotice | null;
  /**
   * Rows typed below the window's end that it does not hold yet: the grid counts them, so the
   * selection may stand on them (and on the new-row line after them) before the core's answer.
   */
  rowsBelow: number;
  /**
   * Moves with each step of the core's history made while open: an edit sent (one however many
   * operations it takes), an undo, a redo, an operation others sent through the driver (rows
   * added or removed, a file). The paste note lasts while it stands where the paste left it.
   */
  steps: number;
}

export interface CoreWriterOptions {
  newId: () => string;
  looksSecret: (value: string) => boolean;
  /** The connection's history now (catalog.history). */
  history: () => Promise<HistoryState>;
  /**
   * The first product in draft order holding each code (catalog.rowsByCode): per-SKU rows
   * typed below the end with such a code join it. Without it they are new products.
   */
  productsByCode?: (codes: string[]) => Promise<CatalogEntry[]>;
}

export interface FillRange {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

interface Slotted {
  slot: RowSlot;
  cells: readonly string[] | null;
}

const refOf = (view: ViewName, row: ViewRow): RowRef =>
  // A product without SKUs has one per-SKU row, place 0 (a SKU value written there makes one).
  view === 'skus' ? { id: row.id, place: row.place ?? 0 } : { id: row.id };

export class CoreWriter {
  private state: CoreWriterState = {
    canUndo: false,
    canRedo: false,
    trimmed: new Set(),
    notice: null,
    rowsBelow: 0,
    steps: 0,
  };
  /** This writer's operations, undos and redos sent and not yet answered. */
  private own = 0;
  private listeners = new Set<() => void>();
  private chain: Promise<void> = Promise.resolve();
  private waiting = 0;
  /** Places below the window's end typed into this session: view → place → the new row. */
  private inserted = new Map<number, RowRef>();
  private insertedView: ViewName | null = null;
  private lastRefusal: string | null = null;
  /**
   * The view's version when this writer's last operation was answered (none unanswered, none
   * waiting): a window read after it places the rows typed below the end. Null: not answered yet.
   */
  private answeredAt: number | null = null;
  private stops: (() => void)[] = [];
  private closed = false;

  private readonly driver: GridWindowDriver;
  private readonly options: CoreWriterOptions;

  constructor(driver: GridWindowDriver, options: CoreWriterOptions) {
    this.driver = driver;
    this.options = options;
  }

  /** Listens to the driver's answers and refusals, and asks the core's history. */
  open(): void {
    this.close();
    this.closed = false;
    this.stops.push(
      this.driver.onAnswer((answer) => {
        this.answered(answer);
      }),
      this.driver.subscribe(() => {
        this.driverChanged();
      }),
    );
    this.refreshHistory();
  }

  /** Edits wait on rows read from the core (off screen) before they go. */
  get busy(): boolean {
    return this.waiting > 0;
  }

  get snapshot(): CoreWriterState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Stops listening to the driver (the grid left core mode or the connection changed). */
  close(): void {
    this.closed = true;
    for (const stop of this.stops) stop();
    this.stops = [];
  }

  dismiss(): void {
    this.set({ notice: null });
  }

  /** Cells written (typed, pasted, cleared, filled): view places and view columns. */
  write(view: ViewName, writes: readonly CellWrite[]): void {
    if (writes.length === 0) return;
    // Ctrl+Enter over many rows: the core's fill over the view's places (whole-fill.ts).
    const block = writes.length >= WHOLE_FILL_ROWS ? uniformBlock(writes) : null;
    if (block !== null) {
      const version = this.driver.snapshot.version;
      const values = { kind: 'one', value: block.value } as const;
      const asFill = () =>
        this.sendWhole(view, block.top, block.bottom, block.columns, values, version);
      if (this.waiting === 0 && asFill()) return;
      this.later(async () => {
        if (asFill()) return;
        const slots = await this.slots(view, block.places);
        this.send(view, writes, slots, await this.holders(this.codesBelow(view, writes, slots)));
      });
      return;
    }
    const places = [...new Set(writes.map((w) => w.row))];
    // Rows typed below the end show at once, before the core has them (typed-below.ts).
    this.followView(view);
    const { length } = this.driver.snapshot;
    if (places.some((place) => place >= length)) {
      this.answeredAt = null;
      this.driver.typed.write(view, writes, (place) => place >= length, this.options.looksSecret);
    }
    if (this.waiting === 0) {
      const slots = this.heldSlots(view, places);
      if (slots !== null && this.codesBelow(view, writes, slots).length === 0) {
        this.send(view, writes, slots);
        return;
      }
    }
    this.later(async () => {
      const slots = await this.slots(view, places);
      this.send(view, writes, slots, await this.holders(this.codesBelow(view, writes, slots)));
    });
  }

  /** Codes of per-SKU rows typed below the end (asked of the core before they are planned). */
  private codesBelow(
    view: ViewName,
    writes: readonly CellWrite[],
    slots: ReadonlyMap<number, Slotted>,
  ): string[] {
    if (this.options.productsByCode === undefined) return [];
    const isNew = (place: number) => slots.get(place)?.slot === 'new';
    return codesBelowEnd(view, writes, isNew, this.options.looksSecret);
  }

  /** The products holding the codes, once the edits before were answered (they may add some). */
  private async holders(codes: string[]): Promise<ProductsByCode | undefined> {
    const ask = this.options.productsByCode;
    if (codes.length === 0 || ask === undefined) return undefined;
    await allAnswered(this.driver);
    return productsByCode(await ask(codes));
  }

  /**
   * Ctrl+D / Ctrl+R over a range of view places and shown columns (`viewColumn`: a shown
   * column's view column): the top row's or left column's values, read from the core's rows.
   */
  fill(
    view: ViewName,
    direction: 'down' | 'right',
    range: FillRange,
    viewColumn: (col: number) => number,
  ): void {
    const places: number[] = [];
    for (let r = range.top; r <= range.bottom; r += 1) places.push(r);
    if (direction === 'down' && places.length >= WHOLE_FILL_ROWS) {
      // Many rows: the core's fill over the view's places, the top row's values as the page
      // shows them (read first when the window does not hold it).
      const version = this.driver.snapshot.version;
      const columns: number[] = [];
      for (let c = range.left; c <= range.right; c += 1) {
        if (viewColumn(c) >= 0) columns.push(viewColumn(c));
      }
      const asFill = (top: Slotted | null | undefined): boolean => {
        if (top === null || top === undefined || typeof top.slot !== 'object') return false;
        const cells = columns.map((col) => top.cells?.[col] ?? '');
        const values = { kind: 'top', cells } as const;
        return this.sendWhole(view, range.top, range.bottom, columns, values, version);
      };
      if (this.waiting === 0 && asFill(this.heldSlot(view, range.top))) return;
      if (this.waiting > 0 || this.heldSlot(view, range.top) === null) {
        this.later(async () => {
          if (asFill((await this.slots(view, [range.top])).get(range.top))) return;
          this.fillAsWrites(view, direction, range, viewColumn, await this.slots(view, places));
        });
        return;
      }
    }
    const held = this.waiting === 0 ? this.heldSlots(view, places) : null;
    if (held !== null) this.fillAsWrites(view, direction, range, viewColumn, held);
    else {
      this.later(async () => {
        this.fillAsWrites(view, direction, range, viewColumn, await this.slots(view, places));
      });
    }
  }

  /** Ctrl+D / Ctrl+R as cell writes of the rows' values (`slots`: each place's row). */
  private fillAsWrites(
    view: ViewName,
    direction: 'down' | 'right',
    range: FillRange,
    viewColumn: (col: number) => number,
    slots: ReadonlyMap<number, Slotted>,
  ): void {
    const text = (row: number, col: number): string =>
      slots.get(row)?.cells?.[viewColumn(col)] ?? '';
    const shown =
      direction === 'down'
        ? fillDown(
            Array.from({ length: range.right - range.left + 1 }, (_, c) =>
              text(range.top, range.left + c),
            ),
            range,
          )
        : fillRight(
            Array.from({ length: range.bottom - range.top + 1 }, (_, r) =>
              text(range.top + r, range.left),
            ),
            range,
          );
    const writes = shown.flatMap((w) => {
      const col = viewColumn(w.col);
      return col < 0 ? [] : [{ ...w, col }];
    });
    this.send(view, writes, slots);
  }

  undo(): void {
    this.step('undo');
  }

  redo(): void {
    this.step('redo');
  }

  private step(kind: 'undo' | 'redo'): void {
    const go = () => {
      // Rows typed below the end may be gone (or back): named by the window again.
      this.inserted.clear();
      this.own += 1;
      this.set({ notice: null, rowsBelow: this.rowsBelowNow(), steps: this.state.steps + 1 });
      // Rows typed below the end show until the core has undone (or redone) them.
      this.driver.apply({ kind }, () => {
        this.driver.typed.clear();
      });
    };
    if (this.waiting === 0) go();
    else {
      this.later(() => {
        go();
        return Promise.resolve();
      });
    }
  }

  private later(work: () => Promise<void>): void {
    this.waiting += 1;
    this.chain = this.chain
      .then(work)
      .catch((error: unknown) => {
        this.driver.typed.keep((place) => this.inserted.has(place));
        this.set({
          notice: {
            kind: 'refused',
            reason: error instanceof Error ? error.message : String(error),
          },
        });
      })
      .finally(() => {
        this.waiting -= 1;
      });
  }

  private send(
    view: ViewName,
    writes: readonly CellWrite[],
    slots: ReadonlyMap<number, Slotted>,
    existing?: ProductsByCode,
  ) {
    if (this.closed) return;
    const plan = windowWrites(view, writes, (place) => slots.get(place)?.slot ?? 'unknown', {
      newId: this.options.newId,
      looksSecret: this.options.looksSecret,
      ...(existing === undefined ? {} : { existing }),
    });
    for (const { place, ref } of plan.inserted) this.inserted.set(place, ref);
    const fresh = [...slots].flatMap(([place, { slot }]) => (slot === 'new' ? [place] : []));
    this.driver.typed.named(fresh, this.inserted);
    // One write in several operations (a paste past the end: the rows there, then the rows
    // added) is one step of the core's history.
    const group = plan.operations.length > 1 ? { group: this.options.newId() } : {};
    this.own += plan.operations.length;
    for (const operation of plan.operations) {
      this.driver.apply({ kind: 'apply', operation, ...group });
    }
    const notice: CoreNotice | null =
      plan.secrets > 0 ? { kind: 'secret' } : plan.unknown > 0 ? { kind: 'unknown' } : null;
    const trimmed =
      plan.trimmed.length === 0
        ? this.state.trimmed
        : new Set([...this.state.trimmed, ...plan.trimmed]);
    this.set({
      notice,
      trimmed,
      rowsBelow: this.rowsBelowNow(),
      ...(plan.operations.length > 0
        ? { canUndo: true, canRedo: false, steps: this.state.steps + 1 }
        : {}),
    });
  }

  /**
   * A fill over many rows as the core's fill over the view's places (whole-fill.ts), one step of
   * its history, its places those of the view's `version`; false when it is not one (it then
   * goes as cell writes).
   */
  private sendWhole(
    view: ViewName,
    top: number,
    bottom: number,
    columns: readonly number[],
    values: WholeFill['values'],
    version: number,
  ): boolean {
    if (this.closed) return true;
    const shown = this.driver.shown;
    // Rows typed below the end are not the core's rows yet: their places go as cell writes.
    if (shown === null || shown.spec.view !== view || this.driver.typed.size > 0) return false;
    this.followView(view);
    const plan = wholeFill({
      view,
      top,
      bottom,
      columns,
      length: this.driver.snapshot.length,
      held: this.driver.cache
        .heldIn(top, bottom)
        .map(({ place, row }) => ({ place, row: refOf(view, row) })),
      values,
      looksSecret: this.options.looksSecret,
    });
    if (plan === null) return false;
    this.own += 1;
    this.driver.apply({
      kind: 'fillView',
      fill: { viewId: shown.viewId, version, ...plan.fill },
      grid: plan.grid,
      shown: plan.shown,
    });
    this.set({ notice: null, canUndo: true, canRedo: false, steps: this.state.steps + 1 });
    return true;
  }

  /** Each place's row when the window holds them all (or they are past its end), else null. */
  private heldSlots(view: ViewName, places: readonly number[]): Map<number, Slotted> | null {
    this.followView(view);
    const slots = new Map<number, Slotted>();
    for (const place of places) {
      const slot = this.heldSlot(view, place);
      if (slot === null) return null;
      slots.set(place, slot);
    }
    return slots;
  }

  private heldSlot(view: ViewName, place: number): Slotted | null {
    const held = this.driver.rowAt(place);
    const typed = this.inserted.get(place);
    if (typed !== undefined) {
      if (held !== null && held !== 'loading' && held.id === typed.id) {
        this.inserted.delete(place);
        return { slot: { ref: refOf(view, held) }, cells: held.cells };
      }
      return { slot: { ref: typed }, cells: null };
    }
    if (held === 'loading') return null;
    if (held === null) return { slot: 'new', cells: null };
    return { slot: { ref: refOf(view, held) }, cells: held.cells };
  }

  /** Each place's row, those off screen read from the core. */
  private async slots(view: ViewName, places: readonly number[]): Promise<Map<number, Slotted>> {
    this.followView(view);
    const slots = new Map<number, Slotted>();
    const missing: number[] = [];
    for (const place of places) {
      const slot = this.heldSlot(view, place);
      if (slot === null) missing.push(place);
      else slots.set(place, slot);
    }
    if (missing.length === 0) return slots;
    // Not Math.min(...missing): a spread of 100,000 places overflows the stack.
    let from = Infinity;
    let to = -Infinity;
    for (const place of missing) {
      from = Math.min(from, place);
      to = Math.max(to, place);
    }
    const rows = await this.driver.rowsAt(from, to - from + 1);
    for (const place of missing) {
      const row = rows?.[place - from];
      slots.set(place, {
        slot: row === undefined ? (rows === null ? 'unknown' : 'new') : { ref: refOf(view, row) },
        cells: row?.cells ?? null,
      });
    }
    return slots;
  }

  /** Rows typed below the end are of one view's places: another view starts afresh. */
  private followView(view: ViewName): void {
    if (this.insertedView === view) return;
    this.insertedView = view;
    this.forgetInserted();
  }

  private answered(answer: OperationAnswer): void {
    if (this.own > 0) {
      this.own -= 1;
      if (this.own === 0) this.answeredAt = this.driver.snapshot.version;
    } else {
      // Others' rows added or removed: places typed below the end may name other rows now.
      this.driver.typed.clear();
      this.set({ steps: this.state.steps + 1 });
    }
    if (answer.canUndo === undefined || answer.canRedo === undefined) {
      this.refreshHistory();
      return;
    }
    this.set({ canUndo: answer.canUndo, canRedo: answer.canRedo });
  }

  private driverChanged(): void {
    const { refusal, loading } = this.driver.snapshot;
    // A view being built (another sort, filter or tab): places name other rows now.
    if (loading) this.forgetInserted();
    // A typed row the window holds now shows as read.
    // Nothing is read at places typed below the end before the core's answer.
    if (this.driver.typed.size > 0 && this.own === 0 && this.waiting === 0) {
      // Once a window was read after the core's answer, rows typed past its end are elsewhere
      // (joined, filtered out, sorted in): only places still being read keep what was typed.
      const read = this.answeredAt !== null && this.driver.snapshot.version > this.answeredAt;
      this.driver.typed.keep((place) => {
        const held = this.driver.cache.rowAt(place);
        return read ? held === 'loading' : held === null || held === 'loading';
      });
    }
    this.set({ rowsBelow: this.rowsBelowNow() });
    if (refusal === this.lastRefusal) return;
    this.lastRefusal = refusal;
    if (refusal === null) return;
    // The refused step gets no answer.
    if (this.own > 0) this.own -= 1;
    // A refused insert leaves no row to name: the place is below the end again.
    this.forgetInserted();
    this.set({ notice: { kind: 'refused', reason: refusal }, rowsBelow: 0 });
    this.refreshHistory();
  }

  private rowsBelowNow(): number {
    const { length } = this.driver.snapshot;
    let end = length;
    for (const place of this.inserted.keys()) end = Math.max(end, place + 1);
    for (const place of this.driver.typed.places) end = Math.max(end, place + 1);
    return end - length;
  }

  private forgetInserted(): void {
    this.inserted.clear();
    this.driver.typed.clear();
  }

  private refreshHistory(): void {
    this.options.history().then(
      ({ canUndo, canRedo }) => {
        this.set({ canUndo, canRedo });
      },
      () => undefined,
    );
  }

  private set(next: Partial<CoreWriterState>): void {
    if (this.closed) return;
    const state = { ...this.state, ...next };
    if (
      state.canUndo === this.state.canUndo &&
      state.canRedo === this.state.canRedo &&
      state.trimmed === this.state.trimmed &&
      state.notice === this.state.notice &&
      state.rowsBelow === this.state.rowsBelow &&
      state.steps === this.state.steps
    ) {
      return;
    }
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
