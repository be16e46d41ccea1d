import { KikanError } from '../../app/errors.ts';
import { boundJsonDepth, MAX_JSON_DEPTH, type JsonValue } from '../../app/resources/json.ts';
import { redactJson, type Redact } from './redaction.ts';

export function badResponse(message: string): KikanError {
  return new KikanError({ kind: 'bad_response', message });
}

/** The error for a body that is not JSON, quoting its (redacted) start. */
export function notJson(body: string, what: string, redact: Redact): KikanError {
  const clean = redact(body.slice(0, 4096)).trim();
  const start = clean.slice(0, 60).replace(/\s+/g, ' ');
  return badResponse(
    `The service answered ${what} with something that is not JSON${
      start === '' ? ' (an empty body)' : ` ("${start}${clean.length > 60 ? '…' : ''}")`
    }. Check the connection's service address.`,
  );
}

/**
 * Parses a success body, with every credential form taken out of its keys and values (a service
 * may echo the token into a field); anything but JSON is an unexpected response shape. The start of the
 * body is quoted to help find a wrong address, but only after `redact` took out every
 * credential form (an echoing server would otherwise hand the token to the UI).
 */
export function parseJsonBody(body: string, what: string, redact: Redact): JsonValue {
  let value: JsonValue;
  try {
    value = JSON.parse(body) as JsonValue;
  } catch {
    throw notJson(body, what, redact);
  }
  // What the service sent back is data for the UI and the cache: no credential form in it.
  // Bounded first (a voucher's values are kept to MAX_JSON_DEPTH; a wrapper adds a level or two),
  // so the walk that cleans it never goes deeper.
  return redactJson(boundJsonDepth(value, MAX_JSON_DEPTH + 2), body, redact);
}
