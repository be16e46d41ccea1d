import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KikanError } from '../../../app/errors.ts';
import { VOUCHER_KINDS } from '../../../app/resources/vouchers.ts';
import { voucherListUrl, voucherUrl } from '../../../main/client/paths.ts';

// Property: every request URL the client builds leads exactly where it says. A voucher's number
// is one path segment, whatever it holds (dots, slashes, percent signs, backslashes, spaces,
// unicode); "", "." and ".." are refused (the URL parser would resolve them to the list or the
// service root, and the request would carry the token there); list queries stay queries.

const UNITS = Array.from<string>('aZ09.-_~/\\%?#&=+ \'"!*()[]@:;,<>`^{}|');
const awkward = fc.oneof(
  fc.string({ unit: fc.constantFrom(...UNITS), maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom('', '.', '..', '...', '%2e', '%2e%2e', '.%2e', '..%2f', '/..', '\\..', ' .. '),
);
const bases = fc.constantFrom(
  'https://service.example',
  'https://service.example:8443/api',
  'https://service.example/a/b',
  'http://127.0.0.1:4010',
);
const prefixes = fc.constantFrom('', '/v1', '/x/y');
const kinds = fc.constantFrom(...VOUCHER_KINDS);

const segmentsOf = (path: string): string[] => path.split('/').filter((s) => s !== '');

function refusal(build: () => string): KikanError | null {
  try {
    build();
    return null;
  } catch (error) {
    if (error instanceof KikanError) return error;
    throw error;
  }
}

describe('request URLs', () => {
  it('a voucher URL is the base, the prefix, the kind and the number as one segment', () => {
    fc.assert(
      fc.property(bases, prefixes, kinds, awkward, (base, prefix, kind, number) => {
        const refused = refusal(() => voucherUrl(base, prefix, kind, number));
        if (number === '' || number === '.' || number === '..') {
          expect(refused?.error.kind).toBe('invalid_input');
          return;
        }
        expect(refused).toBeNull();
        const url = new URL(voucherUrl(base, prefix, kind, number));
        expect(url.origin).toBe(new URL(base).origin);
        expect(url.search).toBe('');
        expect(url.hash).toBe('');
        const segments = segmentsOf(url.pathname);
        const expected = [...segmentsOf(new URL(base).pathname), ...segmentsOf(prefix), kind];
        expect(segments.slice(0, -1)).toEqual(expected);
        expect(decodeURIComponent(segments.at(-1) ?? '')).toBe(number);
      }),
      { numRuns: 2_000 },
    );
  });

  it('a list URL keeps its path, and its cursor and filter stay in the query', () => {
    fc.assert(
      fc.property(bases, prefixes, kinds, awkward, awkward, (base, prefix, kind, after, code) => {
        const url = new URL(
          voucherListUrl(base, prefix, kind, { startingAfter: after, productCode: code }),
        );
        expect(url.origin).toBe(new URL(base).origin);
        expect(segmentsOf(url.pathname)).toEqual([
          ...segmentsOf(new URL(base).pathname),
          ...segmentsOf(prefix),
          kind,
        ]);
        expect(url.searchParams.get('starting_after')).toBe(after);
        expect(url.searchParams.get('product_code')).toBe(code);
      }),
      { numRuns: 1_000 },
    );
  });
});
