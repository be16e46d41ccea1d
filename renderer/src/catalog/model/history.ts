// Undo and redo of whole steps (an edit, a paste, a fill, an add, a delete: one step each).
// A new step clears the redo side; the oldest steps fall off past the limit.

export const HISTORY_LIMIT = 500;

export interface History<S> {
  past: readonly S[];
  future: readonly S[];
}

export const emptyHistory = <S>(): History<S> => ({ past: [], future: [] });

export function record<S>(history: History<S>, step: S, limit = HISTORY_LIMIT): History<S> {
  const past = [...history.past, step];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
}

/** The step to revert and the history after it, or null when there is nothing to undo. */
export function undo<S>(history: History<S>): { step: S; history: History<S> } | null {
  const step = history.past.at(-1);
  if (step === undefined) return null;
  return {
    step,
    history: { past: history.past.slice(0, -1), future: [step, ...history.future] },
  };
}

/** The step to apply again and the history after it, or null when there is nothing to redo. */
export function redo<S>(history: History<S>): { step: S; history: History<S> } | null {
  const step = history.future[0];
  if (step === undefined) return null;
  return {
    step,
    history: { past: [...history.past, step], future: history.future.slice(1) },
  };
}
