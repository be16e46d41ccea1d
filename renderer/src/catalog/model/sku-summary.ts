import type { Sku } from '../../../../app/catalog/rows.ts';

// The compact SKU cell of the products grid ("NV: S M L · IV: S M") and its reading back, so a
// copied SKU cell pastes into another product unchanged.

const GROUP_SEPARATOR = ' · ';

/** Colours in order of first appearance, each with its sizes in SKU order. */
export function skusByColor(skus: readonly Sku[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const sku of skus) {
    const sizes = groups.get(sku.color_code);
    if (sizes === undefined) groups.set(sku.color_code, [sku.size_code]);
    else sizes.push(sku.size_code);
  }
  return groups;
}

export function formatSkuSummary(skus: readonly Sku[]): string {
  return [...skusByColor(skus)]
    .map(([color, sizes]) => `${color}: ${sizes.join(' ')}`)
    .join(GROUP_SEPARATOR);
}

/**
 * Reads a summary back. Groups are separated by "·", ";" or line breaks; a group is
 * "COLOR: SIZE SIZE" (sizes split by spaces or commas). A group without a colon is a colour
 * with no size named. Duplicates are kept once.
 */
export function parseSkuSummary(text: string): Sku[] {
  const skus: Sku[] = [];
  const seen = new Set<string>();
  for (const group of text.split(/[·;\r\n]+/)) {
    if (group.trim() === '') continue;
    const colon = group.indexOf(':');
    const color = (colon === -1 ? group : group.slice(0, colon)).trim();
    const sizes =
      colon === -1
        ? ['']
        : group
            .slice(colon + 1)
            .split(/[\s,、]+/)
            .filter(Boolean);
    for (const size of sizes.length === 0 ? [''] : sizes) {
      const key = `${color}\u0000${size}`;
      if (seen.has(key)) continue;
      seen.add(key);
      skus.push({ color_code: color, size_code: size });
    }
  }
  return skus;
}
