import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn, type StandInApp } from '../support/stand-in.ts';
import { adminJson, basic, call, requestToken } from './helpers.ts';

// POST /v1/oauth/token (spec §4.1, §5): secrets in the body or in Basic, scopes, host modes,
// reinstalling, and hashes-only storage.

let standIn: StandIn;
let full: StandInApp;
let readonly: StandInApp;

beforeAll(async () => {
  // A 1 ms window: these tests make many token requests and are not about rate limits.
  standIn = await startStandIn({ size: 20, rateWindowMs: 1 });
  full = standIn.app('demo', 'full');
  readonly = standIn.app('demo', 'readonly');
});
afterAll(async () => standIn.stop());

function scopeOf(json: unknown): string[] {
  return (json as { scope: string }).scope.split(' ');
}

describe('client_credentials', () => {
  it('issues a bearer token for a secret in the body, with every permission of the app', async () => {
    for (const secret of [full.live_secret, full.test_secret]) {
      const reply = await requestToken(standIn, {
        grant_type: 'client_credentials',
        client_id: full.client_id,
        client_secret: secret,
      });
      expect(reply.status).toBe(200);
      const body = reply.json as { access_token: string; token_type: string };
      expect(body.access_token).toMatch(/^svc_tok_/);
      expect(body.token_type).toBe('Bearer');
      expect(scopeOf(reply.json).sort()).toEqual([...full.permissions].sort());
      expect((await call(standIn, '/purchase_orders', { token: body.access_token })).status).toBe(
        200,
      );
    }
  });

  it('accepts the secret in Authorization: Basic', async () => {
    const reply = await requestToken(
      standIn,
      { grant_type: 'client_credentials' },
      { Authorization: basic(full.client_id, full.live_secret) },
    );
    expect(reply.status).toBe(200);
    expect((reply.json as { access_token: string }).access_token).toMatch(/^svc_tok_/);
  });

  it('refuses a Basic client id that differs from the body client_id', async () => {
    const reply = await requestToken(
      standIn,
      { grant_type: 'client_credentials', client_id: readonly.client_id },
      { Authorization: basic(full.client_id, full.live_secret) },
    );
    expect(reply.status).toBe(401);
    expect(reply.json).toMatchObject({ error: 'invalid_client' });
  });

  it.each([
    ['another grant_type', { grant_type: 'password' }, 400, /grant_type/],
    ['no grant_type', {}, 400, /grant_type/],
    [
      'a wrong secret',
      { grant_type: 'client_credentials', client_secret: 'svc_sec_live_nope' },
      401,
      /secret/,
    ],
    ['no secret', { grant_type: 'client_credentials', client_secret: undefined }, 401, /secret/],
  ])('refuses %s with a message', async (_label, overrides, status, message) => {
    const reply = await requestToken(standIn, {
      client_id: full.client_id,
      client_secret: full.live_secret,
      ...overrides,
    });
    expect(reply.status).toBe(status);
    expect((reply.json as { message: string }).message).toMatch(message);
  });

  it('refuses an unknown client id, a missing client id and a non-object body', async () => {
    const unknown = await requestToken(standIn, {
      grant_type: 'client_credentials',
      client_id: 'svc_app_unknown',
      client_secret: full.live_secret,
    });
    expect(unknown.status).toBe(401);
    const missing = await requestToken(standIn, {
      grant_type: 'client_credentials',
      client_secret: full.live_secret,
    });
    expect(missing.status).toBe(400);
    expect((missing.json as { message: string }).message).toMatch(/client_id/);
    const notObject = await call(standIn, '/v1/oauth/token', { method: 'POST', body: '[1,2]' });
    expect(notObject.status).toBe(400);
    const notJson = await call(standIn, '/v1/oauth/token', {
      method: 'POST',
      body: 'grant_type=client_credentials',
    });
    expect(notJson.status).toBe(400);
    expect((notJson.json as { message: string }).message).toMatch(/JSON/);
  });
});

describe('scope', () => {
  const ask = (app: StandInApp, scope: unknown) =>
    requestToken(standIn, {
      grant_type: 'client_credentials',
      client_id: app.client_id,
      client_secret: app.live_secret,
      scope,
    });

  it('narrows the token to the named permissions', async () => {
    const reply = await ask(full, 'kikan_purchase_orders_read kikan_leases_read');
    expect(reply.status).toBe(200);
    expect(scopeOf(reply.json)).toEqual(['kikan_purchase_orders_read', 'kikan_leases_read']);
    const token = (reply.json as { access_token: string }).access_token;
    expect((await call(standIn, '/purchase_orders', { token })).status).toBe(200);
    const denied = await call(standIn, '/sales_orders', { token });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ required_permission: 'kikan_sales_orders_read' });
  });

  it('grants every permission of the app for an empty or absent scope', async () => {
    for (const scope of ['', '   ', undefined, null]) {
      const reply = await ask(readonly, scope);
      expect(reply.status).toBe(200);
      expect(scopeOf(reply.json).sort()).toEqual([...readonly.permissions].sort());
    }
  });

  it('fails when the scope names a permission the app does not hold, naming it', async () => {
    const reply = await ask(readonly, 'kikan_purchase_orders_read kikan_products_write');
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({
      error: 'invalid_scope',
      not_held: ['kikan_products_write'],
    });
    expect((reply.json as { message: string }).message).toContain('kikan_products_write');
    const unknownName = await ask(full, 'kikan_everything');
    expect(unknownName.status).toBe(400);
    expect((unknownName.json as { message: string }).message).toContain('kikan_everything');
  });

  it('counts a held write permission as holding the read permission of the same target', async () => {
    const writer = (await adminJson(standIn, '/_admin/apps/demo/writer', {
      body: { permissions: ['kikan_masters_write'] },
    })) as StandInApp;
    const read = await ask(writer, 'kikan_masters_read');
    expect(read.status).toBe(200);
    expect(scopeOf(read.json)).toEqual(['kikan_masters_read']);
    const otherTarget = await ask(writer, 'kikan_products_read');
    expect(otherTarget.status).toBe(400);
  });
});

describe('reinstalling an app', () => {
  it('invalidates every earlier token and secret and issues working new ones', async () => {
    const other = standIn.app('other', 'full');
    const issued = await requestToken(standIn, {
      grant_type: 'client_credentials',
      client_id: other.client_id,
      client_secret: other.test_secret,
    });
    const issuedToken = (issued.json as { access_token: string }).access_token;
    expect((await call(standIn, '/leases', { token: issuedToken })).status).toBe(200);

    const fresh = (await adminJson(standIn, '/_admin/apps/other/full/reinstall')) as StandInApp;
    expect(fresh.client_id).toBe(other.client_id);
    expect(fresh.live_secret).not.toBe(other.live_secret);
    expect(fresh.token).not.toBe(other.token);

    for (const token of [other.token, issuedToken]) {
      const reply = await call(standIn, '/leases', { token });
      expect(reply.status).toBe(401);
      expect((reply.json as { message: string }).message).toMatch(/reinstalled/);
    }
    for (const secret of [other.live_secret, other.test_secret]) {
      const reply = await requestToken(standIn, {
        grant_type: 'client_credentials',
        client_id: other.client_id,
        client_secret: secret,
      });
      expect(reply.status).toBe(401);
    }
    expect((await call(standIn, '/leases', { token: fresh.token })).status).toBe(200);
    const again = await requestToken(standIn, {
      grant_type: 'client_credentials',
      client_id: fresh.client_id,
      client_secret: fresh.live_secret,
    });
    expect(again.status).toBe(200);
  });
});

describe('storage', () => {
  it('keeps only SHA-256 hashes of issued tokens and of secrets', async () => {
    const reply = await requestToken(standIn, {
      grant_type: 'client_credentials',
      client_id: full.client_id,
      client_secret: full.live_secret,
    });
    const token = (reply.json as { access_token: string }).access_token;
    const db = new DatabaseSync(join(standIn.dataDir, 'stand-in.sqlite'), { readOnly: true });
    try {
      const dump = (table: string) => JSON.stringify(db.prepare(`SELECT * FROM ${table}`).all());
      const everything = ['apps', 'tokens', 'meta', 'installation', 'idempotency']
        .map(dump)
        .join('\n');
      expect(everything).not.toContain(token);
      expect(dump('tokens')).toContain(createHash('sha256').update(token).digest('hex'));
      // The installation table (choices.ts) holds the latest installation's plaintext only for READY.
      expect(dump('apps')).not.toContain(full.live_secret);
      expect(dump('tokens')).not.toContain(full.token);
    } finally {
      db.close();
    }
  });
});

describe('production mode', () => {
  let production: StandIn;
  beforeAll(async () => {
    production = await startStandIn({ mode: 'production', seed: 'none', rateWindowMs: 1 });
  });
  afterAll(async () => production.stop());

  it('refuses development secrets and accepts production secrets', async () => {
    const app = production.app('demo', 'full');
    expect(production.mode).toBe('production');
    const test = await requestToken(production, {
      grant_type: 'client_credentials',
      client_id: app.client_id,
      client_secret: app.test_secret,
    });
    expect(test.status).toBe(401);
    expect((test.json as { message: string }).message).toMatch(/production/);
    const viaBasic = await requestToken(
      production,
      { grant_type: 'client_credentials' },
      { Authorization: basic(app.client_id, app.test_secret) },
    );
    expect(viaBasic.status).toBe(401);
    const live = await requestToken(production, {
      grant_type: 'client_credentials',
      client_id: app.client_id,
      client_secret: app.live_secret,
    });
    expect(live.status).toBe(200);
  });

  it('development mode accepts both (shown above); the installation token works in production too', async () => {
    const reply = await call(production, '/purchase_orders', {
      token: production.app('demo', 'readonly').token,
    });
    expect(reply.status).toBe(200);
  });
});
