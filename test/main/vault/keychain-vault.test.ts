import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { isKikanError } from '../../../app/errors.ts';
import { createKeychainVault } from '../../../main/vault/keychain-vault.ts';
import { vaultAccount } from '../../../main/vault/secret-vault.ts';
import { runVaultChild } from './run-vault-child.ts';

// Against the REAL OS keychain (on Linux: a Secret Service; headless via
// `bash test/tools/with-keyring.sh npx vitest run test/main/vault`). Where no session bus exists
// these tests are skipped with the reason in their title, except in CI (CI=true), where they
// run and fail, so CI cannot silently lose them.

const noSessionBus = process.platform === 'linux' && !process.env.DBUS_SESSION_BUS_ADDRESS;
const skip = noSessionBus && process.env.CI !== 'true';
const skipReason =
  'skipped: no Secret Service here (DBUS_SESSION_BUS_ADDRESS unset); run through test/tools/with-keyring.sh';
const title = skip ? `real OS keychain [${skipReason}]` : 'real OS keychain';
if (skip) console.warn(`Keychain tests ${skipReason}`);

describe.skipIf(skip)(title, () => {
  // A service name of our own, so the tests never touch a real Kikan Desk entry.
  const service = `Kikan Desk test ${randomUUID()}`;
  const vault = createKeychainVault(service);
  const accounts = ['a', 'b'].flatMap((p) => [vaultAccount.token(p), vaultAccount.clientSecret(p)]);

  afterAll(async () => {
    for (const account of accounts) await vault.delete(account).catch(() => false);
  });

  it('reports itself available after a real write, read and delete', async () => {
    expect(await vault.status()).toEqual({ available: true, reason: null });
    expect(vault.kind).toBe('keychain');
  });

  it('stores, reads back, replaces and deletes a token', async () => {
    const account = vaultAccount.token('a');
    await vault.set(account, 'svc_tok_first');
    expect(await vault.get(account)).toBe('svc_tok_first');
    await vault.set(account, 'svc_tok_second ✓ 日本語');
    expect(await vault.get(account)).toBe('svc_tok_second ✓ 日本語');
    expect(await vault.delete(account)).toBe(true);
    expect(await vault.get(account)).toBeNull();
  });

  it('answers null and false for an account it never stored', async () => {
    expect(await vault.get(vaultAccount.token('b'))).toBeNull();
    expect(await vault.delete(vaultAccount.token('b'))).toBe(false);
  });

  it('keeps two profiles, and a token and a secret of one profile, apart', async () => {
    await vault.set(vaultAccount.token('a'), 'svc_tok_of_a');
    await vault.set(vaultAccount.clientSecret('a'), 'svc_sec_test_of_a');
    await vault.set(vaultAccount.token('b'), 'svc_tok_of_b');
    expect(await vault.get(vaultAccount.token('a'))).toBe('svc_tok_of_a');
    expect(await vault.get(vaultAccount.clientSecret('a'))).toBe('svc_sec_test_of_a');
    expect(await vault.get(vaultAccount.token('b'))).toBe('svc_tok_of_b');
    expect(await vault.get(vaultAccount.clientSecret('b'))).toBeNull();

    await vault.delete(vaultAccount.token('a'));
    await vault.delete(vaultAccount.clientSecret('a'));
    expect(await vault.get(vaultAccount.token('a'))).toBeNull();
    expect(await vault.get(vaultAccount.clientSecret('a'))).toBeNull();
    expect(await vault.get(vaultAccount.token('b'))).toBe('svc_tok_of_b');
  });

  it('keeps a secret in the system keychain, readable by another process', async () => {
    await vault.set(vaultAccount.token('b'), 'svc_tok_across_processes');
    const read = await runVaultChild(
      [service, 'keychain-get', vaultAccount.token('b')],
      process.env,
    );
    expect(read).toEqual({ value: 'svc_tok_across_processes' });
    // A vault of another service name does not see it.
    const other = createKeychainVault(`${service} other`);
    expect(await other.get(vaultAccount.token('b'))).toBeNull();
  });

  it('throws keychain_unavailable for an empty account name', async () => {
    const error: unknown = await vault.set('', 'x').catch((e: unknown) => e);
    expect(isKikanError(error) && error.error.kind).toBe('keychain_unavailable');
  });
});
