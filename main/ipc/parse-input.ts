import type { z } from 'zod';
import { isLargerThan } from './input-size.ts';

// Parses a call's input with its contract schema at a cost bounded by the input's size, never
// by how many problems it has. zod builds and words every issue of a failing parse (200,000
// invalid rows: 600,000 issues, seconds of work), so the first parse stops at the first element
// that fails (zod's abortEarly, which its own `validate` uses); a failing input of at most
// DETAIL_BYTES is then parsed again in full so its answer can list several problems.
// test/main/core-process/bounded-calls.test.ts holds the time this keeps.

const DETAIL_BYTES = 64 * 1024;
// zod reads abortEarly from the parse context; its public type does not list it.
const STOP_AT_FIRST = { abortEarly: true } as z.core.ParseContext<z.core.$ZodIssue>;

export type ParsedInput =
  | { success: true; data: unknown }
  | { success: false; issues: readonly z.core.$ZodIssue[]; complete: boolean };

export function parseInput(schema: z.ZodType, raw: unknown): ParsedInput {
  const first = schema.safeParse(raw, STOP_AT_FIRST);
  if (first.success) return { success: true, data: first.data };
  if (isLargerThan(raw, DETAIL_BYTES)) {
    return { success: false, issues: first.error.issues, complete: false };
  }
  const full = schema.safeParse(raw);
  return full.success
    ? { success: true, data: full.data } // cannot happen: the same schema and input
    : { success: false, issues: full.error.issues, complete: true };
}
