import { looksLikeCredential } from '../../app/credentials.ts';
import { invalidStoreInput } from './store-errors.ts';

// The store never holds a token or a client secret (they live only in the OS keychain). Its
// APIs have no field for one; this guard also refuses a secret pasted into a wrong field
// (a token in the profile name, say), so one can never reach the file by accident. Draft rows
// are not refused (a paste must not fail whole for one cell): such a cell is stored empty.

/** Whether the value holds "svc_tok_" or "svc_sec_" (app/credentials.ts), in any case. */
export const looksSecret: (value: string) => boolean = looksLikeCredential;

/** Throws invalid_input when the value (or any string inside it) looks like a secret. */
export function refuseSecrets(path: string, value: unknown): void {
  // JSON.stringify(undefined) is undefined at run time, whatever its declared type says.
  const json = JSON.stringify(value) as string | undefined;
  const text = typeof value === 'string' ? value : (json ?? '');
  if (looksSecret(text)) {
    throw invalidStoreInput(
      path,
      'This looks like a token or client secret. Secrets are kept only in the system keychain, never here.',
    );
  }
}
