import { KikanError, type AppError } from '../../app/errors.ts';
import { LIMITS } from '../../app/permissions.ts';
import type { LoadProgress, VoucherList } from '../../app/resources/voucher-cache.ts';
import type { EventBus } from '../ipc/event-bus.ts';
import type { ListKey, VoucherCacheRepo } from '../store/index.ts';
import { ListJobs, listName, pauseUnlessStopped, type ListJob } from './list-jobs.ts';
import type { VoucherLists } from './voucher-lists.ts';

// "Load all": pages a list to its end into the cache, one service call at a time through the
// token's pacer (browsing shares its 120 calls a minute with imports), reporting progress as
// vouchers.loadProgress events. A 429 beyond the client's own retries pauses the run until the
// service's time and then continues; cancel stops it between or during calls. A list that never
// ends (a broken or hostile service) stops at a generous limit of rows and of bytes per list,
// and says so, rather than fill the disk.

/** Rows a list may hold before "load all" stops: far beyond any real catalog's vouchers. */
export const LOAD_ALL_MAX_ROWS = 1_000_000;
/** Bytes of row data one run may add to a list (the rows' text as the service sent it). */
export const LOAD_ALL_MAX_BYTES = 1024 * 1024 * 1024;

export interface LoadAllLimits {
  rows: number;
  bytes: number;
}

type Job = ListJob<LoadProgress>;

export interface LoadAllOptions {
  lists: VoucherLists;
  cache: VoucherCacheRepo;
  events: EventBus;
  /** The service's rate-limit window (60 s for the real service). */
  pacingWindowMs: number;
  /** Defaults to LOAD_ALL_MAX_ROWS and LOAD_ALL_MAX_BYTES (tests lower them). */
  limits?: LoadAllLimits;
}

export class LoadAllJobs {
  readonly #options: LoadAllOptions;
  readonly #jobs = new ListJobs<LoadProgress>();
  /** Rows of each list when it was last complete (this session): the estimate of its length. */
  readonly #lastTotals = new Map<string, number>();

  constructor(options: LoadAllOptions) {
    this.#options = options;
  }

  /** Starts paging the list to its end, or returns the run already under way. */
  start(list: VoucherList): LoadProgress {
    const key = this.#options.lists.keyFor(list);
    const running = this.#jobs.running(key);
    if (running) return running.progress;
    const rows = this.#options.cache.info(key).rows;
    const progress: LoadProgress = {
      profileId: key.profileId,
      kind: key.kind,
      productCode: key.scope === '' ? null : key.scope,
      state: 'running',
      rows,
      startRows: rows,
      pages: 0,
      expectedRows: this.#lastTotals.get(listName(key)) ?? null,
      startedAt: Date.now(),
      resumeAt: null,
      msPerCall: this.#options.pacingWindowMs / LIMITS.tokenCallsPerMinute,
      error: null,
      ceiling: null,
    };
    return this.#jobs.begin(key, progress, (job) => this.#run(key, list, job)).progress;
  }

  cancel(list: VoucherList): boolean {
    return this.#jobs.cancel(this.#options.lists.keyFor(list));
  }

  /** Stops every run of a connection (sign-out, removal), and forgets its lists' lengths. */
  cancelProfile(profileId: string): void {
    this.#jobs.cancelProfile(profileId);
    for (const name of this.#lastTotals.keys()) {
      if (name.startsWith(`${profileId}\u0000`)) this.#lastTotals.delete(name);
    }
  }

  /** Stops every run and waits for each to end (before the store closes, at quit). */
  close(): Promise<void> {
    return this.#jobs.close();
  }

  /**
   * The list is about to be emptied (refresh): when it was complete, its length is the estimate
   * of the next run's length.
   */
  rememberLength(list: VoucherList): void {
    const key = this.#options.lists.keyFor(list);
    const info = this.#options.cache.info(key);
    if (info.complete) this.#lastTotals.set(listName(key), info.rows);
  }

  async #run(key: ListKey, list: VoucherList, job: Job): Promise<void> {
    const signal = job.controller.signal;
    // A function, not the property: the flag changes while a call is awaited.
    const stopped = (): boolean => signal.aborted;
    const update = (patch: Partial<LoadProgress>): void => {
      job.progress = { ...job.progress, ...patch, rows: this.#options.cache.info(key).rows };
      this.#options.events.emit('vouchers.loadProgress', job.progress);
    };
    const limits = this.#options.limits ?? { rows: LOAD_ALL_MAX_ROWS, bytes: LOAD_ALL_MAX_BYTES };
    let bytes = 0;
    for (;;) {
      if (stopped()) {
        update({ state: 'cancelled', resumeAt: null });
        return;
      }
      // Already at the limit (a run after a capped one): stop before asking for more.
      if (this.#options.cache.info(key).rows >= limits.rows) {
        update({ state: 'capped', resumeAt: null, ceiling: { by: 'rows', limit: limits.rows } });
        return;
      }
      try {
        // The limits hold within a page too: the page is read no further than they allow.
        const page = await this.#options.lists.fetchNextLocked(
          key,
          list,
          signal,
          Math.max(0, limits.bytes - bytes),
        );
        const { ended } = page;
        bytes += page.bytes;
        const pages = job.progress.pages + 1;
        const rows = this.#options.cache.info(key).rows;
        const by = ended
          ? null
          : (page.cut ?? (rows >= limits.rows ? 'rows' : bytes >= limits.bytes ? 'bytes' : null));
        if (by !== null) {
          update({ state: 'capped', pages, resumeAt: null, ceiling: { by, limit: limits[by] } });
          return;
        }
        update({ state: ended ? 'done' : 'running', pages, resumeAt: null });
        if (ended) return;
      } catch (error) {
        const appError: AppError =
          error instanceof KikanError
            ? error.error
            : { kind: 'internal', message: 'Loading stopped unexpectedly.' };
        if (stopped() || appError.kind === 'cancelled') {
          update({ state: 'cancelled', resumeAt: null });
          return;
        }
        if (appError.kind === 'rate_limited') {
          update({ state: 'paused', resumeAt: appError.until });
          await pauseUnlessStopped(appError.until - Date.now(), signal);
          continue;
        }
        update({ state: 'failed', resumeAt: null, error: appError });
        return;
      }
    }
  }
}
