// What the service said in an error body. The spec leaves error bodies open (§7), so the usual
// keys are tried in turn, then the raw body, cut to a readable length.

import { isJsonObject, type JsonValue } from '../../app/resources/json.ts';
import type { Redact } from './redaction.ts';

export const MAX_MESSAGE_CHARS = 300;

function text(value: JsonValue | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A message inside one JSON value: a string, or an object carrying one under a usual key. */
function messageIn(value: JsonValue | undefined, depth: number): string | null {
  if (depth > 3) return null;
  const direct = text(value);
  if (direct !== null) return direct;
  if (Array.isArray(value)) {
    const parts = value
      .slice(0, 3)
      .map((item) => messageIn(item, depth + 1))
      .filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join('; ') : null;
  }
  if (!isJsonObject(value)) return null;
  const description = text(value['error_description']);
  const code = text(value['error']) ?? text(value['code']);
  if (description !== null) return code !== null ? `${description} (${code})` : description;
  for (const key of ['message', 'detail', 'details', 'error', 'errors', 'title', 'reason', 'msg']) {
    const found = messageIn(value[key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function cut(message: string, max = MAX_MESSAGE_CHARS): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, max - 1)}…`;
}

/**
 * The server's message from an error body, or null when the body is empty. `redact` (the
 * caller's credentials, see redaction.ts) runs over the raw body and over what was picked from
 * it, before anything is cut or shown.
 */
export function serverMessage(body: string, redact: Redact = (text) => text): string | null {
  const trimmed = body.trim();
  if (trimmed === '') return null;
  let found: string | null;
  try {
    found = messageIn(JSON.parse(trimmed) as JsonValue, 0);
  } catch {
    found = null; // not JSON: the raw text below
  }
  // An HTML error page reads better untagged.
  const raw = found ?? redact(trimmed).replace(/<[^>]*>/g, ' ');
  const message = cut(redact(raw));
  return message === '' ? null : message;
}
