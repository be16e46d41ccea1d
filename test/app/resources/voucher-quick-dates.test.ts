// Quick date filters as ranges of calendar days: month ends, leap years, year ends, and "today"
// as the user's local day in time zones either side of UTC (process.env.TZ is read by Node on
// every change, so each case sets its zone and the afterEach puts it back).
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  localDay,
  monthOf,
  quickDateFilter,
} from '../../../app/resources/voucher-quick-dates.ts';

const zone = process.env['TZ'];
afterEach(() => {
  if (zone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = zone;
});

describe('quick date filters', () => {
  it('adds days across month, leap-year and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-28', 6)).toBe('2027-01-03');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('gives every month its own last day', () => {
    expect(monthOf('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-04-30')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(monthOf('2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('takes today as the local calendar day, not the UTC one', () => {
    const instant = new Date('2026-01-31T15:30:00Z');
    process.env['TZ'] = 'Asia/Tokyo';
    expect(localDay(instant)).toBe('2026-02-01');
    process.env['TZ'] = 'America/Los_Angeles';
    expect(localDay(instant)).toBe('2026-01-31');
    // The night a clock goes forward (US, 2026-03-08): still one day per day.
    expect(localDay(new Date('2026-03-08T10:30:00Z'))).toBe('2026-03-08');
    process.env['TZ'] = 'Pacific/Kiritimati';
    expect(localDay(new Date('2026-12-31T11:00:00Z'))).toBe('2027-01-01');
  });

  it('turns each quick filter into a range for today', () => {
    expect(quickDateFilter('next7', 'expected_date', '2026-02-25')).toEqual({
      field: 'expected_date',
      from: '2026-02-25',
      to: '2026-03-03',
    });
    expect(quickDateFilter('thisMonth', 'order_date', '2026-02-25')).toEqual({
      field: 'order_date',
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(quickDateFilter('past', 'due_on', '2026-03-01')).toEqual({
      field: 'due_on',
      to: '2026-02-28',
    });
    expect(quickDateFilter('overdue', 'expected_date', '2026-01-01')).toEqual({
      field: 'expected_date',
      to: '2025-12-31',
      open: true,
    });
  });
});
