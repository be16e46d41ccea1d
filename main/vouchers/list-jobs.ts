import type { ListKey } from '../store/index.ts';

// The runs over one list that go on in the background ("load all", completing lines): at most
// one per list, each with its progress and a way to stop it; stopping a connection's runs at
// sign-out, and all of them before the store closes.

export interface ListJob<P> {
  controller: AbortController;
  progress: P;
  /** Settles when the run has stopped and written its last progress. */
  finished: Promise<void>;
}

/** A list's name as a map key: connection, kind and scope. */
export function listName(key: ListKey): string {
  return `${key.profileId}\u0000${key.kind}\u0000${key.scope}`;
}

/** Waits `ms` (a 429's pause), or less when the signal aborts first. */
export function pauseUnlessStopped(ms: number, signal: AbortSignal): Promise<void> {
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

/** A run's progress; running or paused until its last update says how it ended. */
interface RunProgress {
  profileId: string;
  state: string;
}

export class ListJobs<P extends RunProgress> {
  readonly #jobs = new Map<string, ListJob<P>>();

  /**
   * The run under way for the list, if any. A run whose last progress said it ended is not, even
   * in the moment before it is forgotten: a start right after its end begins a new run.
   */
  running(key: ListKey): ListJob<P> | undefined {
    const job = this.#jobs.get(listName(key));
    const state = job?.progress.state;
    return state === 'running' || state === 'paused' ? job : undefined;
  }

  /** Starts `run` for the list with this first progress; it is forgotten when it ends. */
  begin(key: ListKey, progress: P, run: (job: ListJob<P>) => Promise<void>): ListJob<P> {
    const job: ListJob<P> = {
      controller: new AbortController(),
      progress,
      finished: Promise.resolve(),
    };
    const name = listName(key);
    this.#jobs.set(name, job);
    job.finished = run(job).finally(() => {
      if (this.#jobs.get(name) === job) this.#jobs.delete(name);
    });
    return job;
  }

  cancel(key: ListKey): boolean {
    const job = this.#jobs.get(listName(key));
    if (!job) return false;
    job.controller.abort();
    return true;
  }

  /** Stops every run of a connection (sign-out, removal). */
  cancelProfile(profileId: string): void {
    for (const job of this.#jobs.values()) {
      if (job.progress.profileId === profileId) job.controller.abort();
    }
  }

  /** Stops every run and waits for each to end (before the store closes, at quit). */
  async close(): Promise<void> {
    const runs = [...this.#jobs.values()];
    for (const job of runs) job.controller.abort();
    await Promise.all(runs.map((job) => job.finished));
  }
}
