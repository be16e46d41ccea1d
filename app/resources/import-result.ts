import { z } from 'zod';
import { isJsonObject } from './json.ts';

// The 200 answer of POST /v1/imports (spec §4.2): its one schema, and the one tolerant reader.
// Counts may come as numeric strings, ids as numbers, flags as 1/0 or "true"/"false". The client
// reads fresh answers with it, the store reads back the answers it journalled.

export const importResultSchema = z.object({
  ok: z.boolean(),
  /** Newly created masters per master path name ('brands', 'colors', ...); updates are not counted. */
  created: z.record(z.string(), z.number().int().nonnegative()),
  /** One entry per product sent: its code, and true when it was new (false: updated). */
  products: z.array(z.object({ id: z.string(), created: z.boolean() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export type ImportResultReading =
  { ok: true; result: ImportResult } | { ok: false; problem: string };

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

/** Reads a parsed answer body. */
export function readImportResult(body: unknown): ImportResultReading {
  if (!isJsonObject(body)) return problem('not an object');
  const rawCreated = body['created'] ?? {};
  const rawProducts = body['products'] ?? [];
  if (!isJsonObject(rawCreated)) return problem('"created" is not an object');
  if (!Array.isArray(rawProducts)) return problem('"products" is not a list');

  const created: Record<string, number> = {};
  for (const [kind, value] of Object.entries(rawCreated)) {
    const count = toCount(value);
    if (count === null) return problem(`"created.${kind}" is not a count`);
    created[kind] = count;
  }
  const products: ImportResult['products'] = [];
  for (const entry of rawProducts) {
    const id = isJsonObject(entry) ? entry['id'] : undefined;
    const wasCreated = isJsonObject(entry) ? toFlag(entry['created']) : null;
    if ((typeof id !== 'string' && typeof id !== 'number') || wasCreated === null) {
      return problem('a product entry lacks its id or created flag');
    }
    products.push({ id: String(id), created: wasCreated });
  }
  return { ok: true, result: { ok: toFlag(body['ok']) ?? true, created, products } };
}

/** Reads an answer's text as sent (or as journalled). */
export function readImportResultText(text: string): ImportResultReading {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return problem('not JSON');
  }
  return readImportResult(body);
}
