import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { CatalogData } from '../../drafts/catalog-data.ts';
import type { Step } from '../../drafts/catalog-store.ts';
import { cellSelection, type Selection } from '../model/selection.ts';
import type { ViewName, ViewRows } from '../model/view.ts';
import type { TrimmedCell } from '../../drafts/catalog-data.ts';
import { compileQuery, EMPTY_QUERY, type FindQuery } from './find-query.ts';
import { matchIndexOf, packCell, stepMatch, unpackCell, type ShownKey } from './find-scan.ts';
import type { FindOpening } from './find-opening.ts';
import { useFindScope } from './use-find-scope.ts';
import {
  followRenames,
  planReplace,
  type ReferenceRename,
  type ReplacePlan,
} from './replace-plan.ts';
import { nextAfterReplace } from './replace-next.ts';
import { ScanRunner } from './scan-runner.ts';

// The find bar's state and actions: the query, the scope, the scan (run in slices by
// ScanRunner), moving the grid's cursor to a match, and replacing through the store as one step.

export interface FindGrid {
  view: ViewName;
  data: CatalogData;
  rows: ViewRows;
  cols: number;
  /** The grid's shown columns, when a layout hides or moves some (find-scan.ts). */
  shown?: readonly ShownKey[];
  selection: Selection;
  onSelection: (selection: Selection) => void;
  readOnly: boolean;
  onApply: (step: Step, trimmed: readonly TrimmedCell[]) => void;
}

interface Preview {
  plan: ReplacePlan;
  follow: ReferenceRename;
  /** What the plan was made from: a change of any of them makes it stale. */
  data: CatalogData;
  rows: ViewRows;
  key: string;
}

export interface Done {
  cells: number;
  rows: number;
  products: number;
}

const newId = (): string => crypto.randomUUID();
const NO_FOLLOW: ReferenceRename = { renames: new Map(), edit: null, products: 0 };

export function useFindBar(grid: FindGrid, opening: FindOpening) {
  const { view, data, rows, cols, shown: columns, selection } = grid;
  const [query, setQuery] = useState<FindQuery>(EMPTY_QUERY);
  const [replacement, setReplacement] = useState('');
  const [follow, setFollow] = useState(true);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  const { scope, ...scoping } = useFindScope({
    view,
    cols,
    selection,
    opening,
    onOpening: () => {
      setPreview(null);
      setDone(null);
    },
  });

  const compiled = useMemo(() => compileQuery(query), [query]);
  const matcher = compiled.ok ? compiled.matcher : null;
  const [runner] = useState(() => new ScanRunner());
  const status = useSyncExternalStore(runner.subscribe, runner.getStatus);
  useEffect(() => {
    runner.start({ view, data, rows, columns }, scope, opening.open ? matcher : null);
    return () => {
      runner.stop();
    };
  }, [runner, opening.open, view, data, rows, columns, scope, matcher]);

  const activeCell = packCell(cols, selection.active.row, selection.active.col);
  const matches = status.scan?.matches();
  const position = matches === undefined ? -1 : matchIndexOf(matches, activeCell);

  const goTo = (cell: number) => {
    grid.onSelection(cellSelection(unpackCell(cols, cell)));
  };
  const step = (back: boolean) => {
    const scan = runner.finish();
    if (scan === null) return;
    const all = scan.matches();
    const i = stepMatch(all, activeCell, back);
    if (i >= 0) goTo(all[i] ?? 0);
  };

  const target = { view, data, rows, columns };
  const followOf = (plan: ReplacePlan): ReferenceRename =>
    follow && plan.edit !== null && view !== 'products' && view !== 'skus'
      ? followRenames(data, plan.edit)
      : NO_FOLLOW;
  const apply = (plan: ReplacePlan, refs: ReferenceRename) => {
    if (plan.edit === null) return;
    grid.onApply(refs.edit === null ? plan.edit : [plan.edit, refs.edit], plan.trimmed);
  };

  const replaceOne = () => {
    const scan = runner.finish();
    if (grid.readOnly || scan === null || matcher === null) return;
    const all = scan.matches();
    const at = matchIndexOf(all, activeCell);
    // As in Excel: on a cell that is not a match, Replace first goes to the next one.
    if (at < 0) {
      step(false);
      return;
    }
    const plan = planReplace(target, [activeCell], matcher, replacement, newId, cols);
    apply(plan, followOf(plan));
    setDone(null);
    const next = nextAfterReplace(target, all, at, cols);
    if (next >= 0) goTo(next);
  };

  const queryKey = JSON.stringify([query, replacement, scope, follow]);
  const previewAll = () => {
    const scan = runner.finish();
    if (grid.readOnly || scan === null || matcher === null) return;
    const plan = planReplace(target, scan.matches(), matcher, replacement, newId, cols);
    setDone(null);
    setPreview({ plan, follow: followOf(plan), data, rows, key: queryKey });
  };
  const current =
    preview !== null && preview.data === data && preview.rows === rows && preview.key === queryKey
      ? preview
      : null;
  const confirmAll = () => {
    if (current === null) return;
    apply(current.plan, current.follow);
    setPreview(null);
    setDone({
      cells: current.plan.cells,
      rows: current.plan.rows,
      products: current.follow.products,
    });
    if (current.plan.first >= 0) goTo(current.plan.first);
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
    status,
    position,
    step,
    replaceOne,
    previewAll,
    preview: current,
    cancelPreview: () => {
      setPreview(null);
    },
    confirmAll,
    done,
  };
}
