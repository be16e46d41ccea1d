import { describe, expect, it } from 'vitest';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import {
  classifyDrafts,
  ClassifiedCache,
  type ClassifiedDrafts,
} from '../../../main/imports/classified-drafts.ts';
import { openTempStore, sampleProfile } from '../store/temp-store.ts';

// After an edit of the drafts, a classification lends the next one what did not change: the
// sent catalog it read and each unchanged product's change and problems (classified-drafts.ts).
// Whatever the edits, what it answers must equal a classification made from nothing, over a
// real store file: seeded random edits of products (names, secret-looking names, brand and
// colour codes known and not, SKUs), of the masters (codes added and removed) and sends.

/** A small seeded generator (mulberry32), so a failure names its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANDS = ['RB-1', 'RB-2', 'RB-3'];
const COLORS = ['RC-1', 'RC-2', 'RC-3'];
const SECRET = 'ghp_0123456789abcdefghijklmnopqrstuvwxyzAB';

function summary(classified: ClassifiedDrafts) {
  return {
    changes: [...classified.products.changes],
    masters: [...classified.brands.changes, ...classified.colors.changes],
    blocked: [...classified.blocked].sort(),
    problems: [...classified.memo.byId].map(([id, memo]) => [id, memo.problems]),
    known: [[...classified.known.brands].sort(), [...classified.known.colors].sort()],
    rows: classified.products.rows.map((row) => row.id),
  };
}

describe('a classification made again after an edit', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`equals one made from nothing, edit after edit (seed ${String(seed)})`, () => {
      const next = random(seed);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
      const store = openTempStore();
      const profileId = store.profiles.create(sampleProfile).id;
      const product = (): ProductRow => ({
        product_code: `RP-${String(Math.floor(next() * 12))}`,
        name: next() < 0.1 ? SECRET : pick(['Shirt', 'Coat', 'Tシャツ', 'Tシャツ 2']),
        brand_code: pick([...BRANDS, 'RB-X', '']),
        skus: Array.from({ length: Math.floor(next() * 3) }, () => ({
          color_code: pick([...COLORS, 'RC-X']),
          size_code: pick(['S', 'M', '']),
        })),
      });
      const master = (codes: readonly string[]): MasterRow => ({ code: pick(codes), name: 'M' });
      const cache = new ClassifiedCache();
      const source = { drafts: store.drafts, sent: store.sent };
      for (let step = 0; step < 40; step += 1) {
        const roll = next();
        if (roll < 0.6) {
          const count = 1 + Math.floor(next() * 3);
          store.drafts.save(profileId, 'products', {
            upserts: Array.from({ length: count }, () => {
              const at = Math.floor(next() * 15);
              return { id: `p-${String(at)}`, position: at, row: product() };
            }),
            deletes: next() < 0.2 ? [`p-${String(Math.floor(next() * 15))}`] : [],
          });
        } else if (roll < 0.8) {
          const grid = next() < 0.5 ? 'brands' : 'colors';
          const at = Math.floor(next() * 3);
          store.drafts.save(profileId, grid, {
            upserts:
              next() < 0.7
                ? [
                    {
                      id: `${grid}-${String(at)}`,
                      position: at,
                      row: master(grid === 'brands' ? [...BRANDS, 'RB-X'] : [...COLORS, 'RC-X']),
                    },
                  ]
                : [],
            deletes: next() < 0.3 ? [`${grid}-${String(at)}`] : [],
          });
        } else {
          // A send applied: some products and masters as they are now.
          const sent = store.drafts
            .list(profileId, 'products')
            .filter(() => next() < 0.5)
            .map((record) => record.row);
          store.sent.recordBody(
            profileId,
            `send-${String(step)}`,
            JSON.stringify({
              brands: next() < 0.3 ? [{ brand_code: pick(BRANDS), name: 'B' }] : [],
              products: sent,
            }),
          );
        }
        const reused = cache.of(source, profileId);
        const fresh = classifyDrafts(source, profileId);
        expect(summary(reused), `step ${String(step)}`).toEqual(summary(fresh));
      }
    });
  }
});
