// Values nested deeper than the app keeps as structures (MAX_JSON_DEPTH): bounded to their
// marked JSON text, which is exactly the text sent, even past the depth where JSON.stringify
// overflows the stack; the JSON check answers any depth without overflowing.
import { describe, expect, it } from 'vitest';
import {
  boundJsonDepth,
  DEEP_JSON_KEY,
  isJsonWithin,
  jsonText,
  jsonValueSchema,
  MAX_JSON_DEPTH,
  type JsonValue,
} from '../../app/resources/json.ts';

/** A text nested `depth` levels, alternating arrays and objects, with an escaped string inside. */
function nestedText(depth: number): string {
  let open = '';
  let close = '';
  for (let level = 0; level < depth; level += 1) {
    if (level % 2 === 0) {
      open += '[1,';
      close = `,"x"]${close}`;
    } else {
      open += '{"a\\"b":null,"k":';
      close = `}${close}`;
    }
  }
  return `${open}"bottom \\u00e9\\n"${close}`;
}

function levelsTo(value: JsonValue): { levels: number; bottom: JsonValue } {
  let levels = 0;
  let at: JsonValue = value;
  for (;;) {
    if (Array.isArray(at)) at = at[1] ?? null;
    else if (at !== null && typeof at === 'object' && 'k' in at) at = at['k'] ?? null;
    else return { levels, bottom: at };
    levels += 1;
  }
}

describe('deep JSON values', () => {
  it('keeps 64 levels and marks the rest with its exact text, once', () => {
    const text = nestedText(2600);
    const bounded = boundJsonDepth(JSON.parse(text) as JsonValue);
    // 63 levels as sent, then the mark (the 64th level) holding the rest as its JSON text.
    const { levels, bottom } = levelsTo(bounded);
    expect(levels).toBe(MAX_JSON_DEPTH - 1);
    const marked = (bottom as Record<string, string>)[DEEP_JSON_KEY];
    let rest = JSON.parse(text) as JsonValue;
    for (let level = 0; level < MAX_JSON_DEPTH - 1; level += 1) {
      rest = Array.isArray(rest)
        ? (rest[1] ?? null)
        : ((rest as Record<string, JsonValue>)['k'] ?? null);
    }
    expect(marked).toBe(JSON.stringify(rest));
    expect(marked?.length).toBeGreaterThan(text.length / 2);
    expect(boundJsonDepth(bounded)).toEqual(bounded);
    expect(isJsonWithin(bounded, MAX_JSON_DEPTH)).toBe(true);
    expect(isJsonWithin(JSON.parse(text), MAX_JSON_DEPTH)).toBe(false);
  });

  it('writes a value deeper than JSON.stringify can, exactly as JSON.stringify would', () => {
    const value = JSON.parse(nestedText(150_000)) as JsonValue;
    expect(() => JSON.stringify(value)).toThrow(RangeError);
    const text = jsonText(value);
    // The same text as the shallow writer's, piece by piece: compare against a re-read.
    expect(text).toBe(nestedText(150_000).replace('\\u00e9', 'é'));
  });

  it('is checked at any depth without overflowing', () => {
    const value: unknown = JSON.parse(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`);
    expect(jsonValueSchema.safeParse(value).success).toBe(false);
    expect(jsonValueSchema.safeParse({ a: [1, 'x', null, { b: true }] }).success).toBe(true);
    expect(jsonValueSchema.safeParse({ a: Number.NaN }).success).toBe(false);
    expect(jsonValueSchema.safeParse({ a: new Date(0) }).success).toBe(false);
  });
});
