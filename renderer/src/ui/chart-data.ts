import type { ProductStory } from '../../../app/resources/product-story.ts';

// What the outstanding-by-week chart draws: one bar per week that has something outstanding,
// weeks without a date last; labels in the user's locale. Pure, so the bars are tested apart.

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** A label that must stay when labels are thinned (a week carrying its year). */
  keep?: boolean;
}

/**
 * The bars whose labels are drawn when only every `every`-th one fits: the kept ones (of two
 * kept ones closer than that, the later), the others where they are at least `every` from any
 * label drawn.
 */
export function labelledKeys(bars: readonly Bar[], every: number): string[] {
  const shown: string[] = [];
  let last = -Infinity;
  for (let index = 0; index < bars.length; index += 1) {
    const bar = bars[index];
    if (bar === undefined) continue;
    const nextKept = bars.findIndex((other, at) => at > index && other.keep === true);
    const roomBefore = index - last >= every;
    const roomAfter = nextKept === -1 || nextKept - index >= every;
    if (bar.keep === true || (roomBefore && roomAfter)) {
      // Two labels that carry a year, too close to both be drawn: the later one also says the
      // year, so the earlier gives way rather than the two overlapping.
      if (bar.keep === true && !roomBefore && shown.length > 0) shown.pop();
      shown.push(bar.key);
      last = index;
    }
  }
  return shown;
}

/**
 * A short date for a week's Monday ("Dec 7" / "12月7日"), with the year on the first dated week
 * and wherever the year changes ("Dec 28, 2026", "Jan 4, 2027"); '' weeks are named by `noDate`.
 */
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
  const withYear = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  let year = '';
  return byWeek
    .filter((week) => week.outstanding > 0)
    .map((week) => {
      if (week.week === '') return { key: 'none', label: noDate, value: week.outstanding };
      const day = new Date(`${week.week}T00:00:00Z`);
      const keep = week.week.slice(0, 4) !== year;
      const label = (keep ? withYear : format).format(day);
      year = week.week.slice(0, 4);
      return keep
        ? { key: week.week, label, value: week.outstanding, keep }
        : { key: week.week, label, value: week.outstanding };
    });
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
