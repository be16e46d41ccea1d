import { skuKey, type Sku } from '../../../../app/catalog/rows.ts';

// The colour × size matrix editor of one product: which cells exist as SKUs. Colours and sizes
// are the product's own plus any the user adds; SKUs keep their original order, new ones follow
// in colour-then-size order.

export interface SkuMatrix {
  colors: readonly string[];
  sizes: readonly string[];
  ticked: ReadonlySet<string>;
}

export const SIZE_SETS = {
  letters: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  numeric: ['1', '2', '3', '4', '5'],
  free: ['F', 'FREE'],
} as const;
export type SizeSetName = keyof typeof SIZE_SETS;

const unique = (values: readonly string[]) => [...new Set(values)];
const key = (color: string, size: string) => skuKey({ color_code: color, size_code: size });

export function matrixOf(skus: readonly Sku[]): SkuMatrix {
  return {
    colors: unique(skus.map((s) => s.color_code)),
    sizes: unique(skus.map((s) => s.size_code)),
    ticked: new Set(skus.map(skuKey)),
  };
}

export const isTicked = (m: SkuMatrix, color: string, size: string): boolean =>
  m.ticked.has(key(color, size));

export function toggle(m: SkuMatrix, color: string, size: string): SkuMatrix {
  const ticked = new Set(m.ticked);
  const k = key(color, size);
  if (ticked.has(k)) ticked.delete(k);
  else ticked.add(k);
  return { ...m, ticked };
}

/** Ticks or unticks a whole colour row (every size). */
export function setColor(m: SkuMatrix, color: string, on: boolean): SkuMatrix {
  const ticked = new Set(m.ticked);
  for (const size of m.sizes) {
    if (on) ticked.add(key(color, size));
    else ticked.delete(key(color, size));
  }
  return { ...m, ticked };
}

export function addColor(m: SkuMatrix, color: string): SkuMatrix {
  const code = color.trim();
  if (code === '' || m.colors.includes(code)) return m;
  return { ...m, colors: [...m.colors, code] };
}

/** Adds size columns. When the sizes already there all belong to the added ones (M, then the
 * XS–XXL set), the columns take the added order, so they read XS S M L rather than M XS S L. */
export function addSizes(m: SkuMatrix, sizes: readonly string[]): SkuMatrix {
  const added = unique(sizes.map((s) => s.trim()).filter((s) => s !== ''));
  const fresh = added.filter((s) => !m.sizes.includes(s));
  if (fresh.length === 0) return m;
  const within = m.sizes.every((s) => added.includes(s));
  return { ...m, sizes: within ? added : [...m.sizes, ...fresh] };
}

/** The product's SKUs after editing: the original ones still ticked, then new ticks. */
export function skusOf(m: SkuMatrix, original: readonly Sku[]): Sku[] {
  const kept = original.filter((s) => m.ticked.has(skuKey(s)));
  const have = new Set(kept.map(skuKey));
  const added: Sku[] = [];
  for (const color_code of m.colors) {
    for (const size_code of m.sizes) {
      const k = key(color_code, size_code);
      if (m.ticked.has(k) && !have.has(k)) added.push({ color_code, size_code });
    }
  }
  return [...kept, ...added];
}
