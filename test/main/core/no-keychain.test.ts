// Without a system keychain the app refuses to keep the token on disk: the session runs with the
// token in memory only, clearly labelled, and a restart finds the profile signed out.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { startCore } from './core-harness.ts';

const run = promisify(execFile);
let standIn: StandIn;
const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-nokeychain-'));

beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(async () => {
  await standIn.stop();
  rmSync(userDataDir, { recursive: true, force: true });
});

describe('no keychain available', () => {
  it('connects memory-only, says why, and writes the token nowhere', async () => {
    const token = standIn.app('demo', 'full').token;
    const { stdout } = await run(
      process.execPath,
      [join(import.meta.dirname, 'no-keychain-session.ts'), userDataDir, standIn.url, token],
      { env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus' } },
    );
    const seen = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      info: { ok: boolean; value: { keychain: { available: boolean; reason: string | null } } };
      connected: { ok: boolean; value: { state: string } };
      pageOk: boolean;
    };
    expect(seen.info.value.keychain.available).toBe(false);
    expect(seen.info.value.keychain.reason).toMatch(/keychain/i);
    expect(seen.connected.value.state).toBe('memory_only');
    expect(seen.pageOk).toBe(true);
    for (const file of readdirSync(userDataDir, { recursive: true, encoding: 'utf8' })) {
      const path = join(userDataDir, file);
      try {
        expect(readFileSync(path).includes(token), `${file} holds the token`).toBe(false);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EISDIR') throw error;
      }
    }
  });

  it('finds the memory-only profile signed out after a restart', async () => {
    const harness = await startCore({ userDataDir });
    try {
      const { profiles } = await harness.ok('connections.list', {});
      expect(profiles.map((p) => p.state)).toEqual(['signed_out']);
      // A refresh asks the service (a browse would answer from the rows the session cached).
      expect(await harness.call('vouchers.refresh', { kind: 'leases' })).toMatchObject({
        ok: false,
        error: { kind: 'not_connected' },
      });
    } finally {
      await harness.close();
    }
  });
});
