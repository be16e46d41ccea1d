import type {
  CallInput,
  CallName,
  CallOutput,
  ChangingCall,
  EventName,
  EventPayload,
} from '../../../app/ipc/contract.ts';
import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import type { Operation } from '../../../app/catalog/operations.ts';
import type { Voucher } from '../../../app/resources/vouchers.ts';
import { queryKeys, type QueryKey } from './query-keys.ts';

// What each call and event does to the page's queries, in one place: nothing else in the renderer
// invalidates, resets or writes a query, and every call that changes main's data
// (CALL_EFFECT in the contract) has a rule here (the type says so). Pure: it names effects;
// queries.ts applies them to the query client (and to the catalog's drafts, the one copy of
// main's data the page holds outside a query).

export type QueryEffect =
  /** Mark stale and refetch what is on screen (exact: only that key, not the keys under it). */
  | { op: 'invalidate'; key: QueryKey; exact?: true }
  /** Forget the data (refetching what is on screen): it must not be shown again. */
  | { op: 'reset'; key: QueryKey }
  /** Store a call's answer as the data of a key. */
  | { op: 'set'; key: QueryKey; value: unknown }
  /** The active connection changed: the screens switch keys at once, before the list refetches. */
  | { op: 'activate'; activeId: string | null }
  /**
   * A voucher list's cache grew to `rows` rows. The list's unfiltered windows (blocks of rows by
   * position, under `key`) that end short of it take the `added` rows where those continue them,
   * and read again where not (lib/list-windows.ts).
   */
  | { op: 'listGrew'; key: QueryKey; rows: number; added?: { start: number; rows: Voucher[] } }
  /** Main's drafts of a profile changed (an import applied rows): the catalog reads them again. */
  | { op: 'reloadDrafts'; profileId: string }
  /** The core is back: drafts that could not be read are tried again. */
  | { op: 'retryDrafts' };

interface CallContext<N extends CallName> {
  input: CallInput<N>;
  output: CallOutput<N>;
  /** The active profile when the call was made. */
  activeId: string | null;
}

type CallEffects = { [N in ChangingCall]: (context: CallContext<N>) => QueryEffect[] };
type EventEffects = { [E in EventName]: (payload: EventPayload<E>) => QueryEffect[] };

const IMPORT_ENDED: ReadonlySet<string> = new Set(['done', 'failed', 'cancelled', 'dropped']);

const connectionsList: QueryEffect = { op: 'invalidate', key: queryKeys.connections() };

/** Changed in main, but what it changes reaches the page through an event (named). */
const byEvent = (): QueryEffect[] => [];

/**
 * A profile got a new token and became the active one. Its queries' data may be of another
 * workspace or permission set now, so it goes.
 */
const connected = (profileId: string): QueryEffect[] => [
  { op: 'activate', activeId: profileId },
  { op: 'reset', key: queryKeys.connection(profileId) },
  connectionsList,
];

type ListRef = { kind: VoucherList['kind']; productCode?: string | null | undefined };

const listOf = (ref: ListRef): VoucherList =>
  ref.productCode === undefined || ref.productCode === null
    ? { kind: ref.kind }
    : { kind: ref.kind, productCode: ref.productCode };

/** Product views answer from every cached list: any change to a list's rows changes them. */
const productViews = (profileId: string): QueryEffect => ({
  op: 'invalidate',
  key: queryKeys.ofConnection(profileId, 'vouchers.product'),
});

/** The Products look-up reads the cached lists, the drafts and the sent catalog. */
const productSuggestions = (profileId: string): QueryEffect => ({
  op: 'invalidate',
  key: queryKeys.ofConnection(profileId, 'products.suggest'),
});

/** The cache's reads of a list (its blocks, searches, groups, chart and row count). */
const CACHE_READS = [
  'vouchers.search',
  'vouchers.columnValues',
  'vouchers.groups',
  'vouchers.outstandingChart',
  'vouchers.cacheInfo',
] as const;

/** The list was emptied (refresh): every query over it reads again. */
const voucherList = (profileId: string | null, ref: ListRef): QueryEffect[] => {
  if (profileId === null) return [];
  const list = listOf(ref);
  return [
    ...CACHE_READS.map((name): QueryEffect => ({
      op: 'invalidate',
      key: queryKeys.ofList(profileId, name, list),
    })),
    productViews(profileId),
    productSuggestions(profileId),
  ];
};

/**
 * Rows were appended to the list's cache ("load all" started, paused, stopped or finished). The
 * reads of the cache (the list window's blocks, searches, statuses) and its row count read again,
 * from main's store. Nothing asks the service: the service's next page is a call (vouchers.browse)
 * the list window makes as the user nears the cache's end, never a query re-read here.
 */
const voucherRowsAdded = voucherList;

/** The list's status summary (the statuses seen and lines known over all its cached rows). */
const statusSummary = (profileId: string, list: VoucherList): QueryEffect => ({
  op: 'invalidate',
  key: queryKeys.ofList(profileId, 'vouchers.search', list, { limit: 1 }),
  exact: true,
});

const listGrew = (
  profileId: string,
  list: VoucherList,
  rows: number,
  added?: { start: number; rows: Voucher[] },
): QueryEffect => ({
  op: 'listGrew',
  key: queryKeys.ofList(profileId, 'vouchers.search', list),
  rows,
  ...(added === undefined ? {} : { added }),
});

/**
 * While "load all" appends pages: the row count and the list's status summary read again, and
 * its windows grow; searches keep their snapshot.
 */
const voucherRowsArriving = (profileId: string, list: VoucherList, rows: number): QueryEffect[] => [
  { op: 'invalidate', key: queryKeys.ofList(profileId, 'vouchers.cacheInfo', list), exact: true },
  statusSummary(profileId, list),
  listGrew(profileId, list, rows),
];

/** An import moved on: what lists imports and their results is stale. */
const importChanged = (profileId: string | null): QueryEffect[] => {
  if (profileId === null) return [];
  const names = [
    'imports.list',
    'imports.history',
    'imports.detail',
    'imports.refusedRows',
    'imports.resumeNotices',
  ] as const;
  return names.map((name) => ({ op: 'invalidate', key: queryKeys.ofConnection(profileId, name) }));
};

/** Core mode's reads of the drafts outside the grids (the review's unknown codes, its rows). */
function draftReadsChanged(profileId: string): QueryEffect[] {
  return [
    { op: 'invalidate', key: queryKeys.ofConnection(profileId, 'catalog.unknownCodes') },
    { op: 'invalidate', key: queryKeys.ofConnection(profileId, 'catalog.rowCodes') },
  ];
}

/** Core mode's masters list (the code pickers), when a change may have touched a master grid. */
function mastersChanged(profileId: string): QueryEffect {
  return { op: 'invalidate', key: queryKeys.ofConnection(profileId, 'catalog.masterCodes') };
}

/** Every read of core mode's outside the grids (rows an import applied left the drafts). */
function coreReadsChanged(profileId: string): QueryEffect[] {
  return [...draftReadsChanged(profileId), mastersChanged(profileId)];
}

/** The plan of the drafts (imports.preview) is of the drafts as they were. */
const draftsChanged = (profileId: string): QueryEffect[] => [
  { op: 'invalidate', key: queryKeys.ofConnection(profileId, 'imports.preview') },
  { op: 'invalidate', key: queryKeys.ofConnection(profileId, 'imports.changes') },
  { op: 'invalidate', key: queryKeys.ofConnection(profileId, 'imports.takeBackPlan') },
  productSuggestions(profileId),
  ...draftReadsChanged(profileId),
];

/** An operation that writes the brands or colours grid (a product's edit leaves them). */
const touchesMasters = (operation: Operation): boolean =>
  'grid' in operation && operation.grid !== 'products';

/** The saved views of one list (or, without a kind, of every list) read again. */
const viewsOf = (profileId: string | null, kind?: VoucherList['kind']): QueryEffect[] =>
  profileId === null
    ? []
    : [
        {
          op: 'invalidate',
          key: queryKeys.ofConnection(profileId, 'views.list', kind === undefined ? {} : { kind }),
        },
      ];

export const AFTER_CALL: CallEffects = {
  'settings.update': ({ output }) => [
    { op: 'set', key: queryKeys.app('settings.get', {}), value: output },
  ],
  'connections.connectWithToken': ({ output }) => connected(output.id),
  'connections.connectWithSecret': ({ output }) => connected(output.id),
  'connections.reconnect': ({ output }) => connected(output.id),
  'connections.openDemo': ({ output }) => connected(output.id),
  'connections.activate': ({ output }) => [
    { op: 'activate', activeId: output.id },
    connectionsList,
  ],
  'connections.signOut': ({ input }) => [
    connectionsList,
    { op: 'reset', key: queryKeys.connection(input.profileId) },
  ],
  'connections.remove': ({ input }) => [
    connectionsList,
    { op: 'reset', key: queryKeys.connection(input.profileId) },
  ],
  'drafts.save': ({ input }) => draftsChanged(input.profileId),
  'drafts.discard': ({ input }) => [
    ...draftsChanged(input.profileId),
    mastersChanged(input.profileId),
  ],
  // The column-layout store holds the layouts it saves; no query reads them.
  'catalog.saveColumnLayout': () => [],
  'catalog.apply': ({ input }) => [
    ...draftsChanged(input.profileId),
    ...(touchesMasters(input.operation) ? [mastersChanged(input.profileId)] : []),
  ],
  // The input names a view, not its grid: the masters' codes may have changed too.
  'catalog.fillView': ({ input }) => [
    ...draftsChanged(input.profileId),
    mastersChanged(input.profileId),
  ],
  'catalog.undo': ({ input }) => [
    ...draftsChanged(input.profileId),
    mastersChanged(input.profileId),
  ],
  'catalog.redo': ({ input }) => [
    ...draftsChanged(input.profileId),
    mastersChanged(input.profileId),
  ],
  // The page was appended to the cache: its rows go into the window that ends where they start
  // (so they are not read again), and the row count is the one the answer brings.
  'vouchers.browse': ({ input, output, activeId }) => {
    if (activeId === null) return [];
    const list = listOf(input);
    const info: QueryEffect = {
      op: 'set',
      key: queryKeys.ofList(activeId, 'vouchers.cacheInfo', list),
      value: output.info,
    };
    if (output.at === null || output.rows.length === 0) {
      return [info, listGrew(activeId, list, output.info.rows)];
    }
    return [
      info,
      statusSummary(activeId, list),
      listGrew(activeId, list, output.info.rows, { start: output.at, rows: output.rows }),
    ];
  },
  'vouchers.refresh': ({ input, activeId }) => voucherList(activeId, input),
  'vouchers.loadAll': ({ input, activeId }) => voucherRowsAdded(activeId, input),
  'vouchers.cancelLoad': ({ input, activeId }) => voucherRowsAdded(activeId, input),
  'vouchers.saveColumnPrefs': ({ input, activeId }) =>
    activeId === null
      ? []
      : [
          {
            op: 'invalidate',
            key: queryKeys.ofConnection(activeId, 'vouchers.columnPrefs', { screen: input.screen }),
          },
        ],
  // Which statuses end a voucher changes every list's filters, sums and charts, the product view,
  // and the chips' names and colours: everything of the connection reads again.
  'vouchers.saveStatusSettings': ({ activeId }) =>
    activeId === null ? [] : [{ op: 'invalidate', key: queryKeys.connection(activeId) }],
  // A list's saved views (and which is its default) changed.
  'views.save': ({ input, activeId }) => viewsOf(activeId, input.kind),
  'views.rename': ({ output, activeId }) => viewsOf(activeId, output.kind),
  'views.delete': ({ activeId }) => viewsOf(activeId),
  'views.setDefault': ({ input, activeId }) => viewsOf(activeId, input.kind),
  // vouchers.linesProgress says what completing lines wrote.
  'vouchers.completeLines': byEvent,
  'vouchers.cancelLines': byEvent,
  'imports.start': ({ activeId }) => importChanged(activeId),
  'imports.pause': ({ output }) => importChanged(output.profileId),
  'imports.resume': ({ output }) => importChanged(output.profileId),
  'imports.cancel': ({ output }) => importChanged(output.profileId),
  'imports.drop': ({ activeId }) => importChanged(activeId),
  // The window keeps the notices it shows; main leaves them out of the next launch's list.
  'imports.resumeNoticeShown': byEvent,
  // The take-back wrote the draft in main: the catalog reads it again, the plan is of it now.
  'imports.takeBack': ({ activeId }) =>
    activeId === null
      ? []
      : [
          { op: 'reloadDrafts', profileId: activeId },
          ...draftsChanged(activeId),
          mastersChanged(activeId),
        ],
};

export const ON_EVENT: EventEffects = {
  // Made anywhere (another call, main itself): switch keys now, refresh the list and what the
  // active connection shows (a reconnect makes failed reads worth trying again).
  'connections.changed': ({ activeId }) => [
    { op: 'activate', activeId },
    connectionsList,
    ...(activeId === null
      ? []
      : [{ op: 'invalidate', key: queryKeys.connection(activeId) } as const]),
  ],
  // While it runs, the row count and the windows' ends move; when it stops, every read of it.
  'vouchers.loadProgress': (progress) =>
    progress.state === 'running'
      ? voucherRowsArriving(progress.profileId, listOf(progress), progress.rows)
      : voucherRowsAdded(progress.profileId, progress),
  // Lines written into cached rows: the reads of the cache (blocks, coverage) read again, every
  // 20 vouchers while a run goes on and when it stops.
  'vouchers.linesProgress': (progress) =>
    progress.state === 'running' && progress.reads % 20 !== 0
      ? []
      : voucherRowsAdded(progress.profileId, progress),
  'connections.outcome': (outcome) => [
    {
      op: 'set',
      key: queryKeys.ofConnection(outcome.profileId, 'connections.outcome', {
        profileId: outcome.profileId,
      }),
      value: outcome,
    },
  ],
  // Every step of an import changes what lists imports; one that ended (done, failed, cancelled,
  // dropped) may have added to the sent catalog, whose codes validation counts as known.
  'imports.progress': (progress) => [
    ...importChanged(progress.profileId),
    ...(IMPORT_ENDED.has(progress.state)
      ? ([
          { op: 'invalidate', key: queryKeys.ofConnection(progress.profileId, 'sent.codes') },
          { op: 'invalidate', key: queryKeys.ofConnection(progress.profileId, 'sent.list') },
          // What changed since last sent is against the sent catalog.
          { op: 'invalidate', key: queryKeys.ofConnection(progress.profileId, 'imports.changes') },
          productSuggestions(progress.profileId),
          // Rows an import applied leave the drafts in main.
          { op: 'reloadDrafts', profileId: progress.profileId },
          ...coreReadsChanged(progress.profileId),
        ] as const)
      : []),
  ],
  // Seen by the page only through the hooks that show them (usePacing).
  'pacing.changed': () => [],
  // Calls running when the core ended failed with a retryable error: everything reads again.
  'app.core': ({ state }) =>
    state === 'ready'
      ? [{ op: 'invalidate', key: queryKeys.everything() }, { op: 'retryDrafts' }]
      : [],
};

export function effectsOfCall<N extends CallName>(name: N, context: CallContext<N>): QueryEffect[] {
  // Calls that read have no rule: the table is keyed by the calls that change (CALL_EFFECT).
  const rules = AFTER_CALL as Partial<Record<CallName, (context: CallContext<N>) => QueryEffect[]>>;
  const rule = rules[name];
  return rule ? rule(context) : [];
}

export function effectsOfEvent<E extends EventName>(
  name: E,
  payload: EventPayload<E>,
): QueryEffect[] {
  const rule = ON_EVENT[name] as (payload: EventPayload<E>) => QueryEffect[];
  return rule(payload);
}

/** The events the page follows: every event of the contract, as ON_EVENT lists them. */
export const FOLLOWED_EVENTS = Object.keys(ON_EVENT) as EventName[];
