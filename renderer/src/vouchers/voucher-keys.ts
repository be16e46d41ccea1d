import type { VoucherList, VoucherSort } from '../../../app/resources/voucher-cache.ts';
import type { DateFilter, GroupValue } from '../../../app/resources/voucher-filters.ts';
import type { SingleItemKind } from '../../../app/resources/vouchers.ts';
import type { ColumnFilter } from '../../../app/resources/voucher-column-filters.ts';
import { queryKeys } from '../lib/query-keys.ts';

// react-query keys of the voucher screens, from the shared factory: every key is under the
// connection's id, so a switch never shows another workspace's rows, and sign-out or removal
// resets them with the rest of that connection's data (lib/query-effects.ts).

export interface SearchQuery {
  text: string;
  statuses: string[];
  sort: VoucherSort;
  /** Date ranges (absent or empty: none). */
  dates?: DateFilter[];
  /** Column value filters from the headers (absent or empty: none). */
  columns?: ColumnFilter[];
  /** Only the first upTo cached rows: the snapshot the list's search runs over. */
  upTo?: number;
}

/** What a grouping or chart reads: the query without its order (they have none). */
export function filtersOf(query: SearchQuery): Omit<SearchQuery, 'sort'> {
  const { sort: _sort, ...filters } = query;
  return filters;
}

export const voucherKeys = {
  /** Every read of a list's cached rows (blocks, searches, group rows, the status summary). */
  search: (profileId: string, list: VoucherList) =>
    queryKeys.ofList(profileId, 'vouchers.search', list),
  /** One block of a list's window (use-voucher-window.ts): the search input it is read with. */
  block: (
    profileId: string,
    list: VoucherList,
    input: Partial<SearchQuery> & { upTo?: number; offset: number; limit: number },
  ) => queryKeys.ofList(profileId, 'vouchers.search', list, input),
  /** A grouping of the query's rows (GroupView), or one group's first rows. */
  groups: (profileId: string, list: VoucherList, query: SearchQuery, groupBy: string) =>
    queryKeys.ofList(profileId, 'vouchers.groups', list, { ...query, groupBy }),
  groupRows: (profileId: string, list: VoucherList, query: SearchQuery, group: GroupValue) =>
    queryKeys.ofList(profileId, 'vouchers.search', list, { ...query, group }),
  chart: (profileId: string, list: VoucherList, query: SearchQuery) =>
    queryKeys.ofList(profileId, 'vouchers.outstandingChart', list, { ...query }),
  statuses: (profileId: string, list: VoucherList) =>
    queryKeys.ofList(profileId, 'vouchers.search', list, { limit: 1 }),
  info: (profileId: string, list: VoucherList) =>
    queryKeys.ofList(profileId, 'vouchers.cacheInfo', list),
  detail: (profileId: string, kind: SingleItemKind, number: string) =>
    queryKeys.ofConnection(profileId, 'vouchers.get', { kind, number }),
};

/** A column's values with counts (a header's value filter), over the query's other filters. */
export const columnValuesKey = (
  profileId: string,
  list: VoucherList,
  query: SearchQuery,
  field: string,
  search: string,
) =>
  queryKeys.ofList(profileId, 'vouchers.columnValues', list, {
    ...filtersOf(query),
    field,
    search,
  });
