import type { ProductRow } from '../../../app/catalog/rows.ts';
import type { ImportBatchRecord, Store } from '../../../main/store/index.ts';

// "Last sent" derived afresh from the journal, for tests to hold the store's sent catalog to: the
// bodies of the requests the service applied (state done), oldest import first, each product's
// fields as its newest applied request sent them (a field a request left out keeps the value
// sent before; the service keeps it too).

interface BodyProduct {
  product_code?: unknown;
  name?: unknown;
  brand_code?: unknown;
  skus?: unknown;
}

const productsIn = (batch: ImportBatchRecord): BodyProduct[] => {
  const body = JSON.parse(batch.body) as { products?: BodyProduct[] };
  return body.products ?? [];
};

/** The product codes a request carried. */
export const productsOfBatch = (batch: ImportBatchRecord): string[] =>
  productsIn(batch).map((p) => String(p.product_code));

export function journalBaseline(store: Store, profileId: string): Map<string, ProductRow> {
  const baseline = new Map<string, ProductRow>();
  const imports = store.imports.list(profileId).reverse();
  for (const record of imports) {
    const applied = record.batches
      .filter((b) => b.state === 'done')
      .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.seq - b.seq);
    for (const batch of applied) {
      for (const element of productsIn(batch)) {
        const code = String(element.product_code);
        const before = baseline.get(code);
        baseline.set(code, {
          product_code: code,
          name: typeof element.name === 'string' ? element.name : (before?.name ?? ''),
          brand_code:
            typeof element.brand_code === 'string'
              ? element.brand_code
              : (before?.brand_code ?? ''),
          skus: Array.isArray(element.skus)
            ? (element.skus as Array<{ color_code: string; size_code: string }>).map((s) => ({
                color_code: s.color_code,
                size_code: s.size_code,
              }))
            : (before?.skus ?? []),
        });
      }
    }
  }
  return baseline;
}
