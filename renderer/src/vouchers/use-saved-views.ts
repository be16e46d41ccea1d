import { useEffect, useRef, useState } from 'react';
import {
  fitView,
  viewSpecSchema,
  type LeftOut,
  type SavedView,
  type ViewSpec,
} from '../../../app/resources/saved-views.ts';
import type { VoucherKind } from '../../../app/resources/vouchers.ts';
import { useCallMutation, useCallQuery } from '../lib/queries.ts';
import type { ColumnPrefs } from './column-prefs.ts';
import type { useListFilters } from './use-list-filters.ts';
import type { useListColumns } from './use-list-columns.ts';

// A list's saved views (kept by the core per connection, views.*): what the list shows now as a
// view, opening one (fitted to the columns and statuses this list has, with a note naming what
// was left out), and opening the list's default view the first time the list opens.

export interface ViewNote {
  name: string;
  leftOut: LeftOut;
}

export function useSavedViews(props: {
  kind: VoucherKind;
  filters: ReturnType<typeof useListFilters>;
  columns: ReturnType<typeof useListColumns>;
  /** Status values this list has (null: not known yet). */
  statuses: readonly string[] | null;
  /** The list's first rows are there (its columns are known). */
  ready: boolean;
  /** Search text the list was opened with (a link): it wins over the default view's. */
  initialText: string | undefined;
}) {
  const { kind, filters, columns } = props;
  const list = useCallQuery('views.list', { kind });
  const save = useCallMutation('views.save');
  const rename = useCallMutation('views.rename');
  const remove = useCallMutation('views.delete');
  const setDefault = useCallMutation('views.setDefault');
  const [note, setNote] = useState<ViewNote | null>(null);
  const views = list.data?.views ?? [];
  const current = views.find((view) => view.id === filters.viewId) ?? null;

  const specNow = (): ViewSpec =>
    viewSpecSchema.parse({
      text: filters.text,
      statuses: filters.statuses,
      dates: filters.dateChoice,
      columnFilters: filters.columnFilters,
      sort: filters.sort,
      groupBy: filters.groupBy,
      columns: columns.prefs,
      chartOpen: filters.chartOpen,
    });

  const open = (view: Pick<SavedView, 'id' | 'name' | 'spec'> | null, keepText?: string) => {
    if (view === null) return;
    const known = new Set(columns.prefs.order);
    const fitted = fitView(
      view.spec,
      known,
      props.statuses === null ? null : new Set(props.statuses),
    );
    filters.applyView(view.id === '' ? null : view.id, fitted.spec, keepText);
    const prefs: ColumnPrefs | null = fitted.spec.columns;
    if (prefs !== null) columns.update(() => prefs);
    const { leftOut } = fitted;
    setNote(
      leftOut.columns.length + leftOut.statuses.length > 0 ? { name: view.name, leftOut } : null,
    );
  };

  // The first time the list opens this session (or from a link), it opens in its default view.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !props.ready || list.data === undefined) return;
    opened.current = true;
    if (!filters.fresh && props.initialText === undefined) return;
    const byDefault = list.data.views.find((view) => view.isDefault) ?? null;
    // Once, when main's views and the list's first rows have come: what it opens in.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- applied once, from main's data
    open(byDefault, props.initialText);
  });

  return {
    views,
    current,
    note,
    dismissNote: () => {
      setNote(null);
    },
    open,
    specNow,
    busy: save.isPending || rename.isPending || remove.isPending || setDefault.isPending,
    saveAs: async (name: string) => {
      const saved = await save.mutateAsync({ kind, name, spec: specNow() });
      filters.applyView(saved.id, saved.spec);
      return saved;
    },
    /** Saves a view from elsewhere (an imported file) and opens it. */
    saveSpec: async (name: string, spec: ViewSpec) => {
      const saved = await save.mutateAsync({ kind, name, spec });
      open(saved);
      return saved;
    },
    update: async (view: SavedView) =>
      save.mutateAsync({ kind, id: view.id, name: view.name, spec: specNow() }),
    rename: async (view: SavedView, name: string) => rename.mutateAsync({ id: view.id, name }),
    remove: async (view: SavedView) => {
      await remove.mutateAsync({ id: view.id });
      if (filters.viewId === view.id) filters.applyView(null, specNow());
    },
    setDefault: async (view: SavedView | null) =>
      setDefault.mutateAsync({ kind, id: view?.id ?? null }),
  };
}

export type SavedViews = ReturnType<typeof useSavedViews>;
