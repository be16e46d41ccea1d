// Why a file could not be opened, as data: the worker posts it back as a plain object and the
// UI turns the code into a message in the user's language.

export const FILE_PROBLEM_CODES = [
  'unsupported', // neither CSV nor XLSX
  'legacy-xls', // the old binary Excel format
  'empty', // no bytes, or only blank lines
  'broken', // a damaged XLSX, a CSV with an unclosed quote, binary data in a CSV
  'no-header', // no row that names any column the app knows
  'too-large', // over one of the limits in limits.ts (detail: which, and how much was found)
  'cancelled', // the user stopped it
] as const;
export type FileProblemCode = (typeof FILE_PROBLEM_CODES)[number];

export interface FileProblemData {
  code: FileProblemCode;
  /** A technical detail for the message (a row number, the library's own words), or ''. */
  detail: string;
}

export class FileProblem extends Error {
  readonly code: FileProblemCode;
  readonly detail: string;
  constructor(code: FileProblemCode, detail = '') {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'FileProblem';
    this.code = code;
    this.detail = detail;
  }

  toData(): FileProblemData {
    return { code: this.code, detail: this.detail };
  }

  static fromData(data: FileProblemData): FileProblem {
    return new FileProblem(data.code, data.detail);
  }
}

export function isFileProblemData(value: unknown): value is FileProblemData {
  if (typeof value !== 'object' || value === null) return false;
  const { code, detail } = value as Record<string, unknown>;
  return (
    typeof detail === 'string' &&
    typeof code === 'string' &&
    (FILE_PROBLEM_CODES as readonly string[]).includes(code)
  );
}
