// Opening a saved view and a column's values list over 200,000 cached purchase orders (issue
// 27), written straight into a real store file as the review rows are, then read as the window
// reads them: views.list, then vouchers.search (the sliced search, with the status counts and
// lines coverage its answer carries), and vouchers.columnValues, each through dispatch and the
// core's handlers; each run a fresh snapshot bound, so nothing is reused. Part of
// `npm run bench -- vouchers` (BENCH_VOUCHERS_ONLY=views runs only these rows).
import { fitView, viewSpecSchema } from '../../app/resources/saved-views.ts';
import { quickDateFilter } from '../../app/resources/voucher-quick-dates.ts';
import { openBenchCore } from './bench-core.ts';
import { seededRandom } from './bench-store.ts';
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

export async function viewsRows(): Promise<string[]> {
  const random = seededRandom(7);
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
  const bench = await openBenchCore('views', (store, key) => {
    for (let start = 0; start < SIZE; start += FILL_BLOCK) {
      const rows = Array.from({ length: Math.min(FILL_BLOCK, SIZE - start) }, (_, i) =>
        purchaseOrder(start + i, random),
      );
      store.vouchers.append(key, rows, start + FILL_BLOCK >= SIZE);
    }
    for (let i = 0; i < 20; i += 1) {
      store.savedViews.save(key.profileId, 'purchase_orders', { name: `View ${String(i)}`, spec });
    }
    const chosen = store.savedViews.save(key.profileId, 'purchase_orders', {
      name: 'SUP2 open',
      spec,
    });
    if (chosen === null) throw new Error('the view was not saved');
    store.savedViews.setDefault(key.profileId, 'purchase_orders', chosen.id);
  });
  const { call } = bench;
  try {
    const list = { kind: 'purchase_orders' as const };
    const known = new Set(['id', 'supplier_code', 'expected_date', 'status', 'season_code']);
    // The list as first shown: its status values (which a view is fitted to) and lines coverage.
    const shown = await call('vouchers.search', { ...list, limit: 1, upTo: SIZE });
    const values = new Set(shown.statuses.map((s) => s.value));
    let matched = 0;
    const open = await median(async (upTo) => {
      const { views } = await call('views.list', list);
      const view = views.find((v) => v.isDefault);
      if (view === undefined) throw new Error('no default view');
      const fitted = fitView(view.spec, known, values).spec;
      const dates =
        fitted.dates?.quick == null
          ? []
          : [quickDateFilter(fitted.dates.quick, fitted.dates.field, TODAY)];
      const found = await call('vouchers.search', {
        ...list,
        text: fitted.text,
        statuses: fitted.statuses,
        sort: fitted.sort,
        offset: 0,
        limit: 200,
        upTo,
        dates,
        columns: fitted.columnFilters,
      });
      matched = found.matched;
    });

    let suppliers = 0;
    const bySupplier = await median(async (upTo) => {
      suppliers = (
        await call('vouchers.columnValues', {
          ...list,
          upTo,
          field: 'supplier_code',
          search: '',
          limit: 1000,
        })
      ).distinct;
    });
    let days = 0;
    const byDay = await median(async (upTo) => {
      days = (
        await call('vouchers.columnValues', {
          ...list,
          upTo,
          field: 'expected_date',
          search: '',
          limit: 1000,
        })
      ).distinct;
    });
    const n = (value: number) => value.toLocaleString('en');
    const ms = (value: { wall: number; cpu: number }) =>
      `${value.wall.toFixed(1)} ms (CPU ${value.cpu.toFixed(1)} ms)`;
    return [
      `| open a saved view (the list's default of 21: 2 suppliers by column filter, 2 statuses, this month, sorted by expected_date), first 200 of ${n(matched)} by views.list and vouchers.search through the core's handlers, with status counts and lines coverage, ${n(SIZE)} POs | ${ms(open)} | ≤ 200 ms |`,
      `| column values with counts: supplier_code (${n(suppliers)} values) / expected_date (${n(days)} values), over ${n(SIZE)} rows | ${ms(bySupplier)} / ${ms(byDay)} | ≤ 150 ms |`,
    ];
  } finally {
    await bench.close();
  }
}
