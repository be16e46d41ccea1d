import { KikanError, type AppError } from '../../app/errors.ts';
import { LIMITS } from '../../app/permissions.ts';
import type { LoadProgress, VoucherList } from '../../app/resources/voucher-cache.ts';
import type { EventBus } from '../ipc/event-bus.ts';
import type { ListKey, VoucherCacheRepo } from '../store/index.ts';
import type { VoucherLists } from './voucher-lists.ts';

// "Load all": pages a list to its end into the cache, one service call at a time through the
// token's pacer (browsing shares its 120 calls a minute with imports), reporting progress as
// vouchers.loadProgress events. A 429 beyond the client's own retries pauses the run until the
// service's time and then continues; cancel stops it between or during calls. A list that never
// ends (a broken or hostile service) stops at a generous limit of rows and of bytes per list,
// and says so, rather than fill the disk.

/** Rows a list may hold before "load all" stops: far beyond any real catalog's vouchers. */
export const LOAD_ALL_MAX_ROWS = 1_000_000;
/** Bytes of row data one run may add to a list (as the rows are stored, JSON). */
export const LOAD_ALL_MAX_BYTES = 1024 * 1024 * 1024;

export interface LoadAllLimits {
  rows: number;
  bytes: number;
}

interface Job {
  controller: AbortController;
  progress: LoadProgress;
  /** Settles when the run has stopped and written its last progress. */
  finished: Promise<void>;
}

export interface LoadAllOptions {
  lists: VoucherLists;
  cache: VoucherCacheRepo;
  events: EventBus;
  /** The service's rate-limit window (60 s for the real service). */
  pacingWindowMs: number;
  /** Defaults to LOAD_ALL_MAX_ROWS and LOAD_ALL_MAX_BYTES (tests lower them). */
  limits?: LoadAllLimits;
}

function nameOf(key: ListKey): string {
  return `${key.profileId}\u0000${key.kind}\u0000${key.scope}`;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, Math.max(0, ms));
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

export class LoadAllJobs {
  readonly #options: LoadAllOptions;
  readonly #jobs = new Map<string, Job>();
  /** Rows of each list when it was last complete (this session): the estimate of its length. */
  readonly #lastTotals = new Map<string, number>();

  constructor(options: LoadAllOptions) {
    this.#options = options;
  }

  /** Starts paging the list to its end, or returns the run already under way. */
  start(list: VoucherList): LoadProgress {
    const key = this.#options.lists.keyFor(list);
    const running = this.#jobs.get(nameOf(key));
    if (running) return running.progress;
    const rows = this.#options.cache.info(key).rows;
    const job: Job = {
      controller: new AbortController(),
      progress: {
        profileId: key.profileId,
        kind: key.kind,
        productCode: key.scope === '' ? null : key.scope,
        state: 'running',
        rows,
        startRows: rows,
        pages: 0,
        expectedRows: this.#lastTotals.get(nameOf(key)) ?? null,
        startedAt: Date.now(),
        resumeAt: null,
        msPerCall: this.#options.pacingWindowMs / LIMITS.tokenCallsPerMinute,
        error: null,
        ceiling: null,
      },
      finished: Promise.resolve(),
    };
    this.#jobs.set(nameOf(key), job);
    job.finished = this.#run(key, list, job);
    return job.progress;
  }

  cancel(list: VoucherList): boolean {
    const job = this.#jobs.get(nameOf(this.#options.lists.keyFor(list)));
    if (!job) return false;
    job.controller.abort();
    return true;
  }

  /** Stops every run of a connection (sign-out, removal), and forgets its lists' lengths. */
  cancelProfile(profileId: string): void {
    for (const job of this.#jobs.values()) {
      if (job.progress.profileId === profileId) job.controller.abort();
    }
    for (const name of this.#lastTotals.keys()) {
      if (name.startsWith(`${profileId}\u0000`)) this.#lastTotals.delete(name);
    }
  }

  /** Stops every run and waits for each to end (before the store closes, at quit). */
  async close(): Promise<void> {
    const runs = [...this.#jobs.values()];
    for (const job of runs) job.controller.abort();
    await Promise.all(runs.map((job) => job.finished));
  }

  /**
   * The list is about to be emptied (refresh): when it was complete, its length is the estimate
   * of the next run's length.
   */
  rememberLength(list: VoucherList): void {
    const key = this.#options.lists.keyFor(list);
    const info = this.#options.cache.info(key);
    if (info.complete) this.#lastTotals.set(nameOf(key), info.rows);
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
    try {
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
          const { added, ended } = await this.#options.lists.fetchNextLocked(key, list, signal);
          bytes += Buffer.byteLength(JSON.stringify(added));
          const pages = job.progress.pages + 1;
          const rows = this.#options.cache.info(key).rows;
          const by = ended
            ? null
            : rows >= limits.rows
              ? 'rows'
              : bytes >= limits.bytes
                ? 'bytes'
                : null;
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
            await sleep(appError.until - Date.now(), signal);
            continue;
          }
          update({ state: 'failed', resumeAt: null, error: appError });
          return;
        }
      }
    } finally {
      this.#jobs.delete(nameOf(key));
    }
  }
}
