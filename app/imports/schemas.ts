import { z } from 'zod';
import { elementProblemSchema } from '../errors.ts';
import { masterRowSchema, productRowSchema, skuValueSchema } from '../catalog/rows.ts';
import { importResultSchema } from '../resources/import-result.ts';
import { importMessageCodeSchema, importMessageParamsSchema } from './messages.ts';
import { atRiskChoiceSchema } from './at-risk.ts';
import { unchangedChoiceSchema } from './unchanged.ts';

// What crosses IPC for sending the catalog: the review's plan summary, progress events, history
// and the sent catalog.

export const planGridSchema = z.enum(['brands', 'colors', 'products']);
const masterGridSchema = z.enum(['brands', 'colors']);
const changeCountsSchema = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  same: z.number().int(),
});

export const plannedRowSchema = z.object({
  grid: planGridSchema,
  draftId: z.string(),
  code: z.string(),
});

const countsSchema = z.object({
  brands: z.number().int(),
  colors: z.number().int(),
  products: z.number().int(),
});

/** The review before anything is sent ("Review and send"). */
export const importPreviewSchema = z.object({
  requests: z.array(
    z.object({
      seq: z.number().int(),
      counts: countsSchema,
      rows: z.array(plannedRowSchema),
      dependsOn: z.array(z.number().int()),
    }),
  ),
  totals: countsSchema,
  fewestPossible: z.number().int(),
  /** At best, with the token's whole limit (other use of the token makes it longer). */
  fastestMs: z.number(),
  /** Rows not sent and why: a validation error (its code) or a missing / repeated code. */
  leftOut: z.array(z.object({ grid: planGridSchema, draftId: z.string(), reason: z.string() })),
  /** Products listing fewer SKUs than this connection last sent: the others may stay on the service. */
  fewerSkus: z.array(
    z.object({ draftId: z.string(), code: z.string(), notListed: z.array(skuValueSchema) }),
  ),
  /**
   * Products naming a master that is left out and was never sent from this connection (at-risk.ts),
   * and the choice the plan was made with: left out (not in `requests`) or sent anyway.
   */
  atRisk: z.object({
    choice: atRiskChoiceSchema,
    masters: z.array(
      z.object({
        grid: masterGridSchema,
        code: z.string(),
        reasons: z.array(z.string()),
        products: z.number().int(),
      }),
    ),
    products: z.array(
      z.object({
        draftId: z.string(),
        code: z.string(),
        masters: z.array(z.object({ grid: masterGridSchema, code: z.string() })),
      }),
    ),
  }),
  /**
   * Per grid, the rows without errors that are new to this connection, changed or the same as it
   * last sent them (catalog/last-sent.ts), and the choice the plan was made with: the same ones
   * left out (not in `requests`) or sent anyway.
   */
  unchanged: z.object({
    choice: unchangedChoiceSchema,
    brands: changeCountsSchema,
    colors: changeCountsSchema,
    products: changeCountsSchema,
  }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const IMPORT_RUN_STATES = [
  'running',
  'paused',
  'waiting',
  'done',
  'failed',
  'cancelled',
  'dropped',
  'interrupted',
] as const;
export type ImportRunState = (typeof IMPORT_RUN_STATES)[number];

export const importProgressSchema = z.object({
  importId: z.string(),
  profileId: z.string(),
  state: z.enum(IMPORT_RUN_STATES),
  /** While waiting: for what. */
  waitingFor: z.enum(['rate_limit', 'reconnect', 'network']).nullable(),
  /** While waiting for the rate limit or a retry: when it goes on (ms since epoch). */
  waitUntil: z.number().nullable(),
  /** Requests made or to make (a request held back unsent and replaced is not one). */
  requestsTotal: z.number().int(),
  /** Applied. */
  requestsDone: z.number().int(),
  /** Refused (the rows at fault stay), never sent, or sent without an answer. */
  requestsFailed: z.number().int(),
  /** Refused, then split or sent again without the rows at fault (finding the refused rows). */
  requestsSplit: z.number().int().optional(),
  /** Never sent (part of requestsFailed). */
  requestsNotSent: z.number().int().optional(),
  /** Sent without an answer, the import no longer sending them (part of requestsFailed). */
  requestsUnanswered: z.number().int().optional(),
  rowsTotal: z.number().int(),
  rowsDone: z.number().int(),
  /** Rows the service refused. */
  rowsRefused: z.number().int().optional(),
  /** Products not sent because a master they name was refused. */
  rowsWaiting: z.number().int().optional(),
  /** Rows never sent (the import stopped, was cancelled or dropped before them). */
  rowsNotSent: z.number().int().optional(),
  /** Rows sent without an answer (the request no longer in flight): they may have been applied. */
  rowsUnanswered: z.number().int().optional(),
  /** Estimated time left; null until a request has been answered. */
  etaMs: z.number().nullable(),
  /** The last problem, in words (a refusal, a missing permission, a network failure). */
  message: z.string().nullable(),
  /** `message` as a stable code (app/imports/messages.ts) for the renderer's languages. */
  messageCode: importMessageCodeSchema.nullable().optional(),
  /** What varies in `message` (e.g. permission, untilMs); see each code. */
  messageParams: importMessageParamsSchema.nullable().optional(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

export const dropStatementSchema = z.object({
  /** 0-based request numbers the service answered: applied. */
  applied: z.array(z.number().int()),
  /** Sent without an answer: they may or may not have been applied. */
  mayHaveApplied: z.array(z.number().int()),
  /** Never sent: not applied. */
  notApplied: z.array(z.number().int()),
});
export type DropStatement = z.infer<typeof dropStatementSchema>;

/**
 * What became of a row, as main/imports/row-fates.ts derives it from the journal (the only place
 * that does): the results, History and the grids word it, they do not work it out.
 */
export const rowOutcomeSchema = z.object({
  grid: planGridSchema,
  draftId: z.string(),
  code: z.string(),
  /** unanswered: sent without an answer, so it may or may not have been applied. */
  fate: z.enum(['applied', 'refused', 'waiting', 'not_sent', 'unanswered', 'pending']),
  /** The request (0-based) that decided it. */
  seq: z.number().int(),
  /** Refused: the field the service named, when it named one. */
  field: z.string().nullable(),
  /** Refused: the service's words as they came; not sent or unanswered: why. */
  message: z.string().nullable(),
  /** Waiting: the refused masters' codes it names. */
  masters: z.array(z.string()),
});
export type RowOutcomeView = z.infer<typeof rowOutcomeSchema>;

/** A row a request of History's detail held, with what became of it in the whole import. */
export const historyRowSchema = rowOutcomeSchema.extend({
  /** Applied product: true when the service created it, false when it updated it; else null. */
  created: z.boolean().nullable(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

export const requestCountsSchema = z.object({
  applied: z.number().int(),
  refused: z.number().int(),
  split: z.number().int(),
  notSent: z.number().int(),
  unanswered: z.number().int(),
  pending: z.number().int(),
});

export const historyBatchSchema = z.object({
  seq: z.number().int(),
  /** The refused request this one was made from (finding the refused rows); null for the plan's. */
  parentSeq: z.number().int().nullable().optional(),
  /**
   * applied, refused, split (refused, then narrowed down), replaced (held back unsent), sent
   * (awaiting its answer), … as main/imports/row-fates.ts derives it.
   */
  fate: z.enum([
    'applied',
    'refused',
    'split',
    'replaced',
    'not_sent',
    'unanswered',
    'sent',
    'pending',
  ]),
  idempotencyKey: z.string(),
  state: z.enum(['pending', 'sent', 'done', 'failed']),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  /** `error` as a stable code (app/imports/messages.ts); null when recorded as text only. */
  errorCode: importMessageCodeSchema.nullable().optional(),
  errorParams: importMessageParamsSchema.nullable().optional(),
  result: importResultSchema.nullable(),
  /** Its rows, each with its fate in the import (a row a later request applied says so). */
  rows: z.array(historyRowSchema),
  /** The service's per-element problems, with the draft row each points at when it can be told. */
  problems: z.array(elementProblemSchema.extend({ draftId: z.string().nullable() })),
});

export const historyEntrySchema = z.object({
  importId: z.string(),
  profileId: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  outcome: z.enum(['pending', 'running', 'done', 'failed', 'cancelled', 'dropped', 'forbidden']),
  requests: z.number().int(),
  rows: z.number().int(),
  /** Requests by what became of them (the results' and History's words). */
  requestCounts: requestCountsSchema.optional(),
  /** Rows by what became of them. */
  rowCounts: z
    .object({
      applied: z.number().int(),
      refused: z.number().int(),
      waiting: z.number().int(),
      notSent: z.number().int(),
      /** Sent without an answer: they may or may not have been applied. */
      unanswered: z.number().int(),
    })
    .optional(),
  /**
   * Why the requests never sent were not sent, one entry per reason (a pipeline message code),
   * with how many requests and, for those waiting, the refused masters' codes they name.
   */
  notSentWhy: z
    .array(
      z.object({
        code: importMessageCodeSchema.nullable(),
        /** Requests never sent for this reason (their sum is requestCounts.notSent). */
        requests: z.number().int(),
        /** Waiting for a refused master: the products waiting (rowCounts.waiting). */
        rows: z.number().int().optional(),
        masters: z.array(z.string()),
      }),
    )
    .optional(),
  totals: z.object({
    mastersCreated: z.record(z.string(), z.number()),
    productsCreated: z.number().int(),
    productsUpdated: z.number().int(),
  }),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyDetailSchema = historyEntrySchema.extend({
  batches: z.array(historyBatchSchema),
  /** Rows that were not applied (refused, waiting, never sent), with why. */
  rowsNotApplied: z.array(rowOutcomeSchema).optional(),
});
export type HistoryDetail = z.infer<typeof historyDetailSchema>;

/** An import the app resumed by itself on start: "An import interrupted on <time> was resumed". */
export const resumeNoticeSchema = z.object({
  importId: z.string(),
  /** The journal's last write before the app stopped (ISO 8601). */
  interruptedAt: z.string(),
  resumedAt: z.string(),
});
export type ResumeNotice = z.infer<typeof resumeNoticeSchema>;

/** The most codes one `sent.lookup` asks for (a screenful of rows is far fewer). */
export const SENT_LOOKUP_MAX = 1000;

/** What a connection last sent with some codes of one grid (codes never sent are not listed). */
export const sentLookupSchema = z.object({
  entries: z.array(
    z.object({ code: z.string(), value: z.union([productRowSchema, masterRowSchema]) }),
  ),
});
export type SentLookup = z.infer<typeof sentLookupSchema>;

export const sentEntrySchema = z.object({
  grid: planGridSchema,
  code: z.string(),
  value: z.union([productRowSchema, masterRowSchema]),
  importId: z.string(),
  sentAt: z.string(),
});
