import { describe, expect, it } from 'vitest';
import { isKikanError } from '../../../app/errors.ts';
import { createMemoryVault } from '../../../main/vault/memory-vault.ts';
import { vaultAccount } from '../../../main/vault/secret-vault.ts';

describe('memory-only vault', () => {
  it('is labelled memory and stores, replaces, deletes and clears', async () => {
    const vault = createMemoryVault();
    expect(vault.kind).toBe('memory');
    await vault.set(vaultAccount.token('a'), 'one');
    await vault.set(vaultAccount.token('a'), 'two');
    await vault.set(vaultAccount.clientSecret('a'), 'secret');
    await vault.set(vaultAccount.token('b'), 'three');
    expect(await vault.get(vaultAccount.token('a'))).toBe('two');
    expect(await vault.delete(vaultAccount.token('a'))).toBe(true);
    expect(await vault.delete(vaultAccount.token('a'))).toBe(false);
    await vault.delete(vaultAccount.token('a'));
    await vault.delete(vaultAccount.clientSecret('a'));
    expect(await vault.get(vaultAccount.clientSecret('a'))).toBeNull();
    expect(await vault.get(vaultAccount.token('b'))).toBe('three');
    vault.clear();
    expect(await vault.get(vaultAccount.token('b'))).toBeNull();
  });

  it('shares nothing between instances', async () => {
    const first = createMemoryVault();
    await first.set('token:a', 'x');
    expect(await createMemoryVault().get('token:a')).toBeNull();
  });

  it('rejects an empty account name with a typed error', async () => {
    const error: unknown = await createMemoryVault()
      .get('')
      .catch((e: unknown) => e);
    expect(isKikanError(error) && error.error.kind).toBe('keychain_unavailable');
  });
});
