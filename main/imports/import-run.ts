import type { ImportProgress, ImportRunState } from '../../app/imports/schemas.ts';
import type { AnswerRecord, ServiceClient } from '../client/index.ts';
import type {
  AppliedDrafts,
  ImportBatchRecord,
  ImportJournalRepo,
  ImportRecord,
  SentCatalogRepo,
} from '../store/index.ts';
import { nextStep } from './next-step.ts';

// Sends one journalled import, batch by batch in order, through the token's pacer (the client
// holds it). The journal is the truth: a batch is marked sent right before its request goes out
// and done (with the answer) right after, so a crash anywhere leaves either a batch that was
// never sent or one to resend with its own key and body; the service answers a repeated key with
// its stored result, so nothing is applied twice.

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
  emit(progress: ImportProgress): void;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  now(): number;
}

/** Back-off between resends after network failures: 1 s, 2 s, 4 s … at most 30 s. */
const resendDelay = (attempt: number): number => Math.min(30_000, 1_000 * 2 ** (attempt - 1));

const NOT_SENT_CANCELLED = 'Not sent: the import was cancelled. Its rows stay in the draft.';
const NOT_SENT_FORBIDDEN =
  'Not sent: the connection lacks a permission an earlier request needed. Its rows stay in the draft.';
const UNANSWERED =
  'Sent, but no answer came back: it may or may not have been applied. Send its rows again to be sure (the service updates what exists).';

export class ImportRun {
  readonly importId: string;
  readonly profileId: string;
  readonly #deps: ImportRunDeps;
  #record: ImportRecord;
  #state: ImportRunState = 'running';
  #waitingFor: ImportProgress['waitingFor'] = null;
  #waitUntil: number | null = null;
  #message: string | null = null;
  #paused = false;
  #cancelled = false;
  /** Aborts waits (cancel, shutdown); a fresh one per wait. */
  #interrupt = new AbortController();
  /** Aborts the request in flight: only at shutdown. */
  readonly #shutdown = new AbortController();
  #resume: (() => void) | null = null;
  #answered = 0;
  #answerMs = 0;
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

  pause(): void {
    if (this.#isOver()) return;
    this.#paused = true;
    this.#setState('paused');
  }

  resume(): void {
    if (!this.#paused) return;
    this.#paused = false;
    this.#resume?.();
    this.#setState('running');
  }

  /** Stops after the request in flight; what was applied stays applied. */
  cancel(): void {
    if (this.#isOver()) return;
    this.#cancelled = true;
    this.#interrupt.abort();
    this.#resume?.();
  }

  /** App shutdown: aborts the request in flight and every wait; the journal keeps the rest. */
  shutdown(): Promise<void> {
    this.#shutdown.abort();
    this.#interrupt.abort();
    this.#resume?.();
    return this.#done ?? Promise.resolve();
  }

  progress(): ImportProgress {
    const batches = this.#record.batches;
    const done = batches.filter((b) => b.state === 'done');
    const failed = batches.filter((b) => b.state === 'failed').length;
    const remaining = batches.length - done.length - failed;
    return {
      importId: this.importId,
      profileId: this.profileId,
      state: this.#state,
      waitingFor: this.#state === 'waiting' ? this.#waitingFor : null,
      waitUntil: this.#state === 'waiting' ? this.#waitUntil : null,
      requestsTotal: batches.length,
      requestsDone: done.length,
      requestsFailed: failed,
      rowsTotal: batches.reduce((sum, b) => sum + b.rows.length, 0),
      rowsDone: done.reduce((sum, b) => sum + b.rows.length, 0),
      etaMs:
        this.#answered === 0 ? null : Math.round((this.#answerMs / this.#answered) * remaining),
      message: this.#message,
    };
  }

  /**
   * The token's queue paused after a 429 (until `resumeAt`) or resumed (null): the client waits
   * it out inside the request, and the progress shows the countdown meanwhile.
   */
  pacingChanged(resumeAt: number | null): void {
    if (this.#isOver() || this.#paused) return;
    if (resumeAt !== null) {
      this.#waitingFor = 'rate_limit';
      this.#waitUntil = resumeAt;
      this.#setState('waiting');
    } else if (this.#state === 'waiting' && this.#waitingFor === 'rate_limit') {
      this.#waitingFor = null;
      this.#waitUntil = null;
      this.#setState('running');
    }
  }

  /** The progress of an import that is not running (found unfinished in the journal). */
  progressAs(state: ImportRunState): ImportProgress {
    return { ...this.progress(), state, waitingFor: null, waitUntil: null };
  }

  #isOver(): boolean {
    return ['done', 'failed', 'cancelled', 'dropped', 'interrupted'].includes(this.#state);
  }

  #setState(state: ImportRunState): void {
    this.#state = state;
    this.#deps.emit(this.progress());
  }

  #replace(batch: ImportBatchRecord): void {
    this.#record = {
      ...this.#record,
      batches: this.#record.batches.map((b) => (b.seq === batch.seq ? batch : b)),
    };
  }

  async #run(): Promise<void> {
    this.#setState(this.#paused ? 'paused' : 'running');
    for (const batch of this.#record.batches) {
      if (batch.state === 'done' || batch.state === 'failed') continue;
      const refused = batch.dependsOn.find((seq) => this.#record.batches[seq]?.state === 'failed');
      if (refused !== undefined) {
        this.#replace(
          this.#deps.journal.markFailed(
            this.importId,
            batch.seq,
            `Not sent: its products name masters of request ${refused + 1}, which was not applied. Its rows stay in the draft.`,
          ),
        );
        this.#deps.emit(this.progress());
        continue;
      }
      if ((await this.#send(batch)) === 'stop') break;
    }
    if (this.#shutdown.signal.aborted) {
      this.#setState('interrupted');
      return;
    }
    if (this.#cancelled && this.#record.batches.some((b) => b.state === 'pending')) {
      this.#record = this.#deps.journal.stop(this.importId, 'cancelled', {
        notSent: NOT_SENT_CANCELLED,
        unanswered: UNANSWERED,
      });
      this.#setState('cancelled');
      return;
    }
    const final = this.#deps.journal.get(this.importId);
    if (final !== null) this.#record = final;
    this.#setState(this.#record.batches.every((b) => b.state === 'done') ? 'done' : 'failed');
  }

  /** Waits while paused; false when the run must stop instead. */
  async #gate(): Promise<boolean> {
    while (this.#paused && !this.#cancelled && !this.#shutdown.signal.aborted) {
      await new Promise<void>((resolve) => {
        this.#resume = resolve;
      });
      this.#resume = null;
    }
    return !this.#cancelled && !this.#shutdown.signal.aborted;
  }

  async #wait(
    waitingFor: NonNullable<ImportProgress['waitingFor']>,
    until: number | null,
    message: string,
    work: (signal: AbortSignal) => Promise<void>,
  ): Promise<void> {
    this.#interrupt = new AbortController();
    this.#waitingFor = waitingFor;
    this.#waitUntil = until;
    this.#message = message;
    if (!this.#paused) this.#setState('waiting');
    try {
      await work(this.#interrupt.signal);
    } catch {
      // interrupted: the caller's gate decides what comes next
    }
    this.#waitingFor = null;
    this.#waitUntil = null;
    if (!this.#paused && !this.#cancelled) this.#setState('running');
  }

  /** Notes a transient failure on a batch that went out (one that never left stays pending). */
  #recordError(seq: number, message: string): void {
    if (this.#record.batches[seq]?.state !== 'sent') return;
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
    this.#deps.emit(this.progress());
  }

  async #send(batch: ImportBatchRecord): Promise<'next' | 'stop'> {
    let networkFailures = 0;
    for (;;) {
      if (!(await this.#gate())) return 'stop';
      let started = 0;
      try {
        const answer = await this.#deps.withClient(this.profileId, (client) => {
          this.#replace(this.#deps.journal.markSent(this.importId, batch.seq));
          started = this.#deps.now();
          return client.importBatch(batch.body, batch.idempotencyKey, {
            signal: this.#shutdown.signal,
          });
        });
        this.#answered += 1;
        this.#answerMs += this.#deps.now() - started;
        this.#applied(batch, answer);
        return 'next';
      } catch (error) {
        const step = nextStep(error);
        switch (step.kind) {
          case 'applied':
            this.#applied(batch, step.answer);
            return 'next';
          case 'interrupted':
            return 'stop';
          case 'resend': {
            this.#recordError(batch.seq, step.message);
            if (step.waitingFor === 'rate_limit') {
              const until = step.until;
              await this.#wait('rate_limit', until, step.message, (signal) =>
                this.#deps.sleep(Math.max(0, until - this.#deps.now()), signal),
              );
            } else {
              networkFailures += 1;
              const delay = resendDelay(networkFailures);
              await this.#wait('network', this.#deps.now() + delay, step.message, (signal) =>
                this.#deps.sleep(delay, signal),
              );
            }
            continue;
          }
          case 'reconnect':
            this.#recordError(batch.seq, step.message);
            await this.#wait('reconnect', null, step.message, (signal) =>
              this.#deps.waitForConnection(this.profileId, signal),
            );
            continue;
          case 'refused':
            this.#message = step.message;
            this.#replace(
              this.#deps.journal.markFailed(
                this.importId,
                batch.seq,
                step.message,
                step.answer ?? undefined,
              ),
            );
            this.#deps.emit(this.progress());
            return 'next';
          case 'stop':
            this.#message = step.message;
            this.#deps.journal.markFailed(
              this.importId,
              batch.seq,
              step.message,
              step.answer ?? undefined,
            );
            this.#record = this.#deps.journal.stop(this.importId, 'forbidden', {
              notSent: NOT_SENT_FORBIDDEN,
              unanswered: UNANSWERED,
            });
            return 'stop';
        }
      }
    }
  }
}

/** The body's elements in the order `rows` lists them (masters by kind, then products). */
export function elementsOf(bodyText: string): unknown[] {
  const body = JSON.parse(bodyText) as Record<string, unknown>;
  const elements: unknown[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'products' && Array.isArray(value)) elements.push(...(value as unknown[]));
  }
  const products = body.products;
  if (Array.isArray(products)) elements.push(...(products as unknown[]));
  return elements;
}
