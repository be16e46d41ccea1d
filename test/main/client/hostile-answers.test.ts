import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KikanError } from '../../../app/errors.ts';
import {
  createPacerRegistry,
  createServiceClient,
  requestToken,
} from '../../../main/client/index.ts';
import { startHostileServer, type HostileServer } from '../../support/hostile-server.ts';
import { thrown } from './support.ts';

// Answers a broken or hostile service gives: redirects (never followed, reported as such, also a
// loop), oversized bodies (the read stops at the cap), and a success body that is not JSON but
// echoes the request (quoted only after redaction).

const TOKEN = 'svc_tok_hostile_answers_token_0123456789';
const CLIENT_ID = 'svc_app_hostile';
const SECRET = 'svc_sec_live_hostile_answers_secret_0123';

let service: HostileServer;
let elsewhere: HostileServer;

beforeAll(async () => {
  service = await startHostileServer();
  elsewhere = await startHostileServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end('{"access_token":"svc_tok_stolen","token_type":"Bearer"}');
  });
});
afterAll(async () => {
  await service.stop();
  await elsewhere.stop();
});

function client(maxBodyBytes?: number) {
  return createServiceClient({
    baseUrl: service.url,
    voucherPrefix: '',
    fetch,
    token: () => TOKEN,
    pacer: createPacerRegistry({ windowMs: 1000 }).forToken(TOKEN),
    retry: { maxRetries: 0 },
    ...(maxBodyBytes === undefined ? {} : { maxBodyBytes }),
  });
}

function tokenRequest(transport: 'body' | 'basic') {
  return requestToken({
    baseUrl: service.url,
    fetch,
    pacer: createPacerRegistry({ windowMs: 1000 }).forTokenRequests(service.url, CLIENT_ID),
    clientId: CLIENT_ID,
    clientSecret: SECRET,
    scope: [],
    transport,
    retry: { maxRetries: 0 },
  });
}

async function typedError(call: Promise<unknown>): Promise<KikanError> {
  const error = await thrown(call);
  expect(error).toBeInstanceOf(KikanError);
  return error as KikanError;
}

describe('redirects', () => {
  it.each(['body', 'basic'] as const)(
    'a 307 from the token endpoint is a typed error; the secret (%s) never reaches the other origin',
    async (transport) => {
      service.route = (_, response) => {
        response.writeHead(307, { Location: `${elsewhere.url}/v1/oauth/token` });
        response.end();
      };
      elsewhere.received.length = 0;
      const error = await typedError(tokenRequest(transport));
      expect(error.error.kind).toBe('bad_response');
      expect(error.message).toContain(`The service answered with a redirect to ${elsewhere.url}`);
      expect(error.message).toContain('check the address');
      expect(elsewhere.received).toEqual([]);
    },
  );

  it('a redirect of a read is reported as the redirect it is, and the token stays home', async () => {
    service.route = (_, response) => {
      response.writeHead(302, { Location: `${elsewhere.url}/purchase_orders` });
      response.end();
    };
    elsewhere.received.length = 0;
    const error = await typedError(client().listVouchers('purchase_orders'));
    expect(error.message).toContain(`redirect to ${elsewhere.url}/purchase_orders`);
    expect(elsewhere.received).toEqual([]);
  });

  it('a redirect loop is a redirect, not "offline"', async () => {
    service.route = (request, response) => {
      response.writeHead(302, { Location: request.url });
      response.end();
    };
    const error = await typedError(client().listVouchers('leases'));
    expect(error.error.kind).toBe('bad_response');
    expect(error.message).toMatch(/redirect to \/leases/);
  });
});

describe('body cap', () => {
  it('stops reading an answer past the cap and says so', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const total = 64 * 1024 * 1024;
    let written = 0;
    service.route = (_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('[');
      const pump = (): void => {
        while (written < total) {
          written += chunk.length;
          if (!response.write(chunk)) {
            response.once('drain', pump);
            return;
          }
        }
        response.end(']');
      };
      response.once('close', () => response.removeAllListeners('drain'));
      pump();
    };
    const error = await typedError(client(1024 * 1024).listVouchers('leases'));
    expect(error.error.kind).toBe('bad_response');
    expect(error.message).toContain('larger than 1 MiB');
    // The read stopped early: far less than the whole answer was ever sent.
    expect(written).toBeLessThan(total / 2);
  });

  it('refuses at once an answer whose declared length is over the cap', async () => {
    service.route = (_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '5000000' });
      response.write('[');
    };
    const error = await typedError(client(1024 * 1024).listVouchers('leases'));
    expect(error.message).toContain('larger than 1 MiB');
  });
});

describe('echoing success bodies', () => {
  it('quotes a non-JSON success body only after taking the token out', async () => {
    service.route = (request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end(`you sent ${String(request.headers['authorization'])}`);
    };
    const error = await typedError(client().listVouchers('leases'));
    expect(error.error.kind).toBe('bad_response');
    expect(error.message).toContain('not JSON');
    expect(JSON.stringify(error.error)).not.toContain(TOKEN);
  });

  it('never quotes the Basic form of the secret', async () => {
    service.route = (request, response) => {
      response.writeHead(400, { 'Content-Type': 'text/plain' });
      response.end(`bad header: ${String(request.headers['authorization'])}`);
    };
    const error = await typedError(tokenRequest('basic'));
    const basic = Buffer.from(`${CLIENT_ID}:${SECRET}`).toString('base64');
    expect(JSON.stringify(error.error)).not.toContain(basic);
    expect(error.message).toContain('bad header: Basic [redacted]');
  });
});
