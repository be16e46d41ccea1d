// The names of the contract's calls and events and their channels, without their schemas: all the
// preload needs, so it ships without zod or the resource schemas (a few kB instead of ~200).
// test/app/ipc-names.test.ts checks these lists against app/ipc/contract.ts: add a name here when
// you add an entry there.

export const CALL_NAME_LIST = [
  'app.info',
  'connections.list',
  'connections.connectWithToken',
  'connections.connectWithSecret',
  'connections.reconnect',
  'connections.activate',
  'connections.signOut',
  'connections.remove',
  'connections.openDemo',
  'connections.outcome',
  'vouchers.get',
  'drafts.load',
  'drafts.save',
  'drafts.discard',
  'settings.get',
  'settings.update',
  'vouchers.browse',
  'vouchers.search',
  'vouchers.groups',
  'vouchers.outstandingChart',
  'vouchers.cacheInfo',
  'vouchers.refresh',
  'vouchers.loadAll',
  'vouchers.cancelLoad',
  'vouchers.product',
  'vouchers.completeLines',
  'vouchers.cancelLines',
  'vouchers.columnPrefs',
  'vouchers.saveColumnPrefs',
  'imports.preview',
  'imports.start',
  'imports.list',
  'imports.pause',
  'imports.resume',
  'imports.cancel',
  'imports.drop',
  'imports.history',
  'imports.detail',
  'imports.refusedRows',
  'imports.resumeNotices',
  'imports.resumeNoticeShown',
  'sent.list',
  'sent.codes',
] as const;

export const EVENT_NAME_LIST = [
  'pacing.changed',
  'connections.changed',
  'connections.outcome',
  'vouchers.loadProgress',
  'vouchers.linesProgress',
  'imports.progress',
  'app.core',
] as const;

export type ListedCallName = (typeof CALL_NAME_LIST)[number];
export type ListedEventName = (typeof EVENT_NAME_LIST)[number];

export const callChannel = (name: ListedCallName): string => `kikan:call:${name}`;
export const eventChannel = (name: ListedEventName): string => `kikan:event:${name}`;
/** The renderer asks main to cancel a running call by the id it gave the call. */
export const CANCEL_CHANNEL = 'kikan:cancel';
