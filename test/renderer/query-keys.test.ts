import { describe, expect, it } from 'vitest';
import { CALL_NAMES } from '../../app/ipc/contract.ts';
import { effectsOfCall, effectsOfEvent } from '../../renderer/src/lib/query-effects.ts';
import { CALL_SCOPE, keyOfCall, queryKeys } from '../../renderer/src/lib/query-keys.ts';

describe('query keys', () => {
  it('every call of the contract has a scope', () => {
    expect(Object.keys(CALL_SCOPE).sort()).toEqual([...CALL_NAMES].sort());
  });

  it('keys connection data under the active profile, and none while no profile is active', () => {
    expect(keyOfCall('vouchers.browse', { kind: 'leases' }, 'p-1')).toEqual([
      'connection',
      'p-1',
      'vouchers.browse',
      { kind: 'leases' },
    ]);
    expect(keyOfCall('vouchers.browse', { kind: 'leases' }, 'p-2')).not.toEqual(
      keyOfCall('vouchers.browse', { kind: 'leases' }, 'p-1'),
    );
    expect(keyOfCall('vouchers.browse', { kind: 'leases' }, null)).toBeNull();
  });

  it('keys app-wide calls without a profile', () => {
    expect(keyOfCall('settings.get', {}, 'p-1')).toEqual(['app', 'settings.get', {}]);
    expect(keyOfCall('connections.list', {}, null)).toEqual(queryKeys.connections());
  });
});

describe('query effects', () => {
  it('switching makes the new profile active at once and refreshes the list', () => {
    const effects = effectsOfCall('connections.activate', {
      input: { profileId: 'p-2' },
      output: { id: 'p-2' } as never,
      activeId: 'p-1',
    });
    expect(effects).toContainEqual({ op: 'activate', activeId: 'p-2' });
    expect(effects).toContainEqual({ op: 'invalidate', key: queryKeys.connections() });
  });

  it('a new token drops that profile’s queries', () => {
    const effects = effectsOfCall('connections.reconnect', {
      input: { profileId: 'p-1' },
      output: { id: 'p-1' } as never,
      activeId: 'p-2',
    });
    expect(effects).toContainEqual({ op: 'activate', activeId: 'p-1' });
    expect(effects).toContainEqual({ op: 'reset', key: ['connection', 'p-1'] });
  });

  it('signing out or removing a profile forgets its data', () => {
    for (const name of ['connections.signOut', 'connections.remove'] as const) {
      const effects = effectsOfCall(name, {
        input: { profileId: 'p-1' },
        output: {} as never,
        activeId: 'p-1',
      });
      expect(effects).toContainEqual({ op: 'reset', key: ['connection', 'p-1'] });
    }
  });

  it('saved settings become the settings query’s data', () => {
    const output = { language: 'ja', theme: 'dark' } as never;
    expect(
      effectsOfCall('settings.update', { input: { language: 'ja' }, output, activeId: null }),
    ).toEqual([{ op: 'set', key: ['app', 'settings.get', {}], value: output }]);
  });

  it('a finished load refreshes that list of that profile only', () => {
    const effects = effectsOfEvent('vouchers.loadProgress', {
      profileId: 'p-1',
      kind: 'order_plans',
      productCode: 'P-1',
      state: 'done',
      rows: 10,
      pages: 1,
      startedAt: 0,
      resumeAt: null,
    } as never);
    expect(effects).toContainEqual({
      op: 'invalidate',
      key: ['connection', 'p-1', 'vouchers.search', { kind: 'order_plans', productCode: 'P-1' }],
    });
    // The rows on screen stay: re-reading them would re-read every page held from the start.
    expect(effects.map((effect) => ('key' in effect ? effect.key[2] : null))).not.toContain(
      'vouchers.browse',
    );
    // While it runs, only the row count, the status summary and the windows' ends move.
    const running = effectsOfEvent('vouchers.loadProgress', {
      profileId: 'p-1',
      kind: 'leases',
      productCode: null,
      state: 'running',
      rows: 300,
    } as never);
    expect(running.map((effect) => ('key' in effect ? effect.key[2] : null))).not.toContain(
      'vouchers.browse',
    );
    expect(running).not.toContainEqual({
      op: 'invalidate',
      key: ['connection', 'p-1', 'vouchers.search', { kind: 'leases' }],
    });
  });

  it('an import that ended refreshes the sent codes of its profile; one under way does not', () => {
    const progress = (state: string) => ({ importId: 'i-1', profileId: 'p-1', state }) as never;
    for (const state of ['done', 'failed', 'cancelled', 'dropped']) {
      expect(effectsOfEvent('imports.progress', progress(state))).toContainEqual({
        op: 'invalidate',
        key: ['connection', 'p-1', 'sent.codes'],
      });
    }
    for (const state of ['running', 'waiting', 'paused']) {
      expect(effectsOfEvent('imports.progress', progress(state))).not.toContainEqual({
        op: 'invalidate',
        key: ['connection', 'p-1', 'sent.codes'],
      });
    }
  });

  it('every step of an import refreshes the lists of imports of its profile (History, the prompt)', () => {
    const effects = effectsOfEvent('imports.progress', {
      importId: 'i-1',
      profileId: 'p-1',
      state: 'running',
    } as never);
    for (const name of ['imports.list', 'imports.history', 'imports.detail']) {
      expect(effects).toContainEqual({ op: 'invalidate', key: ['connection', 'p-1', name] });
    }
  });

  // The drafts are no query: the catalog store reloads them itself when an import ends.
  it('an import that ended refreshes the sent catalog; one under way does not', () => {
    const progress = (state: string) => ({ importId: 'i-1', profileId: 'p-1', state }) as never;
    const keys = (state: string) =>
      effectsOfEvent('imports.progress', progress(state)).map((e) =>
        e.op === 'invalidate' ? e.key : null,
      );
    for (const state of ['done', 'failed', 'cancelled', 'dropped']) {
      expect(keys(state)).toContainEqual(['connection', 'p-1', 'sent.codes']);
      expect(keys(state)).toContainEqual(['connection', 'p-1', 'sent.list']);
    }
    for (const state of ['running', 'waiting', 'paused', 'interrupted']) {
      expect(keys(state)).not.toContainEqual(['connection', 'p-1', 'sent.codes']);
    }
    for (const state of ['done', 'running']) {
      expect(keys(state)).not.toContainEqual(['connection', 'p-1', 'drafts.load']);
    }
  });

  it('a change of the active connection from main switches keys before the list refetches', () => {
    expect(effectsOfEvent('connections.changed', { activeId: 'p-3' })).toEqual([
      { op: 'activate', activeId: 'p-3' },
      { op: 'invalidate', key: queryKeys.connections() },
      { op: 'invalidate', key: ['connection', 'p-3'] },
    ]);
  });

  it('reads change nothing', () => {
    expect(
      effectsOfCall('vouchers.search', {
        input: { kind: 'leases' },
        output: {} as never,
        activeId: 'p-1',
      }),
    ).toEqual([]);
  });
});
