import { readImportResult } from '../../app/resources/import-result.ts';

// What one batch did, read back from the journalled import response; a body the reader cannot
// make sense of yields null (history shows it as unknown, never as zero).

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

export function parseImportResponse(text: string): BatchResult | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const reading = readImportResult(body);
  if (!reading.ok) return null;
  return { mastersCreated: reading.result.created, products: reading.result.products };
}
