import { resolve } from 'node:path';
import { KikanError } from '../../app/errors.ts';
import { DEFAULT_AT_RISK_CHOICE, type AtRiskChoice } from '../../app/imports/at-risk.ts';
import { DEFAULT_UNCHANGED_CHOICE, type UnchangedChoice } from '../../app/imports/unchanged.ts';
import type { ImportPreview } from '../../app/imports/schemas.ts';
import type { ChangesPage, ChangesQuery } from '../../app/imports/changes-page.ts';
import type { CatalogPlan, ScheduleLimits } from './catalog-plan.ts';
import type { ChangedLaterChoice, TakeBack } from '../../app/imports/take-back.ts';
import { ThreadCalls } from '../core-process/thread-calls.ts';

// The core's side of the planning thread (plan-worker.ts): one thread, started on the first
// plan, asked one plan at a time; it is ended when the core closes. Planning 50,000 products in
// the core's own thread held every other call for 2–4 s.

type PlanAsk =
  | {
      kind: 'preview';
      profileId: string;
      limits: ScheduleLimits;
      atRisk: AtRiskChoice;
      unchanged: UnchangedChoice;
    }
  | { kind: 'plan'; profileId: string; atRisk: AtRiskChoice; unchanged: UnchangedChoice }
  | { kind: 'changes'; profileId: string; query: ChangesQuery }
  | { kind: 'takeBack'; importId: string; changedLater: ChangedLaterChoice };

export type PlanRequest = PlanAsk & { id: number };

export type PlanReply =
  | { id: number; ok: true; value: ImportPreview | CatalogPlan | ChangesPage | TakeBack }
  | { id: number; ok: false; message: string; kind?: 'not_found' | 'conflict' };

/** The thread's source, run as is by Node; the built app passes its bundled file instead. */
export const PLAN_WORKER_SOURCE = resolve(import.meta.dirname, 'plan-worker.ts');

export class PlanThread {
  readonly #thread: ThreadCalls<PlanAsk, PlanReply>;

  constructor(dbPath: string, entry: string = PLAN_WORKER_SOURCE) {
    this.#thread = new ThreadCalls(entry, dbPath, 'the planning thread');
  }

  preview(
    profileId: string,
    limits: ScheduleLimits,
    atRisk: AtRiskChoice = DEFAULT_AT_RISK_CHOICE,
    unchanged: UnchangedChoice = DEFAULT_UNCHANGED_CHOICE,
  ): Promise<ImportPreview> {
    return this.#ask({
      kind: 'preview',
      profileId,
      limits,
      atRisk,
      unchanged,
    }) as Promise<ImportPreview>;
  }

  plan(
    profileId: string,
    atRisk: AtRiskChoice = DEFAULT_AT_RISK_CHOICE,
    unchanged: UnchangedChoice = DEFAULT_UNCHANGED_CHOICE,
  ): Promise<CatalogPlan> {
    return this.#ask({ kind: 'plan', profileId, atRisk, unchanged }) as Promise<CatalogPlan>;
  }

  /** A page of the review's changes (changes-read.ts). */
  changes(profileId: string, query: ChangesQuery): Promise<ChangesPage> {
    return this.#ask({ kind: 'changes', profileId, query }) as Promise<ChangesPage>;
  }

  /** What taking a send back would do (take-back.ts's plan); writes nothing. */
  takeBack(importId: string, changedLater: ChangedLaterChoice): Promise<TakeBack> {
    return this.#ask({ kind: 'takeBack', importId, changedLater }) as Promise<TakeBack>;
  }

  async #ask(request: PlanAsk): Promise<ImportPreview | CatalogPlan | ChangesPage | TakeBack> {
    const answer = await this.#thread.ask(request);
    const reply: PlanReply =
      typeof answer === 'string' ? { id: 0, ok: false, message: answer } : answer;
    if (!reply.ok) {
      // The take-back's own refusals (no such send, one still running) say so as they are.
      if (reply.kind !== undefined)
        throw new KikanError({ kind: reply.kind, message: reply.message });
      throw new Error(`Planning the import failed: ${reply.message}`);
    }
    return reply.value;
  }

  close(): Promise<void> {
    return this.#thread.close();
  }
}
