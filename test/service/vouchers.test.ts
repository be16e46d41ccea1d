import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../support/stand-in.ts';
import { call, readAllPages, type Row } from './helpers.ts';

// Read endpoints of spec §4.3 with the default (array) envelope and the default demo size.

let standIn: StandIn;
let token: string;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

beforeAll(async () => {
  standIn = await startStandIn({ rateWindowMs: 1 });
  token = standIn.app('demo', 'full').token;
});
afterAll(async () => standIn.stop());

const counts = () => standIn.workspaces.find((w) => w.name === 'demo')?.counts ?? {};

describe.each(['purchase_orders', 'sales_orders', 'leases', 'order_plans'])('GET /%s', (kind) => {
  it('pages with starting_after to an empty page, with every row once and in a stable order', async () => {
    const { rows, pageSizes } = await readAllPages(standIn, `/${kind}`, token);
    const ids = rows.map((row) => String(row.id));
    expect(ids).toHaveLength(counts()[kind] ?? -1);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(pageSizes.filter((size) => size > 0).length).toBeGreaterThanOrEqual(3);
    expect(pageSizes.slice(0, -2).every((size) => size === 50)).toBe(true);
    expect(pageSizes[pageSizes.length - 1]).toBe(0);
    // Paging twice gives the same rows.
    expect((await readAllPages(standIn, `/${kind}`, token)).rows).toEqual(rows);
  });

  it('treats starting_after as a position, even for an id that does not exist', async () => {
    const { rows } = await readAllPages(standIn, `/${kind}`, token);
    const middle = String(rows[70]?.id);
    const between = `${middle}\u0000`;
    const reply = await call(standIn, `/${kind}?starting_after=${encodeURIComponent(between)}`, {
      token,
    });
    expect((reply.json as Row[])[0]?.id).toBe(rows[71]?.id);
  });
});

describe('single vouchers', () => {
  it.each(['purchase_orders', 'sales_orders', 'leases'])(
    'GET /%s/{number} returns the same resource as the list',
    async (kind) => {
      const list = (await call(standIn, `/${kind}`, { token })).json as Row[];
      const wanted = list[7];
      const reply = await call(standIn, `/${kind}/${encodeURIComponent(String(wanted?.id))}`, {
        token,
      });
      expect(reply.status).toBe(200);
      expect(reply.json).toEqual(wanted);
    },
  );

  it.each(['purchase_orders', 'sales_orders', 'leases'])(
    'GET /%s/{unknown} → 404 with a message',
    async (kind) => {
      const reply = await call(standIn, `/${kind}/NO-SUCH-1`, { token });
      expect(reply.status).toBe(404);
      expect((reply.json as { message: string }).message).toContain('NO-SUCH-1');
      expect((await call(standIn, `/${kind}/%E0%A4%A`, { token })).status).toBe(404);
    },
  );

  it('has no single-item path for order plans', async () => {
    const list = (await call(standIn, '/order_plans', { token })).json as Row[];
    const reply = await call(standIn, `/order_plans/${encodeURIComponent(String(list[0]?.id))}`, {
      token,
    });
    expect(reply.status).toBe(404);
    expect((reply.json as { message: string }).message).toMatch(/no single-item path/);
  });
});

describe('resources', () => {
  it('purchase orders carry the header fields and typed lines of spec §2.3', async () => {
    const { rows } = await readAllPages(standIn, '/purchase_orders', token);
    const first = rows[0] ?? {};
    expect(Object.keys(first)).toEqual([
      'id',
      'supplier_code',
      'season_code',
      'order_date',
      'expected_date',
      'status',
      'note',
      'lines',
    ]);
    const lines = rows.flatMap((row) => row.lines as Row[]);
    for (const row of rows) {
      expect(row.order_date).toMatch(DATE);
      expect(row.expected_date).toMatch(DATE);
      expect((row.lines as Row[]).length).toBeGreaterThan(0);
    }
    for (const line of lines) {
      expect(Object.keys(line)).toEqual([
        'product_code',
        'color_code',
        'size_code',
        'sku_code',
        'purpose_code',
        'quantity',
        'received_qty',
        'unit_cost',
        'currency_code',
        'exchange_rate',
        'planned_launch_date',
        'expected_date',
      ]);
      expect(typeof line.quantity).toBe('number');
      expect(typeof line.received_qty).toBe('number');
      expect(Number(line.received_qty)).toBeLessThanOrEqual(Number(line.quantity));
      expect(line.planned_launch_date).toMatch(DATE);
      if (line.currency_code === 'JPY') expect(line.exchange_rate).toBe(1);
      else expect(Number(line.exchange_rate)).toBeGreaterThan(100);
    }
    expect(new Set(lines.map((l) => l.currency_code))).toEqual(new Set(['JPY', 'USD', 'EUR']));
    expect(new Set(lines.map((l) => l.purpose_code))).toEqual(
      new Set(['本生産', '追加', 'サンプル']),
    );
    expect(
      lines.some((l) => Number(l.received_qty) > 0 && Number(l.received_qty) < Number(l.quantity)),
    ).toBe(true);
    expect(rows.some((r) => r.status === 'partially_received')).toBe(true);
  });

  it('sales orders come from exhibitions, with prices and rates', async () => {
    const { rows } = await readAllPages(standIn, '/sales_orders', token);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'id',
      'customer_code',
      'channel',
      'order_date',
      'exhibition_name',
      'status',
      'note',
      'lines',
    ]);
    expect(rows.some((r) => String(r.exhibition_name).includes('展示会'))).toBe(true);
    const line = (rows[0]?.lines as Row[])[0] ?? {};
    expect(Object.keys(line)).toEqual([
      'product_code',
      'color_code',
      'size_code',
      'sku_code',
      'quantity',
      'unit_price',
      'rate',
    ]);
    expect(typeof line.unit_price).toBe('number');
  });

  it('leases carry publication data with boolean flags', async () => {
    const { rows } = await readAllPages(standIn, '/leases', token);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'id',
      'lessee',
      'purpose',
      'lent_on',
      'due_on',
      'status',
      'note',
      'lines',
    ]);
    const lines = rows.flatMap((row) => row.lines as Row[]);
    expect(
      lines.every((l) => typeof l.published === 'boolean' && typeof l.used === 'boolean'),
    ).toBe(true);
    expect(
      lines.some(
        (l) =>
          l.published === true &&
          typeof l.publish_on === 'string' &&
          String(l.publication_note).includes('月号'),
      ),
    ).toBe(true);
    expect(lines.some((l) => Number(l.returned_qty) > 0 && String(l.returned_on).match(DATE))).toBe(
      true,
    );
  });

  it('order plans have the ~-joined id and filter by product_code', async () => {
    const { rows } = await readAllPages(standIn, '/order_plans', token);
    for (const row of rows) {
      const parts = String(row.id).split('~');
      expect(parts.slice(0, 4)).toEqual([
        row.product_code,
        row.color_code,
        row.size_code,
        row.purpose_code,
      ]);
      expect(parts[4]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    }
    const product = String(rows[100]?.product_code);
    const expected = rows.filter((row) => row.product_code === product);
    const filtered = await readAllPages(
      standIn,
      `/order_plans?product_code=${encodeURIComponent(product)}`,
      token,
    );
    expect(filtered.rows).toEqual(expected);
    const none = await call(standIn, '/order_plans?product_code=NO-SUCH', { token });
    expect(none.json).toEqual([]);
  });
});

describe('vouchers are read-only', () => {
  it.each([
    ['POST', '/purchase_orders'],
    ['PUT', '/purchase_orders/PO-00000001'],
    ['DELETE', '/sales_orders/SO-00000001'],
    ['PATCH', '/leases/LS-00000001'],
    ['POST', '/order_plans'],
  ])('%s %s → 405 with a message', async (method, path) => {
    const reply = await call(standIn, path, { method, token, body: '{}' });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('GET, HEAD');
    expect((reply.json as { message: string }).message).toMatch(/read-only/);
  });

  it('serves voucher paths as written, not under /v1, and 404s unknown paths', async () => {
    expect((await call(standIn, '/v1/purchase_orders', { token })).status).toBe(404);
    expect((await call(standIn, '/products', { token })).status).toBe(404);
    expect((await call(standIn, '/purchase_orders/PO-00000001/lines', { token })).status).toBe(404);
  });
});
