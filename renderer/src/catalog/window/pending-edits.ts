import type { ViewFill } from '../../../../app/catalog/view-fill.ts';
import {
  SKU_COLUMNS,
  type OperationGrid,
  type Operation,
  type OperationAnswer,
  type OperationColumn,
  type RowRef,
} from '../../../../app/catalog/operations.ts';
import type { ViewRow } from '../../../../app/catalog/views.ts';
import { formatSkuSummary } from '../model/sku-summary.ts';

// The edits typed but not yet in the rows the page holds (issue 28, step 4). A cell typed,
// pasted or cleared shows at once over the cached row; each edit is an operation sent to the
// core one at a time, in order (undo and redo take their place in the same queue). The core's
// answer confirms it, and its cells stay over the row until the window read after the answer
// holds them; a refusal takes them off (the cell shows its value again) and gives the message to
// show. Pure: the hook (use-grid-window.ts) sends the steps and reads the windows.

/** `group`: one of a user action's operations, one step of the core's history with the others. */
export type Step =
  | {
      kind: 'apply';
      operation: Operation;
      group?: string;
      /** The cells shown at once in place of the operation's own (a fill's, by the rows held). */
      shown?: readonly ShownCell[];
    }
  | {
      /** Ctrl+D or Ctrl+Enter over a range of the view's places (the core finds the rows). */
      kind: 'fillView';
      fill: ViewFill;
      /** The operations' grid of the view (products for both product views). */
      grid: OperationGrid;
      group?: string;
      /** The cells shown at once: those of the rows the window holds. */
      shown: readonly ShownCell[];
    }
  | { kind: 'undo' }
  | { kind: 'redo' };

/** A cell an edit shows before the core answers. */
export interface ShownCell {
  row: RowRef;
  column: ShownColumn;
  value: string;
}

export interface QueuedStep {
  id: number;
  step: Step;
}

interface Entry {
  stepId: number;
  column: ShownColumn;
  value: string;
}

interface StepState {
  step: Step;
  state: 'queued' | 'sent' | 'confirmed';
  /** Confirmed: a window read by a request of this sequence number or later holds it. */
  readAfter: number;
  /** Row keys its cells are under. */
  keys: string[];
  /** The draft ids of its rows. */
  ids: ReadonlySet<string>;
}

const SKU_COLUMN_SET: ReadonlySet<string> = new Set(SKU_COLUMNS);

/** A column an edit's cells show in: the operations' columns, and the products view's SKUs. */
type ShownColumn = OperationColumn | 'skus';

/** A SKU column is the SKU's own (id and place); any other column is the row's (a product's). */
function keyOf(
  grid: string,
  row: { id: string; place?: number | undefined },
  column: ShownColumn,
): string {
  const id = `${grid}\u0000${row.id}`;
  return SKU_COLUMN_SET.has(column) ? `${id}\u0000${String(row.place ?? 0)}` : id;
}

/** The cells an operation writes that the page can show before the core answers. */
function cellsOf(operation: Operation): readonly ShownCell[] {
  switch (operation.kind) {
    case 'set':
      return operation.cells;
    case 'paste':
      return operation.rows.flatMap((row, i) =>
        operation.columns.flatMap((column, j) => {
          const value = operation.values[i]?.[j];
          return value === undefined ? [] : [{ row, column, value }];
        }),
      );
    case 'clear':
      return operation.rows.flatMap((row) =>
        operation.columns.map((column) => ({ row, column, value: '' })),
      );
    case 'setSkus':
      // A list replaced shows as its summary; one added to moves the per-SKU rows (the answer).
      return operation.products.flatMap(({ id, skus, append, cells }) =>
        append === true
          ? []
          : [
              ...Object.entries(cells ?? {}).map(([column, value]) => ({
                row: { id },
                column: column as ShownColumn,
                value,
              })),
              { row: { id }, column: 'skus' as const, value: formatSkuSummary(skus) },
            ],
      );
    default:
      // Fill, replace, rows inserted or deleted: the core's answer and the window read after it.
      return [];
  }
}

export class PendingEdits {
  private nextId = 1;
  private steps = new Map<number, StepState>();
  /** Row key → its cells typed, oldest first. */
  private overlay = new Map<string, Entry[]>();

  /** Steps waiting or in flight or confirmed but not yet in the rows held. */
  get size(): number {
    return this.steps.size;
  }

  /** Rows (SKUs in SKU columns) with cells shown over them: what the page holds per row. */
  get rowsShown(): number {
    return this.overlay.size;
  }

  /** Queues a step; its cells show at once. Returns its id. */
  enqueue(step: Step): number {
    const id = this.nextId++;
    const keys = new Set<string>();
    const ids = new Set<string>();
    if (step.kind === 'apply' || step.kind === 'fillView') {
      const [grid, shown] =
        step.kind === 'fillView'
          ? [step.grid, step.shown]
          : [
              'grid' in step.operation ? step.operation.grid : 'products',
              step.shown ?? cellsOf(step.operation),
            ];
      for (const { row, column, value } of shown) {
        const key = keyOf(grid, row, column);
        keys.add(key);
        ids.add(row.id);
        const entries = this.overlay.get(key) ?? [];
        entries.push({ stepId: id, column, value });
        this.overlay.set(key, entries);
      }
    }
    this.steps.set(id, { step, state: 'queued', readAfter: 0, keys: [...keys], ids });
    return id;
  }

  /** The next step to send, when none is in flight (one at a time, in order); marks it sent. */
  next(): QueuedStep | null {
    for (const [id, state] of this.steps) {
      if (state.state === 'sent') return null;
      if (state.state === 'queued') {
        state.state = 'sent';
        return { id, step: state.step };
      }
    }
    return null;
  }

  /** Steps the core has not answered yet (queued or in flight): edits not yet durable. */
  get unanswered(): number {
    let count = 0;
    for (const state of this.steps.values()) if (state.state !== 'confirmed') count += 1;
    return count;
  }

  /** Whether a step waits to be sent or is in flight (rows and files in core mode wait on it). */
  get busy(): boolean {
    return this.unanswered > 0;
  }

  /** Whether a step is in flight now. */
  get sending(): boolean {
    for (const state of this.steps.values()) if (state.state === 'sent') return true;
    return false;
  }

  /**
   * The core applied it. Its cells stay shown until the rows held were read by a request of
   * sequence number `readAfter` or later (the window cache's sequence when the answer came).
   */
  confirmed(id: number, _answer: OperationAnswer, readAfter: number): void {
    const state = this.steps.get(id);
    if (!state) return;
    state.state = 'confirmed';
    state.readAfter = readAfter;
    if (state.keys.length === 0) this.steps.delete(id);
  }

  /** The core refused it: its cells leave (the row shows its value again). Returns the message. */
  refused(id: number, message: string): string {
    this.remove(id);
    return message;
  }

  /**
   * Confirmed steps whose rows the page now holds as read after them leave. `readAtOf` says the
   * oldest sequence number the rows of these ids were read at (null: none held or coming).
   */
  forgetHeld(readAtOf: (ids: ReadonlySet<string>) => number | null): void {
    for (const [id, state] of this.steps) {
      if (state.state !== 'confirmed') continue;
      const readAt = readAtOf(state.ids);
      if (readAt === null || readAt >= state.readAfter) this.remove(id);
    }
  }

  /** Drops every cell shown and every step not yet sent (the view or connection went away). */
  clear(): void {
    this.steps.clear();
    this.overlay.clear();
  }

  /**
   * The row as the page shows it: the cached row with the cells typed over it. `grid` is the
   * operations' grid of the view (products for both product views), `columns` the view's column
   * keys (VIEW_COLUMN_KEYS), `readAt` the sequence number the row was read at.
   */
  show(row: ViewRow, grid: string, columns: readonly string[], readAt: number): ViewRow {
    if (this.overlay.size === 0) return row;
    let cells: string[] | null = null;
    for (let c = 0; c < columns.length; c += 1) {
      const column = columns[c] as ShownColumn;
      const entries = this.overlay.get(keyOf(grid, row, column));
      if (!entries) continue;
      for (let e = entries.length - 1; e >= 0; e -= 1) {
        const entry = entries[e];
        if (!entry || entry.column !== column) continue;
        const state = this.steps.get(entry.stepId);
        // Steps confirm in order: when the newest is in the row read, so are the older ones.
        if (state?.state === 'confirmed' && readAt >= state.readAfter) break;
        cells ??= [...row.cells];
        cells[c] = entry.value;
        break;
      }
    }
    return cells === null ? row : { ...row, cells };
  }

  private remove(id: number): void {
    const state = this.steps.get(id);
    if (!state) return;
    this.steps.delete(id);
    for (const key of state.keys) {
      const entries = this.overlay.get(key)?.filter((entry) => entry.stepId !== id) ?? [];
      if (entries.length === 0) this.overlay.delete(key);
      else this.overlay.set(key, entries);
    }
  }
}
