import type { Scalar } from '../../app/resources/json.ts';
import type { KindCoverage, ProductSku, ProductStory } from '../../app/resources/product-story.ts';
import { asNumber, asText } from '../../app/resources/voucher-values.ts';
import { mondayOf, optionalQuantity } from '../../app/resources/voucher-line-sums.ts';
import type { Voucher, VoucherKind } from '../../app/resources/vouchers.ts';

// The product view's numbers, from the cached vouchers that may name the product (the store's
// text index finds the candidates; here every line is checked for the exact code). Quantities
// may arrive as strings (spec §2.7): numeric strings count as numbers, anything else is counted
// as unreadable and left out of the sums rather than guessed.

export interface KindSource {
  vouchers: readonly Voucher[];
  cachedRows: number;
  complete: boolean;
  withoutLines: number;
}

export type ProductSources = Record<VoucherKind, KindSource>;

/** Per kind, the status values the user says end a voucher: nothing of theirs is outstanding. */
export type EndedStatuses = Partial<Record<VoucherKind, readonly string[]>>;

/** How many voucher numbers a story lists per kind (the counts are always whole). */
export const LISTED_IDS = 500;

type Fields = Record<string, Scalar>;

const DATE = /^\d{4}-\d{2}-\d{2}/;

function dateOf(value: Scalar | undefined): string | null {
  return typeof value === 'string' && DATE.test(value) ? value.slice(0, 10) : null;
}

/** A line's quantity and how much came back (received, returned); null when not numbers. */
function quantities(
  line: Fields,
  backField: string,
): { total: number; back: number; left: number } | null {
  const total = asNumber(line['quantity']);
  const back = optionalQuantity(line[backField]);
  if (total === null || back === null) return null;
  return { total, back, left: Math.max(0, total - back) };
}

const sizeOrder = new Intl.Collator('en', { numeric: true });

class SkuTable {
  readonly #rows = new Map<string, ProductSku>();

  at(fields: Fields): ProductSku {
    const color = asText(fields['color_code']);
    const size = asText(fields['size_code']);
    const key = `${color}\u0000${size}`;
    let row = this.#rows.get(key);
    if (row === undefined) {
      row = {
        color_code: color,
        size_code: size,
        ordered: 0,
        received: 0,
        outstanding: 0,
        planned: 0,
        sold: 0,
        lent: 0,
        returned: 0,
        out: 0,
        overdue: 0,
      };
      this.#rows.set(key, row);
    }
    return row;
  }

  list(): ProductSku[] {
    return [...this.#rows.values()].sort(
      (a, b) =>
        sizeOrder.compare(a.color_code, b.color_code) ||
        sizeOrder.compare(a.size_code, b.size_code),
    );
  }
}

class Sums<K extends string> {
  readonly #sums = new Map<K, number>();
  add(key: K, value: number): void {
    this.#sums.set(key, (this.#sums.get(key) ?? 0) + value);
  }
  entries(): Array<[K, number]> {
    return [...this.#sums.entries()];
  }
}

function linesOf(voucher: Voucher, code: string): Fields[] {
  return (voucher.lines ?? [])
    .map((line) => line.fields)
    .filter((fields) => asText(fields['product_code']) === code);
}

/** A line of a voucher naming the product, read as quantities out and back. */
interface QuantityLine {
  voucher: Voucher;
  line: Fields;
  total: number;
  back: number;
  left: number;
}

/**
 * The lines naming the product in vouchers whose goods go out and come back (an order and its
 * receipts, a lease and its returns): the vouchers that have any, and the lines read; a line
 * whose quantities are not numbers is counted as unreadable.
 */
function quantityLines(
  vouchers: readonly Voucher[],
  code: string,
  backField: string,
  ended: readonly string[] = [],
): { ids: string[]; lines: QuantityLine[]; unreadable: number } {
  const found = { ids: [] as string[], lines: [] as QuantityLine[], unreadable: 0 };
  for (const voucher of vouchers) {
    const lines = linesOf(voucher, code);
    if (lines.length === 0) continue;
    found.ids.push(voucher.id);
    const status = voucher.fields['status'];
    const over = typeof status === 'string' && ended.includes(status);
    for (const line of lines) {
      const read = quantities(line, backField);
      if (read === null) found.unreadable += 1;
      else found.lines.push({ voucher, line, ...read, ...(over ? { left: 0 } : {}) });
    }
  }
  return found;
}

export function productStory(
  productCode: string,
  today: string,
  sources: ProductSources,
  ended: EndedStatuses = {},
): ProductStory {
  const skus = new SkuTable();
  const unreadable: Record<VoucherKind, number> = {
    purchase_orders: 0,
    sales_orders: 0,
    leases: 0,
    order_plans: 0,
  };

  const ordered = quantityLines(
    sources.purchase_orders.vouchers,
    productCode,
    'received_qty',
    ended.purchase_orders,
  );
  unreadable.purchase_orders += ordered.unreadable;
  const po = { ids: ordered.ids, ordered: 0, received: 0, outstanding: 0 };
  let nextExpected: string | null = null;
  const byWeek = new Sums<string>();
  const bySupplier = new Sums<string>();
  for (const { voucher, line, total, back: received, left: outstanding } of ordered.lines) {
    const sku = skus.at(line);
    sku.ordered += total;
    sku.received += received;
    sku.outstanding += outstanding;
    po.ordered += total;
    po.received += received;
    po.outstanding += outstanding;
    if (outstanding <= 0) continue;
    const expected = line['expected_date'] ?? voucher.fields['expected_date'];
    byWeek.add(mondayOf(expected), outstanding);
    bySupplier.add(asText(voucher.fields['supplier_code']), outstanding);
    const date = dateOf(expected);
    if (date !== null && (nextExpected === null || date < nextExpected)) nextExpected = date;
  }

  const plans = { rows: 0, quantity: 0, withPo: 0, poNumbers: new Set<string>() };
  const seenPlans = new Set<string>();
  for (const row of sources.order_plans.vouchers) {
    if (asText(row.fields['product_code']) !== productCode || seenPlans.has(row.id)) continue;
    seenPlans.add(row.id);
    plans.rows += 1;
    const po = asText(row.fields['po_number']);
    if (po !== '') {
      plans.withPo += 1;
      plans.poNumbers.add(po);
    }
    const planned = asNumber(row.fields['quantity']);
    if (planned === null) {
      unreadable.order_plans += 1;
      continue;
    }
    plans.quantity += planned;
    skus.at(row.fields).planned += planned;
  }

  const sold = { ids: [] as string[], quantity: 0 };
  for (const voucher of sources.sales_orders.vouchers) {
    const lines = linesOf(voucher, productCode);
    if (lines.length === 0) continue;
    sold.ids.push(voucher.id);
    for (const line of lines) {
      const quantity = asNumber(line['quantity']);
      if (quantity === null) {
        unreadable.sales_orders += 1;
        continue;
      }
      sold.quantity += quantity;
      skus.at(line).sold += quantity;
    }
  }

  const lent = quantityLines(sources.leases.vouchers, productCode, 'returned_qty', ended.leases);
  unreadable.leases += lent.unreadable;
  const leases = { ids: lent.ids, lent: 0, returned: 0, out: 0, overdue: 0 };
  const overdue = new Set<string>();
  for (const { voucher, line, total, back: returned, left: out } of lent.lines) {
    const sku = skus.at(line);
    sku.lent += total;
    sku.returned += returned;
    sku.out += out;
    leases.lent += total;
    leases.returned += returned;
    leases.out += out;
    const due = dateOf(voucher.fields['due_on']);
    if (due !== null && due < today && out > 0) {
      sku.overdue += out;
      leases.overdue += out;
      overdue.add(voucher.id);
    }
  }
  const overdueIds = [...overdue];

  const coverage = (kind: VoucherKind): KindCoverage => ({
    kind,
    cachedRows: sources[kind].cachedRows,
    complete: sources[kind].complete,
    withoutLines: sources[kind].withoutLines,
    unreadable: unreadable[kind],
  });
  const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return {
    productCode,
    coverage: (['purchase_orders', 'order_plans', 'sales_orders', 'leases'] as const).map(coverage),
    skus: skus.list(),
    purchaseOrders: {
      ids: po.ids.slice(0, LISTED_IDS),
      count: po.ids.length,
      ordered: po.ordered,
      received: po.received,
      outstanding: po.outstanding,
      nextExpected,
      byWeek: byWeek
        .entries()
        .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : byText(a, b)))
        .map(([week, outstanding]) => ({ week, outstanding })),
      bySupplier: bySupplier
        .entries()
        .sort(([a, x], [b, y]) => y - x || byText(a, b))
        .map(([supplier, outstanding]) => ({ supplier, outstanding })),
    },
    orderPlans: {
      rows: plans.rows,
      quantity: plans.quantity,
      withPo: plans.withPo,
      poNumbers: [...plans.poNumbers].sort(byText).slice(0, LISTED_IDS),
    },
    salesOrders: {
      ids: sold.ids.slice(0, LISTED_IDS),
      count: sold.ids.length,
      quantity: sold.quantity,
    },
    leases: {
      ids: leases.ids.slice(0, LISTED_IDS),
      count: leases.ids.length,
      lent: leases.lent,
      returned: leases.returned,
      out: leases.out,
      overdue: leases.overdue,
      overdueIds: overdueIds.slice(0, LISTED_IDS),
    },
  };
}
