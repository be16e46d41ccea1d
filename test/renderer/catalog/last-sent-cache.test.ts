import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import { LastSentCache } from '../../../renderer/src/catalog/model/last-sent-cache.ts';
import { openTempStore, sampleProfile } from '../../main/store/temp-store.ts';

// The grid reads what was last sent a few codes at a time, from a real store's sent catalog
// (sent.lookup's query): the codes rows ask for while one render runs go in one read after it;
// a code typed with spaces or decomposed finds its value; a code never sent is known as such;
// "changed rows only" reads every code a part at a time; the readers hear of each answer.

const shirt = (code: string, name = 'Tシャツ'): ProductRow => ({
  product_code: code,
  name,
  brand_code: 'KK',
  skus: [{ color_code: 'NV', size_code: 'M' }],
});

function sentCatalog(count: number) {
  const store = openTempStore();
  const profile = store.profiles.create(sampleProfile);
  const products = Array.from({ length: count }, (_, i) => shirt(`P-${String(i)}`));
  products.push(shirt('\u30AC', 'composed'));
  store.sent.recordBody(profile.id, 'import-1', JSON.stringify({ products }));
  const asked: string[][] = [];
  const cache = new LastSentCache((grid, codes) => {
    asked.push(codes);
    return Promise.resolve(store.sent.lookup(profile.id, grid, codes));
  });
  let heard = 0;
  cache.subscribe(() => (heard += 1));
  const answered = () =>
    new Promise<void>((resolve) => {
      const stop = cache.subscribe(() => {
        stop();
        resolve();
      });
    });
  return { cache, asked, heard: () => heard, answered };
}

describe('LastSentCache', () => {
  it('reads the codes one render asks for in one read, then knows them', async () => {
    const { cache, asked, heard, answered } = sentCatalog(10);
    const done = answered();
    expect(cache.get('products', 'P-1')).toBeUndefined();
    expect(cache.get('products', ' P-2 ')).toBeUndefined();
    expect(cache.get('products', '\u30AB\u3099')).toBeUndefined();
    expect(cache.get('products', 'NEVER')).toBeUndefined();
    await done;
    expect(asked).toHaveLength(1);
    expect(heard()).toBe(1);
    expect(cache.get('products', 'P-1')).toEqual(shirt('P-1'));
    expect(cache.get('products', ' P-2 ')).toEqual(shirt('P-2'));
    expect(cache.get('products', '\u30AB\u3099')).toEqual(shirt('\u30AC', 'composed'));
    expect(cache.get('products', 'NEVER')).toBeNull();
    // Another grid's codes are its own.
    expect(cache.get('brands', 'P-1')).toBeUndefined();
  });

  it('reads every code for "changed rows only" in parts, and indexes what was sent', async () => {
    const { cache, asked } = sentCatalog(1200);
    const codes = [...Array.from({ length: 1200 }, (_, i) => `P-${String(i)}`), 'NEW-1'];
    await cache.load('products', codes);
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(asked.every((part) => part.length <= 1000)).toBe(true);
    const index = cache.index('products');
    expect(codes.filter((code) => index.get(code) !== undefined)).toHaveLength(1200);
    expect(index.get('P-1199')).toEqual(shirt('P-1199'));
    expect(cache.get('products', 'NEW-1')).toBeNull();
    // Known codes are not read again.
    const before = asked.length;
    await cache.load('products', codes);
    expect(asked.length).toBe(before);
  });

  it('peeks without asking; a code asked while a read is out goes in the next read', async () => {
    const { cache, asked, answered } = sentCatalog(10);
    expect(cache.peek('products', 'P-1')).toBeUndefined();
    await Promise.resolve();
    expect(asked).toHaveLength(0);
    const first = answered();
    cache.get('products', 'P-1');
    // The read of P-1 is out (the microtask ran): P-2 waits for it, then goes alone.
    await Promise.resolve();
    expect(asked).toHaveLength(1);
    cache.get('products', 'P-2');
    await first;
    await answered();
    expect(asked).toHaveLength(2);
    expect(asked[1]).toContain('P-2');
    expect(asked[1]).not.toContain('P-1');
    expect(cache.peek('products', 'P-2')).toEqual(shirt('P-2'));
    // Never sent is an answer too, found again without normalising.
    cache.get('products', 'NEVER');
    await answered();
    expect(cache.peek('products', 'NEVER')).toBeNull();
  });

  it('follows the watched code (the active cell): its value changes only when its answer comes', async () => {
    const { cache, answered } = sentCatalog(10);
    expect(cache.watchedValue()).toBeUndefined();
    const done = answered();
    expect(cache.watch('products', 'P-3')).toBeUndefined();
    cache.get('products', 'P-4');
    expect(cache.watchedValue()).toBeUndefined();
    await done;
    const value = cache.watchedValue();
    expect(value).toEqual(shirt('P-3'));
    // Another code's answer leaves the watched value as it was (the same object).
    const other = answered();
    cache.get('products', 'P-5');
    await other;
    expect(cache.watchedValue()).toBe(value);
    cache.watch('products', 'P-4');
    expect(cache.watchedValue()).toEqual(shirt('P-4'));
  });
});
