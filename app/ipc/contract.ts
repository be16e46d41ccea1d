import { z } from 'zod';
import { draftBatchSchema, draftDiscardSchema, draftsSnapshotSchema } from '../catalog/drafts.ts';
import { keychainStatusSchema, profileDraftSchema, profileViewSchema } from '../connections.ts';
import { PERMISSIONS } from '../permissions.ts';
import { settingsSchema } from '../settings.ts';
import {
  singleItemKindSchema,
  voucherKindSchema,
  voucherPageSchema,
  voucherSchema,
} from '../resources/vouchers.ts';
import {
  browsePageSchema,
  cacheInfoSchema,
  loadProgressSchema,
  searchInputSchema,
  searchResultSchema,
  voucherListSchema,
} from '../resources/voucher-cache.ts';

// The whole IPC surface in one table (DESIGN.md, "Data flow"). The preload exposes exactly these
// entries as window.kikan.<area>.<verb>; main registers exactly one handler for each and parses
// every input with its schema. Names are "<area>.<verb>".

const none = z.object({}).strict();
const profileId = z.object({ profileId: z.string().min(1) }).strict();

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
        profile: profileDraftSchema,
        /** Reconnect an existing profile instead of creating one. */
        profileId: z.string().min(1).optional(),
        token: z.string().trim().min(1, 'Paste the installation token.'),
      })
      .strict(),
    output: profileViewSchema,
  },
  'connections.connectWithSecret': {
    input: z
      .object({
        profile: profileDraftSchema,
        profileId: z.string().min(1).optional(),
        clientId: z.string().trim().min(1, 'Enter the client ID.'),
        clientSecret: z.string().trim().min(1, 'Enter the client secret.'),
        /** Ticked permissions; empty asks for everything the app holds. */
        scope: z.array(z.enum(PERMISSIONS)),
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
  'vouchers.page': {
    input: z
      .object({
        kind: voucherKindSchema,
        startingAfter: z.string().min(1).optional(),
        /** Only for order plans (spec §4.3). */
        productCode: z.string().trim().min(1).optional(),
      })
      .strict(),
    output: voucherPageSchema,
  },
  'vouchers.get': {
    input: z.object({ kind: singleItemKindSchema, number: z.string().trim().min(1) }).strict(),
    output: voucherSchema,
  },
  /** The connection's draft rows of every grid, each grid in its order. */
  'drafts.load': { input: profileId, output: draftsSnapshotSchema },
  /** One batch of grid edits, saved as one transaction (all or nothing). */
  'drafts.save': {
    input: draftBatchSchema,
    output: z.object({ upserted: z.number(), deleted: z.number() }),
  },
  /** "Discard all changes": drops the connection's drafts (of one grid when given). */
  'drafts.discard': { input: draftDiscardSchema, output: z.object({ discarded: z.number() }) },
  'settings.get': { input: none, output: settingsSchema },
  'settings.update': { input: settingsSchema.partial().strict(), output: settingsSchema },
  /** A list page, cache-first: cached rows after startingAfter, else the service's next page. */
  'vouchers.browse': {
    input: voucherListSchema.extend({ startingAfter: z.string().min(1).optional() }).strict(),
    output: browsePageSchema,
  },
  /** Search, filter and sort over the cached rows of a list (never calls the service). */
  'vouchers.search': { input: searchInputSchema, output: searchResultSchema },
  'vouchers.cacheInfo': { input: voucherListSchema, output: cacheInfoSchema },
  /** Drops the cached rows of a list so the next browse pages it from the service again. */
  'vouchers.refresh': { input: voucherListSchema, output: cacheInfoSchema },
  /** Starts (or joins) paging the list to its end; progress comes as vouchers.loadProgress. */
  'vouchers.loadAll': { input: voucherListSchema, output: loadProgressSchema },
  'vouchers.cancelLoad': { input: voucherListSchema, output: z.object({ cancelled: z.boolean() }) },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const events = {
  /** The token's queue paused after a 429 (resumeAt in ms since epoch) or resumed (null). */
  'pacing.changed': z.object({ profileId: z.string(), resumeAt: z.number().nullable() }),
  /** Profiles or the active connection changed; the UI refetches connections.list. */
  'connections.changed': z.object({ activeId: z.string().nullable() }),
  /** A "load all" run of a voucher list made progress, paused, finished, failed or was cancelled. */
  'vouchers.loadProgress': loadProgressSchema,
} as const satisfies Record<string, z.ZodType>;

export type CallName = keyof typeof calls;
export type EventName = keyof typeof events;
export type CallInput<N extends CallName> = z.input<(typeof calls)[N]['input']>;
export type CallOutput<N extends CallName> = z.output<(typeof calls)[N]['output']>;
export type EventPayload<N extends EventName> = z.output<(typeof events)[N]>;

export const CALL_NAMES = Object.keys(calls) as CallName[];
export const EVENT_NAMES = Object.keys(events) as EventName[];

export const callChannel = (name: CallName): string => `kikan:call:${name}`;
export const eventChannel = (name: EventName): string => `kikan:event:${name}`;
