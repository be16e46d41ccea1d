import type {
  CallInput,
  CallName,
  CallOutput,
  EventName,
  EventPayload,
} from '../../../app/ipc/contract.ts';
import { queryKeys, type QueryKey } from './query-keys.ts';

// What each call and event does to the cached data, in one place. Pure: it names effects;
// queries.ts applies them to the query client.

export type CacheEffect =
  /** Mark stale and refetch what is on screen. */
  | { op: 'invalidate'; key: QueryKey }
  /** Forget the data (refetching what is on screen): it must not be shown again. */
  | { op: 'reset'; key: QueryKey }
  /** Store a call's answer as the data of a key. */
  | { op: 'set'; key: QueryKey; value: unknown }
  /** The active connection changed: the screens switch keys at once, before the list refetches. */
  | { op: 'activate'; activeId: string | null };

interface CallContext<N extends CallName> {
  input: CallInput<N>;
  output: CallOutput<N>;
  /** The active profile when the call was made. */
  activeId: string | null;
}

type CallEffects = { [N in CallName]?: (context: CallContext<N>) => CacheEffect[] };
type EventEffects = { [E in EventName]?: (payload: EventPayload<E>) => CacheEffect[] };

const IMPORT_ENDED: ReadonlySet<string> = new Set(['done', 'failed', 'cancelled', 'dropped']);

const connectionsList: CacheEffect = { op: 'invalidate', key: queryKeys.connections() };

/**
 * A profile got a new token and became the active one. Its cached data may be of another
 * workspace or permission set now, so it goes.
 */
const connected = (profileId: string): CacheEffect[] => [
  { op: 'activate', activeId: profileId },
  { op: 'reset', key: queryKeys.connection(profileId) },
  connectionsList,
];

type ListRef = { kind: CallInput<'vouchers.browse'>['kind']; productCode?: string | undefined };

const listMatch = (list: ListRef) =>
  list.productCode === undefined
    ? { kind: list.kind }
    : { kind: list.kind, productCode: list.productCode };

/** Product views answer from every cached list: any change to a list's rows changes them. */
const productViews = (profileId: string): CacheEffect => ({
  op: 'invalidate',
  key: queryKeys.ofConnection(profileId, 'vouchers.product'),
});

/** The cache's reads of a list (its blocks, searches, groups, chart and row count). */
const CACHE_READS = [
  'vouchers.search',
  'vouchers.groups',
  'vouchers.outstandingChart',
  'vouchers.cacheInfo',
] as const;

type ListRead = 'vouchers.browse' | (typeof CACHE_READS)[number];

const invalidateList = (
  profileId: string,
  list: ListRef,
  names: readonly ListRead[],
): CacheEffect[] =>
  names.map((name) => ({
    op: 'invalidate',
    key: queryKeys.ofConnection(profileId, name, listMatch(list)),
  }));

/** The list was emptied (refresh): every query over it reads again. */
const voucherList = (profileId: string | null, list: ListRef): CacheEffect[] => {
  if (profileId === null) return [];
  return [
    ...invalidateList(profileId, list, ['vouchers.browse', ...CACHE_READS]),
    productViews(profileId),
  ];
};

/**
 * Rows were appended to the list's cache ("load all" started, paused, stopped or finished). The
 * reads of the cache (the list window's blocks, searches, statuses) and its row count read again,
 * from main's store. Nothing under vouchers.browse is: a browse reads the service's next page
 * past the cache's end, and re-reading browse pages after a cancel, a failure or a pause would
 * pull pages from the service that nobody scrolled to.
 */
const voucherRowsAdded = (profileId: string | null, list: ListRef): CacheEffect[] => {
  if (profileId === null) return [];
  return [...invalidateList(profileId, list, CACHE_READS), productViews(profileId)];
};

/** An import moved on: what lists imports and their results is stale. */
const importChanged = (profileId: string | null): CacheEffect[] => {
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
  'imports.resume': ({ output }) => importChanged(output.profileId),
  'imports.drop': ({ activeId }) => importChanged(activeId),
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
  'vouchers.loadProgress': (progress) =>
    progress.state === 'running'
      ? []
      : voucherRowsAdded(progress.profileId, {
          kind: progress.kind,
          productCode: progress.productCode ?? undefined,
        }),
  // Lines written into cached rows: the reads of the cache (blocks, coverage) read again, every
  // 20 vouchers while a run goes on and when it stops.
  'vouchers.linesProgress': (progress) =>
    progress.state === 'running' && progress.reads % 20 !== 0
      ? []
      : voucherRowsAdded(progress.profileId, {
          kind: progress.kind,
          productCode: progress.productCode ?? undefined,
        }),
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
        ] as const)
      : []),
  ],
};

export function effectsOfCall<N extends CallName>(name: N, context: CallContext<N>): CacheEffect[] {
  const rule = AFTER_CALL[name];
  return rule ? rule(context) : [];
}

export function effectsOfEvent<E extends EventName>(
  name: E,
  payload: EventPayload<E>,
): CacheEffect[] {
  const rule = ON_EVENT[name];
  return rule ? rule(payload) : [];
}
