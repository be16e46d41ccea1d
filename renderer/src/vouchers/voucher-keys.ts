import type { VoucherList, VoucherSort } from '../../../app/resources/voucher-cache.ts';
import type { SingleItemKind } from '../../../app/resources/vouchers.ts';
import { queryKeys } from '../lib/query-keys.ts';

// react-query keys of the voucher screens, from the shared factory: every key is under the
// connection's id, so a switch never shows another workspace's rows, and sign-out or removal
// resets them with the rest of that connection's data (lib/cache-effects.ts).

export interface SearchQuery {
  text: string;
  statuses: string[];
  sort: VoucherSort;
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
  statuses: (profileId: string, list: VoucherList) =>
    queryKeys.ofConnection(profileId, 'vouchers.search', { ...listInput(list), limit: 1 }),
  info: (profileId: string, list: VoucherList) =>
    queryKeys.ofConnection(profileId, 'vouchers.cacheInfo', listInput(list)),
  detail: (profileId: string, kind: SingleItemKind, number: string) =>
    queryKeys.ofConnection(profileId, 'vouchers.get', { kind, number }),
};
