import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KikanError } from '../../../app/errors.ts';
import { requestToken, type TokenRequestOptions } from '../../../main/client/index.ts';
import type { StandIn } from '../../support/stand-in.ts';
import {
  clientFor,
  registryFor,
  resetStats,
  startShortWindowStandIn,
  statsOf,
  thrown,
} from './support.ts';

// Token issuance by client_credentials (spec §4.1) against the real stand-in.

describe('requestToken', () => {
  let standIn: StandIn;
  // One registry for the whole file, as in the app: every token request of a client shares its pacer.
  const registry = registryFor();

  beforeAll(async () => {
    standIn = await startShortWindowStandIn({ seed: 'none' });
  });
  afterAll(async () => {
    await standIn.stop();
  });

  function options(overrides: Partial<TokenRequestOptions> = {}): TokenRequestOptions {
    const app = standIn.app('demo', 'full');
    return {
      baseUrl: standIn.url,
      fetch,
      pacer: registry.forTokenRequests(standIn.url, app.client_id),
      clientId: app.client_id,
      clientSecret: app.test_secret,
      scope: [],
      transport: 'body',
      ...overrides,
    };
  }

  it.each(['body', 'basic'] as const)(
    'issues a working token with the secret in %s',
    async (transport) => {
      const issued = await requestToken(options({ transport }));
      expect(issued.accessToken.startsWith('svc_tok_')).toBe(true);
      expect(issued.tokenType.toLowerCase()).toBe('bearer');
      const page = await clientFor(standIn, issued.accessToken, registryFor()).listVouchers(
        'leases',
      );
      expect(page.rows).toEqual([]); // --seed none: no vouchers, but the token is accepted
    },
  );

  it('narrows the token to the requested scope', async () => {
    const scope = ['kikan_leases_read', 'kikan_products_write'];
    const issued = await requestToken(options({ scope }));
    expect(new Set(issued.grantedPermissions)).toEqual(new Set(scope));
    const client = clientFor(standIn, issued.accessToken, registryFor());
    const error = await thrown(client.listVouchers('purchase_orders'));
    expect((error as KikanError).error).toMatchObject({
      kind: 'forbidden',
      permission: 'kikan_purchase_orders_read',
    });
  });

  it('grants every permission the app holds when no scope is asked', async () => {
    const issued = await requestToken(options());
    expect(new Set(issued.grantedPermissions)).toEqual(
      new Set(standIn.app('demo', 'full').permissions),
    );
  });

  it('reports the service’s message when the scope names a permission the app lacks', async () => {
    const app = standIn.app('demo', 'readonly');
    const error = await thrown(
      requestToken(
        options({
          clientId: app.client_id,
          clientSecret: app.test_secret,
          scope: ['kikan_products_write'],
          pacer: registry.forTokenRequests(standIn.url, app.client_id),
        }),
      ),
    );
    expect(error).toBeInstanceOf(KikanError);
    const typed = (error as KikanError).error;
    expect(typed.kind).toBe('rejected');
    expect(typed.message).toContain('The service said:');
    expect(typed.message).toContain('kikan_products_write');
    expect(JSON.stringify(error)).not.toContain(app.test_secret);
  });

  it('reports a wrong secret without repeating it', async () => {
    const wrong = 'svc_sec_test_definitely_wrong_value';
    const error = await thrown(requestToken(options({ clientSecret: wrong, transport: 'basic' })));
    expect((error as KikanError).error).toMatchObject({ kind: 'rejected', status: 401 });
    expect(JSON.stringify(error)).not.toContain(wrong);
    expect((error as KikanError).message).not.toContain(wrong);
  });

  it('paces 40 token requests under the 30-per-window limit: no 429', async () => {
    await resetStats(standIn);
    const base = options();
    const results = await Promise.all(Array.from({ length: 40 }, () => requestToken(base)));
    expect(results.every((issued) => issued.accessToken.startsWith('svc_tok_'))).toBe(true);
    const stats = await statsOf(standIn);
    expect(stats.rate_limited).toBe(0);
    expect(stats.requests).toBeGreaterThanOrEqual(40);
  });
});

describe('requestToken against a production host', () => {
  let standIn: StandIn;

  beforeAll(async () => {
    standIn = await startShortWindowStandIn({ seed: 'none', mode: 'production' });
  });
  afterAll(async () => {
    await standIn.stop();
  });

  it('surfaces the service’s refusal of a development secret, and accepts the live one', async () => {
    const app = standIn.app('demo', 'full');
    const registry = registryFor();
    const base = {
      baseUrl: standIn.url,
      fetch,
      pacer: registry.forTokenRequests(standIn.url, app.client_id),
      clientId: app.client_id,
      scope: [],
      transport: 'body' as const,
    };
    const error = await thrown(requestToken({ ...base, clientSecret: app.test_secret }));
    const typed = (error as KikanError).error;
    expect(typed.kind).toBe('rejected');
    expect(typed.message).toContain('The service said:');
    expect(typed.message).not.toContain(app.test_secret);
    const issued = await requestToken({ ...base, clientSecret: app.live_secret });
    expect(issued.accessToken.startsWith('svc_tok_')).toBe(true);
  });
});
