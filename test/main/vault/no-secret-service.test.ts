import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runVaultChild } from './run-vault-child.ts';

// Linux without a Secret Service: a child process whose session bus address points at a
// socket that does not exist, with a fresh empty HOME and TMPDIR. The vault must say why it
// is unavailable, throw typed errors, and never fall back to writing the secret somewhere.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function emptyDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `kikan-vault-${label}-`));
  dirs.push(dir);
  return dir;
}

function isolatedEnv(home: string, tmp: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(DBUS_|GNOME_KEYRING|XDG_|HOME$|TMPDIR$|SSH_AUTH_SOCK$|DISPLAY$)/.test(key))
      env[key] = value;
  }
  return {
    ...env,
    DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent',
    HOME: home,
    XDG_DATA_HOME: join(home, '.local/share'),
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_CACHE_HOME: join(home, '.cache'),
    TMPDIR: tmp,
  };
}

describe.skipIf(process.platform !== 'linux')(
  'keychain vault without a Secret Service (Linux)',
  () => {
    it('reports unavailable with a readable reason, throws typed errors, writes no file', async () => {
      const home = emptyDir('home');
      const tmp = emptyDir('tmp');
      const result = await runVaultChild(
        ['Kikan Desk test', 'keychain-probe', 'token:p1'],
        isolatedEnv(home, tmp),
      );
      const unavailable = {
        kind: 'keychain_unavailable',
        message: 'No system keychain is available (Secret Service not running).',
      };
      expect(result).toEqual({
        status: { available: false, reason: unavailable.message },
        set: { error: unavailable },
        get: { error: unavailable },
        delete: { error: unavailable },
      });
      expect(readdirSync(home, { recursive: true })).toEqual([]);
      expect(readdirSync(tmp, { recursive: true })).toEqual([]);
    });

    it('the memory-only vault still works there, persists nothing and forgets at exit', async () => {
      const home = emptyDir('home');
      const tmp = emptyDir('tmp');
      const env = isolatedEnv(home, tmp);
      const first = await runVaultChild(['Kikan Desk test', 'memory-roundtrip', 'token:p1'], env);
      expect(first).toEqual({
        before: null,
        after: 'svc_tok_memory_only',
        status: { available: true, reason: null },
        kind: 'memory',
      });
      // A second run (the next app start) finds nothing, and nothing was written to disk.
      const second = await runVaultChild(['Kikan Desk test', 'memory-roundtrip', 'token:p1'], env);
      expect(second).toMatchObject({ before: null });
      expect(readdirSync(home, { recursive: true })).toEqual([]);
      expect(readdirSync(tmp, { recursive: true })).toEqual([]);
    });
  },
);
