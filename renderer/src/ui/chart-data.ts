import type { ProductStory } from '../../../app/resources/product-story.ts';

// What the outstanding-by-week chart draws: one bar per week that has something outstanding,
// weeks without a date last; labels in the user's locale. Pure, so the bars are tested apart.

export interface Bar {
  key: string;
  label: string;
  value: number;
}

/** A short date for a week's Monday ("Dec 7" / "12/7"); '' weeks are named by `noDate`. */
export function weekBars(
  byWeek: ProductStory['purchaseOrders']['byWeek'],
  locale: string,
  noDate: string,
): Bar[] {
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return byWeek
    .filter((week) => week.outstanding > 0)
    .map((week) => ({
      key: week.week === '' ? 'none' : week.week,
      label: week.week === '' ? noDate : format.format(new Date(`${week.week}T00:00:00Z`)),
      value: week.outstanding,
    }));
}

/** Suppliers by outstanding quantity, the largest first, the rest summed into one bar. */
export function supplierBars(
  bySupplier: ProductStory['purchaseOrders']['bySupplier'],
  shown: number,
  labels: { none: string; others: string },
): Bar[] {
  const positive = bySupplier.filter((row) => row.outstanding > 0);
  const bars = positive.slice(0, shown).map((row) => ({
    key: row.supplier === '' ? '\u0000none' : row.supplier,
    label: row.supplier === '' ? labels.none : row.supplier,
    value: row.outstanding,
  }));
  const rest = positive.slice(shown).reduce((sum, row) => sum + row.outstanding, 0);
  if (rest > 0) bars.push({ key: '\u0000others', label: labels.others, value: rest });
  return bars;
}

/** A round top for the value axis: 1, 2 or 5 times a power of ten, at least the largest bar. */
export function axisTop(values: readonly number[]): number {
  const largest = Math.max(0, ...values);
  if (largest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  for (const step of [1, 2, 5, 10]) if (step * power >= largest) return step * power;
  return 10 * power;
}
