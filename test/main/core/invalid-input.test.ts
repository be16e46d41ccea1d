// Every contract entry refuses invalid input with a typed error before its handler runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_NAMES } from '../../../app/ipc/contract.ts';
import { dispatch } from '../../../main/ipc/handler-table.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { startCore, type CoreHarness } from './core-harness.ts';

let harness: CoreHarness;
beforeAll(async () => {
  // The memory vault keeps this test independent of the keychain: no input here reaches it.
  harness = await startCore({ vault: createMemoryVault() });
});
afterAll(async () => {
  await harness.close();
});

const garbage: unknown[] = [
  42,
  'text',
  [],
  { unexpected: true },
  { profileId: 7, kind: 'nope', profile: null },
];

describe('contract input validation', () => {
  it.each(CALL_NAMES)('%s refuses malformed input with invalid_input', async (name) => {
    for (const input of garbage) {
      const result = await dispatch(harness.core.handlers, name, input);
      expect(result.ok, `${name} accepted ${JSON.stringify(input)}`).toBe(false);
      if (!result.ok) {
        expect(result.error.kind).toBe('invalid_input');
        expect(result.error.message.length).toBeGreaterThan(0);
      }
    }
  });

  it('names the offending fields', async () => {
    const result = await dispatch(harness.core.handlers, 'connections.connectWithSecret', {
      profile: { name: '', hostKind: 'custom', baseUrl: 'ftp://x' },
      clientId: '',
      clientSecret: 'x',
      scope: ['kikan_everything'],
      rememberSecret: false,
    });
    expect(result.ok).toBe(false);
    if (result.ok || result.error.kind !== 'invalid_input')
      throw new Error('expected invalid_input');
    const paths = result.error.fields.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining(['profile.name', 'profile.baseUrl', 'clientId', 'scope.0']),
    );
  });

  it('refuses unknown call names', async () => {
    expect(await dispatch(harness.core.handlers, 'connections.dropTables', {})).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input' },
    });
  });
});
