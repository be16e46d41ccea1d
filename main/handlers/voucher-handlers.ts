import { KikanError } from '../../app/errors.ts';
import { columnPrefsSchema } from '../../app/resources/voucher-cache.ts';
import { endingStatuses } from '../../app/resources/status-settings.ts';
import type { ServiceCalls } from '../connections/service-calls.ts';
import type { HandlerTable } from '../ipc/handler-table.ts';
import type { VoucherKind } from '../../app/resources/vouchers.ts';
import type {
  ListKey,
  StatusSettingsRepo,
  VoucherCacheRepo,
  VoucherPrefsRepo,
  ProductNames,
  VoucherProductReads,
} from '../store/index.ts';
import type { LinesJobs } from '../vouchers/complete-lines.ts';
import { productStory, type ProductSources } from '../vouchers/product-story.ts';
import { suggestProducts } from '../vouchers/product-suggest.ts';
import { SUGGEST_LIMIT } from '../../app/resources/product-suggest.ts';
import type { LoadAllJobs } from '../vouchers/load-all.ts';
import { SCREEN_READ_DEADLINE_MS, type VoucherLists } from '../vouchers/voucher-lists.ts';
import { nextTurn } from '../client/voucher-page-reader.ts';

type VoucherHandlers = Pick<
  HandlerTable,
  | 'vouchers.get'
  | 'vouchers.browse'
  | 'vouchers.search'
  | 'vouchers.groups'
  | 'vouchers.outstandingChart'
  | 'vouchers.columnValues'
  | 'vouchers.cacheInfo'
  | 'vouchers.refresh'
  | 'vouchers.loadAll'
  | 'vouchers.cancelLoad'
  | 'vouchers.product'
  | 'products.suggest'
  | 'vouchers.completeLines'
  | 'vouchers.cancelLines'
  | 'vouchers.columnPrefs'
  | 'vouchers.saveColumnPrefs'
>;

export interface VoucherHandlerDeps {
  calls: ServiceCalls;
  cache: VoucherCacheRepo;
  products: VoucherProductReads;
  productNames: ProductNames;
  prefs: VoucherPrefsRepo;
  statusSettings: StatusSettingsRepo;
  lists: VoucherLists;
  jobs: LoadAllJobs;
  lines: LinesJobs;
  activeProfileId: () => string | null;
}

/** Failures after which a cached copy is better than nothing. */
const UNREACHABLE = new Set(['offline', 'timeout', 'rate_limited', 'bad_response']);

/** The colour slots are the workspace's, not a list's: one colour per value on every list. */
export const WORKSPACE_STATUS_COLORS = '*';

/** The status values of a list with their counts and colour slots (first seen, first coloured). */
function statusesWithSlots(cache: VoucherCacheRepo, prefs: VoucherPrefsRepo, key: ListKey) {
  const statuses = cache.statuses(key);
  const firstSeen = [...statuses].sort((a, b) => a.first - b.first).map((s) => s.value);
  const slots = prefs.statusSlots(key.profileId, WORKSPACE_STATUS_COLORS, firstSeen);
  return statuses.map(({ value, count }) => ({ value, count, slot: slots.get(value) ?? 0 }));
}

export function voucherHandlers(deps: VoucherHandlerDeps): VoucherHandlers {
  const { calls, cache, prefs, lists, jobs, lines } = deps;
  const profileOrThrow = (): string => {
    const profileId = deps.activeProfileId();
    if (profileId === null) {
      throw new KikanError({ kind: 'not_connected', message: 'Connect to a workspace first.' });
    }
    return profileId;
  };
  return {
    'vouchers.get': async ({ kind, number }, { signal }) => {
      try {
        const detail = await calls.run((client) =>
          client.getVoucher(kind, number, {
            deadlineMs: SCREEN_READ_DEADLINE_MS,
            ...(signal === undefined ? {} : { signal }),
          }),
        );
        // Read online: its lines stay with the cached row for offline use.
        const profileId = deps.activeProfileId();
        if (profileId !== null) cache.lines.keepLines(profileId, kind, { ...detail, id: number });
        return detail;
      } catch (error) {
        // Unreachable: the cached list row is the same resource (spec §4.3); its lines are null
        // when the list sent none and no detail read completed them (the view says so).
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
    'vouchers.search': async ({
      text,
      statuses,
      sort,
      offset,
      limit,
      upTo,
      dates,
      group,
      columns,
      ...list
    }) => {
      const key = lists.keyFor(list);
      const query = { text, statuses, sort, offset, limit, upTo, dates, group, columns };
      // A slice of the list at a time: a sorted 200,000-row list's first read holds no one up.
      const { rows, matched } = await cache.searchInSlices(key, query, nextTurn);
      return {
        rows,
        matched,
        info: cache.info(key),
        statuses: statusesWithSlots(cache, prefs, key),
        lines: cache.lines.coverage(key, upTo),
      };
    },
    'vouchers.groups': ({ text, statuses, upTo, dates, group, columns, groupBy, ...list }) =>
      Promise.resolve(
        cache.groups(lists.keyFor(list), { text, statuses, upTo, dates, group, columns }, groupBy),
      ),
    'vouchers.outstandingChart': ({ text, statuses, upTo, dates, group, columns, ...list }) =>
      Promise.resolve(
        cache.outstandingChart(lists.keyFor(list), { text, statuses, upTo, dates, group, columns }),
      ),
    'vouchers.columnValues': ({
      text,
      statuses,
      upTo,
      dates,
      group,
      columns,
      field,
      search,
      limit,
      ...list
    }) =>
      Promise.resolve(
        cache.columnValues(
          lists.keyFor(list),
          { text, statuses, upTo, dates, group, columns },
          field,
          search,
          limit,
        ),
      ),
    'vouchers.cacheInfo': (list) => Promise.resolve(cache.info(lists.keyFor(list))),
    'vouchers.refresh': async (list, { signal }) => {
      jobs.cancel(list);
      lines.cancel(list);
      jobs.rememberLength(list);
      return lists.refresh(list, signal);
    },
    'vouchers.loadAll': (list) => Promise.resolve(jobs.start(list)),
    'vouchers.cancelLoad': (list) => Promise.resolve({ cancelled: jobs.cancel(list) }),
    'vouchers.product': ({ productCode, today }) => {
      // keyFor throws not_connected when no connection is active.
      const { profileId } = lists.keyFor({ kind: 'purchase_orders' });
      const source = (kind: VoucherKind) => ({
        vouchers: deps.products.candidates(profileId, kind, productCode),
        ...deps.products.coverage(profileId, kind),
      });
      const sources: ProductSources = {
        purchase_orders: source('purchase_orders'),
        sales_orders: source('sales_orders'),
        leases: source('leases'),
        order_plans: source('order_plans'),
      };
      const settings = deps.statusSettings.read(profileId);
      const ended = {
        purchase_orders: endingStatuses(settings, 'purchase_orders') ?? [],
        leases: endingStatuses(settings, 'leases') ?? [],
      };
      return Promise.resolve(productStory(productCode, today, sources, ended));
    },
    'products.suggest': async ({ text, limit }) => {
      const profileId = profileOrThrow();
      const names = deps.productNames;
      // The first look-up of a changed cache reads its lines in slices (other calls get in).
      const vouchers = await names.fromVouchers(profileId, nextTurn);
      return suggestProducts(text, limit ?? SUGGEST_LIMIT, {
        vouchers,
        drafts: names.fromDrafts(profileId),
        sent: names.fromSent(profileId),
      });
    },
    'vouchers.completeLines': (list) => Promise.resolve(lines.start(list)),
    'vouchers.cancelLines': (list) => Promise.resolve({ cancelled: lines.cancel(list) }),
    'vouchers.columnPrefs': ({ screen }) => {
      const parsed = columnPrefsSchema.safeParse(prefs.columns(profileOrThrow(), screen));
      return Promise.resolve({ prefs: parsed.success ? parsed.data : null });
    },
    'vouchers.saveColumnPrefs': ({ screen, prefs: columns }) => {
      prefs.saveColumns(profileOrThrow(), screen, columns);
      return Promise.resolve({ saved: true });
    },
  };
}
