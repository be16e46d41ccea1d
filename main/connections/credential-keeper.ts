import type { TokenStorage } from '../store/index.ts';
import { vaultAccount, type SecretVault, type VaultStatus } from '../vault/index.ts';

/** Where keepToken put a token: a profile's TokenStorage other than 'none'. */
export type TokenKeptIn = Exclude<TokenStorage, 'none'>;

const tokenAccount = vaultAccount.token;
const secretAccount = vaultAccount.clientSecret;

/**
 * Holds tokens and remembered client secrets: in the OS keychain when there is one, otherwise a
 * token only in this process's memory (never on disk) and a secret not at all. Tokens read from
 * the keychain are cached in memory so each service call does not hit the keychain.
 */
export class CredentialKeeper {
  readonly #vault: SecretVault;
  readonly #tokens = new Map<string, string>();
  #status: Promise<VaultStatus> | null = null;

  constructor(vault: SecretVault) {
    this.#vault = vault;
  }

  keychainStatus(): Promise<VaultStatus> {
    this.#status ??= this.#vault.status();
    return this.#status;
  }

  async keepToken(profileId: string, token: string): Promise<TokenKeptIn> {
    this.#tokens.set(profileId, token);
    if (!(await this.keychainStatus()).available) return 'memory';
    await this.#vault.set(tokenAccount(profileId), token);
    return 'keychain';
  }

  async token(profileId: string): Promise<string | null> {
    const cached = this.#tokens.get(profileId);
    if (cached !== undefined) return cached;
    if (!(await this.keychainStatus()).available) return null;
    const stored = await this.#vault.get(tokenAccount(profileId));
    if (stored !== null) this.#tokens.set(profileId, stored);
    return stored;
  }

  /** Keeps a client secret only where it is safe: false when there is no keychain. */
  async keepSecret(profileId: string, secret: string): Promise<boolean> {
    if (!(await this.keychainStatus()).available) return false;
    await this.#vault.set(secretAccount(profileId), secret);
    return true;
  }

  async secret(profileId: string): Promise<string | null> {
    if (!(await this.keychainStatus()).available) return null;
    return this.#vault.get(secretAccount(profileId));
  }

  async forgetSecret(profileId: string): Promise<void> {
    if ((await this.keychainStatus()).available) await this.#vault.delete(secretAccount(profileId));
  }

  async forget(profileId: string): Promise<void> {
    this.#tokens.delete(profileId);
    if (!(await this.keychainStatus()).available) return;
    await this.#vault.delete(tokenAccount(profileId));
    await this.#vault.delete(secretAccount(profileId));
  }
}
