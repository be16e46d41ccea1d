import { boundJsonDepth, isJsonObject, type JsonValue } from '../../app/resources/json.ts';
import type { VoucherKind, VoucherPage } from '../../app/resources/vouchers.ts';
import { notJson } from './json-body.ts';
import { arrayElements, objectMembers, skipSpace, valueEnd, type Span } from './json-scan.ts';
import { redactJson, type Redact } from './redaction.ts';
import {
  chooseRows,
  listWithoutRows,
  normaliseVoucher,
  saysEnd,
  type ArrayShape,
} from './voucher-normalise.ts';

// A list page read a row at a time. The body (at most the client's body cap, 32 MiB) is never
// parsed whole: its envelope is scanned for the array of rows, and each row is parsed, cleaned
// of credentials and normalised on its own, counted as it comes, with the rest of the app's
// calls let in every few thousand rows. A page with more rows (or bytes) than the caller may
// still keep stops there: the rows up to the limit are returned, with `cut` saying which limit,
// and the next page starts after the last row kept (the cache pages by the last id).

/** What a page may still add: rows, and bytes of row text as sent. */
export interface PageBudget {
  rows: number;
  bytes: number;
}

export interface ReadPage extends VoucherPage {
  /** Set when the page held more than the budget: which limit stopped the reading. */
  cut: 'rows' | 'bytes' | null;
  /** Bytes of the rows' text as sent (UTF-16 units of the answer: one per ASCII character). */
  bytes: number;
}

export interface ReadPageOptions {
  budget?: PageBudget | undefined;
  /** Lets other work run; called every `sliceRows` rows (default: the next turn of the loop). */
  pause?: (() => Promise<void>) | undefined;
  sliceRows?: number | undefined;
}

/** Rows parsed between two pauses: a few milliseconds of work. */
export const READ_SLICE_ROWS = 2_000;

export const nextTurn = (): Promise<void> =>
  new Promise((resolve) => {
    setImmediate(resolve);
  });

interface Envelope {
  rows: Span | null;
  ended: boolean;
}

/** Finds the rows' array (as voucher-normalise's rules choose it) and whether the page ends the list. */
async function scanEnvelope(
  kind: VoucherKind,
  text: string,
  at: number,
  pause: () => Promise<void>,
  sliceRows: number,
): Promise<{ envelope: Envelope; end: number }> {
  const first = text.charCodeAt(at);
  if (first === 0x5b) {
    const done = { end: -1 };
    let seen = 0;
    // The span's end is found by walking its elements (a pause every slice).
    for (const _element of arrayElements(text, at, done)) {
      seen += 1;
      if (seen % (sliceRows * 8) === 0) await pause();
    }
    return { envelope: { rows: { start: at, end: done.end }, ended: false }, end: done.end };
  }
  if (first !== 0x7b) {
    const end = valueEnd(text, at);
    JSON.parse(text.slice(at, end));
    return { envelope: { rows: null, ended: false }, end };
  }
  const arrays: (ArrayShape & { span: Span })[] = [];
  const scalars: Record<string, JsonValue> = {};
  const done = { end: -1 };
  for (const member of objectMembers(text, at, done)) {
    if (text.charCodeAt(member.value.start) !== 0x5b) {
      const value = JSON.parse(text.slice(member.value.start, member.value.end)) as JsonValue;
      if (!isJsonObject(value) && !Array.isArray(value)) scalars[member.key] = value;
      continue;
    }
    const inner = { end: -1 };
    let length = 0;
    let objects = true;
    for (const element of arrayElements(text, member.value.start, inner)) {
      length += 1;
      if (text.charCodeAt(element.start) !== 0x7b) objects = false;
      if (length % (sliceRows * 8) === 0) await pause();
    }
    // Later members of the same name replace earlier ones, as in JSON.parse.
    const index = arrays.findIndex((shape) => shape.name === member.key);
    if (index >= 0) arrays.splice(index, 1);
    arrays.push({ name: member.key, length, objects, span: member.value });
  }
  const chosen = chooseRows(kind, arrays);
  return {
    envelope: {
      rows: chosen === null ? null : (arrays.find((shape) => shape.name === chosen)?.span ?? null),
      ended: saysEnd(scalars),
    },
    end: done.end,
  };
}

/**
 * Reads a list page from its body text (spec §4.3; envelope rules in voucher-normalise.ts),
 * a slice of rows at a time, up to the budget.
 */
export async function readVoucherPage(
  kind: VoucherKind,
  text: string,
  redact: Redact,
  options: ReadPageOptions = {},
): Promise<ReadPage> {
  const pause = options.pause ?? nextTurn;
  const sliceRows = options.sliceRows ?? READ_SLICE_ROWS;
  const budget = options.budget ?? {
    rows: Number.POSITIVE_INFINITY,
    bytes: Number.POSITIVE_INFINITY,
  };
  // Without a backslash, every string is a piece of the text: no credential form in the text
  // means none in any row, and no row needs a walk (as redactJson decides for a whole body).
  const clean = !text.includes('\\') && redact(text) === text;
  let envelope: Envelope;
  try {
    const start = skipSpace(text, 0);
    const scanned = await scanEnvelope(kind, text, start, pause, sliceRows);
    if (skipSpace(text, scanned.end) !== text.length)
      throw new SyntaxError('Unexpected text after JSON');
    envelope = scanned.envelope;
  } catch (error) {
    if (error instanceof SyntaxError) throw notJson(text, 'the list', redact);
    throw error;
  }
  if (envelope.rows === null) throw listWithoutRows(kind);
  const rows = [];
  let bytes = 0;
  let cut: ReadPage['cut'] = null;
  const done = { end: -1 };
  for (const element of arrayElements(text, envelope.rows.start, done)) {
    const size = element.end - element.start;
    if (rows.length + 1 > budget.rows) {
      cut = 'rows';
      break;
    }
    if (bytes + size > budget.bytes && rows.length > 0) {
      cut = 'bytes';
      break;
    }
    const source = text.slice(element.start, element.end);
    let value: JsonValue;
    try {
      value = JSON.parse(source) as JsonValue;
    } catch {
      throw notJson(text, 'the list', redact);
    }
    // Bounded first (MAX_JSON_DEPTH, as normaliseVoucher keeps it), so nothing after walks deeper.
    value = boundJsonDepth(value);
    rows.push(normaliseVoucher(kind, clean ? value : redactJson(value, source, redact)));
    bytes += size;
    if (rows.length % sliceRows === 0) await pause();
  }
  const last = rows.at(-1);
  const ended = cut === null && (envelope.ended || last === undefined);
  return { rows, nextCursor: ended || last === undefined ? null : last.id, cut, bytes };
}
