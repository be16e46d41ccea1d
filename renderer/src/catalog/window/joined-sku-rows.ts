import type { CatalogEntry } from '../../../../app/catalog/row-reads.ts';
import type { ProductRow } from '../../../../app/catalog/rows.ts';
import { VIEW_COLUMNS, type ViewName } from '../model/view.ts';
import type { CellWrite } from '../model/write-cells.ts';

// Per-SKU rows typed or pasted below the view's end whose product code a product already holds
// join that product (the page's write-cells.ts: its SKUs added after the product's own, its name
// and brand where the product's are empty), as a file in one-row-per-SKU shape does. In core mode
// the page holds no products: these are the codes the core is asked about (catalog.rowsByCode)
// before such a write is planned, and the answer read as the first product in draft order of
// each code. Pure.

/** Product ids by code: the first product in draft order holding each code asked. */
export type ProductsByCode = ReadonlyMap<string, string>;

const PRODUCT_CODE = VIEW_COLUMNS.skus.indexOf('product_code');

/**
 * The product codes (trimmed, as they are written) of per-SKU rows written below the view's end:
 * `isNew(place)` says whether a place is past the end. Empty in the other views.
 */
export function codesBelowEnd(
  view: ViewName,
  writes: readonly CellWrite[],
  isNew: (place: number) => boolean,
  looksSecret: (value: string) => boolean,
): string[] {
  if (view !== 'skus') return [];
  const codes = new Set<string>();
  for (const write of writes) {
    if (write.col !== PRODUCT_CODE || looksSecret(write.value)) continue;
    const code = write.value.trim();
    if (code !== '' && isNew(write.row)) codes.add(code);
  }
  return [...codes];
}

/** The core's rows for the codes (catalog.rowsByCode answers the first of each in draft order). */
export function productsByCode(found: readonly CatalogEntry[]): ProductsByCode {
  const byCode = new Map<string, string>();
  for (const entry of found) {
    const code = (entry.row as ProductRow).product_code;
    if (code !== '' && !byCode.has(code)) byCode.set(code, entry.id);
  }
  return byCode;
}

/** Settles once the window has no edit the core has not answered (a lookup then sees them). */
export function allAnswered(window: {
  readonly unanswered: number;
  subscribe(listener: () => void): () => void;
}): Promise<void> {
  if (window.unanswered === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = window.subscribe(() => {
      if (window.unanswered > 0) return;
      stop();
      resolve();
    });
  });
}
