// What the service said in an error body. The spec leaves error bodies open (§7), so the usual
// keys are tried in turn, then the raw body, cut to a readable length.

export const MAX_MESSAGE_CHARS = 300;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A message inside one JSON value: a string, or an object carrying one under a usual key. */
function messageIn(value: unknown, depth: number): string | null {
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
  if (!isRecord(value)) return null;
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

/** Replaces every secret occurring in `message` (tokens, client secrets) by a placeholder. */
export function redact(message: string, secrets: readonly string[]): string {
  let result = message;
  for (const secret of secrets) {
    if (secret.length >= 4) result = result.split(secret).join('[redacted]');
  }
  return result;
}

/** The server's message from an error body, or null when the body is empty. */
export function serverMessage(body: string, secrets: readonly string[] = []): string | null {
  const trimmed = body.trim();
  if (trimmed === '') return null;
  let found: string | null;
  try {
    found = messageIn(JSON.parse(trimmed) as Json, 0);
  } catch {
    found = null; // not JSON: the raw text below
  }
  const raw = found ?? trimmed.replace(/<[^>]*>/g, ' '); // an HTML error page reads better untagged
  const message = cut(redact(raw, secrets));
  return message === '' ? null : message;
}
