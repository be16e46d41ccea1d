import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTsv, serialiseTsv } from '../../../renderer/src/catalog/model/tsv.ts';

describe('clipboard TSV', () => {
  it('writes Excel’s way: quotes cells with tabs, breaks or quotes, doubles quotes, CRLF rows', () => {
    const text = serialiseTsv([
      ['P1', 'Shirt "slim"', 'a\tb'],
      ['P2', 'two\nlines', '5 inch'],
    ]);
    expect(text).toBe('P1\t"Shirt ""slim"""\t"a\tb"\r\nP2\t"two\nlines"\t5 inch\r\n');
  });

  it('reads what Excel copies, with its trailing break, and what Google Sheets copies', () => {
    expect(parseTsv('P1\t"綿\nシャツ"\tKK\r\nP2\t麻\tZZ\r\n')).toEqual([
      ['P1', '綿\nシャツ', 'KK'],
      ['P2', '麻', 'ZZ'],
    ]);
    expect(parseTsv('a\tb\nc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseTsv('one')).toEqual([['one']]);
    expect(parseTsv('')).toEqual([]);
  });

  it('keeps empty cells and empty lines in the middle of a block', () => {
    expect(parseTsv('a\t\tc\r\n\r\n\tb\t\r\n')).toEqual([['a', '', 'c'], [''], ['', 'b', '']]);
  });

  it('treats a quote inside a cell as text, and text after a closing quote as typed', () => {
    expect(parseTsv('5" screen\t"ok"x\r\n')).toEqual([['5" screen', 'okx']]);
    // An opening quote never closed is an ordinary character.
    expect(parseTsv('"open\tnext')).toEqual([['"open', 'next']]);
  });

  it('round-trips any block of cells', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'ア', '"', '\t', '\n', '\r\n', ' ', 'x') });
    const block = fc
      .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
      .chain(([rows, cols]) =>
        fc.array(fc.array(cell, { minLength: cols, maxLength: cols }), {
          minLength: rows,
          maxLength: rows,
        }),
      );
    fc.assert(
      fc.property(block, (rows) => {
        expect(parseTsv(serialiseTsv(rows))).toEqual(rows);
      }),
    );
  });
});
