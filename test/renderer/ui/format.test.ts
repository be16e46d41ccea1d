import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  formatAmount,
  formatDateTime,
  formatDay,
  formatNumber,
} from '../../../renderer/src/ui/format.ts';

// The one set of formatters every screen uses, in both languages.

const NBSP = '\u00a0';

describe('amounts', () => {
  it('know each currency’s minor units: 0, 2 and 3 digits', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('usd')).toBe(2);
    expect(currencyDigits('')).toBeNull();
    expect(currencyDigits('DOLLARS')).toBeNull();
  });

  it('show an amount with its currency’s digits, in English and Japanese', () => {
    for (const locale of ['en', 'ja']) {
      expect(formatAmount(4623.6, 'USD', locale)).toBe(`USD${NBSP}4,623.60`);
      expect(formatAmount(4623.6, 'JPY', locale)).toBe(`JPY${NBSP}4,624`);
      expect(formatAmount(1.25, 'KWD', locale)).toBe(`KWD${NBSP}1.250`);
      expect(formatAmount(-12, 'EUR', locale)).toBe(`EUR${NBSP}-12.00`);
    }
  });

  it('keep what was sent when there is no currency, or a code that is not one', () => {
    expect(formatAmount(4623.6, '', 'en')).toBe('4,623.6');
    expect(formatAmount(0.1234567, '', 'en')).toBe('0.123457');
    expect(formatAmount(12.5, 'points', 'en')).toBe('points 12.5');
  });

  it('group digits in the language’s way', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'ja')).toBe('1,234,567');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
  });
});

describe('dates', () => {
  it('show a day in the language’s form', () => {
    expect(formatDay('2026-11-27', 'en')).toBe('Nov 27, 2026');
    expect(formatDay('2026-11-27', 'ja')).toBe('2026/11/27');
  });

  it('leave a value that is not a real day as sent', () => {
    expect(formatDay('2026-02-30', 'ja')).toBe('2026-02-30');
    expect(formatDay('soon', 'en')).toBe('soon');
  });

  it('show a moment as its date and time of day', () => {
    const at = Date.UTC(2026, 10, 27, 12, 0);
    const en = formatDateTime(at, 'en');
    const ja = formatDateTime(new Date(at).toISOString(), 'ja');
    expect(en).toMatch(/^Nov 2[78], 2026/);
    expect(ja).toMatch(/^2026\/11\/2[78] \d{1,2}:\d{2}$/);
    expect(formatDateTime('not a time', 'ja')).toBe('not a time');
  });
});
