// The grids' undo stack: undo and redo of whole steps (an edit, a paste, a fill, an add, a
// delete: one step each). A new step clears the redo side; the oldest steps fall off past the
// limit.

export const UNDO_LIMIT = 500;

export interface UndoStack<S> {
  past: readonly S[];
  future: readonly S[];
}

export const emptyUndoStack = <S>(): UndoStack<S> => ({ past: [], future: [] });

export function record<S>(stack: UndoStack<S>, step: S, limit = UNDO_LIMIT): UndoStack<S> {
  const past = [...stack.past, step];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
}

/** The step to revert and the stack after it, or null when there is nothing to undo. */
export function undo<S>(stack: UndoStack<S>): { step: S; stack: UndoStack<S> } | null {
  const step = stack.past.at(-1);
  if (step === undefined) return null;
  return {
    step,
    stack: { past: stack.past.slice(0, -1), future: [step, ...stack.future] },
  };
}

/** The step to apply again and the stack after it, or null when there is nothing to redo. */
export function redo<S>(stack: UndoStack<S>): { step: S; stack: UndoStack<S> } | null {
  const step = stack.future[0];
  if (step === undefined) return null;
  return {
    step,
    stack: { past: [...stack.past, step], future: stack.future.slice(1) },
  };
}
