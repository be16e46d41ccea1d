import {
  boundJsonDepth,
  isJsonObject,
  MAX_JSON_DEPTH,
  type JsonObject,
  type JsonValue,
  type Scalar,
} from '../../app/resources/json.ts';
import type { Voucher, VoucherKind, VoucherPage } from '../../app/resources/vouchers.ts';
import type { KikanError } from '../../app/errors.ts';
import { badResponse } from './json-body.ts';

// Turns whatever the service sent for a voucher list or a voucher into the app's Voucher shape.
// The spec leaves envelope, types and nullability open (§2.7, §4.4), so: values are kept as sent,
// non-scalar fields the app does not know go to `other`, and nothing is dropped.

const SINGULAR: Record<VoucherKind, string> = {
  purchase_orders: 'purchase order',
  sales_orders: 'sales order',
  leases: 'lease',
  order_plans: 'order plan row',
};

export function singularLabel(kind: VoucherKind): string {
  return SINGULAR[kind];
}

/** Keys under which a list envelope most plausibly keeps its rows, tried when several arrays are sent. */
const ROW_KEYS = ['data', 'items', 'rows', 'results', 'records', 'list', 'entries'];

const CURSOR_KEYS = ['next_cursor', 'nextCursor', 'next', 'next_starting_after', 'cursor'];

function isScalar(value: JsonValue | undefined): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function idOf(kind: VoucherKind, row: JsonObject): string | null {
  const numberKey = `${kind.replace(/s$/, '')}_number`;
  for (const key of ['id', numberKey, 'number']) {
    const value = row[key];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

/**
 * Scalars to `fields`, the rest to `other`, nested at most `depth` levels below the row (a value
 * nested deeper is kept as its marked JSON text, see MAX_JSON_DEPTH).
 */
function split(
  row: JsonObject,
  skip: string | null,
  depth: number,
): { fields: Record<string, Scalar>; other: JsonObject } {
  const fields: Record<string, Scalar> = {};
  const other: JsonObject = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === skip) continue;
    if (isScalar(value)) fields[key] = value;
    else other[key] = boundJsonDepth(value, depth);
  }
  return { fields, other };
}

/** Does this object look like a voucher rather than a wrapper around one? */
function hasId(kind: VoucherKind, value: JsonObject): boolean {
  return idOf(kind, value) !== null;
}

export function normaliseVoucher(kind: VoucherKind, value: JsonValue | undefined): Voucher {
  if (!isJsonObject(value)) {
    throw badResponse(`The service sent a ${SINGULAR[kind]} that is not an object.`);
  }
  const id = idOf(kind, value);
  if (id === null) {
    throw badResponse(
      `The service sent a ${SINGULAR[kind]} without an id or number, so it cannot be shown or paged.`,
    );
  }
  const rawLines = value['lines'];
  // Depth as sent: the row, then its lines array, then a line, then a line's value.
  const lines = Array.isArray(rawLines)
    ? rawLines.map((line) =>
        isJsonObject(line)
          ? split(line, null, MAX_JSON_DEPTH - 3)
          : { fields: {}, other: { value: boundJsonDepth(line, MAX_JSON_DEPTH - 3) } },
      )
    : null;
  const { fields, other } = split(
    value,
    Array.isArray(rawLines) ? 'lines' : null,
    MAX_JSON_DEPTH - 1,
  );
  return { id, fields, lines, other };
}

/**
 * A single-voucher body: the voucher itself, or (tolerated) a wrapper whose only object value
 * with an id is the voucher, e.g. `{"data": {...}, "meta": {...}}`, or a one-element array.
 */
export function normaliseSingleVoucher(kind: VoucherKind, body: JsonValue): Voucher {
  if (Array.isArray(body) && body.length === 1) return normaliseVoucher(kind, body[0]);
  if (isJsonObject(body) && !hasId(kind, body)) {
    const inner = Object.values(body)
      .filter(isJsonObject)
      .filter((value) => hasId(kind, value));
    if (inner.length === 1) return normaliseVoucher(kind, inner[0]);
  }
  return normaliseVoucher(kind, body);
}

/** An array member of a list envelope, as the rows' array is chosen among them. */
export interface ArrayShape {
  name: string;
  length: number;
  /** Every element is an object. */
  objects: boolean;
}

/** The name of the envelope's array that holds the rows, or null when none can be chosen. */
export function chooseRows(kind: VoucherKind, arrays: readonly ArrayShape[]): string | null {
  if (arrays.length === 0) return null;
  if (arrays.length === 1) return arrays[0]?.name ?? null;
  const preferred = [...ROW_KEYS, kind];
  for (const key of preferred) {
    const hit = arrays.find(({ name }) => name === key);
    if (hit) return hit.name;
  }
  const ofObjects = arrays.filter((shape) => shape.length > 0 && shape.objects);
  if (ofObjects.length === 1) return ofObjects[0]?.name ?? null;
  if (arrays.every((shape) => shape.length === 0)) return arrays[0]?.name ?? null;
  return null;
}

function rowsOf(kind: VoucherKind, body: JsonObject): JsonValue[] | null {
  const arrays = Object.entries(body).filter((entry): entry is [string, JsonValue[]] =>
    Array.isArray(entry[1]),
  );
  const chosen = chooseRows(
    kind,
    arrays.map(([name, rows]) => ({
      name,
      length: rows.length,
      objects: rows.every(isJsonObject),
    })),
  );
  return arrays.find(([name]) => name === chosen)?.[1] ?? null;
}

/** True when the envelope explicitly says there is nothing after this page. */
export function saysEnd(body: JsonObject): boolean {
  for (const key of ['has_more', 'hasMore', 'more']) {
    if (body[key] === false) return true;
  }
  return CURSOR_KEYS.some((key) => Object.hasOwn(body, key) && body[key] === null);
}

export function listWithoutRows(kind: VoucherKind): KikanError {
  return badResponse(
    `The service answered the ${SINGULAR[kind]} list without a list of rows, so Kikan Desk cannot show it.`,
  );
}

/**
 * A list page. Envelope: a bare array, or an object holding one array of rows under any key.
 * End of list: an empty page, or an explicit has_more:false / null next cursor when sent;
 * otherwise the next page starts after the last row's id (spec §4.3, starting_after).
 */
export function normaliseVoucherPage(kind: VoucherKind, body: JsonValue): VoucherPage {
  let rawRows: JsonValue[] | null;
  let ended = false;
  if (Array.isArray(body)) {
    rawRows = body;
  } else if (isJsonObject(body)) {
    rawRows = rowsOf(kind, body);
    ended = saysEnd(body);
  } else {
    rawRows = null;
  }
  if (rawRows === null) throw listWithoutRows(kind);
  const rows = rawRows.map((row) => normaliseVoucher(kind, row));
  const last = rows.at(-1);
  return { rows, nextCursor: ended || last === undefined ? null : last.id };
}
