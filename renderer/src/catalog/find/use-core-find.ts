import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Operation, OperationAnswer } from '../../../../app/catalog/operations.ts';
import type { FindAnswer, PlaceRange } from '../../../../app/catalog/view-find.ts';
import type { ViewRow, ViewSpec } from '../../../../app/catalog/views.ts';
import { call } from '../../lib/bridge-client.ts';
import { draftOrderSpec } from '../loading-view.ts';
import { cellSelection, type Selection } from '../model/selection.ts';
import { gridOfView, type ViewName } from '../model/view.ts';
import type { GridWindowDriver, StepOutcome } from '../window/grid-window-driver.ts';
import {
  addRowsReplace,
  emptyRowsReplace,
  followRenames,
  isWhole,
  keepsEveryRow,
  positionRanges,
  REPLACE_ROWS_MAX,
  replaceAllOperation,
  replaceColumns,
  replaceOneOperation,
  scopeRange,
} from './core-find-plan.ts';
import type { FindOpening } from './find-opening.ts';
import { compileQuery, EMPTY_QUERY, type FindQuery } from './find-query.ts';
import type { ShownKey } from './find-scan.ts';
import type { Done } from './use-find-bar.ts';
import { useFindScope } from './use-find-scope.ts';

// The find bar in core mode (the grid a window onto the core's view, issue 28): the same state
// and actions as use-find-bar.ts, but the matches are the core's (catalog.find: the count, the
// cursor's place among them, the next one), and a replace is an operation sent through the
// grid's driver (catalog.apply), which Ctrl+Z undoes in the core. Nothing is read from the
// page's drafts; the rows a replace in part of a view needs are read window by window.

export interface CoreFindSource {
  driver: GridWindowDriver;
  profileId: string;
  /** The spec the driver's view is built for (whether it keeps every row of the grid). */
  spec: ViewSpec;
}

export interface CoreFindGrid {
  view: ViewName;
  /** The grid's shown columns in order (find-scan.ts's numbering). */
  shown: readonly ShownKey[];
  selection: Selection;
  onSelection: (selection: Selection) => void;
  readOnly: boolean;
}

interface CorePreview {
  plan: { cells: number; rows: number };
  follow: { products: number };
  operation: Operation | null;
  /** Cells and rows known exactly (rows read); else the answer's cells are the figure. */
  exact: boolean;
  first: { row: number; col: number } | null;
  key: string;
  version: string;
}

type Cell = { row: number; col: number };

/** An unfiltered view of a grid in draft order, as the contract takes it. */
const everyRow = (view: ViewName) => ({ ...draftOrderSpec(view), columnFilters: [] });

/** Rows a window call reads (catalog.window's count at most). */
const WINDOW_ROWS = 2_000;

const noSubscribe = () => () => undefined;
const noSnapshot = () => null;

async function readRows(
  viewId: number,
  top: number,
  bottom: number,
  each: (from: number, rows: readonly ViewRow[]) => void,
): Promise<void> {
  for (let from = top; from <= bottom; from += WINDOW_ROWS) {
    const count = Math.min(WINDOW_ROWS, bottom - from + 1);
    const window = await call('catalog.window', { viewId, from, count });
    each(from, window.rows);
  }
}

/** Every code of a master grid with its row id (an unfiltered view of it, let go after). */
async function masterCodes(
  profileId: string,
  grid: 'brands' | 'colors',
): Promise<{ id: string; code: string }[]> {
  const info = await call('catalog.view', { profileId, spec: everyRow(grid) });
  const codes: { id: string; code: string }[] = [];
  try {
    if (info.length > 0) {
      await readRows(info.viewId, 0, info.length - 1, (_from, rows) => {
        for (const row of rows) codes.push({ id: row.id, code: row.cells[0] ?? '' });
      });
    }
  } finally {
    call('catalog.dropView', { viewId: info.viewId }).catch(() => undefined);
  }
  return codes;
}

export function useCoreFind(core: CoreFindSource | null, grid: CoreFindGrid, opening: FindOpening) {
  const { t } = useTranslation();
  const { view, shown, selection } = grid;
  const cols = shown.length;
  const driver = core?.driver ?? null;
  const state = useSyncExternalStore(
    useCallback(
      (listener: () => void) => (driver === null ? noSubscribe() : driver.subscribe(listener)),
      [driver],
    ),
    driver === null ? noSnapshot : () => driver.snapshot,
  );
  const viewId = state === null || state.loading ? undefined : driver?.cache.view?.viewId;
  const length = state?.length ?? 0;

  const [query, setQuery] = useState<FindQuery>(EMPTY_QUERY);
  const [replacement, setReplacement] = useState('');
  const [follow, setFollow] = useState(true);
  const [preview, setPreview] = useState<CorePreview | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Moves on with each of this bar's replaces the core answered: the count is asked again.
  const [applied, setApplied] = useState(0);

  const { scope, ...scoping } = useFindScope({
    view,
    cols,
    selection,
    opening,
    onOpening: () => {
      setPreview(null);
      setDone(null);
      setRefusal(null);
    },
  });

  const compiled = useMemo(() => compileQuery(query), [query]);
  const matcher = compiled.ok ? compiled.matcher : null;
  const columns = useMemo(() => shown.map((c) => c.index), [shown]);
  const bounds = scopeRange(scope, length, cols);
  const whole = bounds !== null && isWhole(bounds, length, cols);
  const version = JSON.stringify([viewId, state?.version, length, applied]);
  const searchKey = JSON.stringify([query, bounds, whole, columns]);

  const find = useCallback(
    (
      ask:
        { count: true } | { next: { after: { place: number; col: number }; backwards: boolean } },
      at?: PlaceRange | null,
    ) => {
      if (viewId === undefined) return Promise.resolve(null);
      const within = at === undefined ? (whole || bounds === null ? undefined : bounds) : at;
      return call('catalog.find', {
        viewId,
        query,
        columns: [...columns],
        ...(within === undefined || within === null ? {} : { range: within }),
        ...ask,
      }).then(
        (answer: FindAnswer) => (answer.viewId === viewId ? answer : null),
        () => null,
      );
    },
    // searchKey stands for query, bounds, whole and columns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [viewId, searchKey],
  );

  const active = selection.active;
  const [count, setCount] = useState<{ key: string; cells: number; rows: number } | null>(null);
  const countKey = `${searchKey}|${version}`;
  const searching = core !== null && opening.open && matcher !== null && bounds !== null;
  useEffect(() => {
    if (!searching) return;
    let live = true;
    void find({ count: true }).then((answer) => {
      if (live && answer !== null) {
        setCount({ key: countKey, cells: answer.cells ?? 0, rows: answer.rows ?? 0 });
      }
    });
    return () => {
      live = false;
    };
  }, [searching, find, countKey]);
  const known = !searching ? { cells: 0, rows: 0 } : count?.key === countKey ? count : null;

  // The cursor's place among the matches: the matches before it, when it is one.
  const [position, setPosition] = useState<{ key: string; index: number } | null>(null);
  const positionKey = `${countKey}|${String(active.row)}:${String(active.col)}`;
  const cellsFound = known?.cells ?? 0;
  useEffect(() => {
    if (!searching || cellsFound === 0) return;
    const ranges = positionRanges(bounds, active);
    if (ranges === null) return;
    const live = { current: true };
    const gone = () => !live.current;
    void (async () => {
      const here = await find({ count: true }, ranges.at);
      if (gone() || here === null) return;
      if ((here.cells ?? 0) === 0) {
        setPosition({ key: positionKey, index: -1 });
        return;
      }
      let before = 0;
      for (const part of ranges.before) {
        const answer = await find({ count: true }, part);
        if (gone() || answer === null) return;
        before += answer.cells ?? 0;
      }
      setPosition({ key: positionKey, index: before });
    })();
    return () => {
      live.current = false;
    };
    // positionKey stands for the cursor's cell, the search and the view's version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searching, positionKey, cellsFound, find]);

  const placing =
    searching &&
    cellsFound > 0 &&
    positionRanges(bounds, active) !== null &&
    position?.key !== positionKey;

  const goTo = (cell: Cell) => {
    grid.onSelection(cellSelection(cell));
  };
  // Each step asks the core for the next match, so a key pressed again before the answer would
  // start from the cell the cursor is still in and land on the same match (on a busy machine,
  // Shift+Enter twice went one match back, not two), and Replace clicked then would replace the
  // match the cursor is leaving. Steps and replaces go in turn: each from the cell the one
  // before it lands on, the first from the cursor.
  const turns = useRef<{ pending: number; landing: Promise<Cell> }>({
    pending: 0,
    landing: Promise.resolve({ row: 0, col: 0 }),
  });
  /** Runs `act` in its turn, from where the cursor is then; `act` says where it lands. */
  const inTurn = (act: (from: Cell) => Promise<Cell>) => {
    const queue = turns.current;
    const start = queue.pending === 0 ? { row: active.row, col: active.col } : null;
    queue.pending += 1;
    queue.landing = queue.landing.then(async (before) => {
      const from = start ?? before;
      try {
        return await act(from);
      } catch {
        return from;
      } finally {
        queue.pending -= 1;
      }
    });
  };
  /** The cursor put on the match after (or before) `from`, if any: where it is then. */
  const stepFrom = async (from: Cell, back: boolean): Promise<Cell> => {
    const answer = await find({
      next: { after: { place: from.row, col: from.col }, backwards: back },
    });
    const match = answer?.match;
    if (match === undefined || match === null) return from;
    const cell = { row: match.place, col: match.col };
    goTo(cell);
    return cell;
  };
  const step = (back: boolean) => {
    if (!searching) return;
    inTurn((from) => stepFrom(from, back));
  };

  /** Sends an operation through the grid's driver; `then` hears the core's answer. */
  const send = (operation: Operation, then: (answer: OperationAnswer) => void) => {
    sendThen(operation, (answer) => {
      if (answer !== null) then(answer);
    });
  };
  /** As send, and `then` hears null when the core refused it. */
  const sendThen = (operation: Operation, then: (answer: OperationAnswer | null) => void) => {
    setRefusal(null);
    if (driver === null) {
      then(null);
      return;
    }
    driver.apply({ kind: 'apply', operation }, (outcome: StepOutcome) => {
      if ('refusal' in outcome) {
        setRefusal(outcome.refusal);
        then(null);
        return;
      }
      setApplied((n) => n + 1);
      then(outcome.answer);
    });
  };

  const replaceOne = () => {
    if (grid.readOnly || !searching || viewId === undefined) return;
    inTurn(async (at) => {
      const key = shown[at.col];
      if (positionRanges(bounds, at) === null || key === undefined) return stepFrom(at, false);
      const window = await call('catalog.window', { viewId, from: at.row, count: 1 }).catch(
        () => null,
      );
      const row = window?.rows[0];
      // As in Excel: on a cell that is not a match, Replace first goes to the next one.
      if (row === undefined || !matcher.test(row.cells[key.index] ?? '')) {
        return stepFrom(at, false);
      }
      setDone(null);
      const operation = replaceOneOperation(
        view,
        row,
        key.key,
        key.index,
        query,
        matcher,
        replacement,
        follow,
      );
      if (operation !== null) {
        const answer = await new Promise<OperationAnswer | null>((resolve) => {
          sendThen(operation, resolve);
        });
        if (answer === null) return at;
      }
      return stepFrom(at, false);
    });
  };

  const queryKey = JSON.stringify([query, replacement, scope, follow]);
  const [planning, setPlanning] = useState(false);
  const previewAll = () => {
    if (grid.readOnly || !searching || viewId === undefined || planning) return;
    const scoped = replaceColumns(view, shown, bounds);
    const base = { key: queryKey, version, follow: { products: 0 } };
    setDone(null);
    setRefusal(null);
    if (scoped.cols.length === 0) {
      setPreview({
        ...base,
        plan: { cells: 0, rows: 0 },
        operation: null,
        exact: true,
        first: null,
      });
      return;
    }
    const gridName = gridOfView(view);
    const following =
      follow && gridName !== 'products' && scoped.cols.some((c) => c.column === 'code');
    setPlanning(true);
    void (async () => {
      try {
        const allRows = bounds.top === 0 && bounds.bottom === length - 1;
        if (gridName === 'products' && allRows && keepsEveryRow(core.spec)) {
          // Every row of the grid (all cells, or whole columns): one replace over whole columns,
          // counted by the core.
          const answer = await call('catalog.find', {
            viewId,
            query,
            columns: scoped.cols.map((c) => c.index),
            count: true,
          });
          const operation = replaceAllOperation(view, scoped, query, replacement, false, null);
          setPreview({
            ...base,
            plan: { cells: answer.cells ?? 0, rows: answer.rows ?? 0 },
            operation: (answer.cells ?? 0) === 0 ? null : operation,
            exact: false,
            first: null,
          });
          return;
        }
        const plan = emptyRowsReplace();
        await readRows(viewId, bounds.top, bounds.bottom, (from, rows) => {
          addRowsReplace(plan, view, from, rows, scoped, matcher, replacement);
        });
        if (plan.refs.length > REPLACE_ROWS_MAX) {
          setRefusal(t('find.tooManyRows', { count: REPLACE_ROWS_MAX }));
          return;
        }
        let products = 0;
        if (following && gridName === 'brands' && plan.refs.length > 0) {
          const codes = await masterCodes(core.profileId, gridName);
          const replaced = new Map<string, string>();
          for (const ref of plan.refs) {
            const code = codes.find((c) => c.id === ref.id)?.code;
            if (code !== undefined) replaced.set(ref.id, matcher.replace(code, replacement));
          }
          const renames = followRenames(codes, replaced);
          if (renames.size > 0) {
            const values = await call('catalog.values', {
              profileId: core.profileId,
              spec: everyRow('products'),
              column: 'brand_code',
            });
            for (const { value, count: n } of values.values) if (renames.has(value)) products += n;
          }
        }
        setPreview({
          ...base,
          follow: { products },
          plan: { cells: plan.cells, rows: plan.rows },
          operation:
            plan.refs.length === 0
              ? null
              : replaceAllOperation(view, scoped, query, replacement, following, plan.refs),
          exact: true,
          first: plan.first,
        });
      } catch (error) {
        setRefusal(error instanceof Error ? error.message : String(error));
      } finally {
        setPlanning(false);
      }
    })();
  };
  const current =
    preview !== null && preview.key === queryKey && preview.version === version ? preview : null;
  const confirmAll = () => {
    if (current === null || current.operation === null) return;
    const { plan, exact, first } = current;
    setPreview(null);
    send(current.operation, (answer) => {
      const cells = exact ? plan.cells : answer.cells;
      // The answer's rows beyond the view's own are the products that followed a code.
      const products = exact && gridOfView(view) !== 'products' ? answer.rowCount - plan.rows : 0;
      setDone({ cells, rows: plan.rows, products: Math.max(products, 0) });
      if (first !== null) goTo(first);
    });
  };

  return {
    query,
    setQuery: (patch: Partial<FindQuery>) => {
      setQuery((q) => ({ ...q, ...patch }));
      setDone(null);
    },
    replacement,
    setReplacement,
    ...scoping,
    follow,
    setFollow,
    compiled,
    // Searching still while the cursor's place among the matches is on its way.
    status: { count: known?.cells ?? 0, done: known !== null && !placing },
    position: position?.key === positionKey ? position.index : -1,
    step,
    replaceOne,
    previewAll,
    preview: current,
    cancelPreview: () => {
      setPreview(null);
    },
    confirmAll,
    done,
    refusal,
  };
}
