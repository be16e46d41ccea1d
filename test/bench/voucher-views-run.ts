// Opening a saved view and a column's values list over 200,000 cached purchase orders (issue
// 27), written straight into a real store file as the review rows are. Timed at the store, where
// views.list, vouchers.search (with the status summary and lines coverage its answer carries) and
// vouchers.columnValues spend their time; each run a fresh snapshot bound, so nothing is reused.
// Part of `npm run bench -- vouchers` (BENCH_VOUCHERS_ONLY=views runs only these rows).
import { fitView, viewSpecSchema } from '../../app/resources/saved-views.ts';
import { quickDateFilter } from '../../app/resources/voucher-quick-dates.ts';
import type { ListKey } from '../../main/store/index.ts';
import { openBenchStore, seededRandom } from './bench-store.ts';
import { purchaseOrder } from './voucher-review-run.ts';

const SIZE = Number(process.env['BENCH_VOUCHERS_VIEWS_SIZE'] ?? 200_000);
const FILL_BLOCK = 5_000;
const TODAY = '2026-06-15';

/** Medians of wall time and of this process's CPU time (on a loaded machine they part). */
async function median(
  work: (upTo: number) => unknown,
  runs = 7,
): Promise<{ wall: number; cpu: number }> {
  await work(SIZE);
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 1; i <= runs; i += 1) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await work(SIZE + i);
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const mid = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  return { wall: mid(walls), cpu: mid(cpus) };
}

/** The turn the core gives other calls between slices of a search (as nextTurn does). */
const nextTurn = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve);
  });

export async function viewsRows(): Promise<string[]> {
  const bench = openBenchStore('views');
  const { store, profileId } = bench;
  const random = seededRandom(7);
  try {
    const key: ListKey = { profileId, kind: 'purchase_orders', scope: '' };
    for (let start = 0; start < SIZE; start += FILL_BLOCK) {
      const rows = Array.from({ length: Math.min(FILL_BLOCK, SIZE - start) }, (_, i) =>
        purchaseOrder(start + i, random),
      );
      store.vouchers.append(key, rows, start + FILL_BLOCK >= SIZE);
    }
    // "SUP2's open POs this month": two suppliers by a column filter, open statuses, this
    // month's expected dates, sorted by expected date; and a few other views beside it.
    const spec = viewSpecSchema.parse({
      statuses: ['ordered', 'partially_received'],
      dates: { field: 'expected_date', quick: 'thisMonth', from: '', to: '' },
      columnFilters: [{ field: 'supplier_code', values: ['S002', 'S005'] }],
      sort: { field: 'expected_date', descending: false },
      columns: {
        order: ['id', 'supplier_code', 'expected_date', 'status'],
        hidden: [],
        widths: {},
      },
    });
    for (let i = 0; i < 20; i += 1) {
      store.savedViews.save(profileId, 'purchase_orders', { name: `View ${String(i)}`, spec });
    }
    const chosen = store.savedViews.save(profileId, 'purchase_orders', { name: 'SUP2 open', spec });
    if (chosen === null) throw new Error('the view was not saved');
    store.savedViews.setDefault(profileId, 'purchase_orders', chosen.id);
    const known = new Set(['id', 'supplier_code', 'expected_date', 'status', 'season_code']);

    // The lines coverage of the list as shown (kept by the store while the list stays the same).
    store.vouchers.lines.coverage(key, SIZE);
    let matched = 0;
    const open = await median(async (upTo) => {
      const view = store.savedViews.list(profileId, 'purchase_orders').find((v) => v.isDefault);
      if (view === undefined) throw new Error('no default view');
      const statuses = store.vouchers.statuses(key);
      const fitted = fitView(view.spec, known, new Set(statuses.map((s) => s.value))).spec;
      const dates =
        fitted.dates?.quick == null
          ? []
          : [quickDateFilter(fitted.dates.quick, fitted.dates.field, TODAY)];
      // As vouchers.search answers: the sliced search, over a fresh snapshot (nothing reused).
      const found = await store.vouchers.searchInSlices(
        key,
        {
          text: fitted.text,
          statuses: fitted.statuses,
          sort: fitted.sort,
          offset: 0,
          limit: 200,
          upTo,
          dates,
          columns: fitted.columnFilters,
        },
        nextTurn,
      );
      store.vouchers.lines.coverage(key, SIZE);
      matched = found.matched;
    });

    const filters = { text: '', statuses: [], upTo: SIZE };
    let suppliers = 0;
    const bySupplier = await median((upTo) => {
      suppliers = store.vouchers.columnValues(
        key,
        { ...filters, upTo },
        'supplier_code',
        '',
        1000,
      ).distinct;
    });
    let days = 0;
    const byDay = await median((upTo) => {
      days = store.vouchers.columnValues(
        key,
        { ...filters, upTo },
        'expected_date',
        '',
        1000,
      ).distinct;
    });
    const n = (value: number) => value.toLocaleString('en');
    const ms = (value: { wall: number; cpu: number }) =>
      `${value.wall.toFixed(1)} ms (CPU ${value.cpu.toFixed(1)} ms)`;
    return [
      `| open a saved view (the list's default of 21: 2 suppliers by column filter, 2 statuses, this month, sorted by expected_date), first 200 of ${n(matched)} through the sliced search vouchers.search runs, with status counts and lines coverage, ${n(SIZE)} POs | ${ms(open)} | ≤ 200 ms |`,
      `| column values with counts: supplier_code (${n(suppliers)} values) / expected_date (${n(days)} values), over ${n(SIZE)} rows | ${ms(bySupplier)} / ${ms(byDay)} | ≤ 150 ms |`,
    ];
  } finally {
    bench.close();
  }
}
