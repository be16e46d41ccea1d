import { KikanError, type AppError } from '../../app/errors.ts';
import type { JsonValue } from '../../app/resources/json.ts';

// Every form in which a credential in use could come back in a service's answer: as is (also
// inside "Bearer …"), URL-encoded, JSON-escaped, Base64 (alone, and the Basic pair id:secret).
// Messages, quoted bodies and per-element problems pass through `redact` before anyone sees them,
// and so does every success body (`redactJson`): a service that echoes the token into a voucher's
// note or a field name must not hand it to the UI or the cache.

export const REDACTED = '[redacted]';

export interface CredentialsInUse {
  token?: string | null | undefined;
  clientId?: string | null | undefined;
  clientSecret?: string | null | undefined;
}

function base64Forms(text: string): string[] {
  const bytes = Buffer.from(text, 'utf8');
  const standard = bytes.toString('base64');
  return [standard, standard.replace(/=+$/, ''), bytes.toString('base64url')];
}

function textForms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const uri = encodeURIComponent(secret);
  return [
    secret,
    uri,
    new URLSearchParams({ s: secret }).toString().slice(2),
    encodeURI(secret),
    json,
    json.replaceAll('/', '\\/'),
    json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    ...base64Forms(secret),
  ];
}

/** Every form of every credential given, longest first, without the too-short ones. */
export function credentialForms(credentials: CredentialsInUse): string[] {
  const forms = new Set<string>();
  const add = (values: string[]): void => {
    for (const value of values) if (value.length >= 4) forms.add(value);
  };
  if (credentials.token) add(textForms(credentials.token));
  if (credentials.clientSecret) {
    add(textForms(credentials.clientSecret));
    const pair = `${credentials.clientId ?? ''}:${credentials.clientSecret}`;
    add(base64Forms(pair));
    const encodedPair = `${encodeURIComponent(credentials.clientId ?? '')}:${encodeURIComponent(credentials.clientSecret)}`;
    add(base64Forms(encodedPair));
  }
  return [...forms].sort((a, b) => b.length - a.length);
}

export type Redact = (text: string) => string;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A function replacing every given form by a placeholder (case-insensitively: %2f and %2F alike). */
export function redactor(forms: readonly string[]): Redact {
  if (forms.length === 0) return (text) => text;
  const pattern = new RegExp(forms.map(escapeRegExp).join('|'), 'gi');
  return (text) => text.replace(pattern, REDACTED);
}

export function redactorFor(credentials: CredentialsInUse): Redact {
  return redactor(credentialForms(credentials));
}

function cleanValue(value: unknown, redact: Redact): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => cleanValue(item, redact));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, cleanValue(item, redact)]),
    );
  }
  return value;
}

/**
 * The last gate before an error leaves the client: a KikanError whose text still holds a
 * credential form is replaced by a redacted copy; anything else passes unchanged.
 */
export function redactError(error: unknown, redact: Redact): unknown {
  if (!(error instanceof KikanError)) return error;
  const cleaned = cleanValue(error.error, redact) as AppError;
  return JSON.stringify(cleaned) === JSON.stringify(error.error) ? error : new KikanError(cleaned);
}

function cleanJson(value: JsonValue, redact: Redact): JsonValue {
  if (typeof value === 'string') return redact(value);
  // A number whose digits hold a credential (a token of digits only) goes too.
  if (typeof value === 'number') return redact(String(value)) === String(value) ? value : REDACTED;
  if (Array.isArray(value)) return value.map((item) => cleanJson(item, redact));
  if (value === null || typeof value !== 'object') return value;
  // fromEntries makes own properties: a "__proto__" key stays a key, never a prototype.
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [redact(key), cleanJson(item, redact)]),
  );
}

/**
 * A parsed success body with every credential form taken out of its keys and its values. `text`
 * is the body as received: without a backslash, every parsed string is a piece of it, so a text
 * that holds no form needs no walk (JSON's \u escapes could spell a token out of sight).
 */
export function redactJson(value: JsonValue, text: string, redact: Redact): JsonValue {
  if (!text.includes('\\') && redact(text) === text) return value;
  return cleanJson(value, redact);
}
