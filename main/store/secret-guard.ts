import { PREFIX } from '../../app/credentials.ts';
import { invalidStoreInput } from './store-errors.ts';

// The store never holds a token or a client secret (they live only in the OS keychain). Its
// APIs have no field for one; this guard also refuses a secret pasted into a wrong field
// (a token in the profile name, say), so one can never reach the file by accident.

function commonPrefix(a: string, b: string): string {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return a.slice(0, length);
}

/** "svc_tok_" and "svc_sec_" (the shared start of live and test secrets). */
export const SECRET_MARKERS: readonly string[] = [
  PREFIX.token,
  commonPrefix(PREFIX.liveSecret, PREFIX.testSecret),
];

export function looksSecret(value: string): boolean {
  const lower = value.toLowerCase();
  return SECRET_MARKERS.some((marker) => lower.includes(marker));
}

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
