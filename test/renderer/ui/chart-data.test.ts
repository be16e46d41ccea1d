import { describe, expect, it } from 'vitest';
import { axisTop, supplierBars, weekBars } from '../../../renderer/src/ui/chart-data.ts';

describe('product view charts', () => {
  it('labels weeks in the user’s language, names the undated week, drops empty weeks', () => {
    const byWeek = [
      { week: '2026-11-30', outstanding: 6 },
      { week: '2026-12-07', outstanding: 0 },
      { week: '', outstanding: 2 },
    ];
    expect(weekBars(byWeek, 'en', 'No date')).toEqual([
      { key: '2026-11-30', label: 'Nov 30', value: 6 },
      { key: 'none', label: 'No date', value: 2 },
    ]);
    expect(weekBars(byWeek, 'ja', '日付なし')[0]?.label).toBe('11月30日');
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
