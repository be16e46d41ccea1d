import { useState } from 'react';
import type { GridName } from '../../../app/catalog/rows.ts';
import { loadedCatalog } from './loaded-catalog.ts';
import { coreConflicts } from './core-edit-again.ts';
import { editAgainInCore, findInCore } from './core-edit-again-calls.ts';
import {
  draftConflicts,
  planEditAgain,
  type ConflictChoice,
  type DraftConflict,
  type EditAgainPlan,
  type SentRow,
} from './edit-again.ts';

export interface EditAgainDone {
  plan: EditAgainPlan;
  /** The grid to open afterwards: that of the first row chosen. */
  grid: GridName | null;
}

const newId = (): string => crypto.randomUUID();

/** "Edit again" as a small state machine: check the draft, ask about conflicts, apply, save. */
export function useEditAgain(profileId: string) {
  const [asking, setAsking] = useState<{ rows: SentRow[]; conflicts: DraftConflict[] } | null>(
    null,
  );
  const [done, setDone] = useState<EditAgainDone | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (rows: SentRow[], choice: ConflictChoice) => {
    const store = await loadedCatalog(profileId);
    if (store.getSnapshot().status === 'core') {
      // Core mode: the core holds the drafts; the page never loads them.
      const plan = await editAgainInCore(profileId, rows, choice, newId);
      setDone({ plan: { ...plan, edits: [] }, grid: rows[0]?.grid ?? null });
      return;
    }
    const plan = planEditAgain(store.getSnapshot().data, rows, choice, newId);
    for (const edit of plan.edits) store.apply(edit);
    await store.flush();
    setDone({ plan, grid: rows[0]?.grid ?? null });
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await work();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return {
    asking,
    done,
    error,
    busy,
    start: (rows: SentRow[]) =>
      run(async () => {
        const store = await loadedCatalog(profileId);
        const conflicts =
          store.getSnapshot().status === 'core'
            ? coreConflicts(await findInCore(profileId, rows))
            : draftConflicts(store.getSnapshot().data, rows);
        if (conflicts.length > 0) setAsking({ rows, conflicts });
        else await apply(rows, 'keep');
      }),
    choose: (choice: ConflictChoice) => {
      const pending = asking;
      setAsking(null);
      if (pending) void run(() => apply(pending.rows, choice));
    },
    cancel: () => {
      setAsking(null);
    },
  };
}
