import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KikanError } from '../../../app/errors.ts';
import {
  startHostileServer,
  type HostileServer,
  type Received,
} from '../../support/hostile-server.ts';
import { credentialForms, echoClient, echoTokenRequest, secretTail } from './echoed-credentials.ts';

// Property: whatever an echoing service sends back (its status, its shape, the encoding of the
// echo), no form of a credential in use — raw, Bearer, Basic Base64, URL-encoded, JSON-escaped —
// appears in any text of the typed error. Secrets are drawn with awkward characters on purpose.

type Encoding = 'raw' | 'uri' | 'json';
type Shape = 'text200' | 'json400' | 'html500' | 'json404' | 'problems422' | 'redirect302';

interface Plan {
  encoding: Encoding;
  shape: Shape;
}

let server: HostileServer;
let plan: Plan = { encoding: 'raw', shape: 'text200' };

function encode(text: string, encoding: Encoding): string {
  if (encoding === 'uri') return encodeURIComponent(text);
  if (encoding === 'json') return JSON.stringify(text);
  return text;
}

function answer(request: Received, response: import('node:http').ServerResponse): void {
  const echo = encode(
    `auth=${String(request.headers['authorization'])} body=${request.body} url=${request.url}`,
    plan.encoding,
  );
  switch (plan.shape) {
    case 'text200':
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end(`echo ${echo}`);
      return;
    case 'json400':
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: `echo ${echo}` }));
      return;
    case 'html500':
      response.writeHead(500, { 'Content-Type': 'text/html' });
      response.end(`<html><body><p>${echo}</p></body></html>`);
      return;
    case 'json404':
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ seen: echo, status: 404 }));
      return;
    case 'problems422':
      response.writeHead(422, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ problems: [{ path: echo, message: `bad ${echo}` }] }));
      return;
    case 'redirect302':
      response.writeHead(302, { Location: `/elsewhere?echo=${encodeURIComponent(echo)}` });
      response.end();
  }
}

beforeAll(async () => {
  server = await startHostileServer(answer);
});
afterAll(async () => {
  await server.stop();
});

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

async function errorOf(call: Promise<unknown>): Promise<KikanError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof KikanError) return error;
    throw error;
  }
  throw new Error('expected a typed error');
}

function expectClean(error: KikanError, leaks: string[]): void {
  for (const text of [error.message, ...texts(error.error)]) {
    for (const leak of leaks) expect(text).not.toContain(leak);
  }
}

const planArbitrary = fc.record({
  encoding: fc.constantFrom<Encoding>('raw', 'uri', 'json'),
  shape: fc.constantFrom<Shape>(
    'text200',
    'json400',
    'html500',
    'json404',
    'problems422',
    'redirect302',
  ),
});

describe('redaction over echoing servers', () => {
  it('a token-bearing call never shows the token', async () => {
    await fc.assert(
      fc.asyncProperty(secretTail, planArbitrary, fc.boolean(), async (tail, chosen, isImport) => {
        plan = chosen;
        const token = `svc_tok_${tail}`;
        const client = echoClient(server.url, token);
        const call = isImport
          ? client.importBatch(JSON.stringify({ note: token, products: [] }), `key-${token}`)
          : client.listVouchers('leases', { startingAfter: token });
        expectClean(await errorOf(call), credentialForms(token));
      }),
      { numRuns: 60 },
    );
  });

  it('a token request never shows the secret, in the body or in Basic', async () => {
    await fc.assert(
      fc.asyncProperty(
        secretTail,
        planArbitrary,
        fc.constantFrom<'body' | 'basic'>('body', 'basic'),
        async (tail, chosen, transport) => {
          plan = chosen;
          const clientId = 'svc_app_echo';
          const secret = `svc_sec_live_${tail}`;
          const call = echoTokenRequest(server.url, clientId, secret, transport);
          expectClean(await errorOf(call), credentialForms(secret, clientId));
        },
      ),
      { numRuns: 60 },
    );
  });
});
