import { KikanError } from '../../app/errors.ts';
import { DEFAULT_AT_RISK_CHOICE, type AtRiskChoice } from '../../app/imports/at-risk.ts';
import { DEFAULT_UNCHANGED_CHOICE, type UnchangedChoice } from '../../app/imports/unchanged.ts';
import type { ImportPlan } from '../../app/imports/plan.ts';
import type {
  DropStatement,
  ImportPreview,
  ImportProgress,
  ImportRunState,
} from '../../app/imports/schemas.ts';
import type { ServiceClient } from '../client/index.ts';
import type { ImportRecord, Store } from '../store/index.ts';
import { planCatalog, previewCatalog, type PlanSource } from './catalog-plan.ts';
import { ImportRun, type ImportRunDeps } from './import-run.ts';
import type { PlanThread } from './plan-thread.ts';
import { readChanges } from './changes-read.ts';
import type { ChangesPage, ChangesQuery } from '../../app/imports/changes-page.ts';
import { notSentDropped, unansweredDropped } from './run-messages.ts';
import { realSleep } from '../client/timing.ts';

// Sending the catalog, below the UI: the review's plan, starting an import (journalled before
// anything is sent), pause / resume / cancel, resuming unfinished imports on start, and dropping
// one with a statement of what may have been applied.

export interface ImportCoordinatorDeps {
  store: Pick<
    Store,
    'drafts' | 'imports' | 'sent' | 'appliedDrafts' | 'transaction' | 'profiles' | 'resumeNotices'
  >;
  withClient<T>(profileId: string, work: (client: ServiceClient) => Promise<T>): Promise<T>;
  /** Resolves when the profile can call again; rejects when `signal` aborts. */
  waitForConnection(profileId: string, signal: AbortSignal): Promise<void>;
  emit(progress: ImportProgress): void;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
  /** The token's limit per window and the window (spec §8), for the review's estimate. */
  callsPerWindow?: number;
  windowMs?: number;
  /** Plans in a thread of its own (the core); without it, plans are made in this thread. */
  planThread?: Pick<PlanThread, 'preview' | 'plan' | 'changes'>;
}

export interface StartOptions {
  /** Send nothing more after a refusal instead of finding the refused rows. */
  stopAtRefusal?: boolean;
  /** Products at risk: left out (the default) or sent anyway, as the review showed them. */
  atRisk?: AtRiskChoice;
  /** Rows the same as last sent: left out (the default) or sent anyway, as the review showed. */
  unchanged?: UnchangedChoice;
}

/** How a finished import's run ended, as its progress says it. */
function finalState(record: ImportRecord): ImportRunState {
  if (record.stopReason === 'cancelled' || record.stopReason === 'dropped')
    return record.stopReason;
  return record.state === 'done' ? 'done' : 'failed';
}

/** The journal's last write before the app stopped: as near as the app can tell, the crash. */
function interruptedAt(record: ImportRecord): string {
  return record.batches.reduce(
    (latest, batch) => (batch.updatedAt > latest ? batch.updatedAt : latest),
    record.createdAt,
  );
}

export class ImportCoordinator {
  readonly #deps: ImportCoordinatorDeps;
  readonly #runs = new Map<string, ImportRun>();

  constructor(deps: ImportCoordinatorDeps) {
    this.#deps = deps;
  }

  /**
   * The plan for the connection's drafts, as "Review and send" shows it; products at risk
   * (at-risk.ts) left out or sent as `atRisk` says.
   */
  preview(
    profileId: string,
    atRisk: AtRiskChoice = DEFAULT_AT_RISK_CHOICE,
    unchanged: UnchangedChoice = DEFAULT_UNCHANGED_CHOICE,
  ): ImportPreview {
    return previewCatalog(this.#source(), profileId, this.#limits(), atRisk, unchanged);
  }

  /** The same plan, made in the planning thread when there is one (other calls run meanwhile). */
  previewSoon(
    profileId: string,
    atRisk: AtRiskChoice = DEFAULT_AT_RISK_CHOICE,
    unchanged: UnchangedChoice = DEFAULT_UNCHANGED_CHOICE,
  ): Promise<ImportPreview> {
    const thread = this.#deps.planThread;
    if (thread === undefined) return Promise.resolve(this.preview(profileId, atRisk, unchanged));
    return thread.preview(profileId, this.#limits(), atRisk, unchanged);
  }

  /** A page of the review's changes, read in the planning thread when there is one. */
  changesSoon(profileId: string, query: ChangesQuery): Promise<ChangesPage> {
    const thread = this.#deps.planThread;
    if (thread === undefined) return Promise.resolve(readChanges(this.#source(), profileId, query));
    return thread.changes(profileId, query);
  }

  /**
   * Journals the plan (bodies and fresh keys) and starts sending it; one import per connection at
   * a time. The plan is the preview's with the same `atRisk` and `unchanged` choices.
   */
  start(profileId: string, options: StartOptions = {}): { importId: string } {
    this.#checkNoneUnfinished(profileId);
    const { plan } = planCatalog(this.#source(), profileId, options.atRisk, options.unchanged);
    return this.#startPlan(profileId, plan, options);
  }

  /** As start, the plan made in the planning thread when there is one. */
  async startSoon(profileId: string, options: StartOptions = {}): Promise<{ importId: string }> {
    const thread = this.#deps.planThread;
    if (thread === undefined) return this.start(profileId, options);
    this.#checkNoneUnfinished(profileId);
    const { plan } = await thread.plan(profileId, options.atRisk, options.unchanged);
    // Checked again: another start may have journalled while this plan was made.
    this.#checkNoneUnfinished(profileId);
    return this.#startPlan(profileId, plan, options);
  }

  #checkNoneUnfinished(profileId: string): void {
    if (this.#deps.store.imports.listUnfinished(profileId).length > 0) {
      throw new KikanError({
        kind: 'invalid_input',
        message:
          'A send of this connection is unfinished. Resume it or drop it before sending again.',
        fields: [],
      });
    }
  }

  #startPlan(
    profileId: string,
    plan: ImportPlan,
    options: { stopAtRefusal?: boolean },
  ): { importId: string } {
    if (plan.requests.length === 0) {
      throw new KikanError({
        kind: 'invalid_input',
        message: 'There is nothing to send: no draft row is ready.',
        fields: [],
      });
    }
    const record = this.#deps.store.imports.create({
      profileId,
      stopAtRefusal: options.stopAtRefusal === true,
      batches: plan.requests.map((request) => ({
        body: request.body,
        rows: request.rows,
        dependsOn: request.dependsOn,
      })),
    });
    this.#launch(record.id);
    return { importId: record.id };
  }

  /**
   * Starts every unfinished import found in the journal (after a crash or restart), each with a
   * notice for the user: "An import interrupted on <time> was resumed", said once.
   */
  resumeUnfinished(profileId?: string): string[] {
    const records = this.#deps.store.imports.listUnfinished(profileId);
    for (const record of records) {
      if (this.#runs.has(record.id)) continue;
      this.#deps.store.resumeNotices.record(record.id, interruptedAt(record));
      this.#launch(record.id);
    }
    return records.map((record) => record.id);
  }

  /** Running or unfinished imports, running ones with their live progress. */
  list(profileId?: string): ImportProgress[] {
    return this.#deps.store.imports.listUnfinished(profileId).map((record) => {
      const run = this.#runs.get(record.id);
      if (run) return run.progress();
      return new ImportRun(record, this.#runDeps()).progressAs('interrupted');
    });
  }

  pause(importId: string): ImportProgress {
    const run = this.#require(importId);
    run.pause();
    return run.progress();
  }

  /** Continues a paused or unfinished import; a finished one is left as it is and said so. */
  resume(importId: string): ImportProgress {
    const running = this.#runs.get(importId);
    if (running === undefined) {
      const record = this.#deps.store.imports.get(importId);
      if (record === null) throw this.#unknown();
      if (record.state === 'done' || record.state === 'failed') {
        return new ImportRun(record, this.#runDeps()).progressAs(finalState(record));
      }
    }
    const run = running ?? this.#launch(importId);
    run.resume();
    return run.progress();
  }

  cancel(importId: string): ImportProgress {
    const run = this.#require(importId);
    run.cancel();
    return run.progress();
  }

  /** Gives up an unfinished import; says which requests were, may have been, or were not applied. */
  async drop(importId: string): Promise<DropStatement> {
    const run = this.#runs.get(importId);
    if (run) await run.shutdown();
    const record = this.#deps.store.imports.get(importId);
    if (record === null) throw this.#unknown();
    if (record.state === 'done' || record.state === 'failed') {
      throw new KikanError({
        kind: 'invalid_input',
        message: 'This send has finished: there is nothing to drop. It stays in History.',
        fields: [],
      });
    }
    const statement: DropStatement = { applied: [], mayHaveApplied: [], notApplied: [] };
    for (const batch of record.batches) {
      if (batch.state === 'done') statement.applied.push(batch.seq);
      else if (batch.state === 'sent') statement.mayHaveApplied.push(batch.seq);
      else statement.notApplied.push(batch.seq);
    }
    this.#deps.store.imports.stop(importId, 'dropped', {
      notSent: notSentDropped(),
      unanswered: unansweredDropped(),
    });
    return statement;
  }

  /** Forwards a pause of a token's queue (429) to the imports of its profile. */
  pacingChanged(profileId: string, resumeAt: number | null): void {
    for (const run of this.#runs.values()) {
      if (run.profileId === profileId) run.pacingChanged(resumeAt);
    }
  }

  /** Resolves when the import's run ends (tests, shutdown). */
  finished(importId: string): Promise<void> {
    return this.#runs.get(importId)?.run() ?? Promise.resolve();
  }

  async close(): Promise<void> {
    await Promise.all([...this.#runs.values()].map((run) => run.shutdown()));
  }

  #require(importId: string): ImportRun {
    const run = this.#runs.get(importId);
    if (!run) throw this.#unknown();
    return run;
  }

  #unknown(): KikanError {
    return new KikanError({
      kind: 'not_found',
      message: 'This send is not running (it may have finished or been dropped).',
    });
  }

  #runDeps(): ImportRunDeps {
    const deps = this.#deps;
    const { store } = deps;
    return {
      journal: store.imports,
      sent: store.sent,
      appliedDrafts: store.appliedDrafts,
      transaction: <T>(work: () => T): T => store.transaction(work),
      withClient: (profileId, work) => deps.withClient(profileId, work),
      waitForConnection: (profileId, signal) => deps.waitForConnection(profileId, signal),
      profileName: (profileId) => store.profiles.get(profileId)?.name ?? null,
      emit: (progress) => {
        deps.emit(progress);
      },
      sleep: this.#deps.sleep ?? realSleep,
      now: this.#deps.now ?? Date.now,
    };
  }

  #launch(importId: string): ImportRun {
    const record = this.#deps.store.imports.get(importId);
    if (record === null) throw this.#unknown();
    const run = new ImportRun(record, this.#runDeps());
    this.#runs.set(importId, run);
    void run.run().then(
      () => {
        if (this.#runs.get(importId) === run) this.#runs.delete(importId);
      },
      (error: unknown) => {
        console.error('[kikan] import run failed:', error instanceof Error ? error.name : 'error');
        if (this.#runs.get(importId) === run) this.#runs.delete(importId);
      },
    );
    return run;
  }

  #source(): PlanSource {
    return { drafts: this.#deps.store.drafts, sent: this.#deps.store.sent };
  }

  #limits(): { callsPerWindow?: number; windowMs?: number } {
    const { callsPerWindow, windowMs } = this.#deps;
    return {
      ...(callsPerWindow === undefined ? {} : { callsPerWindow }),
      ...(windowMs === undefined ? {} : { windowMs }),
    };
  }
}
