// Big and odd list pages against the real core over a real SQLite file, served by a loopback
// server in the test: a page of 600,000 tiny rows is stored while other calls keep answering; a page of 2,000,000 rows stops at the list's row limit (lowered here to keep
// the test short: the page is still 31 MiB) and is not stored whole; a value nested 2,600 deep
// in a {"data": [...]} envelope leaves the list readable, online and offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../app/ipc/contract.ts';
import { DEEP_JSON_KEY } from '../../../app/resources/json.ts';
import type { LoadProgress } from '../../../app/resources/voucher-cache.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { startHostileServer, type HostileServer } from '../../support/hostile-server.ts';
import { customProfile, startCore, type CoreHarness } from '../core/core-harness.ts';
import { latencyBeside } from './latency-probe.ts';

/** What /purchase_orders answers: a function of starting_after. */
let pageFor: (after: string | null) => string = () => '[]';
let server: HostileServer;

beforeAll(async () => {
  server = await startHostileServer((request, response) => {
    const url = new URL(request.url, 'http://x');
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      url.pathname.endsWith('/purchase_orders')
        ? pageFor(url.searchParams.get('starting_after'))
        : '[]',
    );
  });
});
afterAll(async () => {
  await server.stop();
});

function tinyRows(count: number): string {
  const parts: string[] = [];
  for (let i = 1; i <= count; i += 1) parts.push(`{"id":"${String(i)}"}`);
  return `[${parts.join(',')}]`;
}

async function connect(harness: CoreHarness): Promise<string> {
  pageFor = () => '[]';
  const view = await harness.ok('connections.connectWithToken', {
    profile: customProfile(server.url, 'Big pages'),
    token: 'svc_tok_big_pages_test_0001',
  });
  return view.id;
}

describe('a page of 600,000 tiny rows', () => {
  it('is stored while other calls (a draft saved among them) keep answering', async () => {
    const harness = await startCore({ vault: createMemoryVault() });
    try {
      const profileId = await connect(harness);
      const page = tinyRows(600_000);
      expect(page.length).toBeLessThan(32 * 1024 * 1024);
      pageFor = (after) => (after === null ? page : '[]');
      const seen: number[] = [];
      const { result, calls } = await latencyBeside(
        harness.ok('vouchers.refresh', { kind: 'purchase_orders' }),
        async () => {
          await harness.ok('app.info', {});
          seen.push((await harness.ok('vouchers.cacheInfo', { kind: 'purchase_orders' })).rows);
          // One edit of a draft, saved.
          await harness.ok('drafts.save', {
            profileId,
            grid: 'brands',
            upserts: [{ id: 'b1', position: 1, row: { code: 'KK', name: String(seen.length) } }],
            deletes: [],
          });
        },
      );
      expect(result.rows).toBe(600_000);
      // Other calls got in while the page was read and stored, and saw it grow.
      expect(calls).toBeGreaterThan(20);
      expect(seen.some((rows) => rows > 0 && rows < 600_000)).toBe(true);
      const found = await harness.ok('vouchers.search', {
        kind: 'purchase_orders',
        text: '599999',
      });
      expect(found.rows.map((row) => row.id)).toEqual(['599999']);
    } finally {
      await harness.close();
    }
  }, 300_000);
});

describe('a page of 2,000,000 rows', () => {
  it('stops at the row limit with a clear message and is not stored whole', async () => {
    const limit = 150_000;
    const harness = await startCore({
      vault: createMemoryVault(),
      pacingWindowMs: 1000,
      loadAllLimits: { rows: limit, bytes: 1024 ** 3 },
    });
    try {
      await connect(harness);
      const page = tinyRows(2_000_000);
      expect(page.length).toBeGreaterThan(30 * 1024 * 1024);
      expect(page.length).toBeLessThan(32 * 1024 * 1024);
      let served = 0;
      pageFor = () => {
        served += 1;
        return page;
      };
      const stopped = new Promise<LoadProgress>((resolve) => {
        harness.core.events.subscribe((name, payload) => {
          if (name !== 'vouchers.loadProgress') return;
          const progress = payload as EventPayload<'vouchers.loadProgress'>;
          if (!['running', 'paused'].includes(progress.state)) resolve(progress);
        });
      });
      await harness.ok('vouchers.loadAll', { kind: 'purchase_orders' });
      const progress = await stopped;
      expect(progress).toMatchObject({
        state: 'capped',
        rows: limit,
        ceiling: { by: 'rows', limit },
      });
      expect(served).toBe(1);
      const info = await harness.ok('vouchers.cacheInfo', { kind: 'purchase_orders' });
      expect(info).toMatchObject({ rows: limit, complete: false });
      // Scrolling past the end asks for no more: the list is full, and says so.
      const browsed = await harness.ok('vouchers.browse', {
        kind: 'purchase_orders',
        startingAfter: String(limit - 100),
      });
      expect(browsed.rows).toHaveLength(100);
      const past = await harness.call('vouchers.browse', {
        kind: 'purchase_orders',
        startingAfter: String(limit),
      });
      expect(past.ok).toBe(false);
      if (!past.ok) {
        expect(past.error.kind).toBe('bad_response');
        expect(past.error.message).toContain('150,000 rows, the most Kikan Desk keeps of one list');
      }
      expect(served).toBe(1);
    } finally {
      await harness.close();
    }
  }, 300_000);
});

describe('a value nested 2,600 deep in a {"data": [...]} envelope', () => {
  it('leaves the list readable: browse, search and the voucher, online and offline', async () => {
    const deep = `${'['.repeat(2600)}"bottom"${']'.repeat(2600)}`;
    const body = `{"data":[{"id":"PO-1","status":"open","tree":${deep}},{"id":"PO-2","status":"open"}],"has_more":false}`;
    const harness = await startCore({ vault: createMemoryVault() });
    try {
      await connect(harness);
      pageFor = () => body;
      const info = await harness.ok('vouchers.refresh', { kind: 'purchase_orders' });
      expect(info).toMatchObject({ rows: 2, complete: true });
      const readAll = async () => {
        const browsed = await harness.ok('vouchers.browse', { kind: 'purchase_orders' });
        expect(browsed.rows.map((row) => row.id)).toEqual(['PO-1', 'PO-2']);
        const tree = browsed.rows[0]?.other['tree'];
        // 62 levels kept as they came (63 with the row), the rest as its JSON text under the mark.
        let level: unknown = tree;
        for (let depth = 0; depth < 62; depth += 1) {
          expect(Array.isArray(level)).toBe(true);
          level = (level as unknown[])[0];
        }
        const marked = (level as Record<string, string>)[DEEP_JSON_KEY];
        expect(marked).toBe(`${'['.repeat(2600 - 62)}"bottom"${']'.repeat(2600 - 62)}`);
        const found = await harness.ok('vouchers.search', {
          kind: 'purchase_orders',
          text: 'po-1',
          sort: { field: 'status', descending: false },
        });
        expect(found.rows.map((row) => row.id)).toEqual(['PO-1']);
      };
      await readAll();
      // Offline: the same reads from the cache, and the voucher itself from its cached row.
      await server.stop();
      try {
        await readAll();
        const voucher = await harness.ok('vouchers.get', {
          kind: 'purchase_orders',
          number: 'PO-1',
        });
        expect(voucher.id).toBe('PO-1');
      } finally {
        const restarted = await startHostileServer(server.route);
        server = restarted;
      }
    } finally {
      await harness.close();
    }
  }, 120_000);
});
