// CSV injection (OWASP): a spreadsheet runs a text cell that starts with =, +, -, @, a tab or a
// carriage return as a formula. The CSV writer puts an apostrophe before such a text cell (what
// Excel itself shows as "text, not a formula") and the CSV reader takes it off again, so an
// export opens in the grid unchanged.
//
// The pair is a bijection on text: a cell that already starts with apostrophes followed by a
// trigger gets one more, so a cell typed as `'=x` is written `''=x` and read back as `'=x`.

const GUARDED = /^'*[=+\-@\t\r]/;
const UNGUARD = /^'+[=+\-@\t\r]/;

/** The text as written to a CSV file: an apostrophe first when a spreadsheet would run it. */
export function guardFormula(text: string): string {
  return GUARDED.test(text) ? `'${text}` : text;
}

/** The text a CSV cell stands for: one guarding apostrophe taken off again. */
export function unguardFormula(text: string): string {
  return text.charCodeAt(0) === 0x27 && UNGUARD.test(text) ? text.slice(1) : text;
}
