import { describe, expect, it } from 'vitest';
import {
  detailLineColumns,
  lineColumnHiddenAtFirst,
} from '../../../renderer/src/vouchers/line-columns.ts';

describe('the detail’s line columns', () => {
  it('puts the item, quantities, outstanding and amount first, the rest in their order', () => {
    const columns = detailLineColumns(
      [
        'product_code',
        'color_code',
        'size_code',
        'sku_code',
        'purpose_code',
        'quantity',
        'received_qty',
        'unit_cost',
        'expected_date',
      ],
      ['outstanding', 'amount', 'home_amount'],
    );
    expect(columns.map((c) => c.id)).toEqual([
      'product_code',
      'color_code',
      'size_code',
      'quantity',
      'received_qty',
      'outstanding',
      'amount',
      'sku_code',
      'purpose_code',
      'unit_cost',
      'expected_date',
      'home_amount',
    ]);
    expect(columns.filter((c) => c.computed).map((c) => c.id)).toEqual([
      'outstanding',
      'amount',
      'home_amount',
    ]);
  });

  it('hides at first what is not among the first columns', () => {
    expect(lineColumnHiddenAtFirst('quantity')).toBe(false);
    expect(lineColumnHiddenAtFirst('amount')).toBe(false);
    expect(lineColumnHiddenAtFirst('unit_cost')).toBe(true);
    expect(lineColumnHiddenAtFirst('exchange_rate')).toBe(true);
    expect(lineColumnHiddenAtFirst('an_unknown_field')).toBe(true);
  });
});
