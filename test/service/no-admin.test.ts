import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../support/stand-in.ts';
import { call, postImport } from './helpers.ts';

// The stand-in as the packaged app runs its demo: `--no-admin` removes the admin surface, and
// every file it creates is private to the user (its database holds tokens' hashes and the
// installation's credentials).

const parent = mkdtempSync(join(tmpdir(), 'kikan-no-admin-'));
const dataDir = join(parent, 'nested', 'data');
let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn({ size: 10, rateWindowMs: 1, dataDir, extraArgs: ['--no-admin'] });
});
afterAll(async () => {
  await standIn.stop();
  rmSync(parent, { recursive: true, force: true });
});

const mode = (path: string) => statSync(path).mode & 0o777;

describe('--no-admin', () => {
  it('prints no admin key in READY', () => {
    expect(standIn.admin_key).toBeUndefined();
    expect(standIn.workspaces.map((w) => w.name)).toContain('demo');
  });

  it.each([
    ['GET', '/_admin/stats'],
    ['POST', '/_admin/faults'],
    ['DELETE', '/_admin/faults'],
    ['POST', '/_admin/apps/demo/full/reinstall'],
    ['POST', '/_admin/vouchers/demo/leases'],
    ['GET', '/_admin/workspaces/demo/catalog'],
    ['GET', '/_admin'],
  ])('answers 404 to %s %s, with or without a key', async (method, path) => {
    const withBody = method === 'POST' ? { body: '{"count": 5}' } : {};
    const bare = await call(standIn, path, { method, ...withBody });
    expect(bare.status).toBe(404);
    const keyed = await call(standIn, path, {
      method,
      headers: { 'X-Admin-Key': 'adm_guess' },
      ...withBody,
    });
    expect(keyed.status).toBe(404);
  });

  it('still serves the spec’s surface', async () => {
    const token = standIn.app('demo', 'full').token;
    expect((await call(standIn, '/purchase_orders', { token })).status).toBe(200);
    const reply = await postImport(standIn, token, 'no-admin-1', {
      products: [{ product_code: 'NA-1' }],
    });
    expect(reply.status).toBe(200);
  });
});

describe('file modes', () => {
  it.skipIf(process.platform === 'win32')(
    'creates its folders 0700 and its database and sidecars 0600',
    () => {
      expect(mode(join(parent, 'nested'))).toBe(0o700);
      expect(mode(dataDir)).toBe(0o700);
      const files = readdirSync(dataDir);
      expect(files).toEqual(expect.arrayContaining(['stand-in.sqlite', 'stand-in.sqlite-wal']));
      for (const file of files) expect(mode(join(dataDir, file)), file).toBe(0o600);
    },
  );
});
