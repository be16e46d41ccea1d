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
  pacerPaused,
  reconnectProfile,
  retry,
  unanswered,
} from './run-messages.ts';
import { RunWaits, type WaitingFor } from './run-waits.ts';

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

const TERMINAL: readonly ImportRunState[] = [
  'done',
  'failed',
  'cancelled',
  'dropped',
  'interrupted',
];

export class ImportRun {
  readonly importId: string;
  readonly profileId: string;
  readonly #deps: ImportRunDeps;
  #record: ImportRecord;
  /** running, paused or an end state; "waiting" is derived from the open waits. */
  #state: ImportRunState = 'running';
  /** The last problem (English text, code and params). */
  #message: ImportMessage | null = null;
  #paused = false;
  #cancelled = false;
  /** A 403, or a refusal when the import stops at the first one: nothing more is sent. */
  #stopped: 'forbidden' | 'refused' | null = null;
  /** Aborts every wait: cancel, a 403, shutdown (all final). */
  readonly #interrupt = new AbortController();
  /** Aborts the requests in flight: only at shutdown. */
  readonly #shutdown = new AbortController();
  /** Requests still queued at the pacer: a pause, cancel or 403 takes them back before they go. */
  readonly #queued = new Set<AbortController>();
  #resumers: Array<() => void> = [];
  readonly #waits = new RunWaits();
  /** The wait handle of the token's 429 pause. */
  readonly #pacing = {};
  /** One wait for a reconnect shared by every batch that got a 401. */
  #reconnecting: Promise<void> | null = null;
  /** Reconnects seen: a 401 to a request sent before the last one is simply resent. */
  #reconnects = 0;
  #answered = 0;
  #firstSentAt: number | null = null;
  #lastAnsweredAt = 0;
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
    if (this.#isOver()) return;
    this.#paused = true;
    this.#takeBackQueued();
    this.#setState('paused');
  }

  resume(): void {
    if (!this.#paused) return;
    this.#paused = false;
    this.#wakeGate();
    this.#setState('running');
  }

  /** Stops after the requests in flight; what was applied stays applied. */
  cancel(): void {
    if (this.#isOver()) return;
    this.#cancelled = true;
    this.#halt();
  }

  /** App shutdown: aborts the requests in flight and every wait; the journal keeps the rest. */
  shutdown(): Promise<void> {
    this.#shutdown.abort();
    this.#halt();
    return this.#done ?? Promise.resolve();
  }

  progress(): ImportProgress {
    return progressOf({
      record: this.#record,
      state: this.#state,
      wait: this.#waits.current(),
      message: this.#message,
      perAnswerMs:
        this.#answered === 0 || this.#firstSentAt === null
          ? null
          : (this.#lastAnsweredAt - this.#firstSentAt) / this.#answered,
    });
  }

  /**
   * The token's queue paused after a 429 (until `resumeAt`) or resumed (null): the client waits
   * it out inside the request, and the progress shows the countdown meanwhile.
   */
  pacingChanged(resumeAt: number | null): void {
    if (this.#isOver()) return;
    if (resumeAt !== null) {
      this.#waits.open({ waitingFor: 'rate_limit', until: resumeAt }, this.#pacing);
      this.#message = pacerPaused(resumeAt);
    } else {
      this.#waits.close(this.#pacing);
    }
    this.#deps.emit(this.progress());
  }

  /** The progress of an import that is not running (found unfinished in the journal). */
  progressAs(state: ImportRunState): ImportProgress {
    return { ...this.progress(), state, waitingFor: null, waitUntil: null };
  }

  #isOver(): boolean {
    return TERMINAL.includes(this.#state);
  }

  #halted(): boolean {
    return this.#cancelled || this.#stopped !== null || this.#shutdown.signal.aborted;
  }

  #halt(): void {
    this.#interrupt.abort();
    this.#takeBackQueued();
    this.#wakeGate();
  }

  #takeBackQueued(): void {
    for (const queued of this.#queued) queued.abort();
    this.#queued.clear();
  }

  #wakeGate(): void {
    const resumers = this.#resumers;
    this.#resumers = [];
    for (const resume of resumers) resume();
  }

  #setState(state: ImportRunState): void {
    this.#state = state;
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
    this.#setState(this.#paused ? 'paused' : 'running');
    await runInLanes<number>({
      width: LANES,
      next: (busy) => nextToSend(this.#record.batches, busy),
      proceed: () => this.#gate(),
      start: (seq) => this.#start(seq),
      onFailure: () => {
        this.#halt();
      },
    });
    if (this.#shutdown.signal.aborted) {
      this.#setState('interrupted');
      return;
    }
    const unfinished = this.#record.batches.some(
      (b) => b.state === 'pending' || b.state === 'sent',
    );
    if (this.#stopped === 'forbidden' && unfinished) {
      this.#record = this.#deps.journal.stop(this.importId, 'forbidden', {
        notSent: notSentForbidden(),
        unanswered: unanswered(),
      });
    } else if (this.#stopped === 'refused' && unfinished) {
      for (const batch of this.#record.batches) {
        if (batch.state !== 'pending' && batch.state !== 'sent') continue;
        const why = batch.state === 'pending' ? notSentStopped() : unanswered();
        this.#replace(this.#deps.journal.markFailed(this.importId, batch.seq, why));
      }
    } else if (this.#cancelled && unfinished) {
      this.#record = this.#deps.journal.stop(this.importId, 'cancelled', {
        notSent: notSentCancelled(),
        unanswered: unanswered(),
      });
      this.#setState('cancelled');
      return;
    }
    const final = this.#deps.journal.get(this.importId);
    if (final !== null) this.#record = final;
    this.#setState(everyRowApplied(this.#record) ? 'done' : 'failed');
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
        this.#deps.emit(this.progress());
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
        this.#deps.emit(this.progress());
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
    this.#message = message;
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
      this.#message = replacement.message;
    } else {
      this.#replace(
        this.#deps.journal.markFailed(this.importId, batch.seq, message, answer ?? undefined),
      );
      if (this.#record.stopAtRefusal) {
        this.#stopped = 'refused';
        this.#halt();
      }
    }
    this.#deps.emit(this.progress());
  }

  /** Waits while paused; false when the run must stop instead. */
  async #gate(): Promise<boolean> {
    while (this.#paused && !this.#halted()) {
      await new Promise<void>((resolve) => {
        this.#resumers.push(resolve);
      });
    }
    return !this.#halted();
  }

  async #wait(
    waitingFor: WaitingFor,
    until: number | null,
    message: ImportMessage,
    work: (signal: AbortSignal) => Promise<void>,
  ): Promise<void> {
    const handle = this.#waits.open({ waitingFor, until });
    this.#message = message;
    this.#deps.emit(this.progress());
    try {
      await work(this.#interrupt.signal);
    } catch {
      // interrupted: the caller's gate decides what comes next
    }
    this.#waits.close(handle);
    this.#deps.emit(this.progress());
  }

  /** Waits for a reconnect, unless one happened since the 401'd request went out. */
  async #reconnect(message: ImportMessage, seenReconnects: number): Promise<void> {
    if (this.#reconnects !== seenReconnects) return;
    this.#reconnecting ??= this.#wait('reconnect', null, message, (signal) =>
      this.#deps.waitForConnection(this.profileId, signal),
    ).finally(() => {
      this.#reconnects += 1;
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
    this.#answered += 1;
    this.#lastAnsweredAt = this.#deps.now();
    this.#deps.emit(this.progress());
  }

  #markSent(seq: number): void {
    this.#replace(this.#deps.journal.markSent(this.importId, seq));
    this.#firstSentAt ??= this.#deps.now();
  }

  async #send(batch: ImportBatchRecord): Promise<void> {
    let networkFailures = 0;
    for (;;) {
      if (!(await this.#gate())) return;
      const queued = new AbortController();
      this.#queued.add(queued);
      const reconnects = this.#reconnects;
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
            if (queued.signal.aborted && !this.#halted()) continue;
            return;
          case 'resend': {
            if (step.waitingFor === 'rate_limit') {
              const until = step.until;
              this.#recordError(batch.seq, step.message);
              await this.#wait('rate_limit', until, step.message, (signal) =>
                this.#deps.sleep(Math.max(0, until - this.#deps.now()), signal),
              );
            } else {
              networkFailures += 1;
              const delay = resendDelay(networkFailures);
              const until = this.#deps.now() + delay;
              const message = retry(step.text, step.status, networkFailures, until);
              this.#recordError(batch.seq, message);
              await this.#wait('network', until, message, (signal) =>
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
            this.#message = step.message;
            this.#replace(
              this.#deps.journal.markFailed(
                this.importId,
                batch.seq,
                step.message,
                step.answer ?? undefined,
              ),
            );
            this.#stopped = 'forbidden';
            this.#halt();
            return;
        }
      }
    }
  }
}
