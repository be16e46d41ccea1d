import type { HandlerTable } from '../ipc/handler-table.ts';
import { takeBack, type TakeBackStore } from '../imports/take-back.ts';

// "Take back this send" (History): the plan, and the draft written from it (take-back.ts).

export function takeBackHandlers(
  store: TakeBackStore,
): Pick<HandlerTable, 'imports.takeBackPlan' | 'imports.takeBack'> {
  return {
    'imports.takeBackPlan': ({ importId, changedLater }) =>
      Promise.resolve(
        takeBack(store, importId, {
          write: false,
          ...(changedLater === undefined ? {} : { changedLater }),
        }),
      ),
    'imports.takeBack': ({ importId, changedLater }) =>
      Promise.resolve(
        takeBack(store, importId, {
          write: true,
          ...(changedLater === undefined ? {} : { changedLater }),
        }),
      ),
  };
}
