import type { VoucherList, VoucherSort } from '../../../app/resources/voucher-cache.ts';
import type { VoucherKind } from '../../../app/resources/vouchers.ts';

// react-query keys of the voucher screens. Every key carries the connection's id, so switching
// connections never shows another workspace's rows. (Kept here until the shared key factory
// lands; the first element is the area, so invalidating ['vouchers', profileId] drops them all.)

export interface SearchQuery {
  text: string;
  statuses: string[];
  sort: VoucherSort;
}

const scope = (list: VoucherList) => list.productCode ?? '';

export const voucherKeys = {
  all: (profileId: string) => ['vouchers', profileId] as const,
  list: (profileId: string, list: VoucherList) =>
    ['vouchers', profileId, list.kind, scope(list)] as const,
  browse: (profileId: string, list: VoucherList) =>
    [...voucherKeys.list(profileId, list), 'browse'] as const,
  search: (profileId: string, list: VoucherList, query: SearchQuery) =>
    [...voucherKeys.list(profileId, list), 'search', query] as const,
  info: (profileId: string, list: VoucherList) =>
    [...voucherKeys.list(profileId, list), 'info'] as const,
  detail: (profileId: string, kind: VoucherKind, number: string) =>
    ['vouchers', profileId, kind, 'detail', number] as const,
};
