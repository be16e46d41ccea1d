// Where secrets live: the OS keychain, or (when there is none) this process's memory only.
// Never a file. Every failure is a KikanError of kind 'keychain_unavailable'.

export interface VaultStatus {
  available: boolean;
  /** Why not, in words a staff member can act on; null when available. */
  reason: string | null;
}

export interface SecretVault {
  /** 'memory' vaults forget everything when the app quits; the UI must say so. */
  readonly kind: 'keychain' | 'memory';
  status(): Promise<VaultStatus>;
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  /** False when there was nothing to delete. */
  delete(account: string): Promise<boolean>;
}

/**
 * Account names inside the vault's service. One profile holds at most one token and one
 * remembered client secret, under separate accounts so forgetting one keeps the other.
 */
export const vaultAccount = {
  token: (profileId: string): string => `token:${profileId}`,
  clientSecret: (profileId: string): string => `secret:${profileId}`,
} as const;
