import fc from 'fast-check';
import {
  createPacerRegistry,
  createServiceClient,
  requestToken,
} from '../../../main/client/index.ts';

// What the two redaction properties (errors, success bodies) share: credentials drawn with
// awkward characters, every form in which one may come back in text, and the client calls made
// against an echoing server with retries off.

const ALPHABET = Array.from('abcXYZ0189-._~+/=:%"\\!*\'()&?#[]{} ');

/** The variable tail of a drawn token or secret. */
export const secretTail = fc
  .string({ unit: fc.constantFrom(...ALPHABET), minLength: 6, maxLength: 24 })
  .map((text) => `${text}z`);

/** A credential as text may show it: raw, URL-encoded, JSON-escaped, Base64, Basic's pair. */
export function credentialForms(secret: string, clientId?: string): string[] {
  const all = [
    secret,
    encodeURIComponent(secret),
    JSON.stringify(secret).slice(1, -1),
    Buffer.from(secret).toString('base64'),
  ];
  if (clientId !== undefined) all.push(Buffer.from(`${clientId}:${secret}`).toString('base64'));
  return all;
}

/** A service client with this token at the server, retries off. */
export function echoClient(baseUrl: string, token: string) {
  return createServiceClient({
    baseUrl,
    voucherPrefix: '',
    fetch,
    token: () => token,
    pacer: createPacerRegistry({ windowMs: 1000 }).forToken(token),
    retry: { maxRetries: 0 },
  });
}

/** A token request of this app at the server, retries off. */
export function echoTokenRequest(
  baseUrl: string,
  clientId: string,
  clientSecret: string,
  transport: 'body' | 'basic',
) {
  return requestToken({
    baseUrl,
    fetch,
    pacer: createPacerRegistry({ windowMs: 1000 }).forTokenRequests(baseUrl, clientId),
    clientId,
    clientSecret,
    scope: [],
    transport,
    retry: { maxRetries: 0 },
  });
}
