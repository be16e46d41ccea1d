// Why the system keychain cannot be used, as main words it (main/vault/keychain-reason.ts) and
// sends in app.info. The page shows its own words for each known reason, in the user's language
// (keychainReasonCode), and main's sentence only for one it does not know.

export const KEYCHAIN_REASON = {
  noService: 'No system keychain is available (Secret Service not running).',
  /** What a core started without a keychain says (main/vault/unavailable-vault.ts). */
  notRunning: 'No Secret Service is running.',
  timeout:
    'The system keychain did not answer in time. It may be locked or waiting for a password.',
  locked: 'The system keychain is locked or refused access. Unlock it and try again.',
  noModule:
    'The system keychain cannot be used on this computer (its support module did not load).',
  mismatch: 'The system keychain did not give back what was stored in it.',
} as const;

export type KeychainReasonCode = keyof typeof KEYCHAIN_REASON;

/** The known reason a sentence of main's is, or null for one it made from a library's message. */
export function keychainReasonCode(reason: string): KeychainReasonCode | null {
  for (const [code, sentence] of Object.entries(KEYCHAIN_REASON)) {
    if (sentence === reason) return code as KeychainReasonCode;
  }
  return null;
}
