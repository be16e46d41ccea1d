import type { ImportResult } from '../../app/resources/catalog.ts';
import type { JsonValue } from '../../app/resources/json.ts';
import { badResponse, isJsonObject } from './json-body.ts';

// The 200 answer of POST /v1/imports (spec §4.2). Its fields are named by the spec, but their
// encoding is read tolerantly: counts may come as numeric strings, ids as numbers.

function count(value: JsonValue | undefined): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return null;
}

function flag(value: JsonValue | undefined): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1) return true;
  if (value === 'false' || value === 0) return false;
  return null;
}

const unreadable = (detail: string): Error =>
  badResponse(`The service confirmed the import, but its answer could not be read (${detail}).`);

export function normaliseImportResult(body: JsonValue): ImportResult {
  if (!isJsonObject(body)) throw unreadable('not an object');
  const created: Record<string, number> = {};
  const rawCreated = body['created'];
  if (rawCreated !== undefined && rawCreated !== null) {
    if (!isJsonObject(rawCreated)) throw unreadable('"created" is not an object');
    for (const [kind, value] of Object.entries(rawCreated)) {
      const n = count(value);
      if (n === null) throw unreadable(`"created.${kind}" is not a count`);
      created[kind] = n;
    }
  }
  const products: ImportResult['products'] = [];
  const rawProducts = body['products'];
  if (rawProducts !== undefined && rawProducts !== null) {
    if (!Array.isArray(rawProducts)) throw unreadable('"products" is not a list');
    for (const entry of rawProducts) {
      const id = isJsonObject(entry) ? entry['id'] : undefined;
      const wasCreated = isJsonObject(entry) ? flag(entry['created']) : null;
      if ((typeof id !== 'string' && typeof id !== 'number') || wasCreated === null) {
        throw unreadable('a product entry lacks its id or created flag');
      }
      products.push({ id: String(id), created: wasCreated });
    }
  }
  const ok = flag(body['ok']);
  return { ok: ok ?? true, created, products };
}
