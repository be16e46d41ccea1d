import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../support/stand-in.ts';
import { adminJson, call, catalog, catalogText, postImport } from './helpers.ts';

// POST /v1/imports (spec §4.2): counts, updates, idempotency, limits, validation and atomicity.

let standIn: StandIn;
let token: string;
let keyNumber = 0;
const freshKey = () => `test-key-${++keyNumber}`;

beforeAll(async () => {
  standIn = await startStandIn({ size: 20, rateWindowMs: 1 });
  token = standIn.app('demo', 'full').token;
});
afterAll(async () => standIn.stop());

interface Stats {
  imports: { committed: number; replayed: number };
}
const stats = async () => (await adminJson(standIn, '/_admin/stats', { method: 'GET' })) as Stats;

describe('writing', () => {
  it('creates masters and products with SKUs and reports what was created, in request order', async () => {
    const reply = await postImport(standIn, token, freshKey(), {
      brands: [{ brand_code: 'NEWB1', name: 'Fernhill Atelier' }],
      colors: [
        { color_code: 'TRQ', name: 'ターコイズ', hex: '#30D5C8' },
        { color_code: 'LAV', name: 'ラベンダー' },
      ],
      sizes: [{ size_code: 'XXL', name: 'XXLサイズ' }],
      products: [
        {
          product_code: 'T-100',
          name: 'リネン シャツ',
          brand_code: 'NEWB1',
          skus: [
            { color_code: 'TRQ', size_code: 'M' },
            { color_code: 'LAV', size_code: 'XXL' },
          ],
          retail_price: 12800,
        },
        { product_code: 'T-101', name: 'Plain Tee' },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      ok: true,
      created: { brands: 1, colors: 2, sizes: 1 },
      products: [
        { id: 'T-100', created: true },
        { id: 'T-101', created: true },
      ],
    });
    const found = await catalog(standIn);
    const product = found.products.find((p) => p.product_code === 'T-100');
    expect(product).toMatchObject({
      name: 'リネン シャツ',
      brand_code: 'NEWB1',
      retail_price: 12800,
    });
    expect(product?.skus).toEqual([
      { color_code: 'LAV', size_code: 'XXL', sku_code: 'T-100-LAV-XXL' },
      { color_code: 'TRQ', size_code: 'M', sku_code: 'T-100-TRQ-M' },
    ]);
    expect(found.masters.colors?.find((c) => c.color_code === 'TRQ')).toEqual({
      color_code: 'TRQ',
      name: 'ターコイズ',
      hex: '#30D5C8',
    });
  });

  it('overwrites existing codes without counting them as created; skus are added, never removed', async () => {
    const reply = await postImport(standIn, token, freshKey(), {
      brands: [
        { brand_code: 'NEWB1', name: 'Fernhill Atelier (renamed)' },
        { brand_code: 'NEWB2', name: 'Second' },
      ],
      products: [
        {
          product_code: 'T-100',
          name: 'リネン シャツ 改',
          skus: [{ color_code: 'BLK', size_code: 'S' }],
        },
        { product_code: 'T-102' },
      ],
    });
    expect(reply.json).toEqual({
      ok: true,
      created: { brands: 1 },
      products: [
        { id: 'T-100', created: false },
        { id: 'T-102', created: true },
      ],
    });
    const found = await catalog(standIn);
    expect(found.masters.brands?.find((b) => b.brand_code === 'NEWB1')?.name).toBe(
      'Fernhill Atelier (renamed)',
    );
    const product = found.products.find((p) => p.product_code === 'T-100');
    expect(product?.name).toBe('リネン シャツ 改');
    expect(product?.brand_code).toBe('NEWB1');
    expect(product?.skus.map((s) => s.sku_code)).toEqual([
      'T-100-BLK-S',
      'T-100-LAV-XXL',
      'T-100-TRQ-M',
    ]);
  });

  it('writes masters before products whatever the key order of the body', async () => {
    const reply = await postImport(standIn, token, freshKey(), {
      products: [{ product_code: 'T-200', brand_code: 'LATEB' }],
      brands: [{ brand_code: 'LATEB', name: 'Late Brand' }],
    });
    expect(reply.status).toBe(200);
  });

  it('accepts an empty import without writing anything', async () => {
    const before = await catalogText(standIn);
    const reply = await postImport(standIn, token, freshKey(), {});
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ ok: true, created: {}, products: [] });
    expect(await catalogText(standIn)).toBe(before);
  });
});

describe('idempotency', () => {
  it('replays the stored response byte for byte, without writing again', async () => {
    const key = freshKey();
    const body = JSON.stringify({ brands: [{ brand_code: 'IDEM', name: 'first' }] });
    const first = await postImport(standIn, token, key, body);
    expect(first.status).toBe(200);
    // Change the brand with another key, so a second write by the replay would show.
    expect(
      (
        await postImport(standIn, token, freshKey(), {
          brands: [{ brand_code: 'IDEM', name: 'second' }],
        })
      ).status,
    ).toBe(200);
    const before = await stats();
    const replay = await postImport(standIn, token, key, body);
    expect(replay.status).toBe(200);
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const after = await stats();
    expect(after.imports.committed).toBe(before.imports.committed);
    expect(after.imports.replayed).toBe(before.imports.replayed + 1);
    expect(
      (await catalog(standIn)).masters.brands?.find((b) => b.brand_code === 'IDEM')?.name,
    ).toBe('second');
  });

  it('answers 409 when the key comes back with another body (exact bytes are compared)', async () => {
    const key = freshKey();
    expect(
      (await postImport(standIn, token, key, '{"colors":[{"color_code":"K409","name":"a"}]}'))
        .status,
    ).toBe(200);
    const other = await postImport(
      standIn,
      token,
      key,
      '{"colors":[{"color_code":"K409","name":"b"}]}',
    );
    expect(other.status).toBe(409);
    expect((other.json as { message: string }).message).toMatch(/Idempotency-Key/);
    const reformatted = await postImport(
      standIn,
      token,
      key,
      '{ "colors": [{"color_code":"K409","name":"a"}] }',
    );
    expect(reformatted.status).toBe(409);
    expect(
      (await catalog(standIn)).masters.colors?.find((c) => c.color_code === 'K409')?.name,
    ).toBe('a');
  });

  it('scopes keys to the workspace', async () => {
    const key = freshKey();
    const body = { brands: [{ brand_code: 'SCOPED', name: 'x' }] };
    expect((await postImport(standIn, token, key, body)).json).toMatchObject({
      created: { brands: 1 },
    });
    const other = await postImport(standIn, standIn.app('other', 'full').token, key, body);
    expect(other.status).toBe(200);
    expect(other.json).toMatchObject({ created: { brands: 1 } });
    expect(other.headers.get('idempotent-replayed')).toBeNull();
  });

  it('does not bind a key to a rejected request', async () => {
    const key = freshKey();
    expect((await postImport(standIn, token, key, { brands: [{ name: 'no code' }] })).status).toBe(
      422,
    );
    expect(
      (await postImport(standIn, token, key, { brands: [{ brand_code: 'AFTERFAIL' }] })).status,
    ).toBe(200);
  });

  it('requires the Idempotency-Key header', async () => {
    const reply = await postImport(standIn, token, null, { brands: [{ brand_code: 'NOKEY' }] });
    expect(reply.status).toBe(400);
    expect((reply.json as { message: string }).message).toMatch(/Idempotency-Key/);
    expect(await catalogText(standIn)).not.toContain('NOKEY');
  });
});

describe('limits', () => {
  const colors = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => ({ color_code: `${prefix}${i}`, name: `c${i}` }));
  const sizes = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => ({ size_code: `${prefix}${i}` }));
  const products = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => ({ product_code: `${prefix}${i}` }));

  it('accepts 200 masters across kinds and 100 products', async () => {
    const reply = await postImport(standIn, token, freshKey(), {
      colors: colors(120, 'LC'),
      sizes: sizes(80, 'LS'),
      products: products(100, 'LP'),
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ created: { colors: 120, sizes: 80 } });
  });

  it.each([
    ['201 masters across kinds', { colors: colors(150, 'XC'), sizes: sizes(51, 'XS') }],
    ['101 products', { products: products(101, 'XP') }],
  ])('refuses %s with 422 and writes nothing', async (_label, body) => {
    const before = await catalogText(standIn);
    const reply = await postImport(standIn, token, freshKey(), body);
    expect(reply.status).toBe(422);
    expect(reply.json).toMatchObject({ error: 'batch_too_large' });
    expect((reply.json as { message: string }).message).toMatch(/200 masters|100 products/);
    expect(await catalogText(standIn)).toBe(before);
  });
});

describe('rejected input', () => {
  it.each([
    [
      'a brand without brand_code',
      { brands: [{ name: 'x' }] },
      /brands\[0\]\.brand_code is required/,
    ],
    [
      'a color without color_code',
      { colors: [{ color_code: 'OK1' }, { code: 'C2' }] },
      /colors\[1\]\.color_code is required/,
    ],
    [
      'an unknown master kind',
      { brands: [{ brand_code: 'B1' }], widgets: [{ widget_code: 'W' }] },
      /"widgets"/,
    ],
    [
      'a product of an unknown brand',
      { products: [{ product_code: 'NB-1', brand_code: 'NO-SUCH-BRAND' }] },
      /NO-SUCH-BRAND/,
    ],
    [
      'duplicate master codes',
      { colors: [{ color_code: 'DUP' }, { color_code: 'DUP' }] },
      /duplicates/,
    ],
    [
      'duplicate product codes',
      { products: [{ product_code: 'D1' }, { product_code: 'D1' }] },
      /duplicates/,
    ],
    [
      'duplicate SKUs',
      {
        products: [
          {
            product_code: 'D2',
            skus: [
              { color_code: 'BLK', size_code: 'M' },
              { color_code: 'BLK', size_code: 'M' },
            ],
          },
        ],
      },
      /duplicates the SKU/,
    ],
    ['a kind that is not an array', { brands: { brand_code: 'B' } }, /brands must be an array/],
    [
      'a code of the wrong type',
      { products: [{ product_code: 7 }] },
      /product_code must be a string/,
    ],
    [
      'a code with spaces',
      { brands: [{ brand_code: 'A B' }] },
      /brand_code must be 1–40 characters/,
    ],
    [
      'a name of the wrong type',
      { brands: [{ brand_code: 'NT', name: 5 }] },
      /name must be a string/,
    ],
    [
      'skus that are not an array',
      { products: [{ product_code: 'S1', skus: 'BLK-M' }] },
      /skus must be an array/,
    ],
    [
      'a SKU without size',
      { products: [{ product_code: 'S2', skus: [{ color_code: 'BLK' }] }] },
      /size_code is required/,
    ],
  ])('refuses %s with 422, a message, and writes nothing', async (_label, body, message) => {
    const before = await catalogText(standIn);
    const reply = await postImport(standIn, token, freshKey(), body);
    expect(reply.status).toBe(422);
    expect((reply.json as { message: string }).message).toMatch(message);
    expect(await catalogText(standIn)).toBe(before);
  });

  it.each([
    ['malformed JSON', '{"brands": [', 400, /not valid JSON/],
    ['an empty body', '', 400, /empty/],
    ['an array', '[{"brand_code":"A"}]', 400, /JSON object/],
    ['a string', '"brands"', 400, /JSON object/],
    ['null', 'null', 400, /JSON object/],
  ])('refuses %s with %i and a message', async (_label, body, status, message) => {
    const reply = await postImport(standIn, token, freshKey(), body);
    expect(reply.status).toBe(status);
    expect((reply.json as { message: string }).message).toMatch(message);
  });

  it('refuses extra fields nested deeper than 32 levels with 422 (a million levels included)', async () => {
    for (const depth of [33, 1_000_000]) {
      const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const body = `{"brands":[{"brand_code":"DEEP","x":${nested}}]}`;
      const reply = await postImport(standIn, token, freshKey(), body);
      expect(reply.status).toBe(422);
      expect((reply.json as { message: string }).message).toMatch(/nests deeper than 32/);
    }
    const fine = `{"brands":[{"brand_code":"DEEP","x":${'['.repeat(32)}${']'.repeat(32)}}]}`;
    expect((await postImport(standIn, token, freshKey(), fine)).status).toBe(200);
  });

  it('refuses a body over 5 MiB with 413', async () => {
    const big = JSON.stringify({
      brands: [{ brand_code: 'BIG', name: 'x', blob: 'y'.repeat(5 * 1024 * 1024) }],
    });
    const reply = await postImport(standIn, token, freshKey(), big);
    expect(reply.status).toBe(413);
    expect((reply.json as { message: string }).message).toMatch(/larger than/);
    expect(await catalogText(standIn)).not.toContain('"BIG"');
  });

  it('undoes the masters of a request whose product fails after they were written', async () => {
    const before = await catalogText(standIn);
    const reply = await postImport(standIn, token, freshKey(), {
      brands: [{ brand_code: 'ATOM1', name: 'written first' }],
      colors: [{ color_code: 'ATOMC' }],
      products: [
        { product_code: 'ATOM-P1', brand_code: 'ATOM1' },
        { product_code: 'ATOM-P2', brand_code: 'ATOM-MISSING' },
      ],
    });
    expect(reply.status).toBe(422);
    expect((reply.json as { problems: Array<{ path: string }> }).problems[0]?.path).toBe(
      'products[1].brand_code',
    );
    expect(await catalogText(standIn)).toBe(before);
  });

  it('names no element when switched to do so (its choice), with the same status, writing nothing', async () => {
    const before = await catalogText(standIn);
    await adminJson(standIn, '/_admin/import-errors', { body: { detail: 'none' } });
    try {
      for (const body of [
        { products: [{ product_code: 'BAD CODE' }] },
        { products: [{ product_code: 'NM-P1', brand_code: 'NM-MISSING' }] },
      ]) {
        const reply = await postImport(standIn, token, freshKey(), body);
        expect(reply.status).toBe(422);
        expect(reply.json).toEqual({
          error: 'invalid_import',
          message: 'The import was rejected and nothing was written.',
        });
      }
    } finally {
      await adminJson(standIn, '/_admin/import-errors', { body: { detail: 'elements' } });
    }
    expect(await catalogText(standIn)).toBe(before);
  });

  it('refuses other methods on the import path', async () => {
    const reply = await call(standIn, '/v1/imports', { token });
    expect(reply.status).toBe(405);
  });
});
