import { statusSettingsSchema, statusSettingsViewSchema } from '../resources/status-settings.ts';
import { z } from 'zod';
import { channelOfCall, channelOfEvent } from './names.ts';
import {
  dropStatementSchema,
  historyDetailSchema,
  rowOutcomeSchema,
  historyEntrySchema,
  importPreviewSchema,
  importProgressSchema,
  planGridSchema,
  resumeNoticeSchema,
  sentEntrySchema,
  SENT_LOOKUP_MAX,
  sentLookupSchema,
} from '../imports/schemas.ts';
import { atRiskChoiceSchema } from '../imports/at-risk.ts';
import { unchangedChoiceSchema } from '../imports/unchanged.ts';
import { takeBackInputSchema, takeBackSchema } from '../imports/take-back.ts';
import {
  CHANGES_PAGE_MAX,
  changesPageSchema,
  changesWhichSchema,
} from '../imports/changes-page.ts';
import {
  boundedDraftBatchSchema,
  draftDiscardSchema,
  draftsSnapshotSchema,
} from '../catalog/drafts.ts';
import {
  catalogColumnLayoutSchema,
  catalogColumnLayoutsSchema,
  catalogViewSchema,
} from '../catalog/column-layout.ts';
import {
  historyStateSchema,
  operationAnswerSchema,
  operationGroupSchema,
  operationSchema,
} from '../catalog/operations.ts';
import {
  codeRowsInputSchema,
  codeRowsSchema,
  masterCodesSchema,
  rowCodesInputSchema,
  rowCodesSchema,
  unknownCodesAnswerSchema,
} from '../catalog/catalog-codes.ts';
import {
  copyAnswerSchema,
  copyInputSchema,
  edgeAnswerSchema,
  edgeInputSchema,
  findAnswerSchema,
  findInputSchema,
} from '../catalog/view-find.ts';
import { placeAnswerSchema, placeInputSchema } from '../catalog/view-place.ts';
import { statsAnswerSchema, statsInputSchema } from '../catalog/view-stats.ts';
import {
  valuesListSchema,
  viewInfoSchema,
  catalogCountsSchema,
  viewSpecSchema,
  viewWindowSchema,
  windowInputSchema,
} from '../catalog/views.ts';
import {
  problemsInputSchema,
  problemsWindowSchema,
  rowProblemsInputSchema,
  rowProblemsSchema,
} from '../catalog/problems-window.ts';
import { keychainStatusSchema, profileFormSchema, profileViewSchema } from '../connections.ts';
import { PERMISSIONS } from '../permissions.ts';
import { callOutcomeSchema } from '../call-outcome.ts';
import { settingsSchema } from '../settings.ts';
import { productStoryInputSchema, productStorySchema } from '../resources/product-story.ts';
import {
  productSuggestInputSchema,
  productSuggestOutputSchema,
} from '../resources/product-suggest.ts';
import {
  INPUT_LIMITS,
  appIdSchema,
  clientIdSchema,
  clientSecretSchema,
  cursorSchema,
  tokenSchema,
  voucherNumberSchema,
} from './input-limits.ts';
import { singleItemKindSchema, voucherSchema } from '../resources/vouchers.ts';
import {
  browsePageSchema,
  cacheInfoSchema,
  columnPrefsSchema,
  columnScreenSchema,
  linesProgressSchema,
  loadProgressSchema,
  searchInputSchema,
  filterInputSchema,
  groupsInputSchema,
  searchResultSchema,
  voucherListSchema,
} from '../resources/voucher-cache.ts';
import {
  catalogEntrySchema,
  neighboursInputSchema,
  neighboursSchema,
  rowInputSchema,
  rowsByCodeInputSchema,
  rowsByCodeSchema,
} from '../catalog/row-reads.ts';
import { groupsResultSchema, outstandingChartSchema } from '../resources/voucher-filters.ts';
import { columnValuesResultSchema } from '../resources/voucher-column-filters.ts';
import {
  renameViewInputSchema,
  saveViewInputSchema,
  savedViewSchema,
  setDefaultViewInputSchema,
  viewIdInputSchema,
  viewsListSchema,
} from '../resources/saved-views.ts';
import { voucherKindSchema } from '../resources/vouchers.ts';
import { changedIdsSchema } from '../catalog/changed-ids.ts';
import { viewFillInputSchema } from '../catalog/view-fill.ts';

// The whole IPC surface in one table (DESIGN.md, "Data flow"). The preload exposes exactly these
// entries as window.kikan.<area>.<verb>; main registers exactly one handler for each and parses
// every input with its schema. Names are "<area>.<verb>".

const none = z.object({}).strict();
const profileId = z.object({ profileId: appIdSchema }).strict();
const importId = z.object({ importId: appIdSchema }).strict();

/** A catalog view the core gave out (catalog.view's viewId). */
const catalogViewIdSchema = z.object({ viewId: z.number().int().min(0) }).strict();

export const calls = {
  'app.info': {
    input: none,
    output: z.object({
      version: z.string(),
      platform: z.string(),
      keychain: keychainStatusSchema,
      demoAvailable: z.boolean(),
    }),
  },
  'connections.list': {
    input: none,
    output: z.object({ profiles: z.array(profileViewSchema), activeId: z.string().nullable() }),
  },
  'connections.connectWithToken': {
    input: z
      .object({
        profile: profileFormSchema,
        /** Reconnect an existing profile instead of creating one. */
        profileId: appIdSchema.optional(),
        token: tokenSchema,
      })
      .strict(),
    output: profileViewSchema,
  },
  'connections.connectWithSecret': {
    input: z
      .object({
        profile: profileFormSchema,
        profileId: appIdSchema.optional(),
        clientId: clientIdSchema,
        clientSecret: clientSecretSchema,
        /** Ticked permissions; empty asks for everything the app holds. */
        scope: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length),
        rememberSecret: z.boolean(),
      })
      .strict(),
    output: profileViewSchema,
  },
  'connections.reconnect': { input: profileId, output: profileViewSchema },
  'connections.activate': { input: profileId, output: profileViewSchema },
  'connections.signOut': { input: profileId, output: profileViewSchema },
  'connections.remove': { input: profileId, output: z.object({ removed: z.boolean() }) },
  'connections.openDemo': { input: none, output: profileViewSchema },
  /** What the connection's last service call came to (null: no call yet this session). */
  'connections.outcome': { input: profileId, output: callOutcomeSchema.nullable() },
  'vouchers.get': {
    input: z.object({ kind: singleItemKindSchema, number: voucherNumberSchema }).strict(),
    output: voucherSchema,
  },
  /** The connection's draft rows of every grid, each grid in its order. */
  'drafts.load': { input: profileId, output: draftsSnapshotSchema },
  /**
   * One batch of grid edits, saved as one transaction (all or nothing); or one part of a save
   * too large for one call, staged until its last part commits them all at once.
   */
  'drafts.save': {
    input: boundedDraftBatchSchema,
    output: z.object({ upserted: z.number(), deleted: z.number() }),
  },
  /** "Discard all changes": drops the connection's drafts (of one grid when given). */
  'drafts.discard': { input: draftDiscardSchema, output: z.object({ discarded: z.number() }) },
  /** The connection's column layout of each catalog view (null: none saved). */
  'catalog.columnLayouts': { input: profileId, output: catalogColumnLayoutsSchema },
  /** One view's column layout (order, hidden, widths, frozen part), kept per connection. */
  'catalog.saveColumnLayout': {
    input: z
      .object({
        profileId: appIdSchema,
        view: catalogViewSchema,
        layout: catalogColumnLayoutSchema,
      })
      .strict(),
    output: z.object({ saved: z.boolean() }),
  },
  /** One operation on the catalog's grids, applied with its undo entries (issue 28). */
  'catalog.apply': {
    input: z
      .object({
        profileId: appIdSchema,
        operation: operationSchema,
        /** One of a user action's operations: undone and redone with the others (one step). */
        group: operationGroupSchema.optional(),
      })
      .strict(),
    output: operationAnswerSchema,
  },
  /**
   * Ctrl+D or Ctrl+Enter over a range of a view's places: the core finds the rows, one step
   * (refused as a conflict when the view's rows moved since the version named).
   */
  'catalog.fillView': { input: viewFillInputSchema, output: operationAnswerSchema },
  'catalog.undo': { input: profileId, output: operationAnswerSchema },
  'catalog.redo': { input: profileId, output: operationAnswerSchema },
  /** Whether the connection's history has a step to undo or redo (the toolbar's buttons). */
  'catalog.history': { input: profileId, output: historyStateSchema },
  /** A view of a grid built in the core: sort and filters applied (in place of `replaces`). */
  'catalog.view': {
    input: z
      .object({
        profileId: appIdSchema,
        spec: viewSpecSchema,
        replaces: z.number().int().min(0).optional(),
      })
      .strict(),
    output: viewInfoSchema,
  },
  /** How many rows each grid of a connection holds, without reading them. */
  'catalog.counts': { input: profileId, output: catalogCountsSchema },
  /** Rows from … from + count of a view, with their cells. */
  'catalog.window': { input: windowInputSchema, output: viewWindowSchema },
  /** A column's values with counts over the rows the view's other filters keep. */
  'catalog.values': {
    input: z
      .object({ profileId: appIdSchema, spec: viewSpecSchema, column: z.string().max(40) })
      .strict(),
    output: valuesListSchema,
  },
  /** The catalog's problems: counts per grid and severity, and a window of the list. */
  'catalog.problems': { input: problemsInputSchema, output: problemsWindowSchema },
  /** The problems of these rows of a grid (a grid window's marks). */
  'catalog.rowProblems': { input: rowProblemsInputSchema, output: rowProblemsSchema },
  /** Find over a view: how many cells match (and rows), or the next match after a cell. */
  'catalog.find': { input: findInputSchema, output: findAnswerSchema },
  /** A range of a view as tab-separated text (at most COPY_CELLS_MAX cells). */
  'catalog.copy': { input: copyInputSchema, output: copyAnswerSchema },
  /** Ctrl+Arrow's data edge from a cell of a view. */
  'catalog.edge': { input: edgeInputSchema, output: edgeAnswerSchema },
  /** Where a row (a SKU of it) shows in a view: a problem's jump in the core's window. */
  'catalog.place': { input: placeInputSchema, output: placeAnswerSchema },
  /** The status bar's figures over ranges of a view (count, numbers, sum, min, max). */
  'catalog.stats': { input: statsInputSchema, output: statsAnswerSchema },
  /** Forgets a view and its rows in the core (a grid is done with it); an unknown id is no error. */
  'catalog.dropView': { input: catalogViewIdSchema, output: catalogViewIdSchema },
  /** The brands' and colours' codes with their names (core mode's code pickers). */
  'catalog.masterCodes': { input: profileId, output: masterCodesSchema },
  /** The unknown brand and colour codes the products name, counted (the review's list). */
  'catalog.unknownCodes': { input: profileId, output: unknownCodesAnswerSchema },
  /** The codes of a grid's rows named by id. */
  'catalog.rowCodes': { input: rowCodesInputSchema, output: rowCodesSchema },
  /** The first row of a grid holding each code, and the grid's last position ("edit again"). */
  'catalog.codeRows': { input: codeRowsInputSchema, output: codeRowsSchema },
  /** Each grid's draft ids new or changed since last sent ("Changed rows only" in core mode). */
  'catalog.changedIds': { input: profileId, output: changedIdsSchema },
  /** Each grid's ids of the rows with a problem ("Problem rows only" in core mode). */
  'catalog.problemIds': { input: profileId, output: changedIdsSchema },
  /** One draft row by id with its position (null: no such row, or not of the grid's shape). */
  'catalog.row': { input: rowInputSchema, output: catalogEntrySchema.nullable() },
  /** The first draft row (in draft order) holding each of these codes. */
  'catalog.rowsByCode': { input: rowsByCodeInputSchema, output: rowsByCodeSchema },
  /** A row's place in draft order and the next row's (after null: the top), and the last. */
  'catalog.neighbours': { input: neighboursInputSchema, output: neighboursSchema },
  'settings.get': { input: none, output: settingsSchema },
  'settings.update': { input: settingsSchema.partial().strict(), output: settingsSchema },
  /** A list page, cache-first: cached rows after startingAfter, else the service's next page. */
  'vouchers.browse': {
    input: voucherListSchema.extend({ startingAfter: cursorSchema.optional() }).strict(),
    output: browsePageSchema,
  },
  /** Search, filter and sort over the cached rows of a list (never calls the service). */
  'vouchers.search': { input: searchInputSchema, output: searchResultSchema },
  /** The search's rows grouped by a header field, with counts and line sums per group. */
  'vouchers.groups': { input: groupsInputSchema, output: groupsResultSchema },
  /** Outstanding quantity of the search's purchase orders by expected week and by supplier. */
  'vouchers.outstandingChart': { input: filterInputSchema, output: outstandingChartSchema },
  /** A column's distinct values with counts over the rows the other filters keep (header filter). */
  'vouchers.columnValues': {
    input: filterInputSchema
      .extend({
        field: z.string().min(1).max(INPUT_LIMITS.sortFieldLength),
        /** Only values containing this (case-insensitive). */
        search: z.string().max(200).default(''),
        limit: z.number().int().positive().max(INPUT_LIMITS.columnFilterValues).default(1000),
      })
      .strict(),
    output: columnValuesResultSchema,
  },
  'vouchers.cacheInfo': { input: voucherListSchema, output: cacheInfoSchema },
  /** Drops the cached rows of a list so the next browse pages it from the service again. */
  'vouchers.refresh': { input: voucherListSchema, output: cacheInfoSchema },
  /** Starts (or joins) paging the list to its end; progress comes as vouchers.loadProgress. */
  'vouchers.loadAll': { input: voucherListSchema, output: loadProgressSchema },
  'vouchers.cancelLoad': { input: voucherListSchema, output: z.object({ cancelled: z.boolean() }) },
  /** Everything the cached vouchers say about one product (never calls the service). */
  'vouchers.product': { input: productStoryInputSchema, output: productStorySchema },
  /** Products whose code or name holds the typed text, from the cache and the catalog, ranked. */
  'products.suggest': { input: productSuggestInputSchema, output: productSuggestOutputSchema },
  /** Starts (or joins) completing the lines of rows sent without them; progress as events. */
  'vouchers.completeLines': { input: voucherListSchema, output: linesProgressSchema },
  'vouchers.cancelLines': {
    input: voucherListSchema,
    output: z.object({ cancelled: z.boolean() }),
  },
  /** The active connection's column preferences of a voucher screen (null: none saved). */
  'vouchers.columnPrefs': {
    input: z.object({ screen: columnScreenSchema }).strict(),
    output: z.object({ prefs: columnPrefsSchema.nullable() }),
  },
  'vouchers.saveColumnPrefs': {
    input: z.object({ screen: columnScreenSchema, prefs: columnPrefsSchema }).strict(),
    output: z.object({ saved: z.boolean() }),
  },
  /** What the active connection's status values mean (names, colours, which end a voucher). */
  'vouchers.statusSettings': {
    input: z.object({}).strict(),
    output: statusSettingsViewSchema,
  },
  /** Replaces them; every list, sum and chart of the connection answers by them from then on. */
  'vouchers.saveStatusSettings': {
    input: z.object({ settings: statusSettingsSchema }).strict(),
    output: statusSettingsViewSchema,
  },
  /** The saved views of a voucher list of the active connection, by name. */
  'views.list': { input: z.object({ kind: voucherKindSchema }).strict(), output: viewsListSchema },
  /** Saves a new view, or a view's new name and contents (id given). */
  'views.save': { input: saveViewInputSchema, output: savedViewSchema },
  'views.rename': { input: renameViewInputSchema, output: savedViewSchema },
  'views.delete': { input: viewIdInputSchema, output: z.object({ deleted: z.boolean() }) },
  /** The view a list opens in (null: none). */
  'views.setDefault': {
    input: setDefaultViewInputSchema,
    output: z.object({ defaultId: z.string().nullable() }),
  },
  /** "Review and send": the plan for the connection's drafts, before anything is sent. */
  /** atRisk: leave out products naming a left-out, never-sent master (the default), or send them. */
  /** unchanged: leave out rows the same as this connection last sent (the default), or send them. */
  'imports.preview': {
    input: z
      .object({
        profileId: appIdSchema,
        atRisk: atRiskChoiceSchema.optional(),
        unchanged: unchangedChoiceSchema.optional(),
      })
      .strict(),
    output: importPreviewSchema,
  },
  /**
   * "Review and send": a page of the rows changed since this connection last sent them, each
   * field before → after and a product's SKUs added and removed, narrowed by a search.
   */
  'imports.changes': {
    input: z
      .object({
        profileId: appIdSchema,
        grid: planGridSchema.optional(),
        /** The rows the same as last sent instead (the review's list of rows left out). */
        which: changesWhichSchema.optional(),
        search: z.string().max(200).optional(),
        offset: z.number().int().min(0).max(10_000_000),
        limit: z.number().int().min(1).max(CHANGES_PAGE_MAX),
      })
      .strict(),
    output: changesPageSchema,
  },
  /** Journals the plan and starts sending; progress comes as imports.progress. */
  'imports.start': {
    /** stopAtRefusal: send nothing more after a refusal instead of finding the refused rows. */
    input: z
      .object({
        profileId: appIdSchema,
        stopAtRefusal: z.boolean().optional(),
        atRisk: atRiskChoiceSchema.optional(),
        unchanged: unchangedChoiceSchema.optional(),
      })
      .strict(),
    output: z.object({ importId: z.string() }),
  },
  /** Running and unfinished imports (after a restart: state "interrupted" until resumed). */
  'imports.list': {
    input: z.object({ profileId: appIdSchema.optional() }).strict(),
    output: z.object({ imports: z.array(importProgressSchema) }),
  },
  'imports.pause': { input: importId, output: importProgressSchema },
  /** Continues a paused import, or resumes an unfinished one found on start. */
  'imports.resume': { input: importId, output: importProgressSchema },
  /** Stops after the request in flight; what was applied stays applied. */
  'imports.cancel': { input: importId, output: importProgressSchema },
  /** Gives up an unfinished import, saying which requests may or may not have been applied. */
  'imports.drop': { input: importId, output: dropStatementSchema },
  /** Every import of the connection, newest first (the History screen). */
  'imports.history': {
    input: z
      .object({ profileId: appIdSchema, limit: z.number().int().min(1).max(500).optional() })
      .strict(),
    output: z.object({ imports: z.array(historyEntrySchema) }),
  },
  /** One import with each request's key, status, result or error, rows and problems. */
  'imports.detail': { input: importId, output: historyDetailSchema },
  /** The rows the connection's newest finished import did not apply (refused, waiting), for the grids. */
  'imports.refusedRows': {
    input: profileId,
    output: z.object({ importId: z.string().nullable(), rows: z.array(rowOutcomeSchema) }),
  },
  /** Imports the app resumed by itself on start (after a crash), not yet said to the user. */
  'imports.resumeNotices': {
    input: profileId,
    output: z.object({ notices: z.array(resumeNoticeSchema) }),
  },
  /** The resumed-import notice was shown: it is not said again. */
  'imports.resumeNoticeShown': { input: importId, output: z.object({ shown: z.boolean() }) },
  /**
   * "Take back this send": what putting back, for every row the import applied, the values this
   * connection sent before it would do (the rows it cannot take back and why); nothing written.
   */
  'imports.takeBackPlan': { input: takeBackInputSchema, output: takeBackSchema },
  /** Puts those values in the draft (refused while the grids hold unsent edits); sends nothing. */
  'imports.takeBack': { input: takeBackInputSchema, output: takeBackSchema },
  /** The newest values this connection sent, searchable ("Sent" view, known codes). */
  'sent.list': {
    input: z
      .object({
        profileId: appIdSchema,
        grid: planGridSchema.optional(),
        search: z.string().max(200).optional(),
        limit: z.number().int().min(1).max(1000).optional(),
        offset: z.number().int().min(0).optional(),
      })
      .strict(),
    output: z.object({ entries: z.array(sentEntrySchema), total: z.number().int() }),
  },
  /** The distinct brand and colour codes this connection sent: validation's "known codes". */
  'sent.codes': {
    input: profileId,
    output: z.object({ brands: z.array(z.string()), colors: z.array(z.string()) }),
  },
  /**
   * What this connection last sent with these codes of one grid: the grids' marks of what changed
   * since, asked for the rows on screen (and all rows, a part at a time, for "changed rows only").
   */
  'sent.lookup': {
    input: z
      .object({
        profileId: appIdSchema,
        grid: planGridSchema,
        codes: z.array(z.string().max(1000)).max(SENT_LOOKUP_MAX),
      })
      .strict(),
    output: sentLookupSchema,
  },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const events = {
  /** The token's queue paused after a 429 (resumeAt in ms since epoch) or resumed (null). */
  'pacing.changed': z.object({ profileId: z.string(), resumeAt: z.number().nullable() }),
  /** Profiles or the active connection changed; the UI refetches connections.list. */
  'connections.changed': z.object({ activeId: z.string().nullable() }),
  /** A connection's last call came to another outcome (unreachable, rate limited, ok…). */
  'connections.outcome': callOutcomeSchema,
  /** A "load all" run of a voucher list made progress, paused, finished, failed or was cancelled. */
  'vouchers.loadProgress': loadProgressSchema,
  /** Completing a voucher list's lines made progress, paused, finished, failed or was cancelled. */
  'vouchers.linesProgress': linesProgressSchema,
  /** An import made progress, waits (rate limit, reconnect, network), paused, or ended. */
  'imports.progress': importProgressSchema,
  /**
   * The core process ended and a new one is starting ('restarting'), or is back ('ready'). Sent
   * by the process that owns the window (main, or the preview's server), not by the core.
   */
  'app.core': z.object({ state: z.enum(['restarting', 'ready']) }),
} as const satisfies Record<string, z.ZodType>;

export type CallName = keyof typeof calls;

/**
 * What each call does to main's data: `reads` leaves it as it was, `changes` may change what
 * another call answers (the renderer's query-effects.ts must then say which cached answers go
 * stale). Every entry is listed, so a new call cannot be added without deciding.
 */
export const CALL_EFFECT = {
  'app.info': 'reads',
  'connections.list': 'reads',
  'connections.connectWithToken': 'changes',
  'connections.connectWithSecret': 'changes',
  'connections.reconnect': 'changes',
  'connections.activate': 'changes',
  'connections.signOut': 'changes',
  'connections.remove': 'changes',
  'connections.openDemo': 'changes',
  'connections.outcome': 'reads',
  'vouchers.get': 'reads',
  'drafts.load': 'reads',
  'drafts.save': 'changes',
  'drafts.discard': 'changes',
  'catalog.columnLayouts': 'reads',
  'catalog.saveColumnLayout': 'changes',
  'catalog.apply': 'changes',
  'catalog.fillView': 'changes',
  'catalog.undo': 'changes',
  'catalog.redo': 'changes',
  'catalog.history': 'reads',
  // A view's rows are its caller's own; building or reading one changes no data.
  'catalog.view': 'reads',
  'catalog.window': 'reads',
  'catalog.counts': 'reads',
  'catalog.values': 'reads',
  'catalog.problems': 'reads',
  'catalog.rowProblems': 'reads',
  'catalog.find': 'reads',
  'catalog.copy': 'reads',
  'catalog.edge': 'reads',
  'catalog.place': 'reads',
  'catalog.stats': 'reads',
  'catalog.dropView': 'reads',
  'catalog.masterCodes': 'reads',
  'catalog.unknownCodes': 'reads',
  'catalog.rowCodes': 'reads',
  'catalog.codeRows': 'reads',
  'catalog.changedIds': 'reads',
  'catalog.problemIds': 'reads',
  'catalog.row': 'reads',
  'catalog.rowsByCode': 'reads',
  'catalog.neighbours': 'reads',
  'settings.get': 'reads',
  'settings.update': 'changes',
  // Appends the service's next page to the list's cache.
  'vouchers.browse': 'changes',
  'vouchers.search': 'reads',
  'vouchers.groups': 'reads',
  'vouchers.outstandingChart': 'reads',
  'vouchers.columnValues': 'reads',
  'vouchers.cacheInfo': 'reads',
  'vouchers.refresh': 'changes',
  'vouchers.loadAll': 'changes',
  'vouchers.cancelLoad': 'changes',
  'vouchers.product': 'reads',
  'products.suggest': 'reads',
  'vouchers.completeLines': 'changes',
  'vouchers.cancelLines': 'changes',
  'vouchers.columnPrefs': 'reads',
  'vouchers.saveColumnPrefs': 'changes',
  'vouchers.statusSettings': 'reads',
  'vouchers.saveStatusSettings': 'changes',
  'views.list': 'reads',
  'views.save': 'changes',
  'views.rename': 'changes',
  'views.delete': 'changes',
  'views.setDefault': 'changes',
  'imports.preview': 'reads',
  'imports.changes': 'reads',
  'imports.start': 'changes',
  'imports.list': 'reads',
  'imports.pause': 'changes',
  'imports.resume': 'changes',
  'imports.cancel': 'changes',
  'imports.drop': 'changes',
  'imports.history': 'reads',
  'imports.detail': 'reads',
  'imports.refusedRows': 'reads',
  'imports.resumeNotices': 'reads',
  'imports.resumeNoticeShown': 'changes',
  'imports.takeBackPlan': 'reads',
  'imports.takeBack': 'changes',
  'sent.list': 'reads',
  'sent.codes': 'reads',
  'sent.lookup': 'reads',
} as const satisfies Record<CallName, 'reads' | 'changes'>;

export type ChangingCall = {
  [N in CallName]: (typeof CALL_EFFECT)[N] extends 'changes' ? N : never;
}[CallName];
export type EventName = keyof typeof events;
export type CallInput<N extends CallName> = z.input<(typeof calls)[N]['input']>;
export type CallOutput<N extends CallName> = z.output<(typeof calls)[N]['output']>;
export type EventPayload<N extends EventName> = z.output<(typeof events)[N]>;

export const CALL_NAMES = Object.keys(calls) as CallName[];
export const EVENT_NAMES = Object.keys(events) as EventName[];

// Channels are built from names alone (app/ipc/names.ts); the preload gets the names from its build.
export { CANCEL_CHANNEL } from './names.ts';
export const callChannel = (name: CallName): string => channelOfCall(name);
export const eventChannel = (name: EventName): string => channelOfEvent(name);
