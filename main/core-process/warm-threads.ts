import type { HandlerTable } from '../ipc/handler-table.ts';

// The reading and writing threads start on their first call, and at 125,000 products a thread
// takes about a third of a second to load and open the store: the first edit after opening the
// catalog waited for it (catalog.apply 4–432 ms for one cell, 2 ms once the thread ran). A
// catalog view asked is the sign that edits and long reads are coming: the threads are started
// a moment after the first one answers, once the first screenful has had the machine.

/** A thread that can be started ahead of its first call. */
export interface Warmable {
  warm(): void;
}

/** From the first view's answer to the threads' start: the first rows' paint goes first. */
export const WARM_AFTER_VIEW_MS = 1_000;

export interface WarmedTable {
  table: HandlerTable;
  /** No thread is started after this (the core closes). */
  stop: () => void;
}

/** The table, its `catalog.view` starting `threads` once, `delayMs` after its first answer. */
export function warmAfterFirstView(
  table: HandlerTable,
  threads: readonly Warmable[],
  delayMs: number = WARM_AFTER_VIEW_MS,
): WarmedTable {
  let timer: NodeJS.Timeout | null = null;
  let done = false;
  const view: HandlerTable['catalog.view'] = async (input, context) => {
    const answer = await table['catalog.view'](input, context);
    if (!done) {
      done = true;
      timer = setTimeout(() => {
        timer = null;
        for (const thread of threads) thread.warm();
      }, delayMs);
      timer.unref();
    }
    return answer;
  };
  return {
    table: { ...table, 'catalog.view': view },
    stop: () => {
      done = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
