import { z } from 'zod';

// The one JSON type and the one JSON-object guard of the app (the stand-in keeps its own: it
// shares no code with the app).

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/**
 * How deep a value the app keeps as a structure. Anything nested deeper (a service may send a
 * value 2,600 levels deep) is kept as its JSON text under DEEP_JSON_KEY: shown, searched and
 * stored, but never walked, so no check or copy of it can run out of stack.
 */
export const MAX_JSON_DEPTH = 64;
/** The mark of a value nested past MAX_JSON_DEPTH: `{ [DEEP_JSON_KEY]: its JSON text }`. */
export const DEEP_JSON_KEY = '(nested too deep; JSON text)';

/**
 * JSON.stringify, also for a value nested deeper than the stack allows (JSON.parse reads a
 * million levels; JSON.stringify overflows near 100,000): then written with a list of pending parts.
 */
export function jsonText(value: JsonValue): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  type Part = { text: string } | { value: JsonValue };
  const out: string[] = [];
  const pending: Part[] = [{ value }];
  for (let part = pending.pop(); part !== undefined; part = pending.pop()) {
    if ('text' in part) {
      out.push(part.text);
      continue;
    }
    const item = part.value;
    if (item === null || typeof item !== 'object') {
      out.push(JSON.stringify(item));
      continue;
    }
    // Pushed in reverse: the first inner part is taken next.
    const inner: Part[] = Array.isArray(item)
      ? item.flatMap((entry, index): Part[] =>
          index > 0 ? [{ text: ',' }, { value: entry }] : [{ value: entry }],
        )
      : Object.entries(item).flatMap(([key, entry], index): Part[] => [
          { text: `${index > 0 ? ',' : ''}${JSON.stringify(key)}:` },
          { value: entry },
        ]);
    const [open, close] = Array.isArray(item) ? ['[', ']'] : ['{', '}'];
    pending.push({ text: close }, ...inner.reverse());
    out.push(open);
  }
  return out.join('');
}

/** A value already kept as its marked JSON text (bounding it again changes nothing). */
export function isDeepMark(value: JsonValue): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === DEEP_JSON_KEY && typeof value[DEEP_JSON_KEY] === 'string';
}

/**
 * The value at most `depth` containers deep (isJsonWithin(value, depth)): a container at the last
 * level allowed is replaced by its mark (itself an object, holding the container's JSON text).
 */
export function boundJsonDepth(value: JsonValue, depth: number = MAX_JSON_DEPTH): JsonValue {
  if (value === null || typeof value !== 'object') return value;
  if (depth <= 1) return isDeepMark(value) ? value : { [DEEP_JSON_KEY]: jsonText(value) };
  if (Array.isArray(value)) return value.map((item) => boundJsonDepth(item, depth - 1));
  const bounded: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    // defineProperty: a "__proto__" key stays a key, never a prototype.
    Object.defineProperty(bounded, key, {
      value: boundJsonDepth(item, depth - 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return bounded;
}

/**
 * Is this a JSON value no deeper than `depth` containers? Walked with a list, not recursion, so a
 * value of any depth is answered (false) rather than overflowing the stack.
 */
export function isJsonWithin(value: unknown, depth: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const item = next.value;
    if (item === null || typeof item === 'string' || typeof item === 'boolean') continue;
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return false;
      continue;
    }
    if (typeof item !== 'object' || next.depth >= depth) return false;
    if (Array.isArray(item)) {
      for (const inner of item) pending.push({ value: inner, depth: next.depth + 1 });
      continue;
    }
    const proto: unknown = Object.getPrototypeOf(item);
    if (proto !== Object.prototype && proto !== null) return false;
    for (const inner of Object.values(item)) pending.push({ value: inner, depth: next.depth + 1 });
  }
  return true;
}

/** A JSON value of at most MAX_JSON_DEPTH levels (values deeper are stored marked, see above). */
export const jsonValueSchema: z.ZodType<JsonValue> = z.custom<JsonValue>(
  (value) => isJsonWithin(value, MAX_JSON_DEPTH),
  { message: `Expected a JSON value at most ${String(MAX_JSON_DEPTH)} levels deep.` },
);

/** A JSON object: not null, not an array. Meant for values that came out of JSON.parse. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON.parse typed as JSON; throws SyntaxError like JSON.parse. */
export function parseJson(text: string): JsonValue {
  return JSON.parse(text) as JsonValue;
}

/** A field as shown: the spec leaves types open, so a value is kept as sent (null for missing). */
export const scalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type Scalar = z.infer<typeof scalarSchema>;
