// The status bar's figures counted in the core (catalog.stats, issue 28 step 4) at a million SKU
// rows: 125,000 products × 8 SKUs (BENCH_GRID_PRODUCTS sets the products), half of them with
// sizes that are numbers (shoe sizes, 22.5–26), so the figures sum and compare. Whole columns
// of the per-SKU view (1,000,000 cells), the same less its last row (Shift+Up after
// Ctrl+Shift+Down: the view's order is read), the product view's, a sorted and a filtered view.
// Wall and CPU ms of this process, with the load average: the machine may be shared; the
// target is well under 300 ms of CPU for a whole column of the per-SKU view.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlaceRange } from '../../app/catalog/view-find.ts';
import type { StatsAnswer } from '../../app/catalog/view-stats.ts';
import { NO_VIEW_SPEC, type CatalogViewName, type ViewSpec } from '../../app/catalog/views.ts';
import { openStore } from '../../main/store/open-store.ts';
import { brandDrafts, colorDrafts, productDrafts } from './grid/draft.ts';
import { MILLION_SKU_SHAPE } from './grid/million-shape.ts';
import { stepTable } from './grid/step-table.ts';

const SHAPE = MILLION_SKU_SHAPE;

const figures = (a: StatsAnswer): string =>
  `count ${a.count.toLocaleString('en')}, numbers ${a.numbers.toLocaleString('en')}, sum ${String(a.sum)}`;

/** Turns of the event loop given to work the core does between calls: the longest, the CPU. */
async function idleTurns(
  count: number,
): Promise<{ count: number; longest: number; longestCpu: number; cpu: number }> {
  const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000;
  const cpu = process.cpuUsage();
  let [longest, longestCpu] = [0, 0];
  for (let i = 0; i < count; i += 1) {
    const [start, turnCpu] = [performance.now(), process.cpuUsage()];
    await new Promise((resolve) => setImmediate(resolve));
    longest = Math.max(longest, performance.now() - start);
    longestCpu = Math.max(longestCpu, cpuMs(process.cpuUsage(turnCpu)));
  }
  return { count, longest, longestCpu, cpu: cpuMs(process.cpuUsage(cpu)) };
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'kikan-catalog-stats-'));
  const { lines, timed } = stepTable(1);
  const before = loadavg();
  try {
    const store = openStore(join(dir, 'kikan.sqlite'));
    const { id: profileId } = store.profiles.create({
      name: 'Bench',
      hostKind: 'custom',
      baseUrl: 'http://127.0.0.1:1',
    });
    const products = productDrafts(SHAPE).map((draft, i) =>
      i % 2 === 0
        ? draft
        : {
            ...draft,
            row: {
              ...draft.row,
              skus: draft.row.skus.map((sku, k) => ({ ...sku, size_code: String(22.5 + k / 2) })),
            },
          },
    );
    store.drafts.save(profileId, 'brands', { upserts: brandDrafts(SHAPE), deletes: [] });
    store.drafts.save(profileId, 'colors', { upserts: colorDrafts(SHAPE), deletes: [] });
    store.drafts.save(profileId, 'products', { upserts: products, deletes: [] });
    const views = store.catalogViews;
    const spec = (view: CatalogViewName, more: Partial<ViewSpec> = {}): ViewSpec => ({
      view,
      ...NO_VIEW_SPEC,
      columnFilters: [],
      ...more,
    });
    const stats = (label: string, viewId: number, range: PlaceRange) =>
      timed(label, () => views.reads.stats({ viewId, ranges: [range] }), figures);
    const column = (length: number, col: number, cut = 0): PlaceRange => ({
      top: 0,
      bottom: length - 1 - cut,
      left: col,
      right: col,
    });
    // The grid asks for the problems when it opens: the core's validation then holds the rows.
    timed(
      "catalog.problems first asked (the validation's rows read and held)",
      () => store.catalogProblems.problems({ profileId, from: 0, count: 100 }),
      (answer) => `${answer.length.toLocaleString('en')} problems`,
    );
    const skus = views.view(profileId, spec('skus'));
    const n = skus.length;
    // The core writes a view's order to its temp table (which a range not whole reads) in
    // slices between calls: the turns the core's idle time would give.
    const turns = await idleTurns(400);
    lines.push(
      `| the view's order written between calls (${String(turns.count)} turns) | ${turns.longest.toFixed(1)} | ${turns.cpu.toFixed(0)} | the longest turn, ${turns.longestCpu.toFixed(1)} ms of CPU | ${loadavg()[0]?.toFixed(1) ?? '?'} |`,
    );
    const rowsOf = n.toLocaleString('en');
    stats(`per-SKU view, size column (${rowsOf} cells)`, skus.viewId, column(n, 4));
    stats(`the same again`, skus.viewId, column(n, 4));
    stats(`per-SKU view, name column (${rowsOf} cells)`, skus.viewId, column(n, 1));
    stats(`per-SKU view, code column`, skus.viewId, column(n, 0));
    stats(`per-SKU view, all 5 columns (${(n * 5).toLocaleString('en')} cells)`, skus.viewId, {
      top: 0,
      bottom: n - 1,
      left: 0,
      right: 4,
    });
    stats(`per-SKU view, size column less its last row`, skus.viewId, column(n, 4, 1));
    stats(`the same less its last 20 rows`, skus.viewId, column(n, 4, 20));
    stats(`the same, name column less its last row`, skus.viewId, column(n, 1, 1));
    stats(`per-SKU view, size of the top half`, skus.viewId, {
      top: 0,
      bottom: Math.floor(n / 2),
      left: 4,
      right: 4,
    });
    stats(`per-SKU view, size of 10,000 rows in the middle`, skus.viewId, {
      top: Math.floor(n / 2),
      bottom: Math.floor(n / 2) + 9_999,
      left: 4,
      right: 4,
    });
    const sorted = views.view(
      profileId,
      spec('skus', { sort: { column: 'name', descending: true } }),
    );
    await idleTurns(400);
    stats(`per-SKU view sorted by name, size column (whole)`, sorted.viewId, column(n, 4));
    stats(`the same less its last row`, sorted.viewId, column(sorted.length, 4, 1));
    const filtered = views.view(profileId, spec('skus', { filter: '0042' }));
    stats(
      `per-SKU view, quick filter "0042" (${filtered.length.toLocaleString('en')} rows), size`,
      filtered.viewId,
      column(filtered.length, 4),
    );
    const productView = views.view(profileId, spec('products'));
    const p = productView.length;
    stats(
      `product view, name column (${p.toLocaleString('en')} cells)`,
      productView.viewId,
      column(p, 1),
    );
    stats(`product view, SKU summary column`, productView.viewId, column(p, 3));
    store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(
    `${String(SHAPE.products)} products × 8 SKUs (${String(SHAPE.products * 8)} SKU rows); load average ${fmt(before)} before, ${fmt(loadavg())} after.\n`,
  );
  console.log(lines.join('\n'));
}
