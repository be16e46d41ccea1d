// What the find bar looks for (and the core's replace operation, main/store/catalog/), compiled once
// into a matcher: plain text or a regular expression, in any case or matching case, anywhere in
// a cell or the whole cell. A regular expression that does not compile is an answer (shown by
// its field), never a throw.

export interface FindQuery {
  text: string;
  matchCase: boolean;
  wholeCell: boolean;
  regex: boolean;
}

export const EMPTY_QUERY: FindQuery = {
  text: '',
  matchCase: false,
  wholeCell: false,
  regex: false,
};

export interface Matcher {
  /** True when the cell's text holds a match. */
  test: (text: string) => boolean;
  /**
   * The cell's text with every match replaced (the whole text for a whole-cell match). In a
   * regular expression `$1`, `$<name>` and `$&` name what was matched; plain text is literal.
   */
  replace: (text: string, replacement: string) => string;
}

export type Compiled =
  | { ok: true; matcher: Matcher }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'invalid'; message: string };

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compileQuery(query: FindQuery): Compiled {
  if (query.text === '') return { ok: false, reason: 'empty' };
  const source = query.regex ? query.text : escapeRegex(query.text);
  const anchored = query.wholeCell ? `^(?:${source})$` : source;
  const flags = query.matchCase ? '' : 'i';
  let once: RegExp;
  let every: RegExp;
  try {
    once = new RegExp(anchored, flags);
    every = new RegExp(anchored, `${flags}g`);
  } catch (error) {
    // The engine's reason only ("Unterminated group"), without its echo of the pattern.
    const message = (error as Error).message.replace(
      /^Invalid regular expression: \/.*\/\w*: /s,
      '',
    );
    return { ok: false, reason: 'invalid', message };
  }
  const literal = !query.regex;
  return {
    ok: true,
    matcher: {
      test: (text) => once.test(text),
      replace: (text, replacement) => {
        every.lastIndex = 0;
        // Plain text replaces literally: "$1" typed into the field stays "$1".
        return literal ? text.replace(every, () => replacement) : text.replace(every, replacement);
      },
    },
  };
}
