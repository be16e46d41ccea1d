// "The review sends what changed" (issue 26): a 50,000-product draft (6–12 SKUs each) of which
// 500 changed since this connection sent all of them, in a real store file. Times, after an edit
// of the drafts (so nothing classified before counts), the plan the review makes (read, validate,
// classify every row against the Sent catalog, pack) with the same rows left out (the default),
// then the review's first page of changes (imports.changes, a page of 200) and the plan again
// with them sent anyway, as the planning thread answers them (it keeps what a plan classified
// while the drafts and the Sent catalog stay as they are); also the first page with no plan
// before it, the last page, a search and the rows left out. Medians of 3, wall and CPU time.
// The bounds: classifying and planning ≤ 500 ms, the first page ≤ 200 ms, 5 requests.
// Before anything is sent it also times a first send's plan (every row new, masters included:
// issue 28's "the plan for 125,000 products ≤ 2 s, 1,250 requests, the fewest"). The drafts
// hold the masters too. BENCH_UNCHANGED_PRODUCTS / BENCH_UNCHANGED_CHANGED resize it;
// BENCH_UNCHANGED_SKUS (6–12 unless given), BENCH_UNCHANGED_BRANDS (50) and
// BENCH_UNCHANGED_COLORS (40) shape it: issue 28's catalog is 125,000 products × 8 SKUs, 2,000
// brands, 600 colours.
import { loadavg } from 'node:os';
import { cpuUsage } from 'node:process';
import type { ProductRow } from '../../app/catalog/rows.ts';
import { previewCatalog } from '../../main/imports/catalog-plan.ts';
import { ClassifiedCache, classifyDrafts } from '../../main/imports/classified-drafts.ts';
import { readChanges } from '../../main/imports/changes-read.ts';
import type { ImportPreview } from '../../app/imports/schemas.ts';
import { openBenchStore } from './bench-store.ts';

const PRODUCTS = Number(process.env.BENCH_UNCHANGED_PRODUCTS ?? 50_000);
const CHANGED = Number(process.env.BENCH_UNCHANGED_CHANGED ?? 500);
const SKUS = Number(process.env.BENCH_UNCHANGED_SKUS ?? 0);
const BRANDS = Number(process.env.BENCH_UNCHANGED_BRANDS ?? 50) || 50;
const COLORS = Number(process.env.BENCH_UNCHANGED_COLORS ?? 40) || 40;
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const pad = (n: number) => String(n).padStart(6, '0');

function product(i: number): ProductRow {
  const skuCount = SKUS > 0 ? SKUS : 6 + (i % 7);
  return {
    product_code: `UP${pad(i)}`,
    name: `Bench product ${String(i)}`,
    brand_code: `UB${pad(i % BRANDS)}`,
    skus: Array.from({ length: skuCount }, (_, s) => ({
      color_code: `UC${pad((i + Math.floor(s / 6)) % COLORS)}`,
      size_code: SIZES[s % SIZES.length] ?? 'M',
    })),
  };
}

export async function run(): Promise<void> {
  const bench = openBenchStore('unchanged');
  const { store, profileId } = bench;
  try {
    const all = Array.from({ length: PRODUCTS }, (_, i) => product(i));
    const brands = Array.from({ length: BRANDS }, (_, i) => ({ code: `UB${pad(i)}`, name: 'B' }));
    const colors = Array.from({ length: COLORS }, (_, i) => ({ code: `UC${pad(i)}`, name: 'C' }));
    for (const [grid, masters] of [
      ['brands', brands],
      ['colors', colors],
    ] as const) {
      store.drafts.save(profileId, grid, {
        upserts: masters.map((row, k) => ({ id: `${grid}-${String(k)}`, position: k, row })),
        deletes: [],
      });
    }
    // The draft: all of them, every (PRODUCTS / CHANGED)th one renamed since it was sent.
    const stride = Math.max(1, Math.floor(PRODUCTS / Math.max(1, CHANGED)));
    const rows = all.map((row, i) =>
      i % stride === 0 && i / stride < CHANGED ? { ...row, name: `${row.name} (new)` } : row,
    );
    for (let at = 0; at < rows.length; at += 5_000) {
      store.drafts.save(profileId, 'products', {
        upserts: rows.slice(at, at + 5_000).map((row, k) => ({
          id: `p-${String(at + k)}`,
          position: at + k,
          row,
        })),
        deletes: [],
      });
    }
    // The planning thread's source: it keeps what a plan classified while nothing moves.
    const source = { drafts: store.drafts, sent: store.sent, classified: new ClassifiedCache() };
    // An edit of the drafts (the row saved again as it is) moves their version on, so the next
    // plan reads and classifies every row again, as the first plan after an edit does.
    const edit = () => {
      store.drafts.save(profileId, 'products', {
        upserts: [{ id: 'p-1', position: 1, row: rows[1] }],
        deletes: [],
      });
    };
    const timed = <T>(work: () => T): { value: T; wall: number; cpu: number } => {
      const cpuBefore = cpuUsage();
      const started = performance.now();
      const value = work();
      const wall = performance.now() - started;
      const cpu = cpuUsage(cpuBefore);
      return { value, wall, cpu: (cpu.user + cpu.system) / 1000 };
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    const loadBefore = loadavg()[0] ?? 0;
    const table: string[] = [
      '| plan | products in draft | new | same | changed | requests (fewest possible) | wall ms | CPU ms |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    ];
    const row = (what: string, of: ImportPreview, wall: number[], cpu: number[]) => {
      const { products } = of.unchanged;
      return `| ${what} | ${String(PRODUCTS)} | ${String(products.new)} | ${String(products.same)} | ${String(products.changed)} | ${String(of.requests.length)} (${String(of.fewestPossible)}) | ${median(wall).toFixed(0)} | ${median(cpu).toFixed(0)} |`;
    };
    // A first send: nothing sent before, every row new, the masters with them.
    previewCatalog(source, profileId, {}, 'leave_out', 'leave_out');
    const first = { wall: [] as number[], cpu: [] as number[] };
    let firstPlan: ImportPreview | null = null;
    for (let k = 0; k < 3; k += 1) {
      edit();
      const plan = timed(() => previewCatalog(source, profileId, {}, 'leave_out', 'leave_out'));
      firstPlan = plan.value;
      first.wall.push(plan.wall);
      first.cpu.push(plan.cpu);
    }
    if (firstPlan !== null) {
      table.push(
        row('first send (nothing sent before), after an edit', firstPlan, first.wall, first.cpu),
      );
    }
    // Then sent, as the journal's applied requests record them (100 products a body).
    store.sent.recordBody(
      profileId,
      'bench-import',
      JSON.stringify({
        brands: brands.map((b) => ({ brand_code: b.code, name: b.name })),
        colors: colors.map((c) => ({ color_code: c.code, name: c.name })),
      }),
    );
    for (let at = 0; at < all.length; at += 100) {
      const products = all.slice(at, at + 100);
      store.sent.recordBody(profileId, 'bench-import', JSON.stringify({ products }));
    }
    const pages: string[] = [
      '| changes read | rows | total | wall ms | CPU ms |',
      '|---|---:|---:|---:|---:|',
    ];
    // Warm the code once (not timed).
    previewCatalog(source, profileId, {}, 'leave_out', 'leave_out');
    readChanges(source, profileId, { offset: 0, limit: 200 });
    const runs = {
      plan: [] as number[],
      planCpu: [] as number[],
      again: [] as number[],
      againCpu: [] as number[],
      page: [] as number[],
      pageCpu: [] as number[],
      cold: [] as number[],
      coldCpu: [] as number[],
    };
    let preview = previewCatalog(source, profileId, {}, 'leave_out', 'leave_out');
    let sendAll = preview;
    let page = readChanges(source, profileId, { offset: 0, limit: 200 });
    for (let k = 0; k < 3; k += 1) {
      // The review opens after an edit: every row read and classified, the plan made.
      edit();
      const plan = timed(() => previewCatalog(source, profileId, {}, 'leave_out', 'leave_out'));
      preview = plan.value;
      runs.plan.push(plan.wall);
      runs.planCpu.push(plan.cpu);
      // Its first page of changes, from what that plan classified.
      const first = timed(() => readChanges(source, profileId, { offset: 0, limit: 200 }));
      page = first.value;
      runs.page.push(first.wall);
      runs.pageCpu.push(first.cpu);
      // "Send them anyway": the plan again with the other choice, nothing edited between.
      const again = timed(() => previewCatalog(source, profileId, {}, 'leave_out', 'send'));
      sendAll = again.value;
      runs.again.push(again.wall);
      runs.againCpu.push(again.cpu);
      // The first page with no plan before it (every row read and classified for it).
      edit();
      const cold = timed(() => readChanges(source, profileId, { offset: 0, limit: 200 }));
      runs.cold.push(cold.wall);
      runs.coldCpu.push(cold.cpu);
    }
    table.push(row('after an edit, same rows left out', preview, runs.plan, runs.planCpu));
    table.push(row('then "Send them anyway"', sendAll, runs.again, runs.againCpu));
    pages.push(
      `| first page, after the plan | ${String(page.rows.length)} | ${String(page.total)} | ${median(runs.page).toFixed(0)} | ${median(runs.pageCpu).toFixed(0)} |`,
    );
    pages.push(
      `| first page, after an edit, no plan before | ${String(page.rows.length)} | ${String(page.total)} | ${median(runs.cold).toFixed(0)} | ${median(runs.coldCpu).toFixed(0)} |`,
    );
    previewCatalog(source, profileId, {}, 'leave_out', 'leave_out');
    const queries = [
      { what: 'last page', query: { offset: Math.max(0, CHANGED - 200), limit: 200 } },
      { what: 'search "(new)"', query: { search: '(new)', offset: 0, limit: 200 } },
      { what: 'first page of the same', query: { which: 'same' as const, offset: 0, limit: 200 } },
    ];
    for (const { what, query } of queries) {
      const wall: number[] = [];
      const cpu: number[] = [];
      let read = readChanges(source, profileId, query);
      for (let k = 0; k < 3; k += 1) {
        const one = timed(() => readChanges(source, profileId, query));
        read = one.value;
        wall.push(one.wall);
        cpu.push(one.cpu);
      }
      pages.push(
        `| ${what} | ${String(read.rows.length)} | ${String(read.total)} | ${median(wall).toFixed(0)} | ${median(cpu).toFixed(0)} |`,
      );
    }
    // Of a plan, reading what was sent last and classifying every draft row.
    const classify: number[] = [];
    const classifyCpu: number[] = [];
    for (let k = 0; k < 3; k += 1) {
      edit();
      const one = timed(() => classifyDrafts(source, profileId));
      classify.push(one.wall);
      classifyCpu.push(one.cpu);
    }
    // The floor: the store's read of the drafts alone, which every plan after an edit needs.
    const floor: number[] = [];
    for (let k = 0; k < 3; k += 1) {
      floor.push(timed(() => store.drafts.list(profileId, 'products')).cpu);
    }
    console.log(
      `${String(PRODUCTS)} products (${SKUS > 0 ? String(SKUS) : '6–12'} SKUs each), ${String(BRANDS)} brands, ${String(COLORS)} colours, ${String(CHANGED)} changed since sent.`,
    );
    console.log("Medians of 3 runs; CPU ms is the process's CPU time over the same span.\n");
    console.log(table.join('\n'));
    console.log(`\n${pages.join('\n')}`);
    console.log(
      `\nreading the drafts and the Sent catalog, checking and classifying the ${String(PRODUCTS)} rows: ${median(classify).toFixed(0)} ms wall, ${median(classifyCpu).toFixed(0)} ms CPU`,
    );
    console.log(
      `\nthe floor, reading the drafts alone: ${median(floor).toFixed(0)} ms CPU; the plan after an edit is ${(median(runs.planCpu) / Math.max(1, median(floor))).toFixed(1)}× that`,
    );
    console.log(
      `\nload average (1 min): ${loadBefore.toFixed(2)} before, ${loadavg()[0]?.toFixed(2) ?? '?'} after`,
    );
  } finally {
    bench.close();
  }
  await Promise.resolve();
}
