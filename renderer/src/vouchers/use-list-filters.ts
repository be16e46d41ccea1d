import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { localDay } from '../../../app/resources/voucher-quick-dates.ts';
import { dateQuery, type DateChoice } from './date-choice.ts';
import type { ColumnFilter } from '../../../app/resources/voucher-column-filters.ts';
import type { ViewSpec } from '../../../app/resources/saved-views.ts';
import { isFreshPlace, keepPlace, placeKey, recallPlace } from './list-place.ts';
import type { SearchQuery } from './voucher-keys.ts';

// What the user asked a list to show (search text, statuses, sort, dates, grouping) and where
// they were in it, remembered per connection and list so Back from a detail returns to the same
// search, filter, sort, selected row and scroll position (list-place.ts).

export function useListFilters(
  profileId: string,
  kind: string,
  productCode: string | undefined,
  initialText: string | undefined,
  /** The chart's side panel: a saved view keeps whether it is open (use-side-panel.ts). */
  chart: { open: boolean; setOpen: (open: boolean) => void },
) {
  const placeId = placeKey(profileId, kind, productCode);
  const [fresh] = useState(() => isFreshPlace(placeId));
  const [place] = useState(() => recallPlace(placeId));
  const [text, setText] = useState(initialText ?? place.text);
  const [statuses, setStatuses] = useState<string[]>(place.statuses);
  const [sort, setSort] = useState<SearchQuery['sort']>(place.sort);
  const [dateChoice, setDateChoice] = useState<DateChoice | null>(place.dates);
  const [groupBy, setGroupBy] = useState<string | null>(place.groupBy);
  const [columnFilters, setColumnFilters] = useState<ColumnFilter[]>(place.columns);
  const { open: chartOpen, setOpen: setChartOpen } = chart;
  const [viewId, setViewId] = useState<string | null>(place.viewId);
  useEffect(() => {
    keepPlace(placeId, {
      text,
      statuses,
      sort,
      dates: dateChoice,
      groupBy,
      columns: columnFilters,
      chartOpen,
      viewId,
    });
  }, [placeId, text, statuses, sort, dateChoice, groupBy, columnFilters, chartOpen, viewId]);
  /** Shows what a saved view keeps (its columns are the caller's: they are main's prefs). */
  const applyView = useCallback(
    (id: string | null, spec: ViewSpec, keepText?: string) => {
      setViewId(id);
      setText(keepText ?? spec.text);
      setStatuses(spec.statuses);
      setSort(spec.sort);
      setDateChoice(spec.dates);
      setGroupBy(spec.groupBy);
      setColumnFilters(spec.columnFilters);
      setChartOpen(spec.chartOpen);
    },
    [setChartOpen],
  );
  const onPlace = useCallback(
    (patch: Parameters<typeof keepPlace>[1]) => {
      keepPlace(placeId, patch);
    },
    [placeId],
  );
  const deferredText = useDeferredValue(text);
  const dates = dateQuery(dateChoice, localDay(new Date()));
  const query: SearchQuery = {
    text: deferredText,
    statuses,
    sort,
    ...(dates.kind === 'filter' ? { dates: [dates.filter] } : {}),
    ...(columnFilters.length > 0 ? { columns: columnFilters } : {}),
  };
  return {
    place,
    onPlace,
    text,
    setText,
    /** The text the rows are searched with (it lags typing while rows render). */
    deferredText,
    statuses,
    setStatuses,
    sort,
    setSort,
    dateChoice,
    setDateChoice,
    dates,
    groupBy,
    setGroupBy,
    columnFilters,
    setColumnFilters,
    chartOpen,
    setChartOpen,
    viewId,
    applyView,
    /** The list was not opened before this session: it opens in its default view. */
    fresh,
    query,
  };
}
