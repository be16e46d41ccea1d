import type { OperationAnswer } from '../../../app/catalog/operations.ts';
import type { GridName } from '../../../app/catalog/rows.ts';
import type { ValidationRows } from './validation-rows.ts';

// What changed in a connection's catalog since a holder of its rows (the validation, the held
// products) last moved on, as the operations' answers told it: the rows an answer listed, and
// the steps of the undo log of answers that listed none (more than 1,000 rows changed). Null:
// not known (an answer skipped a version, too many waited): every row is to be compared.

export interface Pending {
  /** Rows the answers listed. */
  ids: Record<GridName, Set<string>>;
  /** Steps of the undo log whose answers listed no rows. */
  steps: number[];
  answers: number;
}

/** Answers waiting beyond this many are not kept: every row is compared instead. */
const PENDING_MAX = 64;
/** A step's rows other than products' own cells read one by one up to this many entries. */
export const STEP_ROWS_READ = 5_000;

export const gridSets = (): Record<GridName, Set<string>> => ({
  brands: new Set(),
  colors: new Set(),
  products: new Set(),
});
export const emptyPending = (): Pending => ({ ids: gridSets(), steps: [], answers: 0 });
export const isEmpty = (pending: Pending): boolean =>
  pending.steps.length === 0 &&
  pending.ids.brands.size + pending.ids.colors.size + pending.ids.products.size === 0;

export interface Told {
  /** The catalog's version the holder is of, once `pending` is applied. */
  seen: number;
  pending: Pending | null;
}

/** Takes in one answer of an operation, undo (undid) or redo. */
export function tell(
  state: Told,
  rows: Pick<ValidationRows, 'done' | 'stepOtherCount'>,
  profileId: string,
  answer: OperationAnswer,
  undid: boolean,
): void {
  if (answer.version === state.seen) return;
  const pending = state.pending;
  if (answer.version !== state.seen + 1 || pending === null || pending.answers >= PENDING_MAX) {
    // Compared with every row when next asked (the version tells it changed).
    state.pending = null;
    return;
  }
  if (answer.rows.length > 0 || answer.rowCount === 0) {
    for (const { grid, id } of answer.rows) pending.ids[grid].add(id);
  } else {
    // More rows than an answer lists: its steps of the undo log name them (a group's undo or
    // redo took several, next to each other, up from the step now done or down to it).
    const done = rows.done(profileId);
    const taken = Array.from({ length: answer.steps ?? 1 }, (_, i) =>
      undid ? done + 1 + i : done - i,
    );
    let others = 0;
    for (const step of taken) others += rows.stepOtherCount(profileId, step);
    if (others > STEP_ROWS_READ) {
      state.pending = null;
      return;
    }
    pending.steps.push(...taken);
  }
  pending.answers += 1;
  state.seen = answer.version;
}
