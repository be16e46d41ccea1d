// What the save indicator says in core mode (issue 28, step 4): an edit is durable once the core
// answered it (the operation is in its tables in one transaction), so "saving" lasts while an
// edit, undo or redo waits for its answer; a refusal (or a core that could not answer) is shown
// with its reason until the next edit. Pure.

export type CoreSaveState = 'saved' | 'saving' | 'refused';

export interface CoreSaveInput {
  /** Steps queued or in flight (PendingEdits.unanswered). */
  unanswered: number;
  /** The window's last refusal, cleared by the next edit (GridWindowState.refusal). */
  refusal: string | null;
}

export function coreSaveState({ unanswered, refusal }: CoreSaveInput): CoreSaveState {
  if (unanswered > 0) return 'saving';
  return refusal === null ? 'saved' : 'refused';
}
