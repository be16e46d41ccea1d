import type { ImportProgress, ImportRunState } from '../../app/imports/schemas.ts';
import type { AnswerRecord, ServiceClient } from '../client/index.ts';
import type {
  AppliedDrafts,
  ImportBatchRecord,
  ImportJournalRepo,
  ImportRecord,
  SentCatalogRepo,
} from '../store/index.ts';
import type { ImportMessage } from '../../app/imports/messages.ts';
import { elementsOf } from './body-elements.ts';
import { nextToSend } from './batch-tree.ts';
import { afterRefusal, holdBack } from './isolation.ts';
import { everyRowApplied } from './row-fates.ts';
import { runInLanes } from './lanes.ts';
import { progressOf } from './run-progress.ts';
import { stepAfterFailure } from './step-after-failure.ts';
import {
  dependencyRefused,
  notSentCancelled,
  notSentForbidden,
  notSentStopped,
  reconnectProfile,
  retry,
  unanswered,
} from './run-messages.ts';
import { closingOf, gateOf, PLANNED, viewOf, type EndOutcome, type RunState } from './run-state.ts';
import { nextRunState, type RunEffect, type RunEvent } from './run-transitions.ts';
import type { Wait, WaitKey } from './run-waits.ts';

// Sends one journalled import through the token's pacer (the client holds it), batches starting
// in order. The journal is the truth: a batch is marked sent right before its request goes out
// (once the pacer lets it go) and done (with the answer) after, so a crash anywhere leaves either
// a batch that was never sent or one to resend with its own key and body; the service answers a
// repeated key with its stored result, so nothing is applied twice.
//
// Pipelined: the next batch waits at the pacer (and goes out) while the previous one is in
// flight or its answer is being written, unless its products name masters of that batch: a batch
// starts only after every batch it depends on settled. A refused batch is replaced by batches
// made from it (isolation.ts) unless the import stops at the first refusal; products naming a
// master the service refused are held back.
//
// The run's state is one value (run-state.ts) changed only through the pure transitions
// (run-transitions.ts); this class does what they say (the effects) and the journal's work.

export interface ImportRunDeps {
  journal: ImportJournalRepo;
  sent: SentCatalogRepo;
  appliedDrafts: AppliedDrafts;
  /** Groups the journal update, the sent catalog and the drafts into one commit. */
  transaction<T>(work: () => T): T;
  /** Runs `work` with a client for the profile's token; throws unauthorized / not_connected when it has none. */
  withClient<T>(profileId: string, work: (client: ServiceClient) => Promise<T>): Promise<T>;
  /** Resolves when the profile may call again (after a reconnect); rejects when `signal` aborts. */
  waitForConnection(profileId: string, signal: AbortSignal): Promise<void>;
  /** The connection's name, for "Reconnect <name> to go on"; null when unknown. */
  profileName(profileId: string): string | null;
  emit(progress: ImportProgress): void;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  now(): number;
}

/** Back-off between resends after network failures: 1 s, 2 s, 4 s … at most 30 s. */
const resendDelay = (attempt: number): number => Math.min(30_000, 1_000 * 2 ** (attempt - 1));

/**
 * Batches of one import in flight at once. Two keep the service busy while the previous answer is
 * being written; more would only queue at the service (it applies one batch at a time).
 */
export const LANES = 2;

export class ImportRun {
  readonly importId: string;
  readonly profileId: string;
  readonly #deps: ImportRunDeps;
  /** The journal's record as last written. */
  #record: ImportRecord;
  #state: RunState = PLANNED;
  /** Aborts every wait: cancel, a 403, shutdown (all final). */
  readonly #interrupt = new AbortController();
  /** Aborts the requests in flight: only at shutdown. */
  readonly #shutdown = new AbortController();
  /** Requests still queued at the pacer: a pause, cancel or 403 takes them back before they go. */
  readonly #queued = new Set<AbortController>();
  /** Lanes waiting at the gate for a resume. */
  #resumers: Array<() => void> = [];
  /** One wait for a reconnect shared by every batch that got a 401. */
  #reconnecting: Promise<void> | null = null;
  #done: Promise<void> | null = null;

  constructor(record: ImportRecord, deps: ImportRunDeps) {
    this.importId = record.id;
    this.profileId = record.profileId;
    this.#record = record;
    this.#deps = deps;
  }

  /** Runs to the end (or until cancelled, stopped or shut down); call once. */
  run(): Promise<void> {
    this.#done ??= this.#run();
    return this.#done;
  }

  /** Sends nothing more until resumed; the requests already out finish. */
  pause(): void {
    this.#on({ type: 'pause' });
  }

  resume(): void {
    this.#on({ type: 'resume' });
  }

  /** Stops after the requests in flight; what was applied stays applied. */
  cancel(): void {
    this.#on({ type: 'cancel' });
  }

  /** App shutdown: aborts the requests in flight and every wait; the journal keeps the rest. */
  shutdown(): Promise<void> {
    this.#on({ type: 'shutdown' });
    return this.#done ?? Promise.resolve();
  }

  progress(): ImportProgress {
    return progressOf({ record: this.#record, ...viewOf(this.#state) });
  }

  /**
   * The token's queue paused after a 429 (until `resumeAt`) or resumed (null): the client waits
   * it out inside the request, and the progress shows the countdown meanwhile.
   */
  pacingChanged(resumeAt: number | null): void {
    this.#on({ type: 'pacing', resumeAt });
  }

  /** The progress of an import that is not running (found unfinished in the journal). */
  progressAs(state: ImportRunState): ImportProgress {
    return { ...this.progress(), state, waitingFor: null, waitUntil: null };
  }

  /** Feeds the state an event and does what it says; an event the state refuses does nothing. */
  #on(event: RunEvent): void {
    const transition = nextRunState(this.#state, event);
    if (!transition.accepted) return;
    this.#state = transition.state;
    for (const effect of transition.effects) this.#do(effect);
  }

  #do(effect: RunEffect): void {
    switch (effect) {
      case 'emit':
        this.#emit();
        return;
      case 'takeBackQueued':
        for (const queued of this.#queued) queued.abort();
        this.#queued.clear();
        return;
      case 'wakeGate': {
        const resumers = this.#resumers;
        this.#resumers = [];
        for (const resume of resumers) resume();
        return;
      }
      case 'interruptWaits':
        this.#interrupt.abort();
        return;
      case 'abortInFlight':
        this.#shutdown.abort();
        return;
    }
  }

  #emit(): void {
    this.#deps.emit(this.progress());
  }

  #stateOf(seq: number): ImportBatchRecord['state'] | undefined {
    return this.#record.batches[seq]?.state;
  }

  #replace(batch: ImportBatchRecord): void {
    this.#record = {
      ...this.#record,
      batches: this.#record.batches.map((b) => (b.seq === batch.seq ? batch : b)),
    };
  }

  async #run(): Promise<void> {
    this.#on({ type: 'start' });
    await runInLanes<number>({
      width: LANES,
      next: (busy) => nextToSend(this.#record.batches, busy),
      proceed: () => this.#gate(),
      start: (seq) => this.#start(seq),
      onFailure: () => {
        this.#on({ type: 'laneFailed' });
      },
    });
    const unfinished = this.#record.batches.some(
      (b) => b.state === 'pending' || b.state === 'sent',
    );
    const closing = closingOf(this.#state, unfinished);
    switch (closing.journal) {
      case 'stop_forbidden':
        this.#record = this.#deps.journal.stop(this.importId, 'forbidden', {
          notSent: notSentForbidden(),
          unanswered: unanswered(),
        });
        break;
      case 'fail_unfinished':
        for (const batch of this.#record.batches) {
          if (batch.state !== 'pending' && batch.state !== 'sent') continue;
          const why = batch.state === 'pending' ? notSentStopped() : unanswered();
          this.#replace(this.#deps.journal.markFailed(this.importId, batch.seq, why));
        }
        break;
      case 'stop_cancelled':
        this.#record = this.#deps.journal.stop(this.importId, 'cancelled', {
          notSent: notSentCancelled(),
          unanswered: unanswered(),
        });
        break;
      case null:
        break;
    }
    let outcome: EndOutcome;
    if (closing.outcome === 'by_rows') {
      const final = this.#deps.journal.get(this.importId);
      if (final !== null) this.#record = final;
      outcome = everyRowApplied(this.#record) ? 'done' : 'failed';
    } else {
      outcome = closing.outcome;
    }
    this.#on({ type: 'ended', outcome });
  }

  /**
   * Sends a batch still to send. Before a batch first goes, its products naming a master the
   * service refused are held back (the rest goes as a new batch); when the import stops at the
   * first refusal, a batch whose masters were refused fails unsent.
   */
  #start(seq: number): Promise<void> | null {
    const batch = this.#record.batches[seq];
    if (batch === undefined || batch.state === 'done' || batch.state === 'failed') return null;
    if (batch.state === 'pending' && this.#record.stopAtRefusal) {
      const refused = batch.dependsOn.find((before) => this.#stateOf(before) === 'failed');
      if (refused !== undefined) {
        this.#replace(
          this.#deps.journal.markFailed(this.importId, seq, dependencyRefused(refused)),
        );
        this.#emit();
        return null;
      }
    } else if (batch.state === 'pending') {
      const held = holdBack(this.#record, batch);
      if (held !== null) {
        this.#record = this.#deps.journal.replace(
          this.importId,
          seq,
          held.message,
          null,
          held.batches,
        );
        this.#emit();
        return null;
      }
    }
    return this.#send(batch);
  }

  /**
   * The service refused a batch: none of it was applied. Its rows at fault are found by sending
   * the rest again as new batches (isolation.ts), unless the import stops at the first refusal.
   */
  #refused(batch: ImportBatchRecord, message: ImportMessage, answer: AnswerRecord | null): void {
    const replacement =
      this.#record.stopAtRefusal || answer === null
        ? null
        : afterRefusal(batch, answer, message.text, this.#record.batches.length);
    if (replacement !== null) {
      this.#record = this.#deps.journal.replace(
        this.importId,
        batch.seq,
        message,
        answer,
        replacement.batches,
      );
      this.#on({ type: 'refused', message: replacement.message, stop: false });
    } else {
      this.#replace(
        this.#deps.journal.markFailed(this.importId, batch.seq, message, answer ?? undefined),
      );
      this.#on({ type: 'refused', message, stop: this.#record.stopAtRefusal });
    }
  }

  /** Waits while paused; false when the run must stop instead. */
  async #gate(): Promise<boolean> {
    while (gateOf(this.#state) === 'wait') {
      await new Promise<void>((resolve) => {
        this.#resumers.push(resolve);
      });
    }
    return gateOf(this.#state) === 'go';
  }

  async #wait(
    key: WaitKey,
    wait: Wait,
    message: ImportMessage,
    work: (signal: AbortSignal) => Promise<void>,
  ): Promise<void> {
    this.#on({ type: 'waitOpened', key, wait, message });
    try {
      await work(this.#interrupt.signal);
    } catch {
      // interrupted: the caller's gate decides what comes next
    }
    this.#on({ type: 'waitClosed', key });
  }

  /** Waits for a reconnect, unless one happened since the 401'd request went out. */
  async #reconnect(message: ImportMessage, seenReconnects: number): Promise<void> {
    if (this.#state.reconnects !== seenReconnects) return;
    this.#reconnecting ??= this.#wait(
      'reconnect',
      { waitingFor: 'reconnect', until: null },
      message,
      (signal) => this.#deps.waitForConnection(this.profileId, signal),
    ).finally(() => {
      this.#on({ type: 'reconnected' });
      this.#reconnecting = null;
    });
    await this.#reconnecting;
  }

  /** Notes a transient failure on a batch that went out (one that never left stays pending). */
  #recordError(seq: number, message: ImportMessage): void {
    if (this.#stateOf(seq) !== 'sent') return;
    this.#replace(this.#deps.journal.recordError(this.importId, seq, message));
  }

  #applied(batch: ImportBatchRecord, answer: AnswerRecord): void {
    const done = this.#deps.transaction(() => {
      const marked = this.#deps.journal.markDone(this.importId, batch.seq, answer);
      this.#deps.sent.recordBody(this.profileId, this.importId, batch.body);
      this.#deps.appliedDrafts.clear(this.profileId, batch.rows, elementsOf(batch.body));
      return marked;
    });
    this.#replace(done);
    this.#on({ type: 'applied', at: this.#deps.now() });
  }

  #markSent(seq: number): void {
    this.#replace(this.#deps.journal.markSent(this.importId, seq));
    this.#on({ type: 'sent', at: this.#deps.now() });
  }

  async #send(batch: ImportBatchRecord): Promise<void> {
    let networkFailures = 0;
    for (;;) {
      if (!(await this.#gate())) return;
      const queued = new AbortController();
      this.#queued.add(queued);
      const reconnects = this.#state.reconnects;
      try {
        const answer = await this.#deps.withClient(this.profileId, (client) =>
          client.importBatch(batch.body, batch.idempotencyKey, {
            signal: AbortSignal.any([this.#shutdown.signal, queued.signal]),
            onAttempt: () => {
              this.#queued.delete(queued); // gone out: only a shutdown aborts it now
              this.#markSent(batch.seq);
            },
          }),
        );
        this.#queued.delete(queued);
        this.#applied(batch, answer);
        return;
      } catch (error) {
        this.#queued.delete(queued);
        const step = stepAfterFailure(error);
        switch (step.kind) {
          case 'applied':
            this.#applied(batch, step.answer);
            return;
          case 'interrupted':
            // Taken back from the pacer's queue by a pause: the gate waits for the resume.
            if (queued.signal.aborted && gateOf(this.#state) !== 'stop') continue;
            return;
          case 'resend': {
            if (step.waitingFor === 'rate_limit') {
              const until = step.until;
              this.#recordError(batch.seq, step.message);
              await this.#wait(
                batch.seq,
                { waitingFor: 'rate_limit', until },
                step.message,
                (signal) => this.#deps.sleep(Math.max(0, until - this.#deps.now()), signal),
              );
            } else {
              networkFailures += 1;
              const delay = resendDelay(networkFailures);
              const until = this.#deps.now() + delay;
              const message = retry(step.text, step.status, networkFailures, until);
              this.#recordError(batch.seq, message);
              await this.#wait(batch.seq, { waitingFor: 'network', until }, message, (signal) =>
                this.#deps.sleep(delay, signal),
              );
            }
            continue;
          }
          case 'reconnect': {
            // The connection exists but is signed out (or its token was not kept): say which.
            const message = reconnectProfile(this.#deps.profileName(this.profileId));
            this.#recordError(batch.seq, message);
            await this.#reconnect(message, reconnects);
            continue;
          }
          case 'refused':
            this.#refused(batch, step.message, step.answer);
            return;
          case 'stop':
            this.#replace(
              this.#deps.journal.markFailed(
                this.importId,
                batch.seq,
                step.message,
                step.answer ?? undefined,
              ),
            );
            this.#on({ type: 'forbidden', message: step.message });
            return;
        }
      }
    }
  }
}
