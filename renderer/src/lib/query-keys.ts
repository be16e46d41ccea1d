import type { CallInput, CallName } from '../../../app/ipc/contract.ts';
import type { VoucherList } from '../../../app/resources/voucher-cache.ts';

// Every react-query key comes from here. Data of a workspace is keyed under the profile it came
// from — ['connection', profileId, call, input] — so after a switch the screens ask for another
// key and can never show the other workspace's rows, not even until the refetch lands. The few
// app-wide calls (settings, app info, and the profile list that says which one is active) are
// keyed under ['app', call, input].

export type CallScope = 'app' | 'connection';

/**
 * Whose data each call returns. Every contract entry must be listed (the type says so), so a new
 * call cannot be a query without its owner being decided.
 */
export const CALL_SCOPE = {
  'app.info': 'app',
  'settings.get': 'app',
  'settings.update': 'app',
  'connections.list': 'app',
  'connections.connectWithToken': 'app',
  'connections.connectWithSecret': 'app',
  'connections.reconnect': 'app',
  'connections.activate': 'app',
  'connections.signOut': 'app',
  'connections.remove': 'app',
  'connections.openDemo': 'app',
  'connections.outcome': 'connection',
  'vouchers.get': 'connection',
  'vouchers.browse': 'connection',
  'vouchers.search': 'connection',
  'vouchers.groups': 'connection',
  'vouchers.outstandingChart': 'connection',
  'vouchers.product': 'connection',
  'products.suggest': 'connection',
  'vouchers.columnValues': 'connection',
  'vouchers.cacheInfo': 'connection',
  'vouchers.refresh': 'connection',
  'vouchers.loadAll': 'connection',
  'vouchers.cancelLoad': 'connection',
  'vouchers.completeLines': 'connection',
  'vouchers.cancelLines': 'connection',
  'vouchers.columnPrefs': 'connection',
  'vouchers.saveColumnPrefs': 'connection',
  'vouchers.statusSettings': 'connection',
  'vouchers.saveStatusSettings': 'connection',
  'views.list': 'connection',
  'views.save': 'connection',
  'views.rename': 'connection',
  'views.delete': 'connection',
  'views.setDefault': 'connection',
  'drafts.load': 'connection',
  'catalog.apply': 'connection',
  'catalog.fillView': 'connection',
  'catalog.undo': 'connection',
  'catalog.redo': 'connection',
  'catalog.history': 'connection',
  'catalog.view': 'connection',
  'catalog.window': 'connection',
  'catalog.counts': 'connection',
  'catalog.values': 'connection',
  'catalog.problems': 'connection',
  'catalog.rowProblems': 'connection',
  'catalog.find': 'connection',
  'catalog.copy': 'connection',
  'catalog.edge': 'connection',
  'catalog.place': 'connection',
  'catalog.stats': 'connection',
  'catalog.dropView': 'connection',
  'catalog.masterCodes': 'connection',
  'catalog.unknownCodes': 'connection',
  'catalog.rowCodes': 'connection',
  'catalog.codeRows': 'connection',
  'catalog.changedIds': 'connection',
  'catalog.problemIds': 'connection',
  'catalog.row': 'connection',
  'catalog.rowsByCode': 'connection',
  'catalog.neighbours': 'connection',
  'drafts.save': 'connection',
  'drafts.discard': 'connection',
  'catalog.columnLayouts': 'connection',
  'catalog.saveColumnLayout': 'connection',
  'imports.preview': 'connection',
  'imports.changes': 'connection',
  'imports.start': 'connection',
  'imports.list': 'connection',
  'imports.pause': 'connection',
  'imports.resume': 'connection',
  'imports.cancel': 'connection',
  'imports.drop': 'connection',
  'imports.history': 'connection',
  'imports.detail': 'connection',
  'imports.refusedRows': 'connection',
  'imports.resumeNotices': 'connection',
  'imports.resumeNoticeShown': 'connection',
  'imports.takeBackPlan': 'connection',
  'imports.takeBack': 'connection',
  'sent.list': 'connection',
  'sent.codes': 'connection',
  'sent.lookup': 'connection',
} as const satisfies Record<CallName, CallScope>;

export type AppCall = {
  [N in CallName]: (typeof CALL_SCOPE)[N] extends 'app' ? N : never;
}[CallName];
export type ConnectionCall = Exclude<CallName, AppCall>;

/** A key or a prefix of keys; react-query matches prefixes, and objects in them partially. */
export type QueryKey = readonly unknown[];

export const queryKeys = {
  /** Every query of one connection. */
  connection: (profileId: string): QueryKey => ['connection', profileId],
  /** One app-wide call; without input, every input of it. */
  app: <N extends AppCall>(name: N, input?: CallInput<N>): QueryKey =>
    input === undefined ? ['app', name] : ['app', name, input],
  /** One call of one connection; without input (or with part of it), every matching input. */
  ofConnection: <N extends ConnectionCall>(
    profileId: string,
    name: N,
    input?: Partial<CallInput<N>>,
  ): QueryKey =>
    input === undefined ? ['connection', profileId, name] : ['connection', profileId, name, input],
  /** The profile list, whose activeId says which connection's keys the screens use. */
  connections: (): QueryKey => ['app', 'connections.list', {}],
  /** Every query, of every connection and the app. */
  everything: (): QueryKey => [],
  /**
   * A read of one voucher list (and what else its input holds): the one place a list's part of a
   * key is made, so the screens' keys and query-effects' rules cannot drift apart.
   */
  ofList: (
    profileId: string,
    name: VoucherListRead,
    list: VoucherList,
    rest: Record<string, unknown> = {},
  ): QueryKey => ['connection', profileId, name, { ...listPart(list), ...rest }],
};

/** The reads whose input names a voucher list. */
export type VoucherListRead =
  | 'vouchers.search'
  | 'vouchers.groups'
  | 'vouchers.outstandingChart'
  | 'vouchers.columnValues'
  | 'vouchers.cacheInfo';

/** A list's kind, and its product code only when it has one (an undefined field never matches). */
function listPart(list: VoucherList): VoucherList {
  return list.productCode === undefined
    ? { kind: list.kind }
    : { kind: list.kind, productCode: list.productCode };
}

export function isConnectionCall(name: CallName): name is ConnectionCall {
  return CALL_SCOPE[name] === 'connection';
}

/**
 * The key of a call as a screen asks for it: connection data under the active profile, or null
 * while none is active (then there is nothing to ask for).
 */
export function keyOfCall<N extends CallName>(
  name: N,
  input: CallInput<N>,
  activeId: string | null,
): QueryKey | null {
  if (!isConnectionCall(name)) return ['app', name, input];
  return activeId === null ? null : ['connection', activeId, name, input];
}
