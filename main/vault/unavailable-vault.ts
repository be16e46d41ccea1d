import { KEYCHAIN_REASON } from '../../app/keychain-reasons.ts';
import type { SecretVault } from './secret-vault.ts';

/** A vault that reports no keychain, as the keychain vault does on a machine without one. */
export function unavailableVault(reason: string = KEYCHAIN_REASON.notRunning): SecretVault {
  return {
    kind: 'keychain',
    status: () => Promise.resolve({ available: false, reason }),
    get: () => Promise.resolve(null),
    set: () => Promise.reject(new Error('no keychain')),
    delete: () => Promise.resolve(false),
  };
}
