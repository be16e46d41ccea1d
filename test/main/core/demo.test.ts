// "Open the demo workspace": the core starts the real stand-in as a child process, reads its READY
// line and connects without anything typed; after a restart the demo profile comes back by itself.
import { resolve } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDemoOnFirstRun } from '../../../main/demo/first-run.ts';
import { startCore } from './core-harness.ts';

const demoServiceEntry = resolve(import.meta.dirname, '../../../service/cli.ts');
const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-demo-'));

afterAll(() => {
  rmSync(userDataDir, { recursive: true, force: true });
});

describe('demo workspace', () => {
  it('opens with one call and answers every read', async () => {
    const harness = await startCore({ userDataDir, demoServiceEntry });
    try {
      expect((await harness.ok('app.info', {})).demoAvailable).toBe(true);
      const view = await harness.ok('connections.openDemo', {});
      expect(view).toMatchObject({ isDemo: true, state: 'connected', hostKind: 'custom' });
      expect(view.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(view.grantedPermissions).toHaveLength(8);
      for (const kind of ['purchase_orders', 'sales_orders', 'leases', 'order_plans'] as const) {
        expect((await harness.ok('vouchers.browse', { kind })).rows.length, kind).toBeGreaterThan(
          0,
        );
      }
      const first = (await harness.ok('vouchers.browse', { kind: 'purchase_orders' })).rows[0];
      const single = await harness.ok('vouchers.get', {
        kind: 'purchase_orders',
        number: first?.id ?? '',
      });
      expect(single.id).toBe(first?.id);
      expect(single.lines?.length).toBeGreaterThan(0);
    } finally {
      await harness.close();
    }
  });

  it('comes back after a restart: the same profile, the stand-in started again on demand', async () => {
    const harness = await startCore({ userDataDir, demoServiceEntry });
    try {
      const { profiles, activeId } = await harness.ok('connections.list', {});
      expect(profiles.filter((p) => p.isDemo)).toHaveLength(1);
      expect(activeId).toBe(profiles[0]?.id);
      // A refresh always asks the service (a browse could answer from the cached rows).
      const refreshed = await harness.ok('vouchers.refresh', { kind: 'leases' });
      expect(refreshed.rows).toBeGreaterThan(0);
      const reopened = await harness.ok('connections.openDemo', {});
      expect(reopened.id).toBe(profiles[0]?.id);
    } finally {
      await harness.close();
    }
  });

  it('says so when the demo is not part of the build', async () => {
    const harness = await startCore({});
    try {
      expect((await harness.ok('app.info', {})).demoAvailable).toBe(false);
      expect(await harness.call('connections.openDemo', {})).toMatchObject({
        ok: false,
        error: { kind: 'internal' },
      });
    } finally {
      await harness.close();
    }
  });
});

describe('first run of a development build', () => {
  it('opens the demo workspace when there is no connection, and only then', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kikan-firstrun-'));
    const harness = await startCore({ userDataDir: dir, demoServiceEntry });
    try {
      expect(await openDemoOnFirstRun(harness.core.handlers)).toBe(true);
      const { profiles, activeId } = await harness.ok('connections.list', {});
      expect(profiles).toHaveLength(1);
      expect(profiles[0]).toMatchObject({ isDemo: true, state: 'connected', id: activeId });
      expect(await openDemoOnFirstRun(harness.core.handlers)).toBe(false);
    } finally {
      await harness.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
