import { LIMITS, parseTooLarge } from '../../table-files/limits.ts';
import type { FileProblemData } from '../../table-files/problems.ts';

// Which message a file problem gets, and its parameters (numbers formatted for the language).

export interface ProblemText {
  /** A key under catalogFiles.problem. */
  key: string;
  params: Record<string, string>;
  /** The library's or the reader's own words, shown under the message (never cut). */
  detail: string | null;
}

const MB = 1024 * 1024;

export function fileProblemText(problem: FileProblemData, locale: string): ProblemText {
  const { code, detail } = problem;
  const number = (n: number) => n.toLocaleString(locale);
  const megabytes = (n: number) => (n / MB).toLocaleString(locale, { maximumFractionDigits: 1 });
  const quoteRow = /^quote-row:(\d+)$/.exec(detail)?.[1];
  if (code === 'broken' && quoteRow !== undefined) {
    return { key: 'brokenQuote', params: { row: quoteRow }, detail: null };
  }
  const over = code === 'too-large' ? parseTooLarge(detail) : null;
  if (over !== null) {
    const bytes = over.limit === 'bytes' || over.limit === 'unpacked';
    const format = bytes ? megabytes : number;
    return {
      key: `tooLarge.${over.limit}`,
      params: { found: format(over.found), max: format(LIMITS[over.limit]) },
      detail: null,
    };
  }
  // A damaged file: the reader's own words help whoever looks into it; codes of ours do not.
  const shown = code === 'broken' && detail !== '' && !/^[a-z-]+:[\w-]+$/.test(detail);
  return { key: code, params: {}, detail: shown ? detail : null };
}
