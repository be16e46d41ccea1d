import fc from 'fast-check';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KikanError } from '../../../app/errors.ts';
import {
  startHostileServer,
  type HostileServer,
  type Received,
} from '../../support/hostile-server.ts';
import { credentialForms, echoClient, echoTokenRequest, secretTail } from './echoed-credentials.ts';

// Property: a service that echoes a credential in use into a SUCCESS body — in a value, in a key,
// nested, URL-encoded, JSON-escaped, spelled with \u escapes, as Base64 or Bearer — gets none of
// it past the client: what the call returns (the data the UI shows and the cache stores) holds
// no form of it, in any key or value. The error paths have their own property
// (redaction.property.test.ts); these are the same echoing servers, answering 200.

type Encoding = 'raw' | 'uri' | 'unicode' | 'base64' | 'bearer';
type Place = 'value' | 'key' | 'nested' | 'id';

let server: HostileServer;
let echo: { encoding: Encoding; place: Place } = { encoding: 'raw', place: 'value' };

function encode(secret: string, encoding: Encoding): string {
  switch (encoding) {
    case 'uri':
      return encodeURIComponent(secret);
    case 'base64':
      return Buffer.from(secret).toString('base64');
    case 'bearer':
      return `Bearer ${secret}`;
    default:
      return secret;
  }
}

/** The credential the request carried: the bearer token, or the secret of a token request. */
function credentialOf(request: Received): string {
  const auth = String(request.headers['authorization'] ?? '');
  if (auth.startsWith('Bearer ')) return auth.slice('Bearer '.length);
  if (auth.startsWith('Basic ')) {
    return Buffer.from(auth.slice('Basic '.length), 'base64').toString().split(':')[1] ?? '';
  }
  const body = JSON.parse(request.body || '{}') as { client_secret?: string };
  return body.client_secret ?? '';
}

/** JSON text with every character of the echoed string as a \u escape. */
function unicodeJson(value: unknown, text: string): string {
  const marker = '__ECHO__';
  const escaped = Array.from(text, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return JSON.stringify(value).replaceAll(marker, escaped.join(''));
}

function row(kind: string, text: string, place: Place): Record<string, unknown> {
  const base: Record<string, unknown> = { id: `${kind}-1`, status: 'ordered', note: 'plain' };
  if (place === 'value') base['note'] = `see ${text}`;
  if (place === 'key') base[`field ${text}`] = 'x';
  if (place === 'nested') base['lines'] = [{ sku: 'A', memo: { deep: [text] } }];
  if (place === 'id') base['id'] = text;
  return base;
}

function answer(request: Received, response: ServerResponse): void {
  const secret = credentialOf(request);
  const raw = encode(secret, echo.encoding === 'unicode' ? 'raw' : echo.encoding);
  const text = echo.encoding === 'unicode' ? '__ECHO__' : raw;
  let body: unknown;
  if (request.url.includes('/oauth/token')) {
    body = {
      access_token: 'svc_tok_issued_fresh',
      token_type: echo.place === 'key' ? 'Bearer' : text,
      scope: echo.place === 'nested' ? [text] : '',
      [echo.place === 'key' ? text : 'note']: text,
    };
  } else if (request.method === 'POST') {
    body = { ok: true, created: { [`k ${text}`]: 1 }, products: [{ id: text, created: true }] };
  } else if (/\/leases\/[^/]+$/.test(request.url.split('?')[0] ?? '')) {
    body = row('lease', text, echo.place);
  } else {
    body = { data: [row('lease', text, echo.place)], has_more: false, next_cursor: null };
  }
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(echo.encoding === 'unicode' ? unicodeJson(body, raw) : JSON.stringify(body));
}

beforeAll(async () => {
  server = await startHostileServer(answer);
});
afterAll(async () => {
  await server.stop();
});

/** Every key and every string (numbers too) anywhere in a value. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [key, ...texts(item)]);
  }
  return [];
}

/** What the call handed back: its value, or (a refusal is allowed) its typed error. */
async function outcome(call: Promise<unknown>): Promise<unknown> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof KikanError) return error.error;
    throw error;
  }
}

function expectClean(value: unknown, leaks: string[]): void {
  for (const text of texts(value)) {
    for (const leak of leaks) expect(text.toLowerCase()).not.toContain(leak.toLowerCase());
  }
}

const echoArbitrary = fc.record({
  encoding: fc.constantFrom<Encoding>('raw', 'uri', 'unicode', 'base64', 'bearer'),
  place: fc.constantFrom<Place>('value', 'key', 'nested', 'id'),
});

describe('no credential in a success body leaves the client', () => {
  it('a list page, a voucher or an import result holds no form of the token', async () => {
    await fc.assert(
      fc.asyncProperty(
        secretTail,
        echoArbitrary,
        fc.constantFrom('list', 'get', 'import'),
        async (tail, chosen, call) => {
          echo = chosen;
          const token = `svc_tok_${tail}`;
          const client = echoClient(server.url, token);
          const result =
            call === 'list'
              ? client.listVouchers('leases')
              : call === 'get'
                ? client.getVoucher('leases', 'L-1')
                : client.importBatch(JSON.stringify({ products: [] }), 'key-1');
          expectClean(await outcome(result), credentialForms(token));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('a token answer holds no form of the secret', async () => {
    await fc.assert(
      fc.asyncProperty(
        secretTail,
        echoArbitrary,
        fc.constantFrom<'body' | 'basic'>('body', 'basic'),
        async (tail, chosen, transport) => {
          echo = chosen;
          const clientId = 'svc_app_echo';
          const secret = `svc_sec_live_${tail}`;
          const issued = await outcome(echoTokenRequest(server.url, clientId, secret, transport));
          expectClean(issued, credentialForms(secret, clientId));
        },
      ),
      { numRuns: 40 },
    );
  });
});
