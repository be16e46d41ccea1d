// Date filters, group-by, the outstanding chart and paging a date-sorted list over 200,000
// cached purchase orders (issue 17), written straight into a real store file (paging that much
// from the stand-in would measure the service), then read as the window reads them: each call
// through dispatch and the core's handlers (vouchers.search's sliced search with the status
// counts and lines coverage its answer carries, vouchers.groups, vouchers.outstandingChart).
// Scrolling: blocks of 200 rows (the list window's) read in order to row 150,000, as scrolling
// asks for them; each block's time at row 0, 200 (which reads the query's order) and 150,000,
// and, for comparison, blocks as OFFSET queries (how every block was read before). Part of
// `npm run bench -- vouchers` (BENCH_VOUCHERS_ONLY=review runs only these rows).
import { DatabaseSync } from 'node:sqlite';
import type { Voucher } from '../../app/resources/vouchers.ts';
import type { SearchInput } from '../../app/resources/voucher-cache.ts';
import { quickDateFilter } from '../../app/resources/voucher-quick-dates.ts';
import { seededRandom } from './bench-store.ts';
import { openBenchCore } from './bench-core.ts';
import { runSearch, searchFilter, searchOrder } from '../../main/store/voucher-cache-search.ts';

const SIZE = Number(process.env['BENCH_VOUCHERS_REVIEW_SIZE'] ?? 200_000);
const FILL_BLOCK = 5_000;
const BLOCK = 200;
const DEEP = 150_000;
const TODAY = '2026-06-15';
const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function purchaseOrder(index: number, random: () => number): Voucher {
  const day = (offset: number) => {
    const at = new Date(Date.UTC(2026, 0, 1 + offset));
    return at.toISOString().slice(0, 10);
  };
  const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
    const quantity = 1 + Math.floor(random() * 50);
    return {
      fields: {
        product_code: `P${pad(Math.floor(random() * 5_000), 5)}`,
        quantity,
        received_qty: random() < 0.5 ? quantity : Math.floor(random() * quantity),
        unit_cost: 100 + Math.floor(random() * 900),
        // A supplier's orders are in its currency; one order in 50 mixes two.
        currency_code: index % 5 === 0 || (index % 50 === 1 && random() < 0.5) ? 'USD' : 'JPY',
      },
      other: {},
    };
  });
  return {
    id: `PO-${pad(index, 8)}`,
    fields: {
      supplier_code: `S${pad(index % 40, 3)}`,
      season_code: ['26SS', '26AW', '27SS'][index % 3] ?? '26SS',
      order_date: day(Math.floor(random() * 300)),
      expected_date: day(Math.floor(random() * 365)),
      status: ['ordered', 'partially_received', 'received', 'cancelled'][index % 4] ?? 'ordered',
    },
    lines,
    other: {},
  };
}

/**
 * The medians of fresh runs, wall time and this process's CPU time (on a loaded machine they
 * part): each run gets its own snapshot bound (upTo), so no run reads what an earlier one kept
 * (the ordered ids of a query are kept per query).
 */
export async function timed<T>(
  work: (upTo: number) => T | Promise<T>,
  runs = 7,
): Promise<{ ms: number; cpu: number; first: number; value: T }> {
  const samples: number[] = [];
  const cpus: number[] = [];
  let value = await work(SIZE);
  for (let i = 1; i <= runs; i += 1) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    value = await work(SIZE + i);
    samples.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const mid = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  return { ms: mid(samples), cpu: mid(cpus), first: Math.min(...samples), value };
}

export async function reviewRows(): Promise<string[]> {
  const random = seededRandom(7);
  let fillSeconds = 0;
  const bench = await openBenchCore('review', (store, key) => {
    const filled = performance.now();
    for (let start = 0; start < SIZE; start += FILL_BLOCK) {
      const rows = Array.from({ length: Math.min(FILL_BLOCK, SIZE - start) }, (_, i) =>
        purchaseOrder(start + i, random),
      );
      store.vouchers.append(key, rows, start + FILL_BLOCK >= SIZE);
    }
    fillSeconds = (performance.now() - filled) / 1000;
  });
  const { call, profileId, file } = bench;
  try {
    const list = { kind: 'purchase_orders' as const };
    const base: SearchInput = { ...list, offset: 0, limit: BLOCK, upTo: SIZE };
    const thisMonth = quickDateFilter('thisMonth', 'expected_date', TODAY);
    const overdue = quickDateFilter('overdue', 'expected_date', TODAY);
    const byMonth = await timed((upTo) =>
      call('vouchers.search', { ...base, upTo, dates: [thisMonth] }),
    );
    const byOverdue = await timed((upTo) =>
      call('vouchers.search', {
        ...base,
        upTo,
        dates: [overdue],
        sort: { field: 'expected_date', descending: false },
      }),
    );
    // The same filter on a list nobody sorted: its whole order in paging order, read once.
    const byOverduePaging = await timed((upTo) =>
      call('vouchers.search', { ...base, upTo, dates: [overdue] }),
    );
    const bySupplier = await timed((upTo) =>
      call('vouchers.groups', { ...list, upTo, groupBy: 'supplier_code' }),
    );
    const byStatusMonth = await timed((upTo) =>
      call('vouchers.groups', { ...list, upTo, dates: [thisMonth], groupBy: 'status' }),
    );
    const chart = await timed((upTo) => call('vouchers.outstandingChart', { ...list, upTo }));

    // Scrolling a list sorted by expected_date, block after block.
    const sorted: SearchInput = { ...base, sort: { field: 'expected_date', descending: false } };
    const blockMs: number[] = [];
    for (let offset = 0; offset <= DEEP; offset += BLOCK) {
      const started = performance.now();
      await call('vouchers.search', { ...sorted, offset });
      blockMs.push(performance.now() - started);
    }
    const at = (row: number) => blockMs[row / BLOCK] ?? NaN;
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
    const early = median(blockMs.slice(2, 22));
    const deep = median(blockMs.slice(-20));
    // The same deep block read as before: the sort re-run with OFFSET 150,000.
    const db = new DatabaseSync(file, { readOnly: true });
    const filter = searchFilter([profileId, 'purchase_orders', ''], '', [], SIZE);
    const order = searchOrder({ field: 'expected_date', descending: false }, 'purchase_orders');
    const offsetDeep = await timed(() => runSearch(db, filter, order, DEEP, BLOCK), 3);
    const offsetEarly = await timed(() => runSearch(db, filter, order, BLOCK, BLOCK), 3);
    db.close();

    const n = (value: number) => value.toLocaleString('en');
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const both = (value: { ms: number; cpu: number }) => `${ms(value.ms)} (CPU ${ms(value.cpu)})`;
    const groupsMeta = `${String(bySupplier.value.groups.length)} groups, sums over ${n(bySupplier.value.withLines)} of ${n(bySupplier.value.matched)}`;
    return [
      `| date filter expected_date this month (${thisMonth.from ?? ''}…${thisMonth.to ?? ''}), first 200 of ${n(byMonth.value.matched)}, ${n(SIZE)} POs (filled in ${fillSeconds.toFixed(0)} s) | ${both(byMonth)} | ≤ 100 ms (200 ms on a core half as fast) |`,
      `| quick "past due and not fully received", sorted by expected_date (the sliced search), first 200 of ${n(byOverdue.value.matched)} | ${both(byOverdue)} | ≤ 100 ms (200 ms on a core half as fast) |`,
      `| the same in paging order (no sort: the filter's whole order read once, kept for scrolling) | ${both(byOverduePaging)} | ≤ 100 ms (200 ms on a core half as fast) |`,
      `| group by supplier_code with quantity, outstanding and amounts per currency (${groupsMeta}) | ${both(bySupplier)} | ≤ 100 ms (200 ms on a core half as fast) |`,
      `| group by status within this month's expected dates (${String(byStatusMonth.value.groups.length)} groups) | ${both(byStatusMonth)} | ≤ 100 ms (200 ms on a core half as fast) |`,
      `| outstanding chart by expected week (${String(chart.value.byWeek.length)} weeks) and supplier | ${both(chart)} | ≤ 100 ms (200 ms on a core half as fast) |`,
      `| list sorted by expected_date, block of 200 at row 0 (each slice's top rows and count) / row 200 (reads the query's order once, a slice at a time) / median rows 400–4,400 / row ${n(DEEP)} / median of the last 20 blocks | ${ms(at(0))} / ${ms(at(BLOCK))} / ${ms(early)} / ${ms(at(DEEP))} / ${ms(deep)} | deep ≤ row 200 |`,
      `| for comparison, a block as an OFFSET query: row 200 / row ${n(DEEP)} | ${ms(offsetEarly.ms)} / ${ms(offsetDeep.ms)} | — |`,
    ];
  } finally {
    await bench.close();
  }
}
