import { describe, expect, it } from 'vitest';
import {
  compileQuery,
  EMPTY_QUERY,
  type FindQuery,
  type Matcher,
} from '../../../../renderer/src/catalog/find/find-query.ts';

const q = (text: string, more: Partial<FindQuery> = {}): FindQuery => ({
  ...EMPTY_QUERY,
  text,
  ...more,
});

function matcher(query: FindQuery): Matcher {
  const compiled = compileQuery(query);
  if (!compiled.ok) throw new Error(`did not compile: ${compiled.reason}`);
  return compiled.matcher;
}

describe('find query', () => {
  it('finds plain text anywhere in a cell, in any case unless asked', () => {
    const any = matcher(q('nv'));
    expect(['NV', 'navy', 'Navy', 'INVENTORY', 'ネイビー'].map(any.test)).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
    const exact = matcher(q('nv', { matchCase: true }));
    expect(['NV', 'env', 'Nv'].map(exact.test)).toEqual([false, true, false]);
  });

  it('takes regex characters in plain text literally', () => {
    const dot = matcher(q('a.b'));
    expect(['a.b', 'axb', '(a.b)'].map(dot.test)).toEqual([true, false, true]);
    expect(matcher(q('$1 (x)')).test('costs $1 (x)')).toBe(true);
  });

  it('whole cell matches only the entire text', () => {
    const whole = matcher(q('M', { wholeCell: true }));
    expect(['M', 'm', 'XM', 'M '].map(whole.test)).toEqual([true, true, false, false]);
    const alternatives = matcher(q('S|M', { wholeCell: true, regex: true }));
    // The anchors hold around every alternative, not only the first and last.
    expect(['S', 'M', 'SM', 'XS', 'MX'].map(alternatives.test)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('an invalid regular expression is an answer with the reason, never a throw', () => {
    const compiled = compileQuery(q('(unclosed', { regex: true }));
    expect(compiled).toMatchObject({ ok: false, reason: 'invalid' });
    // The engine's reason, without its echo of the pattern (the field shows that).
    expect(!compiled.ok && compiled.reason === 'invalid' && compiled.message).toBe(
      'Unterminated group',
    );
    // The same text as plain text is fine.
    expect(compileQuery(q('(unclosed')).ok).toBe(true);
    expect(compileQuery(q('')).ok).toBe(false);
  });

  it('replaces every match in a cell; plain replacements are literal', () => {
    expect(matcher(q('nv')).replace('NV-nv-Nv', 'IV')).toBe('IV-IV-IV');
    expect(matcher(q('nv', { matchCase: true })).replace('NV-nv', 'IV')).toBe('NV-IV');
    expect(matcher(q('S')).replace('S', '$1$&')).toBe('$1$&');
    expect(matcher(q('coat', { wholeCell: true })).replace('Coat', 'Jacket')).toBe('Jacket');
    expect(matcher(q('coat', { wholeCell: true })).replace('Coats', 'Jacket')).toBe('Coats');
  });

  it('regular expression replacements support $1, named groups and $&', () => {
    const swap = matcher(q('^(\\w+)-(\\d+)$', { regex: true }));
    expect(swap.replace('P-100', '$2-$1')).toBe('100-P');
    const named = matcher(q('(?<size>\\d+)cm', { regex: true }));
    expect(named.replace('90cm 100cm', '$<size> cm')).toBe('90 cm 100 cm');
    expect(matcher(q('[0-9]+', { regex: true })).replace('S36 M38', '<$&>')).toBe('S<36> M<38>');
    // The same matcher replaces the same way twice (the global regex's state is reset).
    const twice = matcher(q('a', { regex: true }));
    expect([twice.replace('banana', 'o'), twice.replace('banana', 'o')]).toEqual([
      'bonono',
      'bonono',
    ]);
    expect(twice.test('cat') && twice.test('cat')).toBe(true);
  });
});
