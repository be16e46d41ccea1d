import type { ProductRow } from '../../../../app/catalog/rows.ts';
import type { GridTransport } from '../../../../renderer/src/catalog/window/grid-window-driver.ts';
import type { Store } from '../../../../main/store/open-store.ts';
import { openTempStore, sampleProfile } from '../../../main/store/temp-store.ts';
import { rowsFillOf } from '../../../../main/handlers/view-fill-handlers.ts';

// The core's catalog store on a real SQLite file behind the grid window's transport, as the
// core-mode tests drive it: each answer on a later turn of the event loop (as a call through the
// bridge would be), in the order asked.

/** A later turn of the event loop (what an answer through the bridge waits at least). */
export const tick = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/** Waits, a turn at a time, until the condition holds (or throws after `turns` turns). */
export async function until(condition: () => boolean, turns = 20_000): Promise<void> {
  for (let turn = 0; !condition(); turn += 1) {
    if (turn > turns) throw new Error('the condition never held');
    await tick();
  }
}

/** The work, done on a later turn. */
export const later = async <T>(work: () => T): Promise<T> => {
  await tick();
  return work();
};

/** A store with one profile whose products are `count` rows: id p1…, position 1…, row(i) for i 1…. */
export function storeWithProducts(
  count: number,
  row: (i: number) => ProductRow,
): { store: Store; id: string } {
  const store = openTempStore();
  const { id } = store.profiles.create(sampleProfile);
  store.drafts.save(id, 'products', {
    upserts: Array.from({ length: count }, (_, i) => ({
      id: `p${String(i + 1)}`,
      position: i + 1,
      row: row(i + 1),
    })),
    deletes: [],
  });
  return { store, id };
}

/**
 * The transport over the store's views and operations as the IPC handlers call them; `sends`
 * counts the steps sent and answered (the driver sends its next step once an answer came: all
 * answered is nothing queued).
 */
export function coreTransport(store: Store, id: string) {
  const sends = { asked: 0, answered: 0 };
  const transport = {
    view: (spec, replaces) => later(() => store.catalogViews.view(id, spec, replaces)),
    window: ({ viewId, from, count }) =>
      later(() => store.catalogViews.window(viewId, from, count)),
    drop: (viewId) =>
      later(() => {
        store.catalogViews.close(viewId);
      }),
    send: (step) => {
      sends.asked += 1;
      return later(() => {
        if (step.kind === 'undo') return store.catalog.undo(id);
        if (step.kind === 'redo') return store.catalog.redo(id);
        if (step.kind === 'fillView') {
          const input = { profileId: id, ...step.fill };
          return store.catalog.fillRows(id, rowsFillOf(store.catalogViews, input), step.group);
        }
        return store.catalog.apply(id, step.operation, step.group);
      }).finally(() => {
        sends.answered += 1;
      });
    },
  } satisfies GridTransport;
  return { transport, sends };
}
