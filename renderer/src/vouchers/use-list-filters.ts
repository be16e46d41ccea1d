import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { localDay } from '../../../app/resources/voucher-quick-dates.ts';
import { dateQuery, type DateChoice } from './date-choice.ts';
import { keepPlace, placeKey, recallPlace } from './list-place.ts';
import type { SearchQuery } from './voucher-keys.ts';

// What the user asked a list to show (search text, statuses, sort, dates, grouping) and where
// they were in it, remembered per connection and list so Back from a detail returns to the same
// search, filter, sort, selected row and scroll position (list-place.ts).

export function useListFilters(
  profileId: string,
  kind: string,
  productCode: string | undefined,
  initialText: string | undefined,
) {
  const placeId = placeKey(profileId, kind, productCode);
  const [place] = useState(() => recallPlace(placeId));
  const [text, setText] = useState(initialText ?? place.text);
  const [statuses, setStatuses] = useState<string[]>(place.statuses);
  const [sort, setSort] = useState<SearchQuery['sort']>(place.sort);
  const [dateChoice, setDateChoice] = useState<DateChoice | null>(place.dates);
  const [groupBy, setGroupBy] = useState<string | null>(place.groupBy);
  useEffect(() => {
    keepPlace(placeId, { text, statuses, sort, dates: dateChoice, groupBy });
  }, [placeId, text, statuses, sort, dateChoice, groupBy]);
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
    query,
  };
}
