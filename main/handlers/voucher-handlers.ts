import { KikanError } from '../../app/errors.ts';
import type { ActiveConnection } from '../connections/active-connection.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';
import type { VoucherCacheRepo } from '../store/index.ts';
import type { LoadAllJobs } from '../vouchers/load-all.ts';
import type { VoucherLists } from '../vouchers/voucher-lists.ts';

type VoucherHandlers = Pick<
  HandlerTable,
  | 'vouchers.page'
  | 'vouchers.get'
  | 'vouchers.browse'
  | 'vouchers.search'
  | 'vouchers.cacheInfo'
  | 'vouchers.refresh'
  | 'vouchers.loadAll'
  | 'vouchers.cancelLoad'
>;

export interface VoucherHandlerDeps {
  active: ActiveConnection;
  cache: VoucherCacheRepo;
  lists: VoucherLists;
  jobs: LoadAllJobs;
  activeProfileId: () => string | null;
}

/** Failures after which a cached copy is better than nothing. */
const UNREACHABLE = new Set(['offline', 'timeout']);

export function voucherHandlers(deps: VoucherHandlerDeps): VoucherHandlers {
  const { active, cache, lists, jobs } = deps;
  return {
    'vouchers.page': ({ kind, startingAfter, productCode }, { signal }) =>
      active.run((client) =>
        client.listVouchers(kind, {
          ...(startingAfter === undefined ? {} : { startingAfter }),
          ...(productCode === undefined ? {} : { productCode }),
          ...(signal === undefined ? {} : { signal }),
        }),
      ),
    'vouchers.get': async ({ kind, number }, { signal }) => {
      try {
        return await active.run((client) =>
          client.getVoucher(kind, number, signal === undefined ? {} : { signal }),
        );
      } catch (error) {
        // Offline: the list row cached with its lines is the same resource (spec §4.3).
        const profileId = deps.activeProfileId();
        if (error instanceof KikanError && UNREACHABLE.has(error.error.kind) && profileId) {
          const cached = cache.find(profileId, kind, number);
          if (cached) return cached;
        }
        throw error;
      }
    },
    'vouchers.browse': ({ startingAfter, ...list }, { signal }) =>
      lists.browse(list, startingAfter, signal),
    'vouchers.search': ({ text, statuses, sort, offset, limit, upTo, ...list }) => {
      const key = lists.keyFor(list);
      const { rows, matched } = cache.search(key, { text, statuses, sort, offset, limit, upTo });
      return Promise.resolve({
        rows,
        matched,
        info: cache.info(key),
        statuses: cache.statuses(key),
      });
    },
    'vouchers.cacheInfo': (list) => Promise.resolve(cache.info(lists.keyFor(list))),
    'vouchers.refresh': (list) => {
      jobs.cancel(list);
      jobs.rememberLength(list);
      const key = lists.keyFor(list);
      cache.clear(key);
      return Promise.resolve(cache.info(key));
    },
    'vouchers.loadAll': (list) => Promise.resolve(jobs.start(list)),
    'vouchers.cancelLoad': (list) => Promise.resolve({ cancelled: jobs.cancel(list) }),
  };
}
