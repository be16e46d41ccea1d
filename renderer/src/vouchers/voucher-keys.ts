import type { VoucherList, VoucherSort } from '../../../app/resources/voucher-cache.ts';
import type { DateFilter, GroupValue } from '../../../app/resources/voucher-filters.ts';
import type { SingleItemKind } from '../../../app/resources/vouchers.ts';
import { queryKeys } from '../lib/query-keys.ts';

// react-query keys of the voucher screens, from the shared factory: every key is under the
// connection's id, so a switch never shows another workspace's rows, and sign-out or removal
// resets them with the rest of that connection's data (lib/cache-effects.ts).

export interface SearchQuery {
  text: string;
  statuses: string[];
  sort: VoucherSort;
  /** Date ranges (absent or empty: none). */
  dates?: DateFilter[];
  /** Only the first upTo cached rows: the snapshot the list's search runs over. */
  upTo?: number;
}

/** What a grouping or chart reads: the query without its order (they have none). */
export function filtersOf(query: SearchQuery): Omit<SearchQuery, 'sort'> {
  const { sort: _sort, ...filters } = query;
  return filters;
}

const listInput = (list: VoucherList) =>
  list.productCode === undefined
    ? { kind: list.kind }
    : { kind: list.kind, productCode: list.productCode };

export const voucherKeys = {
  browse: (profileId: string, list: VoucherList) =>
    queryKeys.ofConnection(profileId, 'vouchers.browse', listInput(list)),
  search: (profileId: string, list: VoucherList, query?: SearchQuery) =>
    queryKeys.ofConnection(profileId, 'vouchers.search', { ...listInput(list), ...query }),
  /** One block of a list's window (use-voucher-window.ts): the search input it is read with. */
  block: (
    profileId: string,
    list: VoucherList,
    input: Partial<SearchQuery> & { upTo?: number; offset: number; limit: number },
  ) => queryKeys.ofConnection(profileId, 'vouchers.search', { ...listInput(list), ...input }),
  /** A grouping of the query's rows (GroupView), or one group's first rows. */
  groups: (profileId: string, list: VoucherList, query: SearchQuery, groupBy: string) =>
    queryKeys.ofConnection(profileId, 'vouchers.groups', { ...listInput(list), ...query, groupBy }),
  groupRows: (profileId: string, list: VoucherList, query: SearchQuery, group: GroupValue) =>
    queryKeys.ofConnection(profileId, 'vouchers.search', { ...listInput(list), ...query, group }),
  chart: (profileId: string, list: VoucherList, query: SearchQuery) =>
    queryKeys.ofConnection(profileId, 'vouchers.outstandingChart', {
      ...listInput(list),
      ...query,
    }),
  statuses: (profileId: string, list: VoucherList) =>
    queryKeys.ofConnection(profileId, 'vouchers.search', { ...listInput(list), limit: 1 }),
  info: (profileId: string, list: VoucherList) =>
    queryKeys.ofConnection(profileId, 'vouchers.cacheInfo', listInput(list)),
  detail: (profileId: string, kind: SingleItemKind, number: string) =>
    queryKeys.ofConnection(profileId, 'vouchers.get', { kind, number }),
};
