import { describe, expect, it } from 'vitest';
import { englishNumber } from '../../app/english-number.ts';

describe('englishNumber', () => {
  it('writes whole numbers as toLocaleString("en") does', () => {
    const values = [0, 1, 12, 999, 1_000, 9_999, 10_000, 123_456, 1_000_000, 64 * 1024 * 1024];
    for (let n = 1; n < Number.MAX_SAFE_INTEGER / 7; n = n * 7 + 3) values.push(n, -n);
    values.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);
    for (const value of values) expect(englishNumber(value)).toBe(value.toLocaleString('en'));
  });

  it('leaves fractions and huge numbers to toLocaleString', () => {
    expect(englishNumber(1234.5)).toBe('1,234.5');
    expect(englishNumber(2 ** 60)).toBe((2 ** 60).toLocaleString('en'));
  });
});
