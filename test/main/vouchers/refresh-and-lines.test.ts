// Refresh keeps the offline copy, and lines of list rows sent without them are completed, through
// the real handler table against the stand-in behind a loopback proxy (test/support/odd-proxy.ts)
// that drops lines from list rows, sends numbers as strings, answers HTML or 429, or no answer.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventPayload } from '../../../app/ipc/contract.ts';
import type { VoucherList } from '../../../app/resources/voucher-cache.ts';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { customProfile, startCore, type CoreHarness } from '../core/core-harness.ts';
import { startOddProxy, type OddProxy } from '../../support/odd-proxy.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { browseAll } from './browse-all.ts';

const WINDOW_MS = 1000;
const POS: VoucherList = { kind: 'purchase_orders' };

function waitForLines(
  harness: CoreHarness,
  done: (p: EventPayload<'vouchers.linesProgress'>) => boolean,
): Promise<EventPayload<'vouchers.linesProgress'>> {
  return new Promise((resolve) => {
    const off = harness.core.events.subscribe((name, payload) => {
      if (name !== 'vouchers.linesProgress') return;
      const progress = payload as EventPayload<'vouchers.linesProgress'>;
      if (done(progress)) {
        off();
        resolve(progress);
      }
    });
  });
}

describe('refresh and lines, behind an odd proxy', () => {
  let standIn: StandIn;
  let proxy: OddProxy;
  let harness: CoreHarness;

  beforeAll(async () => {
    standIn = await startStandIn({ rateWindowMs: WINDOW_MS, size: 60, pageSize: 7 });
    proxy = await startOddProxy(standIn.url);
    harness = await startCore({
      pacingWindowMs: WINDOW_MS,
      timeoutMs: 2000,
      vault: createMemoryVault(),
    });
    await harness.ok('connections.connectWithToken', {
      profile: customProfile(proxy.url),
      token: standIn.app('demo', 'full').token,
    });
  });
  afterAll(async () => {
    await harness.close();
    await proxy.stop();
    await standIn.stop();
  });

  it(
    'keeps the cached rows, in the store too, when a refresh fails; replaces them once it works',
    { timeout: 90_000 },
    async () => {
      const ids = await browseAll(harness, POS);
      const before = await harness.ok('vouchers.cacheInfo', POS);
      expect(before.complete).toBe(true);
      const search = () => harness.ok('vouchers.search', { ...POS, limit: 1000 });
      const rowsBefore = (await search()).rows.map((row) => row.id);
      expect(rowsBefore).toEqual(ids);

      const failures: [string, () => void, string][] = [
        ['down', () => (proxy.modes.down = true), 'offline'],
        ['HTML', () => (proxy.modes.htmlPaths = ['/purchase_orders']), 'bad_response'],
        // Longer than a screen's read waits: rate_limited at once, the pause kept by the pacer.
        ['429', () => (proxy.modes.retryAfterSeconds = 12), 'rate_limited'],
      ];
      for (const [, breakIt, kind] of failures) {
        breakIt();
        const result = await harness.call('vouchers.refresh', POS);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error.kind).toBe(kind);
        expect(await harness.ok('vouchers.cacheInfo', POS)).toEqual(before);
        expect((await search()).rows.map((row) => row.id)).toEqual(rowsBefore);
        Object.assign(proxy.modes, { down: false, htmlPaths: [], retryAfterSeconds: null });
      }
      // The header's outcome saw each failure; the last call (a 429) is the outcome now.
      const profileId = (await harness.ok('connections.list', {})).activeId ?? '';
      expect(await harness.ok('connections.outcome', { profileId })).toMatchObject({
        state: 'rate_limited',
      });

      // Once the service's pause has passed, the refresh goes through.
      let after = before;
      await vi.waitFor(
        async () => {
          const result = await harness.call('vouchers.refresh', POS);
          if (!result.ok) throw new Error(result.error.message);
          after = result.value;
        },
        { timeout: 40_000, interval: 1000 },
      );
      expect(after).toMatchObject({ rows: 7, complete: false });
      expect((await search()).rows.map((row) => row.id)).toEqual(ids.slice(0, 7));
      expect(await harness.ok('connections.outcome', { profileId })).toMatchObject({ state: 'ok' });
    },
  );

  it(
    'knows rows came without lines, completes them with detail reads, resumably',
    { timeout: 90_000 },
    async () => {
      proxy.modes.dropLines = true;
      proxy.modes.stringNumbers = true;
      const list: VoucherList = { kind: 'leases' };
      const ids = await browseAll(harness, list);
      const product = async () => {
        // A product code seen in the stand-in's lease lines (read with the lines, not through the proxy).
        const detail = await harness.ok('vouchers.get', { kind: 'leases', number: ids[0] ?? '' });
        return String(detail.lines?.[0]?.fields['product_code']);
      };
      const first = await harness.ok('vouchers.search', { ...list, limit: 1 });
      expect(first.lines).toMatchObject({ vouchers: ids.length, withLines: 0 });
      // The product view says over how many leases its answer holds: none has its lines yet.
      const leaseCoverage = async (productCode: string) => {
        const story = await harness.ok('vouchers.product', { productCode, today: '2026-01-15' });
        const coverage = story.coverage.find((c) => c.kind === 'leases');
        return { story, coverage };
      };
      expect((await leaseCoverage('ANY-CODE')).coverage).toMatchObject({
        cachedRows: ids.length,
        withoutLines: ids.length,
      });
      const code = await product();
      // That detail read kept its lines for offline: one voucher holds its lines now.
      const afterDetail = await harness.ok('vouchers.search', { ...list, limit: 1 });
      expect(afterDetail.lines).toMatchObject({ vouchers: ids.length, withLines: 1, completed: 1 });
      expect((await leaseCoverage(code)).coverage).toMatchObject({
        cachedRows: ids.length,
        withoutLines: ids.length - 1,
      });
      proxy.counts.details = {};

      // Started, then cancelled part-way: what was read stays read.
      const some = waitForLines(harness, (p) => p.reads >= 5 || p.state !== 'running');
      await harness.ok('vouchers.completeLines', list);
      await some;
      await harness.ok('vouchers.cancelLines', list);
      const stopped = await waitForLines(harness, (p) => p.state !== 'running');
      expect(stopped.state).toBe('cancelled');
      const partial = stopped.lines.withLines;
      expect(partial).toBeGreaterThan(1);
      expect(partial).toBeLessThan(ids.length);

      // Started again: it goes on from where it stopped, each voucher read once.
      const finished = waitForLines(harness, (p) => p.state !== 'running');
      await harness.ok('vouchers.completeLines', list);
      const done = await finished;
      expect(done.state).toBe('done');
      expect(done.lines).toMatchObject({ vouchers: ids.length, withLines: ids.length });
      // Each voucher read once, but for the few reads in flight when the run was cancelled.
      const details = proxy.counts.details['leases'] ?? 0;
      expect(details).toBeGreaterThanOrEqual(ids.length - 1);
      expect(details).toBeLessThanOrEqual(ids.length - 1 + 4);

      const found = await harness.ok('vouchers.search', { ...list, text: code, limit: 1000 });
      expect(found.matched).toBeGreaterThan(0);
      expect(found.lines.withLines).toBe(ids.length);
      // Every lease's lines known: the product view counts them all, and says nothing is missing.
      const whole = await leaseCoverage(code);
      expect(whole.coverage).toMatchObject({ cachedRows: ids.length, withoutLines: 0 });
      expect(whole.story.leases.lent).toBeGreaterThan(0);
      // Offline, a detail comes from the cache with its lines.
      proxy.modes.down = true;
      const offline = await harness.ok('vouchers.get', {
        kind: 'leases',
        number: ids.at(-1) ?? '',
      });
      expect(offline.lines?.length).toBeGreaterThan(0);
      proxy.modes.down = false;
      Object.assign(proxy.modes, { dropLines: false, stringNumbers: false });
    },
  );

  it('gives order plans no lines to complete', async () => {
    const progress = await harness.ok('vouchers.completeLines', { kind: 'order_plans' });
    expect(progress.state).toBe('done');
    expect(progress.reads).toBe(0);
  });

  it('colours each status value of a list with its own slot, kept as first seen', async () => {
    const result = await harness.ok('vouchers.search', { ...POS, limit: 1 });
    const slots = result.statuses.map((s) => s.slot);
    expect(new Set(slots).size).toBe(slots.length);
    const again = await harness.ok('vouchers.search', { ...POS, limit: 1 });
    expect(again.statuses).toEqual(result.statuses);
  });
});
