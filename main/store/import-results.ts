// What one batch did, read from the service's import response (spec §4.2: ok, created counts per
// master path name, products with id and created). Lenient like the rest of the client: numbers
// may come as strings, ids as numbers; a body of any other shape yields null.

export interface ProductResult {
  /** The product code. */
  id: string;
  /** true: newly created; false: an existing product was updated. */
  created: boolean;
}

export interface BatchResult {
  /** Newly created masters per master path name ('brands', 'colors', ...). */
  mastersCreated: Record<string, number>;
  products: ProductResult[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toCount(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
}

function toFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 'true' || value === '1') return true;
  if (value === 0 || value === 'false' || value === '0') return false;
  return null;
}

function toProduct(value: unknown): ProductResult | null {
  if (!isRecord(value)) return null;
  const { id, created } = value;
  const flag = toFlag(created);
  if ((typeof id !== 'string' && typeof id !== 'number') || flag === null) return null;
  return { id: String(id), created: flag };
}

export function parseImportResponse(text: string): BatchResult | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(body)) return null;
  const created = body.created ?? {};
  const products = body.products ?? [];
  if (!isRecord(created) || !Array.isArray(products)) return null;

  const mastersCreated: Record<string, number> = {};
  for (const [kind, value] of Object.entries(created)) {
    const count = toCount(value);
    if (count === null) return null;
    mastersCreated[kind] = count;
  }
  const parsedProducts: ProductResult[] = [];
  for (const item of products as unknown[]) {
    const product = toProduct(item);
    if (product === null) return null;
    parsedProducts.push(product);
  }
  return { mastersCreated, products: parsedProducts };
}
