import { describe, expect, it } from 'vitest';
import {
  axisTop,
  labelledKeys,
  supplierBars,
  weekBars,
} from '../../../renderer/src/ui/chart-data.ts';

describe('product view charts', () => {
  it('labels weeks in the user’s language, names the undated week, drops empty weeks', () => {
    const byWeek = [
      { week: '2026-11-30', outstanding: 6 },
      { week: '2026-12-07', outstanding: 0 },
      { week: '2026-12-14', outstanding: 1 },
      { week: '', outstanding: 2 },
    ];
    expect(weekBars(byWeek, 'en', 'No date')).toEqual([
      { key: '2026-11-30', label: 'Nov 30, 2026', value: 6, keep: true },
      { key: '2026-12-14', label: 'Dec 14', value: 1 },
      { key: 'none', label: 'No date', value: 2 },
    ]);
    expect(weekBars(byWeek, 'ja', '日付なし').map((bar) => bar.label)).toEqual([
      '2026年11月30日',
      '12月14日',
      '日付なし',
    ]);
  });

  it('keeps the labels carrying a year when labels are thinned', () => {
    const weeks = [
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
      '2027-01-04',
      '2027-01-11',
    ];
    const bars = weekBars(
      weeks.map((week) => ({ week, outstanding: 1 })),
      'en',
      'No date',
    );
    // Every second label fits: the year's first week is drawn, its neighbours give way.
    expect(labelledKeys(bars, 2)).toEqual(['2026-12-07', '2026-12-21', '2027-01-04']);
    expect(labelledKeys(bars, 1)).toEqual(weeks);
    // Only every fifth fits: the first week and the year's first week both carry a year, four
    // weeks apart; the later one is drawn, the earlier gives way (no two labels overlap).
    expect(labelledKeys(bars, 5)).toEqual(['2027-01-04']);
  });

  it('carries the year on the first week and wherever it changes', () => {
    const byWeek = [
      { week: '2026-12-21', outstanding: 1 },
      { week: '2026-12-28', outstanding: 1 },
      { week: '2027-01-04', outstanding: 1 },
      { week: '2027-01-11', outstanding: 1 },
    ];
    expect(weekBars(byWeek, 'en', 'No date').map((bar) => bar.label)).toEqual([
      'Dec 21, 2026',
      'Dec 28',
      'Jan 4, 2027',
      'Jan 11',
    ]);
  });

  it('shows the largest suppliers and sums the rest into one bar', () => {
    const bars = supplierBars(
      [
        { supplier: 'S1', outstanding: 9 },
        { supplier: '', outstanding: 5 },
        { supplier: 'S3', outstanding: 2 },
        { supplier: 'S4', outstanding: 1 },
        { supplier: 'S5', outstanding: 0 },
      ],
      2,
      { none: 'No supplier', others: 'Others' },
    );
    expect(bars.map((bar) => [bar.label, bar.value])).toEqual([
      ['S1', 9],
      ['No supplier', 5],
      ['Others', 3],
    ]);
  });

  it('rounds the value axis up to 1, 2 or 5 times a power of ten', () => {
    expect(axisTop([])).toBe(1);
    expect(axisTop([0])).toBe(1);
    expect(axisTop([7])).toBe(10);
    expect(axisTop([12])).toBe(20);
    expect(axisTop([180])).toBe(200);
    expect(axisTop([201])).toBe(500);
    expect(axisTop([5000])).toBe(5000);
  });
});
