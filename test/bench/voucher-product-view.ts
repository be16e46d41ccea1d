// The product view over a large cache (issue 17): 200,000 purchase orders, 50,000 order-plan rows
// and 20,000 leases written straight into a real store file (paging that much from the stand-in
// would measure the service, not the view), then the work of vouchers.product timed: the text
// index's candidates of each kind, every line checked for the code, the sums. Part of
// `npm run bench -- vouchers` (BENCH_VOUCHERS_ONLY=product runs only this).
import type { Voucher, VoucherKind } from '../../app/resources/vouchers.ts';
import { openBenchStore, seededRandom } from './bench-store.ts';
import { productStory, type ProductSources } from '../../main/vouchers/product-story.ts';
import { suggestProducts } from '../../main/vouchers/product-suggest.ts';

const SIZES: Record<VoucherKind, number> = {
  purchase_orders: 200_000,
  order_plans: 50_000,
  leases: 20_000,
  sales_orders: 0,
};
const PRODUCTS = 5_000;
const BLOCK = 5_000;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const productCode = (n: number) => `P${pad(n, 5)}`;

function lineFields(random: () => number) {
  return {
    product_code: productCode(Math.floor(random() * PRODUCTS)),
    color_code: ['BLK', 'WHT', 'NVY', 'RED'][Math.floor(random() * 4)] ?? 'BLK',
    size_code: ['S', 'M', 'L', 'XL'][Math.floor(random() * 4)] ?? 'M',
    quantity: 1 + Math.floor(random() * 50),
  };
}

function voucherOf(kind: VoucherKind, index: number, random: () => number): Voucher {
  const month = pad(1 + (index % 12), 2);
  if (kind === 'order_plans') {
    return {
      id: `${pad(index, 7)}~plan`,
      fields: { ...lineFields(random), po_number: index % 3 === 0 ? `PO-${pad(index, 8)}` : null },
      lines: null,
      other: {},
    };
  }
  const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, () => ({
    fields: { ...lineFields(random), received_qty: Math.floor(random() * 10), returned_qty: 0 },
    other: {},
  }));
  const fields: Voucher['fields'] =
    kind === 'leases'
      ? { lessee: 'Press', due_on: `2026-${month}-15`, status: 'lent' }
      : {
          supplier_code: `S${pad(index % 40, 3)}`,
          expected_date: `2026-${month}-${pad(1 + (index % 28), 2)}`,
          status: 'ordered',
        };
  return { id: `${kind.slice(0, 2).toUpperCase()}-${pad(index, 8)}`, fields, lines, other: {} };
}

export async function productViewRows(): Promise<string[]> {
  const bench = openBenchStore('product');
  const { store, profileId } = bench;
  const random = seededRandom(42);
  try {
    const filled = performance.now();
    for (const [kind, size] of Object.entries(SIZES) as Array<[VoucherKind, number]>) {
      for (let start = 0; start < size; start += BLOCK) {
        const rows = Array.from({ length: Math.min(BLOCK, size - start) }, (_, i) =>
          voucherOf(kind, start + i, random),
        );
        store.vouchers.append({ profileId, kind, scope: '' }, rows, start + BLOCK >= size);
      }
    }
    const fillSeconds = (performance.now() - filled) / 1000;
    const samples: number[] = [];
    let lines = 0;
    for (let i = 0; i < 9; i += 1) {
      const code = productCode(Math.floor(random() * PRODUCTS));
      const started = performance.now();
      const source = (kind: VoucherKind) => ({
        vouchers: store.voucherProducts.candidates(profileId, kind, code),
        ...store.voucherProducts.coverage(profileId, kind),
      });
      const sources: ProductSources = {
        purchase_orders: source('purchase_orders'),
        sales_orders: source('sales_orders'),
        leases: source('leases'),
        order_plans: source('order_plans'),
      };
      const story = productStory(code, '2026-06-15', sources);
      samples.push(performance.now() - started);
      lines += story.purchaseOrders.count;
    }
    // The first look-up also counts each list's rows without lines (kept until the list changes).
    const first = samples[0] ?? NaN;
    const rest = samples.slice(1).sort((a, b) => a - b);
    const median = rest[Math.floor(rest.length / 2)] ?? NaN;
    // The longest stretch the core is held by the scan: from one turn between slices to the next.
    const slowest = {
      worst: 0,
      last: performance.now(),
      between: async () => {
        const now = performance.now();
        slowest.worst = Math.max(slowest.worst, now - slowest.last);
        await new Promise((resolve) => setImmediate(resolve));
        slowest.last = performance.now();
      },
    };
    // The Products look-up as typed: products.suggest's work (the cached codes, read once and
    // kept until the cache changes, the catalog's, the ranking) for each keystroke of a code.
    const suggest = async (text: string) => {
      const started = performance.now();
      suggestProducts(text, 20, {
        vouchers: await store.productNames.fromVouchers(profileId, slowest.between),
        drafts: store.productNames.fromDrafts(profileId),
        sent: store.productNames.fromSent(profileId),
      });
      return performance.now() - started;
    };
    const firstSuggest = await suggest('p');
    const firstSlice = slowest.worst;
    const typed: number[] = [];
    for (const text of ['p0', 'p01', 'p012', 'p0123', '12', '3', 'p4', 'p49', 'p499']) {
      typed.push(await suggest(text));
    }
    typed.sort((a, b) => a - b);
    const typedMedian = typed[Math.floor(typed.length / 2)] ?? NaN;
    const typedWorst = typed.at(-1) ?? NaN;
    return [
      `| products.suggest over the same cache (${String((await store.productNames.fromVouchers(profileId)).length)} codes): first (reads every line, in slices) | ${firstSuggest.toFixed(1)} ms; longest slice ${firstSlice.toFixed(1)} ms | slice ≤ 200 ms |`,
      `| products.suggest, each keystroke after | median ${typedMedian.toFixed(1)} ms, worst ${typedWorst.toFixed(1)} ms | ≤ 50 ms |`,
      `| product view over 200,000 POs, 50,000 plan rows, 20,000 leases (cache filled in ${fillSeconds.toFixed(0)} s; ~${Math.round(lines / samples.length)} POs per product) | first ${first.toFixed(1)} ms, then median ${median.toFixed(1)} ms | ≤ 200 ms |`,
    ];
  } finally {
    bench.close();
  }
}
