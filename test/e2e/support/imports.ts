import { join } from 'node:path';
import type { MasterRow, ProductRow } from '../../../app/catalog/rows.ts';
import { planImport } from '../../../app/imports/plan.ts';
import { openStore } from '../../../main/store/index.ts';
import { expect, type E2eApp } from './fixtures.ts';

// Imports for the History, Sent and prompt specs: sent through the core's own handlers (what
// "Review and send" calls), or journalled through the store as a crash leaves them.

export async function activeProfile(app: Pick<E2eApp, 'core'>): Promise<string> {
  const { activeId } = await app.core.handlers['connections.list']({}, {});
  if (activeId === null) throw new Error('no active connection');
  return activeId;
}

/** A product of a seeded draft: its code and the brand it names (no SKUs). */
export interface SeedProduct {
  code: string;
  brand: string;
}

/** `count` products coded `<prefix>-0000`…, each naming `brand`. */
export const numberedProducts = (prefix: string, count: number, brand: string): SeedProduct[] =>
  Array.from({ length: count }, (_, i) => ({
    code: `${prefix}-${String(i).padStart(4, '0')}`,
    brand,
  }));

/**
 * Saves brands and products (named "Shirt <code>", no SKUs) as the profile's draft through the
 * core, as the grids save them; ids are `b-` / `p-` and the code.
 */
export async function saveBrandsAndProducts(
  app: Pick<E2eApp, 'core'>,
  brands: readonly MasterRow[],
  products: readonly SeedProduct[],
): Promise<void> {
  const profileId = await activeProfile(app);
  const save = app.core.handlers['drafts.save'];
  await save(
    {
      profileId,
      grid: 'brands',
      upserts: brands.map((row, position) => ({ id: `b-${row.code}`, position, row })),
      deletes: [],
    },
    {},
  );
  await save(
    {
      profileId,
      grid: 'products',
      upserts: products.map(({ code, brand }, position) => ({
        id: `p-${code}`,
        position,
        row: { product_code: code, name: `Shirt ${code}`, brand_code: brand, skus: [] },
      })),
      deletes: [],
    },
    {},
  );
}

const product = (code: string, name: string): ProductRow => ({
  product_code: code,
  name,
  brand_code: 'HB',
  skus: [{ color_code: 'HC', size_code: 'M' }],
});

/** Drafts a brand, a colour and two products, sends them, and waits for the import to end. */
export async function sendImport(app: E2eApp, profileId: string): Promise<string> {
  const { handlers } = app.core;
  await handlers['drafts.save'](
    {
      profileId,
      grid: 'brands',
      upserts: [{ id: 'b1', position: 1, row: { code: 'HB', name: 'History Brand' } }],
      deletes: [],
    },
    {},
  );
  await handlers['drafts.save'](
    {
      profileId,
      grid: 'colors',
      upserts: [{ id: 'c1', position: 1, row: { code: 'HC', name: 'History Colour' } }],
      deletes: [],
    },
    {},
  );
  await handlers['drafts.save'](
    {
      profileId,
      grid: 'products',
      upserts: [
        { id: 'p1', position: 1, row: product('P-H1', 'History coat') },
        { id: 'p2', position: 2, row: product('P-H2', 'History shirt') },
      ],
      deletes: [],
    },
    {},
  );
  const { importId } = await handlers['imports.start']({ profileId }, {});
  await expect
    .poll(
      async () =>
        (await handlers['imports.history']({ profileId }, {})).imports.find(
          (entry) => entry.importId === importId,
        )?.outcome,
      { timeout: 60_000 },
    )
    .toBe('done');
  return importId;
}

/** Journals an import the way a crash leaves one: written, not running (`sent`: answered never). */
export function journalUnfinished(app: E2eApp, profileId: string, prefix: string, sent: number[]) {
  const plan = planImport({
    brands: [{ id: `${prefix}-b`, row: { code: `${prefix}B`, name: 'Crash brand' } }],
    colors: [],
    products: Array.from({ length: 150 }, (_, index) => ({
      id: `${prefix}-p${index}`,
      row: {
        product_code: `${prefix}-${String(index).padStart(3, '0')}`,
        name: 'Crash product',
        brand_code: `${prefix}B`,
        skus: [],
      },
    })),
  });
  expect(plan.requests).toHaveLength(2);
  const store = openStore(join(app.userDataDir, 'kikan.sqlite'));
  try {
    const record = store.imports.create({
      profileId,
      batches: plan.requests.map(({ body, rows, dependsOn }) => ({ body, rows, dependsOn })),
    });
    for (const seq of sent) store.imports.markSent(record.id, seq);
    return record.id;
  } finally {
    store.close();
  }
}

/**
 * Journals a finished import whose first request was applied and second refused, with an error
 * body of the service's (unspecified) shape, so the detail shows results and a refusal.
 */
export function journalRefused(app: E2eApp, profileId: string): string {
  const plan = planImport({
    brands: [{ id: 'rf-b', row: { code: 'RFB', name: 'Refused brand' } }],
    colors: [{ id: 'rf-c', row: { code: 'RFC', name: 'Refused colour' } }],
    products: Array.from({ length: 103 }, (_, index) => ({
      id: `rf-p${index}`,
      row: {
        product_code: `RF-${String(index).padStart(3, '0')}`,
        name: 'ウールコート',
        brand_code: 'RFB',
        skus: [{ color_code: 'RFC', size_code: 'M' }],
      },
    })),
  });
  const store = openStore(join(app.userDataDir, 'kikan.sqlite'));
  try {
    const record = store.imports.create({
      profileId,
      batches: plan.requests.map(({ body, rows, dependsOn }) => ({ body, rows, dependsOn })),
    });
    store.imports.markSent(record.id, 0);
    store.imports.markDone(record.id, 0, {
      status: 200,
      text: JSON.stringify({
        ok: true,
        created: { brands: 1, colors: 1 },
        products: Array.from({ length: 100 }, (_, index) => ({
          id: `RF-${String(index).padStart(3, '0')}`,
          created: index % 4 !== 0,
        })),
      }),
    });
    store.imports.markSent(record.id, 1);
    store.imports.markFailed(record.id, 1, 'The service refused the request (422).', {
      status: 422,
      text: JSON.stringify({
        error: {
          message: 'Validation failed',
          details: [{ path: 'products[1].brand_code', message: 'brand is archived' }],
        },
      }),
    });
    return record.id;
  } finally {
    store.close();
  }
}
