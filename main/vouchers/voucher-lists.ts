import { KikanError } from '../../app/errors.ts';
import type { BrowsePage, CacheInfo, VoucherList } from '../../app/resources/voucher-cache.ts';
import type { Voucher } from '../../app/resources/vouchers.ts';
import type { ServiceClient } from '../client/index.ts';
import { nextTurn, type PageBudget } from '../client/voucher-page-reader.ts';
import type { ServiceCalls } from '../connections/service-calls.ts';
import type { ListKey, VoucherCacheRepo } from '../store/index.ts';

// Voucher lists read cache-first. The cache holds a prefix of each list in the service's order;
// a read past its end fetches the service's next page after the cache's last id and appends it.
// Fetches of one list are serialised, so "load all" and scrolling never fetch the same page twice.

/**
 * Reads a screen waits on give up with rate_limited rather than wait out a longer pause: the
 * screen keeps showing what is cached and counts down to when the service takes calls again.
 */
export const SCREEN_READ_DEADLINE_MS = 10_000;

/** Rows handed to the renderer per cached page: large, since reading them costs no service call. */
export const CACHE_PAGE_ROWS = 500;

export interface FetchResult {
  added: Voucher[];
  ended: boolean;
  /** The page held more than the list may still keep: which limit stopped it (rows kept up to it). */
  cut: 'rows' | 'bytes' | null;
  /** Bytes of the page's rows as sent (of those kept). */
  bytes: number;
}

/** Rows and bytes a list may hold (load-all.ts's limits), which also bound one page. */
export interface ListLimits {
  rows: number;
  bytes: number;
}

export class VoucherLists {
  readonly #cache: VoucherCacheRepo;
  readonly #calls: ServiceCalls;
  readonly #callsProfileId: () => string | null;
  readonly #locks = new Map<string, Promise<unknown>>();
  readonly #limits: ListLimits;
  /** Between slices of a big page's reading and storing: lets every other call in. */
  readonly #pause: () => Promise<void>;

  constructor(
    cache: VoucherCacheRepo,
    calls: ServiceCalls,
    activeProfileId: () => string | null,
    limits: ListLimits,
    pause: () => Promise<void> = nextTurn,
  ) {
    this.#cache = cache;
    this.#calls = calls;
    this.#callsProfileId = activeProfileId;
    this.#limits = limits;
    this.#pause = pause;
  }

  /** What the list may still add: its row limit less what it holds, and `bytes` of row text. */
  budgetFor(key: ListKey, bytes: number = this.#limits.bytes): PageBudget {
    return { rows: Math.max(0, this.#limits.rows - this.#cache.info(key).rows), bytes };
  }

  /** The active connection's key for a list; throws not_connected when there is none. */
  keyFor(list: VoucherList): ListKey {
    const profileId = this.#callsProfileId();
    if (profileId === null) {
      throw new KikanError({ kind: 'not_connected', message: 'Connect to a workspace first.' });
    }
    return { profileId, kind: list.kind, scope: scopeOf(list) };
  }

  async browse(
    list: VoucherList,
    startingAfter: string | undefined,
    signal?: AbortSignal,
  ): Promise<BrowsePage> {
    const key = this.keyFor(list);
    const afterSeq = startingAfter === undefined ? 0 : this.#cache.seqOf(key, startingAfter);
    if (afterSeq === null) {
      // The cache was refreshed under this reader: serve the service's page without caching it,
      // since appending it after a different prefix would leave a gap.
      return this.#calls.run(async (client) => {
        const page = await client.listVouchers(list.kind, {
          startingAfter,
          deadlineMs: SCREEN_READ_DEADLINE_MS,
          budget: { rows: this.#limits.rows, bytes: this.#limits.bytes },
          ...optional(list, signal),
        });
        return {
          rows: page.rows,
          nextCursor: page.nextCursor,
          fromCache: false,
          at: null,
          info: this.#cache.info(key),
        };
      });
    }
    const cached = this.#fromCache(key, afterSeq);
    if (cached) return cached;
    return this.#locked(key, async () => {
      const again = this.#fromCache(key, afterSeq);
      if (again) return again;
      // Said before any call: the list is full, which is no fault of the service or connection.
      if (this.budgetFor(key).rows <= 0) throw this.#full();
      const { added, ended } = await this.#calls.run((client) =>
        this.fetchNext(key, list, client, signal, SCREEN_READ_DEADLINE_MS),
      );
      const info = this.#cache.info(key);
      return {
        rows: added,
        nextCursor: ended ? null : (added.at(-1)?.id ?? this.#cache.lastId(key)),
        fromCache: false,
        at: info.rows - added.length,
        info,
      };
    });
  }

  /**
   * The service's next page after the cache's end, appended (callers hold the list's lock): read
   * and stored a slice at a time, no further than the list's limits (or `budget`).
   */
  async fetchNext(
    key: ListKey,
    list: VoucherList,
    client: ServiceClient,
    signal?: AbortSignal,
    deadlineMs?: number,
    budget: PageBudget = this.budgetFor(key),
  ): Promise<FetchResult> {
    if (budget.rows <= 0) throw this.#full();
    const lastId = this.#cache.lastId(key);
    const page = await client.listVouchers(list.kind, {
      ...(lastId === null ? {} : { startingAfter: lastId }),
      ...(deadlineMs === undefined ? {} : { deadlineMs }),
      budget,
      ...optional(list, signal),
    });
    const ended = page.nextCursor === null && page.cut === null;
    const added = await this.#cache.appendInSlices(key, page.rows, ended, this.#pause);
    if (page.cut !== null) return { added, ended: false, cut: page.cut, bytes: page.bytes };
    if (!ended && added.length === 0) {
      throw new KikanError({
        kind: 'bad_response',
        message: `The service sent only rows already loaded after ${lastId ?? 'the start'}, so paging stopped rather than loop. Refresh the list to start again.`,
      });
    }
    return { added, ended, cut: null, bytes: page.bytes };
  }

  #full(): KikanError {
    return new KikanError({
      kind: 'bad_response',
      message: `This list holds ${this.#limits.rows.toLocaleString('en')} rows, the most Kikan Desk keeps of one list, so no more are read. Search and sort the rows held, or refresh the list to start again.`,
    });
  }

  /**
   * Refresh: the service's first page replaces the cached rows in one transaction once it has
   * arrived. Until then the cached rows stay (on screen and in the store); a failure leaves them
   * exactly as they were and is thrown as it came.
   */
  refresh(list: VoucherList, signal?: AbortSignal): Promise<CacheInfo> {
    const key = this.keyFor(list);
    return this.#locked(key, () =>
      this.#calls.run(async (client, profile) => {
        if (profile.id !== key.profileId) {
          throw new KikanError({
            kind: 'cancelled',
            message: 'Refresh stopped: another connection became active.',
          });
        }
        const page = await client.listVouchers(list.kind, {
          deadlineMs: SCREEN_READ_DEADLINE_MS,
          budget: { rows: this.#limits.rows, bytes: this.#limits.bytes },
          ...optional(list, signal),
        });
        await this.#cache.replaceInSlices(
          key,
          page.rows,
          page.nextCursor === null && page.cut === null,
          this.#pause,
        );
        return this.#cache.info(key);
      }),
    );
  }

  /** fetchNext under the list's lock, with the active connection (for "load all"). */
  fetchNextLocked(
    key: ListKey,
    list: VoucherList,
    signal?: AbortSignal,
    bytes?: number,
  ): Promise<FetchResult> {
    return this.#locked(key, () =>
      this.#cache.info(key).complete
        ? Promise.resolve({ added: [], ended: true, cut: null, bytes: 0 })
        : this.budgetFor(key).rows <= 0
          ? Promise.reject(this.#full())
          : this.#calls.run((client, profile) => {
              if (profile.id !== key.profileId) {
                throw new KikanError({
                  kind: 'cancelled',
                  message: 'Loading stopped: another connection became active.',
                });
              }
              return this.fetchNext(
                key,
                list,
                client,
                signal,
                undefined,
                this.budgetFor(key, bytes),
              );
            }),
    );
  }

  #fromCache(key: ListKey, afterSeq: number): BrowsePage | null {
    const info = this.#cache.info(key);
    const rows = this.#cache.rowsAfter(key, afterSeq, CACHE_PAGE_ROWS);
    const last = rows.at(-1);
    if (last === undefined) {
      return info.complete ? { rows: [], nextCursor: null, fromCache: true, at: null, info } : null;
    }
    const atEnd = info.complete && last.seq >= info.rows;
    return {
      rows: rows.map((row) => row.voucher),
      nextCursor: atEnd ? null : last.voucher.id,
      fromCache: true,
      at: null,
      info,
    };
  }

  async #locked<T>(key: ListKey, work: () => Promise<T>): Promise<T> {
    const name = `${key.profileId}\u0000${key.kind}\u0000${key.scope}`;
    const previous = this.#locks.get(name) ?? Promise.resolve();
    const run = previous.then(work, work);
    const settled = run.catch(() => undefined);
    this.#locks.set(name, settled);
    try {
      return await run;
    } finally {
      if (this.#locks.get(name) === settled) this.#locks.delete(name);
    }
  }
}

export function scopeOf(list: VoucherList): string {
  return list.kind === 'order_plans' ? (list.productCode ?? '') : '';
}

function optional(
  list: VoucherList,
  signal: AbortSignal | undefined,
): { productCode?: string; signal?: AbortSignal } {
  return {
    ...(list.kind === 'order_plans' && list.productCode !== undefined
      ? { productCode: list.productCode }
      : {}),
    ...(signal === undefined ? {} : { signal }),
  };
}
