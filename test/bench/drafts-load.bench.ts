// drafts.load of a large product draft in the core, step by step: the store's read of the rows
// (drafts.list), the handler (the read and each row's schema check), the contract's output check
// and the answer's serialisation. BENCH_DRAFTS_PRODUCTS lists the sizes (50,000 and 125,000
// products unless given), 8 SKUs a product, 2,000 brands and 600 colours; each step's best of
// BENCH_DRAFTS_RUNS (3) runs, wall and CPU ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { draftsSnapshotSchema } from '../../app/catalog/drafts.ts';
import { draftHandlers } from '../../main/handlers/draft-handlers.ts';
import { openStore } from '../../main/store/open-store.ts';
import { brandDrafts, colorDrafts, productDrafts, type CatalogShape } from './grid/draft.ts';

const SIZES = (process.env['BENCH_DRAFTS_PRODUCTS'] ?? '50000,125000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const RUNS = Math.max(1, Number(process.env['BENCH_DRAFTS_RUNS'] ?? '3') || 3);

interface Timing {
  ms: number;
  cpu: number;
}

async function best(work: () => unknown): Promise<Timing> {
  let found: Timing | null = null;
  for (let run = 0; run < RUNS; run += 1) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await work();
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    const timing = { ms, cpu: (used.user + used.system) / 1000 };
    if (found === null || timing.ms < found.ms) found = timing;
  }
  return found ?? { ms: 0, cpu: 0 };
}

const fmt = (ms: number): string => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

export async function run(): Promise<void> {
  const lines = [
    '| products | SKU rows | step | ms (best of runs) | CPU ms | load (1 min) |',
    '| ---: | ---: | --- | ---: | ---: | ---: |',
  ];
  for (const products of SIZES) {
    const shape: CatalogShape = { products, skus: 8, brands: 2_000, colors: 600 };
    const dir = mkdtempSync(join(tmpdir(), 'kikan-drafts-load-'));
    try {
      const store = openStore(join(dir, 'kikan.sqlite'));
      const { id: profileId } = store.profiles.create({
        name: 'Bench',
        hostKind: 'custom',
        baseUrl: 'http://127.0.0.1:1',
      });
      store.drafts.save(profileId, 'brands', { upserts: brandDrafts(shape), deletes: [] });
      store.drafts.save(profileId, 'colors', { upserts: colorDrafts(shape), deletes: [] });
      store.drafts.save(profileId, 'products', { upserts: productDrafts(shape), deletes: [] });
      const handlers = draftHandlers(store.drafts, store.profiles);
      let snapshot: unknown = null;
      const steps: [string, () => unknown][] = [
        [
          'the store reads the products (drafts.list)',
          () => store.drafts.list(profileId, 'products'),
        ],
        [
          'drafts.load handler (every grid, each row checked)',
          async () => {
            snapshot = await handlers['drafts.load']({ profileId }, {});
          },
        ],
        ['the contract output check', () => draftsSnapshotSchema.parse(snapshot)],
        ['serialise the answer', () => JSON.stringify(snapshot)],
      ];
      for (const [step, work] of steps) {
        const timing = await best(work);
        lines.push(
          `| ${String(products)} | ${String(products * 8)} | ${step} | ${fmt(timing.ms)} | ${fmt(timing.cpu)} | ${loadavg()[0]?.toFixed(1) ?? '?'} |`,
        );
      }
      store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(lines.join('\n'));
}
