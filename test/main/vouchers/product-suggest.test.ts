// The Products look-up (products.suggest) through the real core, against the stand-in over
// loopback HTTP: purchase orders and order plans are loaded into the cache, a product is drafted
// in the catalog grid, and what the look-up suggests for part of a code or a name is checked
// against the codes this test reads straight from the service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryVault } from '../../../main/vault/index.ts';
import { customProfile, startCore, type CoreHarness } from '../core/core-harness.ts';
import { startStandIn, type StandIn } from '../../support/stand-in.ts';
import { browseAll } from './browse-all.ts';

type Row = Record<string, unknown> & { lines?: Array<Record<string, unknown>> };

const WINDOW_MS = 1000;

describe('products.suggest', () => {
  let standIn: StandIn;
  let harness: CoreHarness;
  let profileId: string;
  const serviceCodes = new Set<string>();

  async function readAll(path: string): Promise<Row[]> {
    const rows: Row[] = [];
    let after: string | null = null;
    for (let page = 0; page < 500; page += 1) {
      const query = after === null ? '' : `?starting_after=${encodeURIComponent(after)}`;
      const response = await fetch(`${standIn.url}${path}${query}`, {
        headers: { Authorization: `Bearer ${standIn.app('demo', 'full').token}` },
      });
      const body = (await response.json()) as Row[];
      if (body.length === 0) return rows;
      rows.push(...body);
      after = String(body.at(-1)?.['id']);
    }
    throw new Error('the list did not end');
  }

  beforeAll(async () => {
    standIn = await startStandIn({ envelope: 'array', rateWindowMs: WINDOW_MS, size: 80 });
    harness = await startCore({ pacingWindowMs: WINDOW_MS, vault: createMemoryVault() });
    const connected = await harness.ok('connections.connectWithToken', {
      profile: customProfile(standIn.url),
      token: standIn.app('demo', 'full').token,
    });
    profileId = connected.id;
    await browseAll(harness, { kind: 'purchase_orders' });
    for (const row of await readAll('/purchase_orders')) {
      for (const line of row.lines ?? []) serviceCodes.add(String(line['product_code']));
    }
  }, 120_000);
  afterAll(async () => {
    await harness.close();
    await standIn.stop();
  });

  it('suggests every cached product holding the typed text, the exact code first', async () => {
    const codes = [...serviceCodes].sort();
    expect(codes.length).toBeGreaterThan(3);
    const exact = codes[1] ?? '';
    // The text of a code without its last character: the exact code is not among them.
    const part = exact.slice(0, -1).toLowerCase();
    const holding = codes.filter((code) => code.toLowerCase().includes(part));
    const answer = await harness.ok('products.suggest', { text: part, limit: 20 });
    expect(answer.matched).toBe(holding.length);
    expect(answer.suggestions.map((s) => s.code).sort()).toEqual(holding.slice(0, 20).sort());
    expect(answer.suggestions.every((s) => s.sources.includes('vouchers'))).toBe(true);

    const exactAnswer = await harness.ok('products.suggest', { text: exact });
    expect(exactAnswer.suggestions[0]).toMatchObject({ code: exact, match: 'code' });
  });

  it('finds a drafted product by part of its name, and a cached one the draft names', async () => {
    const cached = [...serviceCodes].sort()[0] ?? '';
    await harness.ok('drafts.save', {
      profileId,
      grid: 'products',
      upserts: [
        {
          id: 'p1',
          position: 1,
          row: { product_code: 'NEW-CAPE-1', name: 'Rain cape', brand_code: '', skus: [] },
        },
        {
          id: 'p2',
          position: 2,
          row: { product_code: cached, name: 'Linen shirt', brand_code: '', skus: [] },
        },
      ],
      deletes: [],
    });
    const byName = await harness.ok('products.suggest', { text: 'cape' });
    expect(byName.suggestions).toEqual([
      { code: 'NEW-CAPE-1', name: 'Rain cape', match: 'contains', sources: ['drafts'] },
    ]);
    const prefix = await harness.ok('products.suggest', { text: 'LINEN' });
    expect(prefix.suggestions).toEqual([
      { code: cached, name: 'Linen shirt', match: 'namePrefix', sources: ['drafts', 'vouchers'] },
    ]);
  });

  it('answers nothing for empty text (the screen asks so to have the codes read early)', async () => {
    expect(await harness.ok('products.suggest', { text: '  ' })).toEqual({
      suggestions: [],
      matched: 0,
    });
  });

  it('refuses text it cannot bound', async () => {
    const refused = await harness.call('products.suggest', { text: 'x'.repeat(101) });
    expect(refused.ok).toBe(false);
  });
});
