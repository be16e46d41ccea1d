// Every rule of lib/query-effects.ts against every query key the app asks for: a rule whose key
// matches no query of the app changes nothing (a typo, a renamed key, a call the page no longer
// asks as a query), and a call that changes main's data (CALL_EFFECT in the contract) without a rule
// leaves the page showing what was. The keys below are built with the builders the screens use.
import { hashKey, partialMatchKey } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { CALL_EFFECT, CALL_NAMES, EVENT_NAMES, type CallName } from '../../app/ipc/contract.ts';
import type { VoucherList } from '../../app/resources/voucher-cache.ts';
import {
  AFTER_CALL,
  FOLLOWED_EVENTS,
  ON_EVENT,
  effectsOfCall,
  effectsOfEvent,
  type QueryEffect,
} from '../../renderer/src/lib/query-effects.ts';
import { keyOfCall, queryKeys, type QueryKey } from '../../renderer/src/lib/query-keys.ts';
import {
  columnValuesKey,
  voucherKeys,
  type SearchQuery,
} from '../../renderer/src/vouchers/voucher-keys.ts';

const P = 'p-1';
const LISTS: VoucherList[] = [
  { kind: 'purchase_orders' },
  { kind: 'leases' },
  { kind: 'order_plans', productCode: 'P-1' },
];
const QUERY: SearchQuery = { text: 'x', statuses: [], sort: null };

/** Every query key the app uses, by the screen or hook that asks for it. */
const APP_KEYS: { by: string; key: QueryKey }[] = [
  { by: 'DemoCard, SettingsScreen', key: keyOfCall('app.info', {}, P) },
  { by: 'App, SettingsScreen', key: keyOfCall('settings.get', {}, P) },
  { by: 'use-connections, useCallQuery', key: queryKeys.connections() },
  { by: 'OutcomeBadge', key: keyOfCall('connections.outcome', { profileId: P }, P) },
  { by: 'use-send, HistoryScreen', key: keyOfCall('imports.list', { profileId: P }, P) },
  { by: 'HistoryScreen', key: keyOfCall('imports.history', { profileId: P, limit: 50 }, P) },
  { by: 'UnfinishedImportsPrompt', key: keyOfCall('imports.history', { profileId: P }, P) },
  { by: 'ImportScreen, HistoryDetail', key: keyOfCall('imports.detail', { importId: 'i' }, P) },
  { by: 'use-refused-rows', key: keyOfCall('imports.refusedRows', { profileId: P }, P) },
  {
    by: 'TakeBackPanel',
    key: keyOfCall('imports.takeBackPlan', { importId: 'i', changedLater: 'leave' }, P),
  },
  { by: 'UnfinishedImportsPrompt', key: keyOfCall('imports.resumeNotices', { profileId: P }, P) },
  { by: 'use-known-codes', key: keyOfCall('sent.codes', { profileId: P }, P) },
  { by: 'use-core-codes', key: keyOfCall('catalog.masterCodes', { profileId: P }, P) },
  { by: 'CoreUnknownCodesList', key: keyOfCall('catalog.unknownCodes', { profileId: P }, P) },
  {
    by: 'use-core-row-codes',
    key: keyOfCall('catalog.rowCodes', { profileId: P, grid: 'products', ids: ['d-1'] }, P),
  },
  { by: 'LeftInDraft', key: keyOfCall('imports.preview', { profileId: P }, P) },
  { by: 'use-column-prefs', key: keyOfCall('vouchers.columnPrefs', { screen: 'vouchers.x' }, P) },
  { by: 'use-status-looks', key: keyOfCall('vouchers.statusSettings', {}, P) },
  {
    by: 'ProductScreen',
    key: keyOfCall('vouchers.product', { productCode: 'P-1', today: '2026-01-01' }, P),
  },
  { by: 'ProductLookUp', key: keyOfCall('products.suggest', { text: 'p' }, P) },
  {
    by: 'SentScreen',
    key: queryKeys.ofConnection(P, 'sent.list', { profileId: P, limit: 50, offset: 0 }),
  },
  {
    by: 'use-send',
    key: queryKeys.ofConnection(P, 'imports.preview', {
      profileId: P,
      atRisk: 'leave_out',
      unchanged: 'leave_out',
    }),
  },
  {
    by: 'ChangesList',
    key: queryKeys.ofConnection(P, 'imports.changes', {
      profileId: P,
      which: 'changed',
      search: '',
      offset: 0,
      limit: 200,
    }),
  },
  { by: 'VoucherDetailView', key: voucherKeys.detail(P, 'leases', 'L-1') },
  ...LISTS.flatMap((list) => [
    { by: 'use-voucher-list (info)', key: voucherKeys.info(P, list) },
    { by: 'use-voucher-list (summary)', key: voucherKeys.statuses(P, list) },
    { by: 'use-voucher-window', key: voucherKeys.block(P, list, { offset: 0, limit: 200 }) },
    {
      by: 'use-voucher-window (search)',
      key: voucherKeys.block(P, list, { ...QUERY, upTo: 9, offset: 0, limit: 200 }),
    },
    { by: 'GroupView', key: [...voucherKeys.groups(P, list, QUERY, 'status'), 9] },
    {
      by: 'GroupView',
      key: voucherKeys.groupRows(P, list, QUERY, { field: 'status', value: 'open' }),
    },
    { by: 'OutstandingChart', key: [...voucherKeys.chart(P, list, QUERY), 9] },
    { by: 'ColumnValueFilter', key: columnValuesKey(P, list, QUERY, 'status', '') },
    { by: 'use-saved-views', key: keyOfCall('views.list', { kind: list.kind }, P) },
  ]),
].flatMap(({ by, key }) => (key === null ? [] : [{ by, key }]));

/** Reads the page never asks as a query, and why. */
const UNCACHED_READS: Partial<Record<CallName, string>> = {
  'drafts.load': 'the catalog store holds the drafts (reloadDrafts, retryDrafts)',
  'catalog.columnLayouts':
    'the column-layout store holds them for the window (column-layout-store.ts)',
  'catalog.view': "the core mode's grids read views as they show them, never cached (issue 28)",
  'catalog.window': "the core mode's grids read views as they show them, never cached (issue 28)",
  'catalog.counts': 'the catalog store asks it once per connection to choose the core mode',
  'catalog.values': "the core mode's grids read views as they show them, never cached (issue 28)",
  'catalog.problems': 'the core-mode grid pages the problem list itself (use-core-problems.ts)',
  'catalog.rowProblems': 'the core-mode grid asks the marks of its window rows (use-core-marks.ts)',
  'catalog.find': "the core mode's find and copy ask as the user does, never cached (issue 28)",
  'catalog.copy': "the core mode's find and copy ask as the user does, never cached (issue 28)",
  'catalog.edge': 'the loading window asks it for Ctrl+Arrow, never cached (issue 28, step 4)',
  'catalog.history': 'core mode asks it once for the toolbar; each answer says it after',
  'catalog.place':
    'a problem’s jump in core mode asks it once, never cached (use-core-problems.ts)',
  'catalog.stats': 'the status bar asks it for each selection in core mode, never cached',
  'catalog.dropView': 'the loading window releases its view; a view is the core’s, never cached',
  'catalog.codeRows': '"edit again" asks it once, just before it writes (core-edit-again.ts)',
  'catalog.changedIds':
    '"Changed rows only" in core mode reads them once as it is ticked, never cached',
  'catalog.problemIds':
    '"Problem rows only" in core mode reads them once as it is ticked, never cached',
  'catalog.row': 'core mode reads a row for the SKU matrix or a removal as it acts, never cached',
  'catalog.rowsByCode': 'core mode looks a file’s codes up as it takes the file in, never cached',
  'catalog.neighbours': 'core mode reads them as it adds a row, never cached',
  'sent.lookup':
    'the grid reads what was last sent a few codes at a time (last-sent-cache.ts), anew when a send ends (imports.refusedRows)',
};

const matchesApp = (effect: QueryEffect): boolean => {
  switch (effect.op) {
    case 'set':
      return APP_KEYS.some(({ key }) => hashKey(key) === hashKey(effect.key));
    case 'invalidate':
    case 'reset':
    case 'listGrew':
      return APP_KEYS.some(({ key }) =>
        effect.op === 'invalidate' && effect.exact === true
          ? hashKey(key) === hashKey(effect.key)
          : partialMatchKey(key, effect.key),
      );
    default:
      return true;
  }
};

/** A context every rule can read: the fields calls and events name, with sample values. */
const SAMPLE = {
  profileId: P,
  id: P,
  activeId: P,
  importId: 'i-1',
  kind: 'leases',
  productCode: null,
  screen: 'vouchers.x',
  rows: [{ id: 'L-1', fields: {} }],
  at: 0,
  fromCache: false,
  info: { rows: 1, complete: false },
  reads: 20,
  // catalog.apply's rule reads which grid its operation writes.
  operation: { kind: 'set', grid: 'brands', cells: [] },
} as never;

const STATES = ['running', 'paused', 'done', 'failed', 'cancelled', 'ready', 'restarting'];

describe('query rules', () => {
  it('every call that changes main data has a rule, and only those', () => {
    const changing = CALL_NAMES.filter((name) => CALL_EFFECT[name] === 'changes');
    expect(Object.keys(AFTER_CALL).sort()).toEqual([...changing].sort());
  });

  it('every event of the contract is followed, through its rule', () => {
    expect([...FOLLOWED_EVENTS].sort()).toEqual([...EVENT_NAMES].sort());
    expect(Object.keys(ON_EVENT).sort()).toEqual([...EVENT_NAMES].sort());
  });

  it('every read the page makes has a key in the list above (or says why it has none)', () => {
    const keyed = new Set(APP_KEYS.map(({ key }) => String(key[0] === 'app' ? key[1] : key[2])));
    const reads = CALL_NAMES.filter((name) => CALL_EFFECT[name] === 'reads');
    expect(reads.filter((name) => !keyed.has(name) && !(name in UNCACHED_READS))).toEqual([]);
  });

  it('every key a rule names matches a query the app uses', () => {
    const misses: string[] = [];
    for (const name of Object.keys(AFTER_CALL) as CallName[]) {
      for (const input of [
        SAMPLE,
        { ...(SAMPLE as object), kind: 'order_plans', productCode: 'P-1' },
      ]) {
        const effects = effectsOfCall(name, {
          input: input as never,
          output: SAMPLE,
          activeId: P,
        });
        for (const effect of effects) {
          if (!matchesApp(effect)) misses.push(`${name}: ${JSON.stringify(effect)}`);
        }
      }
    }
    for (const name of EVENT_NAMES) {
      for (const state of STATES) {
        for (const effect of effectsOfEvent(name, { ...(SAMPLE as object), state } as never)) {
          if (!matchesApp(effect)) misses.push(`${name} (${state}): ${JSON.stringify(effect)}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it('fails on a rule that matches nothing', () => {
    expect(matchesApp({ op: 'invalidate', key: ['connection', P, 'vouchers.browse'] })).toBe(false);
    expect(
      matchesApp({
        op: 'invalidate',
        key: queryKeys.ofList(P, 'vouchers.search', { kind: 'leases' }, { limit: 1 }),
        exact: true,
      }),
    ).toBe(true);
  });
});
