// The vault's public surface: pick the keychain, or the memory-only vault when status() says
// the keychain is unavailable (the connections layer decides and tells the user).
export { createKeychainVault, type KeychainVaultOptions } from './keychain-vault.ts';
export { createMemoryVault, type MemoryVault } from './memory-vault.ts';
export { vaultAccount, type SecretVault, type VaultStatus } from './secret-vault.ts';
