import { KEYCHAIN_REASON } from '../../app/keychain-reasons.ts';

// Turns a keychain library failure into a sentence for staff. The library's messages name no
// secret, but only the first line of an unrecognised one is shown, cut short.

function messages(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    parts.push(current.name, current.message);
    current = current.cause;
  }
  if (parts.length === 0) parts.push(String(error));
  return parts.join(' | ');
}

/** The sentences of the known reasons (the page has its own words for each). */
export const REASON = KEYCHAIN_REASON;

export function keychainReason(error: unknown): string {
  const text = messages(error);
  if (/AbortError|TimeoutError|timed? ?out/i.test(text)) return REASON.timeout;
  if (/DBus error|autolaunch|Failed to connect|ServiceUnknown|not provided by any/i.test(text)) {
    return REASON.noService;
  }
  if (/platform storage|no result found|locked|denied|not allowed/i.test(text)) {
    return REASON.locked;
  }
  if (/Cannot find module|native binding|ERR_DLOPEN|MODULE_NOT_FOUND/i.test(text)) {
    return REASON.noModule;
  }
  const first = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  return `The system keychain could not be used (${first.slice(0, 160)}).`;
}
