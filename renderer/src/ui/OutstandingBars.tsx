import { useTranslation } from 'react-i18next';
import type { ProductStory } from '../../../app/resources/product-story.ts';
import { BarChart } from './BarChart.tsx';
import { supplierBars, weekBars } from './chart-data.ts';
import { formatNumber } from './format.ts';

/** Suppliers drawn one by one; the rest share one bar. */
const SHOWN_SUPPLIERS = 8;

type Outstanding = Pick<ProductStory['purchaseOrders'], 'byWeek' | 'bySupplier'>;

/** Whether anything is outstanding: a week with a bar to draw. */
export function anyOutstanding(outstanding: Outstanding): boolean {
  return outstanding.byWeek.some((week) => week.outstanding > 0);
}

/** The words of the two charts, in each screen's own terms. */
export interface OutstandingBarsText {
  byWeek: string;
  bySupplier: string;
  week: string;
  supplier: string;
  outstanding: string;
  noDate: string;
  noSupplier: string;
  others: string;
}

/**
 * Outstanding quantity by expected week and by supplier, as two bar charts with their numbers in
 * tables for screen readers (BarChart): the product view's and the purchase-order list's.
 */
export function OutstandingBars(props: {
  outstanding: Outstanding;
  text: OutstandingBarsText;
  testIds: { byWeek: string; bySupplier: string };
}) {
  const { i18n } = useTranslation();
  const { outstanding, text, testIds } = props;
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <>
      <BarChart
        testId={testIds.byWeek}
        bars={weekBars(outstanding.byWeek, i18n.language, text.noDate)}
        caption={text.byWeek}
        columns={{ label: text.week, value: text.outstanding }}
        format={number}
      />
      <BarChart
        testId={testIds.bySupplier}
        bars={supplierBars(outstanding.bySupplier, SHOWN_SUPPLIERS, {
          none: text.noSupplier,
          others: text.others,
        })}
        caption={text.bySupplier}
        columns={{ label: text.supplier, value: text.outstanding }}
        format={number}
      />
    </>
  );
}
