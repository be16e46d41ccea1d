import { KikanError } from '../../app/errors.ts';
import type { JsonValue } from '../../app/resources/json.ts';

export type JsonObject = { [key: string]: JsonValue };

export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function badResponse(message: string): KikanError {
  return new KikanError({ kind: 'bad_response', message });
}

/** Parses a success body; anything but JSON is an unexpected response shape. */
export function parseJsonBody(body: string, what: string): JsonValue {
  try {
    return JSON.parse(body) as JsonValue;
  } catch {
    const start = body.trim().slice(0, 60).replace(/\s+/g, ' ');
    throw badResponse(
      `The service answered ${what} with something that is not JSON${
        start === '' ? ' (an empty body)' : ` ("${start}${body.trim().length > 60 ? '…' : ''}")`
      }. Check the connection's service address.`,
    );
  }
}
