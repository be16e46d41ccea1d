import type { HandlerTable } from '../ipc/handler-table.ts';
import type { PlanThread } from '../imports/plan-thread.ts';
import { takeBack, takeBackPlan, type TakeBackStore } from '../imports/take-back.ts';
import { DEFAULT_CHANGED_LATER } from '../../app/imports/take-back.ts';

// "Take back this send" (History): the plan, read in the planning thread when there is one (it
// replays the connection's journal and reads its drafts), and the draft written from it in the
// core's own transaction (take-back.ts).

export function takeBackHandlers(
  store: TakeBackStore,
  planThread?: Pick<PlanThread, 'takeBack'>,
): Pick<HandlerTable, 'imports.takeBackPlan' | 'imports.takeBack'> {
  return {
    'imports.takeBackPlan': ({ importId, changedLater = DEFAULT_CHANGED_LATER }) =>
      planThread === undefined
        ? Promise.resolve(takeBackPlan(store, importId, { changedLater }))
        : planThread.takeBack(importId, changedLater),
    'imports.takeBack': ({ importId, changedLater = DEFAULT_CHANGED_LATER }) =>
      Promise.resolve(takeBack(store, importId, { changedLater })),
  };
}
