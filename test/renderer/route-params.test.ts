import { describe, expect, it } from 'vitest';
import { oneOf, optionalText } from '../../renderer/src/lib/route-params.ts';

describe('route parameters', () => {
  it('accepts only the listed values', () => {
    const grids = ['brands', 'colors'] as const;
    expect(oneOf(grids, 'colors')).toBe('colors');
    expect(oneOf(grids, 'Colors')).toBeNull();
    expect(oneOf(grids, 'toString')).toBeNull();
    expect(oneOf(grids, 3)).toBeNull();
    expect(oneOf(grids, undefined)).toBeNull();
  });

  it('keeps a text search parameter and drops empty or odd ones', () => {
    expect(optionalText({ profile: 'p-1' }, 'profile')).toEqual({ profile: 'p-1' });
    // The router parses ?product_code=123 as a number; a code is text.
    expect(optionalText({ product_code: 123 }, 'product_code')).toEqual({ product_code: '123' });
    expect(optionalText({ profile: '  ' }, 'profile')).toEqual({});
    expect(optionalText({ profile: { a: 1 } }, 'profile')).toEqual({});
    expect(optionalText({}, 'profile')).toEqual({});
  });
});
