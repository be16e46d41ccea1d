import { describe, expect, it } from 'vitest';
import { changeOf, isProduct, type CatalogValue } from '../../../app/catalog/last-sent.ts';
import type { GridName, MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { classifyDrafts } from '../../../main/imports/classified-drafts.ts';
import { LastSentCache } from '../../../renderer/src/catalog/model/last-sent-cache.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';

// The grid's change marks and the review classify every row alike. The grid reads what was last
// sent a few codes at a time (sent.lookup, through LastSentCache) and the review reads it whole
// (classified-drafts.ts); both compare as app/catalog/last-sent.ts says: codes trimmed, texts in
// Unicode NFC, a product's SKUs a set. Codes sent in one form and drafted in the other (composed
// 'ガ' U+30AC, decomposed カ + U+3099) used to be "new" in the grid and "changed" in the review.

const nfc = (text: string) => text.normalize('NFC');
const nfd = (text: string) => text.normalize('NFD');
const GA = 'ガ'; // composed in this file

const skus = (...pairs: [string, string][]) =>
  pairs.map(([color_code, size_code]) => ({ color_code, size_code }));
const product = (code: string, name: string, over: Partial<ProductRow> = {}): ProductRow => ({
  product_code: code,
  name,
  brand_code: 'KK',
  skus: skus(['NV', 'M'], ['BK', 'S']),
  ...over,
});

// [what the case shows, what was sent (null: never), what the draft holds, the change]
const PRODUCTS: [string, ProductRow | null, ProductRow, 'new' | 'changed' | 'same'][] = [
  [
    'sent composed, drafted decomposed, the same',
    product(nfc(`${GA}-1`), 'A'),
    product(nfd(`${GA}-1`), 'A'),
    'same',
  ],
  [
    'sent decomposed, drafted composed, renamed',
    product(nfd(`${GA}-2`), 'B'),
    product(nfc(`${GA}-2`), 'B 2'),
    'changed',
  ],
  [
    'sent decomposed, drafted composed, the same',
    product(nfd(`${GA}-3`), 'C'),
    product(nfc(`${GA}-3`), 'C'),
    'same',
  ],
  [
    'sent and drafted decomposed, renamed',
    product(nfd(`${GA}-4`), 'D'),
    product(nfd(`${GA}-4`), 'D 2'),
    'changed',
  ],
  [
    'a name in the other form is the same name',
    product('N-1', nfc(`${GA}シャツ`)),
    product('N-1', nfd(`${GA}シャツ`)),
    'same',
  ],
  [
    'a code drafted with stray spaces is the same code',
    product('T-1', 'T'),
    product(' T-1  ', 'T'),
    'same',
  ],
  ['a trimmed code, renamed', product('T-2', 'T'), product('T-2 ', 'T 2'), 'changed'],
  [
    'a brand code with a space is the same brand',
    product('T-3', 'T'),
    product('T-3', 'T', { brand_code: 'KK ' }),
    'same',
  ],
  [
    'SKUs in another order are the same SKUs',
    product('S-1', 'S'),
    product('S-1', 'S', { skus: skus(['BK', 'S'], ['NV', 'M']) }),
    'same',
  ],
  [
    'a SKU added is a change',
    product('S-2', 'S'),
    product('S-2', 'S', { skus: skus(['NV', 'M'], ['BK', 'S'], ['NV', 'L']) }),
    'changed',
  ],
  [
    'a SKU removed is a change',
    product('S-3', 'S'),
    product('S-3', 'S', { skus: skus(['NV', 'M']) }),
    'changed',
  ],
  [
    'SKU codes in the other form are the same SKU',
    product('S-4', 'S', { skus: skus([nfc(`${GA}C`), 'M']) }),
    product('S-4', 'S', { skus: skus([nfd(`${GA}C`), ' M']) }),
    'same',
  ],
  ['never sent is new', null, product(nfd(`${GA}-9`), 'New'), 'new'],
];
const BRANDS: [string, MasterRow | null, MasterRow, 'new' | 'changed' | 'same'][] = [
  [
    'a brand sent decomposed, drafted composed',
    { code: nfd(`${GA}B`), name: 'G' },
    { code: nfc(`${GA}B`), name: 'G' },
    'same',
  ],
  [
    'a brand sent composed, renamed in the other form',
    { code: nfc(`${GA}R`), name: 'G' },
    { code: nfd(`${GA}R`), name: 'G 2' },
    'changed',
  ],
  ['a brand never sent', null, { code: 'ZZ', name: 'Z' }, 'new'],
];

const wire = (grid: GridName, row: CatalogValue) =>
  isProduct(row) ? row : grid === 'brands' ? { brand_code: row.code, name: row.name } : row;

describe('the grid’s marks and the review classify alike', () => {
  it('for composed and decomposed codes and names, trimmed codes and SKU sets', async () => {
    const store = openTempStore();
    const profileId = store.profiles.create(sampleProfile).id;
    const cases = { products: PRODUCTS, brands: BRANDS } as const;
    for (const grid of ['products', 'brands'] as const) {
      const sent = cases[grid].flatMap(([, before]) =>
        before === null ? [] : [wire(grid, before)],
      );
      store.sent.recordBody(profileId, 'earlier', JSON.stringify({ [grid]: sent }));
      store.drafts.save(profileId, grid, {
        upserts: cases[grid].map(([, , row], i) => ({
          id: `${grid}-${String(i)}`,
          position: i,
          row,
        })),
        deletes: [],
      });
    }
    const review = classifyDrafts({ drafts: store.drafts, sent: store.sent }, profileId);
    const grid = new LastSentCache((name, codes) =>
      Promise.resolve(store.sent.lookup(profileId, name, codes)),
    );
    for (const name of ['products', 'brands'] as const) {
      const rows = cases[name];
      await grid.load(
        name,
        rows.map(([, , row]) => (isProduct(row) ? row.product_code : row.code)),
      );
      const index = grid.index(name);
      const seen = rows.map(([what, , row], i) => ({
        what,
        grid: changeOf(row, index),
        review: review[name].changes.get(`${name}-${String(i)}`),
      }));
      expect(seen).toEqual(
        rows.map(([what, , , change]) => ({ what, grid: change, review: change })),
      );
    }
  });

  it('finds, of two codes sent that compare the same, the one sent later, in both', async () => {
    const store = openTempStore();
    const profileId = store.profiles.create(sampleProfile).id;
    store.sent.recordBody(
      profileId,
      'first',
      JSON.stringify({ products: [product(nfc(`${GA}-5`), 'Old')] }),
    );
    store.sent.recordBody(
      profileId,
      'second',
      JSON.stringify({ products: [product(nfd(`${GA}-5`), 'New')] }),
    );
    store.drafts.save(profileId, 'products', {
      upserts: [{ id: 'p', position: 0, row: product(nfc(`${GA}-5`), 'New') }],
      deletes: [],
    });
    const review = classifyDrafts({ drafts: store.drafts, sent: store.sent }, profileId);
    const grid = new LastSentCache((name, codes) =>
      Promise.resolve(store.sent.lookup(profileId, name, codes)),
    );
    await grid.load('products', [nfc(`${GA}-5`)]);
    expect(grid.get('products', nfc(`${GA}-5`))).toMatchObject({ name: 'New' });
    expect(review.products.changes.get('p')).toBe('same');
  });
});
