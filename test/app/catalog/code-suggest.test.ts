import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodeIndex, withinOneEdit } from '../../../app/catalog/code-suggest.ts';

// The pickers' lists and the "did you mean" of unknown codes. withinOneEdit is checked against
// the textbook dynamic programme (optimal string alignment, the Damerau distance with adjacent
// swaps), and the index's suggestions against a scan of every known code.

function osaDistance(a: string, b: string): number {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    d.push([]);
    for (let j = 0; j <= b.length; j += 1) {
      if (i === 0 || j === 0) {
        (d[i] as number[])[j] = i + j;
        continue;
      }
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

const letters = fc.string({ unit: fc.constantFrom('K', 'k', 'X', 'A', '-'), maxLength: 5 });

describe('withinOneEdit', () => {
  it('agrees with the Damerau (OSA) distance on short strings', () => {
    fc.assert(
      fc.property(letters, letters, (a, b) => {
        expect(withinOneEdit(a, b)).toBe(osaDistance(a, b) <= 1);
      }),
      { numRuns: 3000 },
    );
  });

  it('takes a change, an added or removed letter and a swap of neighbours, not two edits', () => {
    expect(withinOneEdit('KX', 'KK')).toBe(true);
    expect(withinOneEdit('KKB', 'KK')).toBe(true);
    expect(withinOneEdit('K', 'KK')).toBe(true);
    expect(withinOneEdit('KC-NV', 'KC-VN')).toBe(true);
    expect(withinOneEdit('KC-NV', 'KC-XY')).toBe(false);
    expect(withinOneEdit('ABC', 'CBA')).toBe(false);
  });
});

describe('CodeIndex', () => {
  const index = new CodeIndex([
    { code: 'KK', name: 'Kikan Knit' },
    { code: 'KB-01', name: 'Blue Label' },
    { code: 'AB', name: '' },
    { code: 'KK', name: '' },
    { code: 'XK', name: 'Kobe Cross' },
    { code: '', name: 'no code' },
  ]);

  it('holds each code once, by code, with the name a grid row gives', () => {
    expect(index.options).toEqual([
      { code: 'AB', name: '' },
      { code: 'KB-01', name: 'Blue Label' },
      { code: 'KK', name: 'Kikan Knit' },
      { code: 'XK', name: 'Kobe Cross' },
    ]);
    expect(index.has('KK')).toBe(true);
    expect(index.has('kk')).toBe(false);
  });

  it('suggests the known code one edit away, case ignored, the same letters first', () => {
    expect(index.suggest('KX')).toBe('KK');
    expect(index.suggest('kx')).toBe('KK');
    expect(index.suggest('xk')).toBe('XK');
    expect(index.suggest('KB-10')).toBe('KB-01');
    expect(index.suggest('KB-0')).toBe('KB-01');
    expect(index.suggest('ZZZZ')).toBeNull();
    expect(index.suggest('KK')).toBeNull();
    expect(index.suggest('')).toBeNull();
  });

  it('suggests what a scan of every code finds (the first by code one edit away)', () => {
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 12 }), letters, (codes, query) => {
        const built = new CodeIndex(codes.map((code) => ({ code, name: '' })));
        const q = query.toLowerCase();
        const known = built.options.map((o) => o.code);
        const expected = built.has(query)
          ? null
          : (known.find((c) => c.toLowerCase() === q) ??
            known.find((c) => withinOneEdit(c.toLowerCase(), q)) ??
            null);
        expect(built.suggest(query)).toBe(query === '' ? null : expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('filters codes starting with the text, then holding it, then names holding it', () => {
    expect(index.filter('k').map((o) => o.code)).toEqual(['KB-01', 'KK', 'XK']);
    expect(index.filter('b').map((o) => o.code)).toEqual(['AB', 'KB-01', 'XK']);
    expect(index.filter('kobe').map((o) => o.code)).toEqual(['XK']);
    expect(index.filter('').map((o) => o.code)).toEqual(['AB', 'KB-01', 'KK', 'XK']);
    expect(index.filter('', 2).map((o) => o.code)).toEqual(['AB', 'KB-01']);
    expect(index.filter('nothing')).toEqual([]);
  });

  it('narrows the last match as a letter is typed, answering what a fresh filter answers: property', () => {
    const letter = fc.constantFrom('a', 'b', 'k', 'K', '0', '1', '-', ' ');
    const option = fc.record({
      code: fc.string({ unit: letter, maxLength: 5 }),
      name: fc.string({ unit: letter, maxLength: 6 }),
    });
    // Keys typed and erased: each step the text grows by a letter or loses its last one.
    const step = fc.oneof(letter, fc.constant('\b'));
    fc.assert(
      fc.property(
        fc.array(option, { maxLength: 30 }),
        fc.array(step, { maxLength: 12 }),
        (o, keys) => {
          const built = new CodeIndex(o);
          let text = '';
          let match = built.match(text);
          for (const key of keys) {
            text = key === '\b' ? text.slice(0, -1) : text + key;
            match = built.match(text, match);
            expect(match.options).toEqual(built.match(text).options);
            expect(match.options.map((x) => x.code)).toEqual(built.filter(text).map((x) => x.code));
            const byCode = [...match.options].sort((a, b) => (a.code < b.code ? -1 : 1));
            expect(Array.from(match.positions ?? [], (at) => built.options[at])).toEqual(
              match.positions === null ? [] : byCode,
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('suggests and filters 2,000 codes within a key press', () => {
    const many = new CodeIndex(
      Array.from({ length: 2000 }, (_, i) => ({
        code: `BR-${String(i).padStart(4, '0')}`,
        name: `Brand ${i}`,
      })),
    );
    const started = performance.now();
    for (let i = 0; i < 100; i += 1) {
      many.filter(`br-${i % 10}`, 50);
      many.suggest(`BR-${String(i).padStart(4, '0')}X`);
    }
    // 100 lookups of each; generous for a loaded machine (a key press is ~16 ms).
    expect((performance.now() - started) / 100).toBeLessThan(16);
    expect(many.suggest('BR-0O12')).toBe('BR-0012');
  });
});
