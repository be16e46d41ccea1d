import { KikanError } from '../../app/errors.ts';
import type { SecretVault } from './secret-vault.ts';

// A memory-only vault for a session without a system keychain (the connections layer chooses
// it and tells the user). It holds secrets in this process only: nothing is written anywhere,
// and everything is gone when the app quits or clear() is called.

export interface MemoryVault extends SecretVault {
  readonly kind: 'memory';
  /** Forgets every secret now. */
  clear(): void;
}

function withAccount<T>(account: string, work: () => T): Promise<T> {
  if (account === '') {
    return Promise.reject(
      new KikanError({ kind: 'keychain_unavailable', message: 'A secret needs an account name.' }),
    );
  }
  return Promise.resolve(work());
}

export function createMemoryVault(): MemoryVault {
  const secrets = new Map<string, string>();
  return {
    kind: 'memory',
    status: () => Promise.resolve({ available: true, reason: null }),
    get: (account) => withAccount(account, () => secrets.get(account) ?? null),
    set: (account, secret) =>
      withAccount(account, () => {
        secrets.set(account, secret);
      }),
    delete: (account) => withAccount(account, () => secrets.delete(account)),
    clear() {
      secrets.clear();
    },
  };
}
