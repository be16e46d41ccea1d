import { z } from 'zod';

// The one JSON type and the one JSON-object guard of the app (the stand-in keeps its own: it
// shares no code with the app).

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValueSchema),
    z.record(z.string(), jsonValueSchema),
  ]),
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
