// The known brand or colour codes as the pickers offer them, and the "did you mean" of a code
// that is not known: the known code one edit away (Damerau–Levenshtein distance 1: one letter
// added, removed, changed, or two neighbours swapped), case ignored. Pure; the grid's pickers and
// cell marks and the review's list of unknown codes use it alike.

/** A code the pickers offer, with its name when a grid row gives one. */
export interface CodeOption {
  code: string;
  name: string;
}

/** Whether two strings are at most one edit apart (Damerau–Levenshtein, adjacent swaps). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) {
    // Changed at i, or i and i+1 swapped; the rest must match.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One letter more in the longer one, at i.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const byCode = (a: CodeOption, b: CodeOption): number =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0;

/**
 * The known codes of one grid, built once per change of the codes. Suggestions look up a map of
 * each code's one-letter deletions (what two strings one edit apart always share), so one costs
 * time in proportion to the code's length, not to how many codes are known; filtering scans the
 * codes once (a few thousand short strings: well within a key press).
 */
export class CodeIndex {
  /** By code; a code held by both a grid row and the sent codes once, with the row's name. */
  readonly options: readonly CodeOption[];
  private readonly codes: ReadonlySet<string>;
  private readonly lower: readonly string[];
  private readonly lowerNames: readonly string[];
  /** Lower-cased code and each of its one-letter deletions -> positions in options. */
  private readonly near = new Map<string, number[]>();

  constructor(options: Iterable<CodeOption>) {
    const named = new Map<string, string>();
    for (const { code, name } of options) {
      if (code === '') continue;
      if (!named.has(code) || (named.get(code) === '' && name !== '')) named.set(code, name);
    }
    this.options = [...named].map(([code, name]) => ({ code, name })).sort(byCode);
    this.codes = new Set(named.keys());
    this.lower = this.options.map((o) => o.code.toLowerCase());
    this.lowerNames = this.options.map((o) => o.name.toLowerCase());
    this.lower.forEach((code, at) => {
      for (const key of deletions(code)) {
        const list = this.near.get(key);
        if (list === undefined) this.near.set(key, [at]);
        else if (list[list.length - 1] !== at) list.push(at);
      }
    });
  }

  get size(): number {
    return this.options.length;
  }

  has(code: string): boolean {
    return this.codes.has(code);
  }

  /**
   * A known code one edit from this one, case ignored (the same letters in another case first,
   * then the first by code); null when the code is known or none is that close.
   */
  suggest(code: string): string | null {
    if (code === '' || this.codes.has(code)) return null;
    const query = code.toLowerCase();
    let best = -1;
    for (const key of deletions(query)) {
      for (const at of this.near.get(key) ?? []) {
        const known = this.lower[at] ?? '';
        if (known === query) return this.options[at]?.code ?? null;
        if ((best === -1 || at < best) && withinOneEdit(query, known)) best = at;
      }
    }
    return best === -1 ? null : (this.options[best]?.code ?? null);
  }

  /**
   * The options a picker shows for what is typed, case ignored: codes starting with it, then
   * codes holding it, then names holding it, each by code; all of them for an empty query.
   */
  filter(query: string, limit = Infinity): CodeOption[] {
    return this.match(query).options.slice(0, limit);
  }

  /**
   * `filter`'s answer with the positions it came from, so the next key can narrow it: when the
   * query extends `previous`'s (a letter typed), only the codes `previous` matched are looked
   * at again, as every code holding the longer text held the shorter one.
   */
  match(query: string, previous?: CodeMatch): CodeMatch {
    const q = query.trim().toLowerCase();
    if (q === '') return { query: q, positions: null, options: this.options };
    const within =
      previous !== undefined && q.startsWith(previous.query) ? previous.positions : null;
    const length = within === null ? this.options.length : within.length;
    const positions = new Int32Array(length);
    let n = 0;
    const starts: CodeOption[] = [];
    const holds: CodeOption[] = [];
    const names: CodeOption[] = [];
    for (let k = 0; k < length; k += 1) {
      const at = within === null ? k : (within[k] ?? 0);
      const code = this.lower[at] ?? '';
      let list: CodeOption[];
      if (code.startsWith(q)) list = starts;
      else if (code.includes(q)) list = holds;
      else if ((this.lowerNames[at] ?? '').includes(q)) list = names;
      else continue;
      list.push(this.options[at] as CodeOption);
      positions[n] = at;
      n += 1;
    }
    return {
      query: q,
      positions: positions.subarray(0, n),
      options: [...starts, ...holds, ...names],
    };
  }
}

/** What a query matched: its options in the picker's order, and their positions by code. */
export interface CodeMatch {
  /** The query trimmed and lower-cased. */
  query: string;
  /** Positions in the index's options, ascending; null: every code (an empty query). */
  positions: Int32Array | null;
  options: readonly CodeOption[];
}

/** The string and each string made by deleting one of its letters. */
function deletions(code: string): Set<string> {
  const out = new Set([code]);
  for (let i = 0; i < code.length; i += 1) out.add(code.slice(0, i) + code.slice(i + 1));
  return out;
}

export const NO_CODES = new CodeIndex([]);
