// Finds where JSON values end in a text without building them, so a large answer can be read a
// piece at a time: a list page's rows are parsed one by one, with the rest of the app's calls
// let in between (see voucher-page-reader.ts). The scanner trusts nothing: anything it cannot
// place is a SyntaxError, and every span it returns is still given to JSON.parse.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** The index after the JSON whitespace at `at`. */
export function skipSpace(text: string, at: number): number {
  let i = at;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i += 1;
    else return i;
  }
}

/** The index after the string that starts at `at` (a quote). */
export function stringEnd(text: string, at: number): number {
  let i = at + 1;
  for (;;) {
    const quote = text.indexOf('"', i);
    if (quote < 0) throw new SyntaxError('Unterminated string in JSON');
    let slashes = 0;
    for (let back = quote - 1; text.charCodeAt(back) === BACKSLASH; back -= 1) slashes += 1;
    if (slashes % 2 === 0) return quote + 1;
    i = quote + 1;
  }
}

/** The index after the value that starts at `at` (which is not whitespace). */
export function valueEnd(text: string, at: number): number {
  const first = text.charCodeAt(at);
  if (first === QUOTE) return stringEnd(text, at);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    // A number, true, false or null: up to the next delimiter.
    let i = at;
    for (;;) {
      const c = text.charCodeAt(i);
      if (Number.isNaN(c) || c === 0x2c || c === CLOSE_BRACE || c === CLOSE_BRACKET) break;
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x3a) break;
      i += 1;
    }
    if (i === at) throw new SyntaxError('Unexpected token in JSON');
    return i;
  }
  // A container: brackets counted outside strings; JSON.parse of the span checks the rest.
  let depth = 0;
  let i = at;
  for (;;) {
    const c = text.charCodeAt(i);
    if (Number.isNaN(c)) throw new SyntaxError('Unexpected end of JSON input');
    if (c === QUOTE) {
      i = stringEnd(text, i);
      continue;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) depth += 1;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
}

/** One element of an array: its span in the text. */
export interface Span {
  start: number;
  end: number;
}

/**
 * The elements of the array whose `[` is at `at`, one at a time; `end` (set once the array is
 * done) is the index after its `]`.
 */
export function* arrayElements(text: string, at: number, done: { end: number }): Generator<Span> {
  let i = skipSpace(text, at + 1);
  if (text.charCodeAt(i) === CLOSE_BRACKET) {
    done.end = i + 1;
    return;
  }
  for (;;) {
    const end = valueEnd(text, i);
    yield { start: i, end };
    i = skipSpace(text, end);
    const c = text.charCodeAt(i);
    if (c === CLOSE_BRACKET) {
      done.end = i + 1;
      return;
    }
    if (c !== 0x2c) throw new SyntaxError('Expected , or ] in a JSON array');
    i = skipSpace(text, i + 1);
  }
}

/** A member of an object: its key (parsed) and its value's span. */
export interface Member {
  key: string;
  value: Span;
}

/** The members of the object whose `{` is at `at`; `done.end` as for arrayElements. */
export function* objectMembers(text: string, at: number, done: { end: number }): Generator<Member> {
  let i = skipSpace(text, at + 1);
  if (text.charCodeAt(i) === CLOSE_BRACE) {
    done.end = i + 1;
    return;
  }
  for (;;) {
    if (text.charCodeAt(i) !== QUOTE) throw new SyntaxError('Expected a key in a JSON object');
    const keyEnd = stringEnd(text, i);
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    i = skipSpace(text, keyEnd);
    if (text.charCodeAt(i) !== 0x3a) throw new SyntaxError('Expected : in a JSON object');
    i = skipSpace(text, i + 1);
    const end = valueEnd(text, i);
    yield { key, value: { start: i, end } };
    i = skipSpace(text, end);
    const c = text.charCodeAt(i);
    if (c === CLOSE_BRACE) {
      done.end = i + 1;
      return;
    }
    if (c !== 0x2c) throw new SyntaxError('Expected , or } in a JSON object');
    i = skipSpace(text, i + 1);
  }
}
