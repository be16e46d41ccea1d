import type { ElementProblem } from '../../app/errors.ts';
import { isJsonObject, type JsonValue } from '../../app/resources/json.ts';
import { cut } from './server-message.ts';

// The per-element problems of a refused request (an import batch), so the grid can mark cells.
// Error bodies are "not shown" (spec §7), so the usual shapes are read: a list under `problems`,
// `errors`, `details`, `issues`, `violations` or `fields` (also inside an `error` object) whose
// items carry a place (`path`, `field`, `pointer`, `loc`, ...) and a message, or a map from place
// to message(s). Nothing found is an empty list, never a guess.

const LIST_KEYS = ['problems', 'errors', 'details', 'issues', 'violations', 'fields'];
const PATH_KEYS = ['path', 'field', 'pointer', 'loc', 'location', 'param', 'name', 'attribute'];
const MESSAGE_KEYS = ['message', 'msg', 'detail', 'description', 'reason', 'error', 'title'];
/** A batch holds at most 300 elements (spec §8); more problems than this add nothing readable. */
export const MAX_PROBLEMS = 500;

function asText(value: JsonValue | undefined): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  return null;
}

function pathOf(item: { [key: string]: JsonValue }): string | null {
  for (const key of PATH_KEYS) {
    const value = item[key];
    if (Array.isArray(value) && value.length > 0 && value.every((p) => asText(p) !== null)) {
      return value.map((p) => asText(p)).join('.');
    }
    const text = asText(value);
    if (text !== null) return text;
  }
  return null;
}

function messageOf(item: { [key: string]: JsonValue }): string | null {
  for (const key of MESSAGE_KEYS) {
    const value = item[key];
    const text = asText(value);
    if (text !== null) return text;
    if (Array.isArray(value)) {
      const parts = value.map(asText).filter((part): part is string => part !== null);
      if (parts.length > 0) return parts.join('; ');
    }
  }
  return null;
}

function fromList(items: JsonValue[]): ElementProblem[] {
  const problems: ElementProblem[] = [];
  for (const item of items) {
    const text = asText(item);
    if (text !== null) problems.push({ path: null, message: text });
    else if (isJsonObject(item)) {
      const message = messageOf(item);
      if (message !== null) problems.push({ path: pathOf(item), message });
    }
  }
  return problems;
}

/** `{ "products[0].brand_code": "unknown brand" }` or `{ "name": ["too long"] }`. */
function fromMap(map: { [key: string]: JsonValue }): ElementProblem[] {
  const problems: ElementProblem[] = [];
  for (const [path, value] of Object.entries(map)) {
    const values = Array.isArray(value) ? value : [value];
    for (const entry of values) {
      const text = asText(entry);
      if (text !== null) problems.push({ path, message: text });
    }
  }
  return problems;
}

function find(body: JsonValue, depth: number): ElementProblem[] {
  if (!isJsonObject(body) || depth > 2) return [];
  for (const key of LIST_KEYS) {
    const value = body[key];
    if (Array.isArray(value)) {
      const found = fromList(value);
      if (found.length > 0) return found;
    } else if (isJsonObject(value) && key !== 'details') {
      const found = fromMap(value);
      if (found.length > 0) return found;
    }
  }
  const inner = body['error'];
  return isJsonObject(inner) ? find(inner, depth + 1) : [];
}

/**
 * The problems an error body lists, each cut to a readable length and passed through `clean`
 * (the caller's redaction). Empty when the body lists none or is not JSON.
 */
export function elementProblems(body: string, clean: (text: string) => string): ElementProblem[] {
  let parsed: JsonValue;
  try {
    parsed = JSON.parse(body) as JsonValue;
  } catch {
    return [];
  }
  return find(parsed, 0)
    .slice(0, MAX_PROBLEMS)
    .map((problem) => ({
      path: problem.path === null ? null : cut(clean(problem.path), 200),
      message: cut(clean(problem.message)),
    }));
}
