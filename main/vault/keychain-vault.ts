import { randomUUID } from 'node:crypto';
import type { AsyncEntry, EntryOptions } from '@napi-rs/keyring';
import { KikanError } from '../../app/errors.ts';
import { keychainReason, REASON } from './keychain-reason.ts';
import type { SecretVault, VaultStatus } from './secret-vault.ts';

// The OS keychain (macOS Keychain, Windows Credential Manager, Secret Service on Linux) through
// @napi-rs/keyring, the only file that knows that library, so it stays swappable (DESIGN.md).
// The async API keeps keychain round trips (D-Bus, unlock prompts) off the main thread.

export interface KeychainVaultOptions {
  /** How long status() waits for the keychain before calling it unavailable. */
  probeTimeoutMs?: number;
}

// On Linux the library would otherwise fall back to the kernel keyring when no Secret Service
// runs: that keyring is wiped at reboot, so a "remembered" token would silently vanish. Require
// the Secret Service and report its absence instead. Ignored on other platforms.
const ENTRY_OPTIONS: EntryOptions = { linux: { store: 'secret-service' } };

type EntryClass = typeof AsyncEntry;
let entryClass: Promise<EntryClass> | null = null;

/** Loads the native module on first use, so a missing binary is a typed error, not a crash. */
function loadEntryClass(): Promise<EntryClass> {
  entryClass ??= import('@napi-rs/keyring').then((module) => module.AsyncEntry);
  return entryClass;
}

function unavailable(error: unknown): KikanError {
  if (error instanceof KikanError) return error;
  return new KikanError({ kind: 'keychain_unavailable', message: keychainReason(error) });
}

export function createKeychainVault(
  serviceName = 'Kikan Desk',
  options: KeychainVaultOptions = {},
): SecretVault {
  const probeTimeoutMs = options.probeTimeoutMs ?? 10_000;

  /** Runs one keychain operation; the constructor may throw too (no D-Bus, for one). */
  async function withEntry<T>(
    account: string,
    work: (entry: AsyncEntry) => Promise<T>,
  ): Promise<T> {
    if (account === '') {
      throw new KikanError({
        kind: 'keychain_unavailable',
        message: 'A secret needs an account name.',
      });
    }
    try {
      const Entry = await loadEntryClass();
      return await work(new Entry(serviceName, account, ENTRY_OPTIONS));
    } catch (error) {
      throw unavailable(error);
    }
  }

  async function status(): Promise<VaultStatus> {
    const probe = `probe:${randomUUID()}`;
    const value = randomUUID();
    const signal = AbortSignal.timeout(probeTimeoutMs);
    try {
      const readBack = await withEntry(probe, async (entry) => {
        await entry.setPassword(value, signal);
        try {
          return await entry.getPassword(signal);
        } finally {
          await entry.deleteCredential(signal);
        }
      });
      return readBack === value
        ? { available: true, reason: null }
        : { available: false, reason: REASON.mismatch };
    } catch (error) {
      return { available: false, reason: unavailable(error).message };
    }
  }

  return {
    kind: 'keychain',
    status,
    get: (account) => withEntry(account, (entry) => entry.getPassword()),
    set: (account, secret) => withEntry(account, (entry) => entry.setPassword(secret)),
    delete: (account) => withEntry(account, (entry) => entry.deleteCredential()),
  };
}
