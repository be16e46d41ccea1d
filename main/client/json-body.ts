import { KikanError } from '../../app/errors.ts';
import type { JsonValue } from '../../app/resources/json.ts';
import type { Redact } from './redaction.ts';

export function badResponse(message: string): KikanError {
  return new KikanError({ kind: 'bad_response', message });
}

/**
 * Parses a success body; anything but JSON is an unexpected response shape. The start of the
 * body is quoted to help find a wrong address, but only after `redact` took out every
 * credential form (an echoing server would otherwise hand the token to the UI).
 */
export function parseJsonBody(body: string, what: string, redact: Redact): JsonValue {
  try {
    return JSON.parse(body) as JsonValue;
  } catch {
    const clean = redact(body).trim();
    const start = clean.slice(0, 60).replace(/\s+/g, ' ');
    throw badResponse(
      `The service answered ${what} with something that is not JSON${
        start === '' ? ' (an empty body)' : ` ("${start}${clean.length > 60 ? '…' : ''}")`
      }. Check the connection's service address.`,
    );
  }
}
