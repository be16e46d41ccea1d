// The draft rows a batch carries are listed in its body's order; applying a batch clears them.

/** The body's elements in the order `rows` lists them (masters by kind, then products). */
export function elementsOf(bodyText: string): unknown[] {
  const body = JSON.parse(bodyText) as Record<string, unknown>;
  const elements: unknown[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'products' && Array.isArray(value)) elements.push(...(value as unknown[]));
  }
  const products = body.products;
  if (Array.isArray(products)) elements.push(...(products as unknown[]));
  return elements;
}
