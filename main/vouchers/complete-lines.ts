import { KikanError, type AppError } from '../../app/errors.ts';
import type { LinesProgress, VoucherList } from '../../app/resources/voucher-cache.ts';
import type { SingleItemKind } from '../../app/resources/vouchers.ts';
import type { ServiceCalls } from '../connections/service-calls.ts';
import type { EventBus } from '../ipc/event-bus.ts';
import type { ListKey, VoucherCacheRepo } from '../store/index.ts';
import { ListJobs, pauseUnlessStopped, type ListJob } from './list-jobs.ts';
import type { VoucherLists } from './voucher-lists.ts';

// Completing lines: when a list's rows came without their lines, each is read with the
// voucher's detail (GET /{kind}/{number}) through the token's pacer (shared with imports and
// "load all"), and the lines are written into the cached row. The rows still to complete are
// kept in the store (migration 11), so a run stopped by cancel or quit goes on from where it was.
// A 429 beyond the client's own retries pauses the run until the service's time; a voucher the
// service no longer has is skipped until the next refresh; any other failure stops the run.

type Job = ListJob<LinesProgress>;

export interface CompleteLinesOptions {
  lists: VoucherLists;
  cache: VoucherCacheRepo;
  calls: ServiceCalls;
  events: EventBus;
}

/** Missing rows read from the store per query. */
const BATCH = 50;
/** Detail reads in flight at once (the pacer still lets at most the token's rate through). */
const IN_FLIGHT = 4;

type ReadStop = { kind: 'cancelled' } | { kind: 'failed'; error: AppError };

export class LinesJobs {
  readonly #options: CompleteLinesOptions;
  readonly #jobs = new ListJobs<LinesProgress>();

  constructor(options: CompleteLinesOptions) {
    this.#options = options;
  }

  /** Starts completing the list's lines, or returns the run already under way. */
  start(list: VoucherList): LinesProgress {
    const key = this.#options.lists.keyFor(list);
    const running = this.#jobs.running(key);
    if (running) return running.progress;
    const progress: LinesProgress = {
      profileId: key.profileId,
      kind: key.kind,
      productCode: key.scope === '' ? null : key.scope,
      state: 'running',
      reads: 0,
      lines: this.#options.cache.lines.coverage(key),
      startedAt: Date.now(),
      resumeAt: null,
      error: null,
    };
    const kind = key.kind;
    if (kind === 'order_plans') return { ...progress, state: 'done' };
    return this.#jobs.begin(key, progress, (job) => this.#run(key, kind, job)).progress;
  }

  cancel(list: VoucherList): boolean {
    return this.#jobs.cancel(this.#options.lists.keyFor(list));
  }

  /** The run under way for the list, if any. */
  current(list: VoucherList): LinesProgress | null {
    return this.#jobs.running(this.#options.lists.keyFor(list))?.progress ?? null;
  }

  cancelProfile(profileId: string): void {
    this.#jobs.cancelProfile(profileId);
  }

  /** Stops every run and waits for each to end (before the store closes). */
  close(): Promise<void> {
    return this.#jobs.close();
  }

  async #run(key: ListKey, kind: SingleItemKind, job: Job): Promise<void> {
    const { cache, events } = this.#options;
    const signal = job.controller.signal;
    const update = (patch: Partial<LinesProgress>): void => {
      job.progress = { ...job.progress, ...patch, lines: cache.lines.coverage(key) };
      events.emit('vouchers.linesProgress', job.progress);
    };
    let afterSeq = 0;
    for (;;) {
      const batch = cache.lines.missing(key, afterSeq, BATCH);
      if (batch.length === 0) {
        update({ state: 'done', resumeAt: null });
        return;
      }
      // A few reads in flight, so a call's latency does not set the pace; the pacer does.
      let next = 0;
      const run: { stop: ReadStop | null } = { stop: null };
      const worker = async (): Promise<void> => {
        while (run.stop === null && next < batch.length) {
          const row = batch[next];
          next += 1;
          if (row === undefined) return;
          const outcome = await this.#readOne(key, kind, row.id, signal, update, job);
          if (outcome !== null) run.stop ??= outcome;
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      if (run.stop !== null) {
        const ended = run.stop;
        update(
          ended.kind === 'cancelled'
            ? { state: 'cancelled', resumeAt: null }
            : { state: 'failed', resumeAt: null, error: ended.error },
        );
        return;
      }
      afterSeq = batch.at(-1)?.seq ?? afterSeq;
    }
  }

  /** One voucher's detail read into the cache; null when done with it, else why the run stops. */
  async #readOne(
    key: ListKey,
    kind: SingleItemKind,
    id: string,
    signal: AbortSignal,
    update: (patch: Partial<LinesProgress>) => void,
    job: Job,
  ): Promise<ReadStop | null> {
    const { cache, calls } = this.#options;
    // A function, not the property: the flag changes while a call is awaited.
    const stopped = (): boolean => signal.aborted;
    for (;;) {
      if (stopped()) return { kind: 'cancelled' };
      try {
        const detail = await calls.run((client, profile) => {
          if (profile.id !== key.profileId) {
            throw new KikanError({
              kind: 'cancelled',
              message: 'Loading lines stopped: another connection became active.',
            });
          }
          return client.getVoucher(kind, id, { signal });
        });
        // The row's own number names it, whatever id field the detail answer used.
        const kept =
          detail.lines === null ? 0 : cache.lines.keepLines(key.profileId, kind, { ...detail, id });
        if (kept === 0) cache.lines.markUnavailable(key.profileId, kind, id);
        update({ state: 'running', reads: job.progress.reads + 1, resumeAt: null });
        return null;
      } catch (error) {
        const appError: AppError =
          error instanceof KikanError
            ? error.error
            : { kind: 'internal', message: 'Loading lines stopped unexpectedly.' };
        if (stopped() || appError.kind === 'cancelled') return { kind: 'cancelled' };
        if (appError.kind === 'not_found') {
          cache.lines.markUnavailable(key.profileId, kind, id);
          update({ reads: job.progress.reads + 1 });
          return null;
        }
        if (appError.kind === 'rate_limited') {
          update({ state: 'paused', resumeAt: appError.until });
          await pauseUnlessStopped(appError.until - Date.now(), signal);
          continue;
        }
        return { kind: 'failed', error: appError };
      }
    }
  }
}
