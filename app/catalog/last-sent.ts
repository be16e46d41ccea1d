import type { MasterRow, ProductRow } from './rows.ts';

// Each draft row against what this connection last sent (its sent catalog, derived from the
// journal's applied requests): new (never sent from here), changed (a field or a SKU differs;
// a SKU added or removed is a change of its product) or the same. The service shows no read of
// products or masters (spec §4.4), so "the same" means only "as this connection last sent it":
// the service's own screen may have changed it since.
//
// Values compare as the grid keeps them: codes trimmed (the grid trims them on entry, so a code
// pasted with a stray space is the same code), every text in Unicode NFC (the same characters
// typed or pasted in composed or decomposed form are the same text). A product's SKUs are a set:
// the same SKUs in another order are the same product.

export type RowChange = 'new' | 'changed' | 'same';

/** Text as compared: NFC. */
export const comparedText = (value: string): string => value.normalize('NFC');
/** A code as compared: trimmed, NFC. */
export const comparedCode = (value: string): string => value.trim().normalize('NFC');

export type CatalogValue = MasterRow | ProductRow;

// Equal strings are equal however they compare, so the normalising (a cost at 50,000 products)
// runs only for values that differ as they are.
export const sameText = (a: string, b: string): boolean =>
  a === b || comparedText(a) === comparedText(b);
export const sameCode = (a: string, b: string): boolean =>
  a === b || comparedCode(a) === comparedCode(b);

/** A product's SKUs as compared: `colour\u0000size`, codes compared. */
export const skuKey = (sku: { color_code: string; size_code: string }): string =>
  `${comparedCode(sku.color_code)}\u0000${comparedCode(sku.size_code)}`;

const skuSet = (row: ProductRow): Set<string> => new Set(row.skus.map(skuKey));

function sameSkus(draft: ProductRow, sent: ProductRow): boolean {
  const inOrder =
    draft.skus.length === sent.skus.length &&
    draft.skus.every((sku, i) => {
      const other = sent.skus[i];
      return (
        other !== undefined &&
        sku.color_code === other.color_code &&
        sku.size_code === other.size_code
      );
    });
  if (inOrder) return true;
  const now = skuSet(draft);
  const before = skuSet(sent);
  if (now.size !== before.size) return false;
  for (const key of now) if (!before.has(key)) return false;
  return true;
}

function sameProduct(draft: ProductRow, sent: ProductRow): boolean {
  return (
    sameText(draft.name, sent.name) &&
    sameCode(draft.brand_code, sent.brand_code) &&
    sameSkus(draft, sent)
  );
}

export const isProduct = (value: CatalogValue): value is ProductRow => 'product_code' in value;

/** The row's code as compared (its key in the sent catalog). */
export const comparedCodeOf = (value: CatalogValue): string =>
  comparedCode(isProduct(value) ? value.product_code : value.code);

/** One draft row against the value last sent with its code (null: never sent from here). */
export function rowChange(draft: CatalogValue, sent: CatalogValue | null): RowChange {
  if (sent === null) return 'new';
  if (isProduct(draft) !== isProduct(sent)) return 'changed';
  if (isProduct(draft) && isProduct(sent)) return sameProduct(draft, sent) ? 'same' : 'changed';
  const master = draft as MasterRow;
  const before = sent as MasterRow;
  return sameCode(master.code, before.code) && sameText(master.name, before.name)
    ? 'same'
    : 'changed';
}

/** What one grid's connection last sent, by compared code (a Map, or the core's SentIndex). */
export interface LastSent {
  get(comparedCode: string): CatalogValue | undefined;
}

/** The index of what was sent; of two codes that compare the same, the later entry wins. */
export function lastSentIndex(
  entries: Iterable<{ code: string; value: CatalogValue }>,
): Map<string, CatalogValue> {
  const index = new Map<string, CatalogValue>();
  for (const entry of entries) index.set(comparedCode(entry.code), entry.value);
  return index;
}

/** A draft row of `grid` against `lastSent` (that grid's index). */
export function changeOf(value: CatalogValue, lastSent: LastSent): RowChange {
  return rowChange(value, sentOf(value, lastSent));
}

/** The value last sent with the draft row's code (null: never sent from here). */
export function sentOf(value: CatalogValue, lastSent: LastSent): CatalogValue | null {
  // The index's keys are compared codes: a code found as it is needs no normalising.
  const code = isProduct(value) ? value.product_code : value.code;
  return lastSent.get(code) ?? lastSent.get(comparedCode(code)) ?? null;
}

export type ChangeCounts = Record<RowChange, number>;

/** Each row's change, and the count of each. */
export function classifyRows(
  rows: readonly { id: string; row: CatalogValue }[],
  lastSent: LastSent,
): { changes: Map<string, RowChange>; counts: ChangeCounts } {
  const changes = new Map<string, RowChange>();
  const counts: ChangeCounts = { new: 0, changed: 0, same: 0 };
  for (const row of rows) {
    const change = changeOf(row.row, lastSent);
    changes.set(row.id, change);
    counts[change] += 1;
  }
  return { changes, counts };
}
