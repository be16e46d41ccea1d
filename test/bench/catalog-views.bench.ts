// The catalog's views in the core at a million SKU rows (issue 28, step 3): 125,000 products × 8
// SKUs in the row tables (BENCH_GRID_PRODUCTS sets the products). A view's build (in the core's
// memory or in SQL with its order written to a temp table), windows of 60 rows at the top, the middle
// and the end, values lists by GROUP BY, and the fit after an edit, an insert and a delete.
// Wall and CPU ms, with the load average: the machine may be shared.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { NO_VIEW_SPEC, type CatalogViewName, type ViewSpec } from '../../app/catalog/views.ts';
import { openStore } from '../../main/store/open-store.ts';
import { brandDrafts, colorDrafts, productDrafts } from './grid/draft.ts';
import { MILLION_SKU_SHAPE } from './grid/million-shape.ts';
import { stepTable } from './grid/step-table.ts';

const SHAPE = MILLION_SKU_SHAPE;

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
  const dir = mkdtempSync(join(tmpdir(), 'kikan-catalog-views-'));
  const { lines, timed } = stepTable(2);
  try {
    const store = openStore(join(dir, 'kikan.sqlite'));
    const { id: profileId } = store.profiles.create({
      name: 'Bench',
      hostKind: 'custom',
      baseUrl: 'http://127.0.0.1:1',
    });
    const products = productDrafts(SHAPE);
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
    const rows = (info: { length: number }) => `${info.length.toLocaleString('en')} rows`;
    const skus = timed(
      'per-SKU view, draft order',
      () => views.view(profileId, spec('skus')),
      rows,
    );
    const windowAt = (label: string, from: number) =>
      timed(
        `window of 60 at the ${label}`,
        () => views.window(skus.viewId, from, 60),
        (w) => `${String(w.rows.length)} rows`,
      );
    windowAt('top', 0);
    windowAt('middle', Math.floor(skus.length / 2));
    windowAt('end', skus.length - 60);
    timed(
      'per-SKU view sorted by product code',
      () =>
        views.view(
          profileId,
          spec('skus', { sort: { column: 'product_code', descending: false } }),
          skus.viewId,
        ),
      rows,
    );
    windowAt('middle', Math.floor(skus.length / 2));
    // Sorted by brand: 2,000 codes over 125,000 products (many ties, kept in draft order).
    for (const round of [1, 2]) {
      timed(
        `product view sorted by brand (round ${String(round)})`,
        () =>
          views.view(
            profileId,
            spec('products', { sort: { column: 'brand_code', descending: false } }),
          ),
        rows,
      );
    }
    timed(
      'per-SKU view sorted by brand, descending',
      () =>
        views.view(
          profileId,
          spec('skus', { sort: { column: 'brand_code', descending: true } }),
          skus.viewId,
        ),
      rows,
    );
    timed(
      'per-SKU view sorted by name, descending',
      () =>
        views.view(
          profileId,
          spec('skus', { sort: { column: 'name', descending: true } }),
          skus.viewId,
        ),
      rows,
    );
    windowAt('end', skus.length - 60);
    timed(
      'per-SKU view, quick filter "0042"',
      () => views.view(profileId, spec('skus', { filter: '0042' }), skus.viewId),
      rows,
    );
    const firstColor = products[0]?.row.skus[0]?.color_code ?? '';
    const byColor = spec('skus', {
      columnFilters: [{ column: 'color_code', values: [firstColor] }],
    });
    timed(
      `per-SKU view, colour filter (${firstColor})`,
      () => views.view(profileId, byColor, skus.viewId),
      rows,
    );
    const valuesOf = (label: string, s: ViewSpec, column: string) =>
      timed(
        `values list of ${label}`,
        () => views.values(profileId, s, column),
        (list) =>
          `${list.values.length.toLocaleString('en')} values over ${list.rows.toLocaleString('en')} rows`,
      );
    valuesOf('colour (every SKU row)', spec('skus'), 'color_code');
    valuesOf('brand (every SKU row)', spec('skus'), 'brand_code');
    valuesOf('size under the colour filter', byColor, 'size_code');
    valuesOf('brand (product view)', spec('products'), 'brand_code');
    timed(
      'per-SKU view sorted by colour, descending',
      () =>
        views.view(
          profileId,
          spec('skus', { sort: { column: 'color_code', descending: true } }),
          skus.viewId,
        ),
      rows,
    );
    windowAt('middle', Math.floor(skus.length / 2));
    const sorted = timed(
      'per-SKU view sorted by size',
      () =>
        views.view(
          profileId,
          spec('skus', { sort: { column: 'size_code', descending: false } }),
          skus.viewId,
        ),
      rows,
    );
    store.catalog.apply(profileId, {
      kind: 'set',
      grid: 'products',
      cells: [{ row: { id: products[5]?.id ?? '' }, column: 'name', value: 'Renamed' }],
    });
    timed(
      'window after a cell edit (stale, rows kept)',
      () => views.window(sorted.viewId, 0, 60),
      (w) => (w.stale ? 'stale' : 'fresh'),
    );
    store.catalog.apply(profileId, {
      kind: 'insertRows',
      grid: 'products',
      rows: [
        {
          id: 'bench-new',
          position: 10.5,
          row: { product_code: 'NEW', name: 'New', brand_code: '', skus: [] },
        },
      ],
    });
    timed(
      'window after a row inserted (fitted in)',
      () => views.window(sorted.viewId, 0, 60),
      (w) => `${w.length.toLocaleString('en')} rows`,
    );
    const colored = views.view(profileId, byColor);
    store.catalog.apply(profileId, {
      kind: 'insertRows',
      grid: 'products',
      rows: [
        {
          id: 'bench-new-2',
          position: SHAPE.products / 2 + 0.5,
          row: { product_code: 'NEW2', name: 'New', brand_code: '', skus: [] },
        },
      ],
    });
    timed(
      'the same in the colour-filtered view, a row inserted in the middle',
      () => views.window(colored.viewId, 0, 60),
      (w) => `${w.length.toLocaleString('en')} rows`,
    );
    store.catalog.apply(profileId, {
      kind: 'deleteRows',
      grid: 'products',
      ids: ['bench-new', products[7]?.id ?? ''],
    });
    timed(
      'window after 2 rows deleted (sorted view)',
      () => views.window(sorted.viewId, 0, 60),
      (w) => `${w.length.toLocaleString('en')} rows`,
    );
    timed('product view, draft order', () => views.view(profileId, spec('products')), rows);
    // Step 5: find, copy and Ctrl+Arrow over a view the core holds (view-reads.ts). Find's
    // count and next scan the rows the core's validation holds (view-find-memory.ts): held
    // once the problems were asked for, as the grid asks at opening.
    const plain = views.view(profileId, spec('skus'));
    // The core writes a view of whole products to its temp table (which find, copy and
    // Ctrl+Arrow read) in slices between calls: give it the turns the core's idle time would.
    const turns = await idleTurns(400);
    lines.push(
      `| views' rows written to the temp table between calls (${String(turns.count)} turns) | ${turns.longest.toFixed(1)} | ${turns.cpu.toFixed(0)} | the longest turn, ${turns.longestCpu.toFixed(1)} ms of CPU | ${loadavg()[0]?.toFixed(1) ?? '?'} |`,
    );
    timed(
      "catalog.problems first asked (the validation's rows read and held)",
      () => store.catalogProblems.problems({ profileId, from: 0, count: 100 }),
      (answer) => `${answer.length.toLocaleString('en')} problems`,
    );
    const reads = views.reads;
    const query = (text: string, more: { regex?: boolean; wholeCell?: boolean } = {}) => ({
      text,
      matchCase: false,
      wholeCell: more.wholeCell ?? false,
      regex: more.regex ?? false,
    });
    const counted = (answer: { cells?: number; rows?: number }) =>
      `${(answer.cells ?? 0).toLocaleString('en')} cells in ${(answer.rows ?? 0).toLocaleString('en')} rows`;
    const matchAt = (answer: { match?: { place: number; col: number } | null }) =>
      answer.match == null ? 'none' : `place ${answer.match.place.toLocaleString('en')}`;
    const findCount = (label: string, viewId: number, q: ReturnType<typeof query>) =>
      timed(`find count, ${label}`, () => reads.find({ viewId, query: q, count: true }), counted);
    findCount('"kk0" any case (per-SKU view, 5 columns)', plain.viewId, query('kk0'));
    findCount(
      'regular expression ^P-0012\\d{2}$ (per-SKU view)',
      plain.viewId,
      query('^P-0012\\d{2}$', { regex: true }),
    );
    findCount('"シャツ 12" (per-SKU view, non-ASCII)', plain.viewId, query('シャツ 12'));
    const productView = views.view(profileId, spec('products'));
    findCount(
      '"kk0" (product view, 4 columns with the SKU summary)',
      productView.viewId,
      query('kk0'),
    );
    const next = (label: string, q: ReturnType<typeof query>, place: number, backwards = false) =>
      timed(
        `find next, ${label}`,
        () =>
          reads.find({
            viewId: plain.viewId,
            query: q,
            next: { after: { place, col: 0 }, backwards },
          }),
        matchAt,
      );
    next('"kk0" after the middle', query('kk0'), Math.floor(plain.length / 2));
    const lastCode = `P-${String(SHAPE.products - 1).padStart(6, '0')}`;
    next(`"${lastCode}" whole cell from the top`, query(lastCode, { wholeCell: true }), 0);
    next(
      '"zzz" backwards from the middle (no match: all rows, wrapping)',
      query('zzz'),
      Math.floor(plain.length / 2),
      true,
    );
    const copy = (rowsCopied: number) =>
      timed(
        `copy ${rowsCopied.toLocaleString('en')} × 5 from the middle`,
        () =>
          reads.copy({
            viewId: plain.viewId,
            range: {
              top: Math.floor(plain.length / 2) - rowsCopied,
              bottom: Math.floor(plain.length / 2) - 1,
              left: 0,
              right: 4,
            },
          }),
        (answer) => `${(answer.text.length / 1024 / 1024).toFixed(1)} M characters`,
      );
    copy(10_000);
    copy(200_000);
    timed(
      'Ctrl+Down from the top of product code (filled to the end)',
      () => reads.edge({ viewId: plain.viewId, from: { place: 0, col: 0 }, direction: 'down' }),
      (answer) => `place ${answer.at.place.toLocaleString('en')}`,
    );
    store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `${String(SHAPE.products)} products × 8 SKUs (${String(SHAPE.products * 8)} SKU rows); load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} after.\n`,
  );
  console.log(lines.join('\n'));
}
