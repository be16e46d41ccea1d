import type { MasterRow, ProductRow, Sku } from './rows.ts';
import { isProduct, sameCode, sameText, skuKey, type CatalogValue } from './last-sent.ts';

// What changed in one draft row since this connection last sent it, field by field, for the
// review's list of changes: name "Tシャツ" → "Tシャツ 2", brand_code KK → KX, SKUs +NV/M −BK/S.
// Values compare as last-sent.ts compares them (codes trimmed, texts NFC, SKUs a set), so a row
// that last-sent.ts calls the same lists no change here, and a changed one lists at least one.

export type ChangedField = 'name' | 'brand_code';

/** One field before → after (before null: the row was never sent from here). */
export interface FieldChange {
  field: ChangedField;
  before: string | null;
  after: string;
}

/** A product's SKUs added and removed since last sent (the order is no change). */
export interface SkuChanges {
  added: Sku[];
  removed: Sku[];
}

export interface RowChanges {
  fields: FieldChange[];
  /** Products only, and only when a SKU was added or removed. */
  skus?: SkuChanges;
}

function skuChanges(draft: readonly Sku[], sent: readonly Sku[]): SkuChanges {
  const now = new Set(draft.map(skuKey));
  const before = new Set(sent.map(skuKey));
  return {
    added: draft.filter((sku) => !before.has(skuKey(sku))),
    removed: sent.filter((sku) => !now.has(skuKey(sku))),
  };
}

function productChanges(draft: ProductRow, sent: ProductRow | null): RowChanges {
  const fields: FieldChange[] = [];
  if (sent === null || !sameText(draft.name, sent.name)) {
    fields.push({ field: 'name', before: sent?.name ?? null, after: draft.name });
  }
  if (sent === null || !sameCode(draft.brand_code, sent.brand_code)) {
    fields.push({ field: 'brand_code', before: sent?.brand_code ?? null, after: draft.brand_code });
  }
  const skus = skuChanges(draft.skus, sent?.skus ?? []);
  return skus.added.length > 0 || skus.removed.length > 0 ? { fields, skus } : { fields };
}

function masterChanges(draft: MasterRow, sent: MasterRow | null): RowChanges {
  return sent === null || !sameText(draft.name, sent.name)
    ? { fields: [{ field: 'name', before: sent?.name ?? null, after: draft.name }] }
    : { fields: [] };
}

/** The draft row's changes against the value last sent with its code (null: never sent). */
export function rowChanges(draft: CatalogValue, sent: CatalogValue | null): RowChanges {
  if (isProduct(draft))
    return productChanges(draft, sent !== null && isProduct(sent) ? sent : null);
  return masterChanges(draft, sent !== null && !isProduct(sent) ? sent : null);
}

const skuText = (sku: Sku): string => `${sku.color_code}/${sku.size_code}`;

/** SKUs as the review shows them: `+NV/M −BK/S`. */
export const skuChangesText = (skus: SkuChanges): string =>
  [...skus.added.map((s) => `+${skuText(s)}`), ...skus.removed.map((s) => `−${skuText(s)}`)].join(
    ' ',
  );
