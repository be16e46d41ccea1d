import type { ImportResult } from './catalog.ts';

// Reads the 200 answer of POST /v1/imports (spec §4.2) tolerantly: counts may come as numeric
// strings, ids as numbers, flags as 1/0 or "true"/"false". The client reads fresh answers with
// it, the store reads back the answers it journalled.

export type ImportResultReading =
  { ok: true; result: ImportResult } | { ok: false; problem: string };

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

const problem = (text: string): ImportResultReading => ({ ok: false, problem: text });

export function readImportResult(body: unknown): ImportResultReading {
  if (!isRecord(body)) return problem('not an object');
  const rawCreated = body['created'] ?? {};
  const rawProducts = body['products'] ?? [];
  if (!isRecord(rawCreated)) return problem('"created" is not an object');
  if (!Array.isArray(rawProducts)) return problem('"products" is not a list');

  const created: Record<string, number> = {};
  for (const [kind, value] of Object.entries(rawCreated)) {
    const count = toCount(value);
    if (count === null) return problem(`"created.${kind}" is not a count`);
    created[kind] = count;
  }
  const products: ImportResult['products'] = [];
  for (const entry of rawProducts as unknown[]) {
    const id = isRecord(entry) ? entry['id'] : undefined;
    const wasCreated = isRecord(entry) ? toFlag(entry['created']) : null;
    if ((typeof id !== 'string' && typeof id !== 'number') || wasCreated === null) {
      return problem('a product entry lacks its id or created flag');
    }
    products.push({ id: String(id), created: wasCreated });
  }
  return { ok: true, result: { ok: toFlag(body['ok']) ?? true, created, products } };
}
