import { useMemo, useState } from 'react';
import { isSingleCell, rangeOf, type Range, type Selection } from '../model/selection.ts';
import type { ViewName } from '../model/view.ts';
import type { FindOpening } from './find-opening.ts';
import type { FindScope } from './find-scan.ts';

// Where the find bar looks (every cell, the selected cells, one column), for the page's bar and
// the core mode's alike. Each opening (Ctrl+F, Ctrl+H, the toolbar) looks in the range selected
// then, if any, as Excel does; a column scope follows the cell the cursor was in.

export type ScopeKind = FindScope['kind'];

export function useFindScope(args: {
  view: ViewName;
  /** Shown columns. */
  cols: number;
  selection: Selection;
  opening: FindOpening;
  /** Called while rendering, once per new opening (the bar clears what it showed). */
  onOpening: () => void;
}) {
  const { view, cols, selection, opening } = args;
  const [scopeKind, setScopeKind] = useState<ScopeKind>('all');
  const [range, setRange] = useState<{ view: ViewName; range: Range } | null>(null);
  const [column, setColumn] = useState<{ view: ViewName; col: number }>({ view, col: 0 });
  const [seenToken, setSeenToken] = useState(opening.token);
  if (seenToken !== opening.token) {
    setSeenToken(opening.token);
    args.onOpening();
    if (opening.range !== null) {
      setRange({ view, range: opening.range });
      setScopeKind('range');
    } else if (scopeKind === 'range') setScopeKind('all');
    if (scopeKind !== 'column') setColumn({ view, col: opening.col });
  }

  // A range or column chosen in another grid does not carry over: there it is every cell.
  const effective: ScopeKind =
    (scopeKind === 'range' && range?.view !== view) ||
    (scopeKind === 'column' && column.view !== view)
      ? 'all'
      : scopeKind;
  const scope = useMemo<FindScope>(() => {
    if (effective === 'range' && range !== null) return { kind: 'range', range: range.range };
    if (effective === 'column') return { kind: 'column', col: Math.min(column.col, cols - 1) };
    return { kind: 'all' };
  }, [effective, range, column.col, cols]);

  return {
    scope,
    scopeKind: effective,
    /** The range "Selected cells" means: the one selected now, else the one taken at opening. */
    rangeChoice: !isSingleCell(selection)
      ? rangeOf(selection)
      : range?.view === view
        ? range.range
        : null,
    column: column.view === view ? column.col : selection.active.col,
    setScope: (kind: ScopeKind, col?: number) => {
      setScopeKind(kind);
      if (kind === 'range' && !isSingleCell(selection))
        setRange({ view, range: rangeOf(selection) });
      if (kind === 'column') setColumn({ view, col: col ?? selection.active.col });
    },
  };
}
