// Issue 28's two shapes for a million SKU rows, measured without rebuilding the grid. Today: the
// whole draft through drafts.load (the core reads each row's JSON from SQLite, parses it, checks
// it against its schema and the contract's output schema, serialises the answer; the serving
// process relays the text; the page parses it). Shape A: the core holds the rows in tables with
// indexes and the page asks for a window (rows 0–200, and one in the middle). Shape B: the whole
// draft as columns in one text. Defaults to 8 SKUs a product, 2,000 brands and 600 colours;
// BENCH_GRID_PRODUCTS sets the products (50,000 unless given; 125,000 is a million SKU rows).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { chromium } from 'playwright';
import { productDraftSchema, draftsSnapshotSchema } from '../../app/catalog/drafts.ts';
import { CatalogValidation } from '../../app/catalog/validation-index.ts';
import { startPreviewCore } from '../../main/preview/preview-core.ts';
import { openStore } from '../../main/store/open-store.ts';
import { allRows } from '../../renderer/src/catalog/model/view.ts';
import type { CatalogData } from '../../renderer/src/drafts/catalog-data.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { startStandIn } from '../support/stand-in.ts';
import { jsHeapMb } from './grid/heap.ts';
import {
  brandDrafts,
  colorDrafts,
  describeShape,
  productDrafts,
  type CatalogShape,
} from './grid/draft.ts';
import {
  brandValues,
  columnarText,
  createRowIndexes,
  createRowTables,
  findCount,
  productWindow,
  replaceAll,
  skuOrder,
  skuOrderTable,
  skuOrderWindow,
  skuRowsById,
  skuWindow,
  undoReplace,
  validateInCore,
} from './grid/shapes-core.ts';
import { PAGE_COLUMNS, PAGE_COLUMNS_OPS, PAGE_TODAY, PAGE_WINDOW } from './grid/shapes-page.ts';

const positive = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? '');
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const SHAPE: CatalogShape = {
  products: positive('BENCH_GRID_PRODUCTS', 50_000),
  skus: positive('BENCH_GRID_SKUS', 8),
  brands: positive('BENCH_GRID_BRANDS', 2_000),
  colors: positive('BENCH_GRID_COLORS', 600),
};
const WINDOW = 200;

interface Row {
  shape: string;
  step: string;
  ms: number | null;
  note: string;
  /** CPU time of this process for an in-process step (less disturbed by a loaded machine). */
  cpu: number | null;
  /** The one-minute load average when the step ended (the machine may be shared). */
  load: number;
}

let lastCpu = 0;
/** Runs `work`, answering its wall time; its CPU time (this process) goes to the next row. */
function timed<T>(work: () => T): { value: T; ms: number } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = work();
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  lastCpu = (used.user + used.system) / 1000;
  return { value, ms };
}

const mb = (chars: number): string => `${(chars / 1e6).toFixed(1)} MB`;
const load = (): string =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/** Serves the shapes' payloads to the page: /today, /columns, /window/<view>/<offset>. */
function payloadServer(routes: (path: string) => string | null): Promise<Server> {
  const server = createServer((request, response) => {
    const body = routes(request.url ?? '/');
    response.writeHead(body === null ? 404 : 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-store',
    });
    response.end(body ?? '');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(server);
    });
  });
}

export async function run(): Promise<void> {
  const rows: Row[] = [];
  const add = (shape: string, step: string, ms: number | null, note = ''): void => {
    const inProcess = step.startsWith('core:') || step.includes('(Node');
    rows.push({ shape, step, ms, note, cpu: inProcess ? lastCpu : null, load: loadavg()[0] ?? 0 });
  };
  const loadBefore = load();
  const userDataDir = mkdtempSync(join(tmpdir(), 'kikan-grid-shapes-'));
  const standIn = await startStandIn({ size: 5 });
  const core = await startPreviewCore({
    userDataDir,
    appVersion: '0.0.0-bench',
    platform: process.platform,
    keychain: 'memory',
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  let server: Server | null = null;
  try {
    const profile = await core.handlers['connections.connectWithToken'](
      {
        profile: {
          name: 'Bench',
          hostKind: 'custom',
          baseUrl: standIn.url,
          voucherPrefix: '',
          secretTransport: 'body',
        },
        token: standIn.app('demo', 'full').token,
      },
      {},
    );
    const profileId = profile.id;
    const products = productDrafts(SHAPE);
    for (const [grid, upserts] of [
      ['brands', brandDrafts(SHAPE)],
      ['colors', colorDrafts(SHAPE)],
    ] as const) {
      await core.handlers['drafts.save']({ profileId, grid, upserts, deletes: [] }, {});
    }
    // Straight into the store in one transaction (the save path is the grid bench's business).
    const store = openStore(join(userDataDir, 'kikan.sqlite'));
    store.drafts.save(profileId, 'products', { upserts: products, deletes: [] });
    const skuTotal = products.reduce((sum, p) => sum + p.row.skus.length, 0);

    // Today's path, step by step, in this process over the same file.
    const read = timed(() => store.drafts.list(profileId, 'products'));
    add(
      'today',
      'core: read rows from SQLite and parse each row JSON',
      read.ms,
      `${read.value.length} rows`,
    );
    const checked = timed(() =>
      read.value.flatMap((r) => {
        const parsed = productDraftSchema.safeParse(r);
        return parsed.success ? [parsed.data] : [];
      }),
    );
    add('today', 'core: check each row against its schema', checked.ms);
    const snapshot = { brands: [], colors: [], products: checked.value };
    const output = timed(() => draftsSnapshotSchema.parse(snapshot));
    add('today', "core: the contract's output check", output.ms);
    const text = timed(() => JSON.stringify({ ok: true, value: output.value }));
    add('today', 'core: serialise the answer', text.ms, `${mb(text.value.length)} of JSON`);
    // Twice: the first call is the one a grid opening makes (the core's code not yet optimised).
    let answer = '';
    for (const when of ['first', 'second']) {
      const wall = performance.now();
      answer = await core.callJson('drafts.load', JSON.stringify({ profileId }));
      const whole = performance.now() - wall;
      add(
        'today',
        `drafts.load through the core process and back, ${when} call`,
        whole,
        mb(answer.length),
      );
    }
    const parsedAgain = timed(() => JSON.parse(answer) as { value: CatalogData });
    add('today', 'page: parse the answer (Node, same V8)', parsedAgain.ms);
    const data = parsedAgain.value.value;
    const model = timed(() => {
      const views = { products: allRows('products', data), skus: allRows('skus', data) };
      return { views, validation: new CatalogValidation(data) };
    });
    add(
      'today',
      'page: views and validation index (Node, same V8)',
      model.ms,
      `${skuTotal} SKU rows`,
    );

    // Shape A: rows as tables in the core (a migration of today's drafts), windows onto them.
    const db = new DatabaseSync(join(userDataDir, 'kikan.sqlite'));
    const migrate = timed(() => {
      createRowTables(db, profileId);
      createRowIndexes(db);
    });
    add('A', 'core: migrate the drafts into row tables with 4 indexes', migrate.ms, 'once');
    add('A', 'core: product view rows 0–200 by code', timed(() => productWindow(db, 0, WINDOW)).ms);
    const middle = Math.floor(SHAPE.products / 2);
    add(
      'A',
      `core: product view rows ${middle}… by code (OFFSET)`,
      timed(() => productWindow(db, middle, WINDOW)).ms,
    );
    add(
      'A',
      'core: per-SKU view rows 0–200 by product code',
      timed(() => skuWindow(db, 0, WINDOW)).ms,
    );
    const skuMiddle = Math.floor(skuTotal / 2);
    add(
      'A',
      `core: per-SKU view rows ${skuMiddle}… (OFFSET)`,
      timed(() => skuWindow(db, skuMiddle, WINDOW)).ms,
    );
    const order = timed(() => skuOrder(db, 'p.product_code, p.rid, s.ord'));
    add(
      'A',
      'core: per-SKU view order as an Int32Array (by code)',
      order.ms,
      `${order.value.length} ids`,
    );
    const byName = timed(() => skuOrder(db, 'p.name, s.rid'));
    add('A', 'core: sort the per-SKU view on a column with no index (name)', byName.ms);
    const slice = order.value.subarray(skuMiddle, skuMiddle + WINDOW);
    add(
      'A',
      'core: per-SKU rows by id, a window from the kept order',
      timed(() => skuRowsById(db, slice)).ms,
    );
    const kept = timed(() => skuOrderTable(db, 'p.product_code, p.rid, s.ord'));
    add(
      'A',
      'core: per-SKU view order kept in a SQLite temp table (by code)',
      kept.ms,
      `${kept.value} rows`,
    );
    const keptByName = timed(() => skuOrderTable(db, 'p.name, s.rid'));
    add('A', 'core: the same, sorted on a column with no index (name)', keptByName.ms);
    add(
      'A',
      `core: per-SKU window at place ${skuMiddle} of the kept order`,
      timed(() => skuOrderWindow(db, skuMiddle, WINDOW)).ms,
    );
    add(
      'A',
      'core: find all (count of rows with "KK0" in any cell)',
      timed(() => findCount(db, 'KK0')).ms,
    );
    add(
      'A',
      'core: a column filter values list (brand codes, counts)',
      timed(() => brandValues(db)).ms,
    );
    const replaced = timed(() => replaceAll(db, 'KK', 'KX'));
    add(
      'A',
      'core: replace all brand codes, one transaction with undo rows',
      replaced.ms,
      `${replaced.value} cells`,
    );
    add('A', 'core: undo it', timed(() => undoReplace(db)).ms);
    add(
      'A',
      'core: validation (duplicate codes, unknown brands)',
      timed(() => validateInCore(db, profileId)).ms,
    );

    // Shape B: the whole draft as columns.
    const columns = timed(() => columnarText(db));
    add(
      'B',
      'core: the whole draft as columns (SQLite group_concat)',
      columns.ms,
      mb(columns.value.length),
    );

    server = await payloadServer((path) => {
      if (path === '/') return '';
      if (path === '/today') return answer;
      if (path === '/columns') return columns.value;
      const window = /^\/window\/(products|skus)\/(\d+)$/.exec(path);
      if (window === null) return null;
      const at = Number(window[2]);
      const found =
        window[1] === 'products' ? productWindow(db, at, WINDOW) : skuWindow(db, at, WINDOW);
      return JSON.stringify(found);
    });
    const address = server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // Each page-side measure in a fresh page of its own, its heap after a GC; then again with the
    // page's CPU throttled 2× (DevTools), which stands for the slower laptops the issue names.
    const inPage = async (script: string, arg: string, rate: number) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/`);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const before = await jsHeapMb(page);
      const result = await page.evaluate<Record<string, number>>(
        `(${script})(${JSON.stringify(arg)})`,
      );
      const heap = (await jsHeapMb(page)) - before;
      const close = async () => {
        await cdp.detach();
        await page.close();
      };
      return { page, result, heap, close };
    };
    for (const rate of [1, 2]) {
      const where = rate === 1 ? 'Chromium' : `Chromium, CPU ${String(rate)}× slower`;
      const today = await inPage(PAGE_TODAY, `${origin}/today`, rate);
      add('today', `page: fetch the answer (${where})`, today.result['fetch'] ?? null);
      add('today', `page: JSON.parse (${where})`, today.result['decode'] ?? null);
      add(
        'today',
        `page: index arrays of the views (${where})`,
        today.result['model'] ?? null,
        `JS heap +${today.heap.toFixed(0)} MB kept`,
      );
      await today.close();
      const b = await inPage(PAGE_COLUMNS, `${origin}/columns`, rate);
      add('B', `page: fetch the columns (${where})`, b.result['fetch'] ?? null);
      add('B', `page: split into column arrays (${where})`, b.result['decode'] ?? null);
      add(
        'B',
        `page: view index arrays (${where})`,
        b.result['model'] ?? null,
        `JS heap +${b.heap.toFixed(0)} MB kept`,
      );
      const ops = await b.page.evaluate<Record<string, number>>(`(${PAGE_COLUMNS_OPS})('KK0')`);
      add('B', `page: sort the per-SKU view by name (${where})`, ops['sort'] ?? null);
      add(
        'B',
        `page: find all "KK0" in every cell (${where})`,
        ops['find'] ?? null,
        `${ops['found'] ?? 0} rows`,
      );
      await b.close();
      for (const [view, at] of [
        ['products', 0],
        ['skus', 0],
        ['skus', skuMiddle],
      ] as const) {
        const w = await inPage(PAGE_WINDOW, `${origin}/window/${view}/${at}`, rate);
        add(
          'A',
          `page: ${view} window at ${at}, request to parsed rows (${where})`,
          w.result['total'] ?? null,
          `${w.result['bytes'] ?? 0} bytes`,
        );
        await w.close();
      }
    }
    db.close();
    store.close();
  } finally {
    await browser.close();
    server?.close();
    await core.stop();
    await standIn.stop();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  console.log(
    `${describeShape(SHAPE)}; Chromium ${browser.version()}; load average ${loadBefore} before, ${load()} after.\n`,
  );
  const ms = (value: number | null): string =>
    value === null ? '—' : value >= 100 ? value.toFixed(0) : value.toFixed(1);
  console.log('| shape | step | ms | CPU ms | note | load (1 min) |');
  console.log('| --- | --- | ---: | ---: | --- | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.shape} | ${row.step} | ${ms(row.ms)} | ${ms(row.cpu)} | ${row.note} | ${row.load.toFixed(1)} |`,
    );
  }
}
