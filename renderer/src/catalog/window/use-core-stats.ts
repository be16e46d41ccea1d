import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { StatsAnswer } from '../../../../app/catalog/view-stats.ts';
import { call } from '../../lib/bridge-client.ts';
import { cellCount, NO_STATS, type SelectionStats } from '../model/selection-stats.ts';
import type { Range } from '../model/selection.ts';
import type { GridWindowDriver } from './grid-window-driver.ts';

// The status bar's figures when the grid reads the core's window (issue 28, step 4): counted in
// the core over the view's rows (catalog.stats), not in the page, which holds only the rows on
// screen. Until the answer for this very selection (this view, its version, these columns) is
// here, no figures are shown and the bar says it is counting: never another selection's. One
// question at a time: a selection moved while one is asked (Shift+Up held) is asked once the
// answer comes, the ones passed over in between never.

/** What the core is asked: the view, its version, the range clipped to its rows, the columns. */
interface Question {
  viewId: number;
  version: number;
  range: Range;
  columns: number[];
}

const keyOf = (q: Question): string => JSON.stringify(q);

/** The answer's figures as the status bar takes them (no number: min and max as Infinity). */
export function statsOfAnswer(answer: StatsAnswer): SelectionStats {
  return {
    count: answer.count,
    numbers: answer.numbers,
    sum: answer.sum,
    min: answer.min ?? Number.POSITIVE_INFINITY,
    max: answer.max ?? Number.NEGATIVE_INFINITY,
  };
}

const noSubscribe = (): (() => void) => () => undefined;

export function useCoreStats(
  driver: GridWindowDriver | null,
  selected: Range,
  /** The shown columns: a selection's column numbers count them, `index` is the view's column. */
  columns: readonly { index: number }[],
  /** False: nothing to count (one cell selected), nothing asked. */
  enabled: boolean,
): { stats: SelectionStats | null; current: boolean } {
  const state = useSyncExternalStore(
    driver === null ? noSubscribe : (listener: () => void) => driver.subscribe(listener),
    () => driver?.snapshot ?? null,
  );
  const viewId = state === null ? null : (driver?.readyViewId ?? null);
  const length = state?.length ?? 0;
  const range = { ...selected, bottom: Math.min(selected.bottom, length - 1) };
  const question: Question | null =
    !enabled || viewId === null || state === null || columns.length === 0
      ? null
      : {
          viewId,
          version: state.version,
          range,
          columns: columns.map((c) => c.index),
        };
  const key = question === null ? '' : keyOf(question);
  const [answered, setAnswered] = useState<{ key: string; stats: SelectionStats } | null>(null);
  /** The question in flight (settles when its answer came or failed). */
  const asking = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (key === '') return;
    const q = JSON.parse(key) as Question;
    // Only the new-row line below the rows: nothing to count, nothing to ask.
    if (cellCount(q.range) === 0) return;
    const asked = { superseded: false };
    const live = (): boolean => !asked.superseded;
    const ask = asking.current.then(async () => {
      if (!live()) return;
      const answer = await call('catalog.stats', {
        viewId: q.viewId,
        columns: q.columns,
        ranges: [q.range],
      });
      if (live()) setAnswered({ key, stats: statsOfAnswer(answer) });
    });
    // A failed question shows no figures; the next selection asks again.
    asking.current = ask.catch(() => undefined);
    return () => {
      asked.superseded = true;
    };
  }, [key]);

  if (key !== '' && cellCount(range) === 0) return { stats: NO_STATS, current: true };
  const current = answered !== null && key !== '' && answered.key === key;
  return { stats: current ? answered.stats : null, current };
}
