// "Take back this send" (issue 26): a connection that sent 20,000 products (6–12 SKUs each),
// then a wrong brand code over 5,000 of them, then 500 renamed, journalled in a real store file
// as the run journals them (100 products a request, each applied body merged into the Sent
// catalog). Times taking back the wrong-brand send: the plan (the journal replayed, each row
// classified) and the write (the same, the draft checked and 5,000 rows written), and the plan
// again with the rest of the catalog in the draft as last sent, median of 3 each.
// BENCH_TAKE_BACK_PRODUCTS resizes it.
import { loadavg } from 'node:os';
import type { ProductRow } from '../../app/catalog/rows.ts';
import { planImport } from '../../app/imports/plan.ts';
import { takeBack, takeBackPlan } from '../../main/imports/take-back.ts';
import type { Store } from '../../main/store/index.ts';
import { openBenchStore } from './bench-store.ts';

const PRODUCTS = Number(process.env.BENCH_TAKE_BACK_PRODUCTS ?? 20_000);
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const pad = (n: number) => String(n).padStart(6, '0');
const OK = { status: 200, text: '{"ok":true,"created":{},"products":[]}' };

function product(i: number): ProductRow {
  return {
    product_code: `TP${pad(i)}`,
    name: `Bench product ${String(i)}`,
    brand_code: `TB${pad(i % 50)}`,
    skus: Array.from({ length: 6 + (i % 7) }, (_, s) => ({
      color_code: `TC${pad((i + Math.floor(s / 6)) % 40)}`,
      size_code: SIZES[s % SIZES.length] ?? 'M',
    })),
  };
}

/** Journals the rows as one send, every request applied. */
function send(store: Store, profileId: string, rows: ProductRow[]): string {
  const plan = planImport({
    brands: [],
    colors: [],
    products: rows.map((row) => ({ id: `p-${row.product_code}`, row })),
  });
  const record = store.imports.create({
    profileId,
    batches: plan.requests.map((r) => ({ body: r.body, rows: r.rows })),
  });
  for (const batch of record.batches) {
    store.imports.markSent(record.id, batch.seq);
    store.transaction(() => {
      store.imports.markDone(record.id, batch.seq, OK);
      store.sent.recordBody(profileId, record.id, batch.body);
    });
  }
  return record.id;
}

function median(work: () => void): number {
  const times: number[] = [];
  for (let k = 0; k < 3; k += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[1] ?? 0;
}

export function run(): Promise<void> {
  const bench = openBenchStore('take-back');
  const { store, profileId } = bench;
  try {
    const all = Array.from({ length: PRODUCTS }, (_, i) => product(i));
    const wrong = Math.floor(PRODUCTS / 4);
    send(store, profileId, all);
    const wrongBrand = send(
      store,
      profileId,
      all.slice(0, wrong).map((row) => ({ ...row, brand_code: 'WRONG' })),
    );
    send(
      store,
      profileId,
      all.slice(wrong, wrong + 500).map((row) => ({ ...row, name: `${row.name} (new)` })),
    );
    let result = takeBackPlan(store, wrongBrand);
    const plan = median(() => {
      result = takeBackPlan(store, wrongBrand);
    });
    const write = median(() => {
      store.drafts.clear(profileId);
      result = takeBack(store, wrongBrand);
    });
    // The draft holding the rest of the catalog as last sent (a whole file opened and sent, the
    // same rows left out): they are read against the Sent catalog and the taken-back rows land
    // among them.
    const rest = all.slice(wrong + 500);
    store.drafts.clear(profileId);
    store.drafts.save(profileId, 'products', {
      upserts: rest.map((row, i) => ({ id: `d-${row.product_code}`, position: i, row })),
      deletes: [],
    });
    const withDraft = median(() => {
      result = takeBackPlan(store, wrongBrand);
    });
    console.log(
      [
        '| take back | sends journalled | rows applied | put back | ms (median of 3) |',
        '|---|---:|---:|---:|---:|',
        `| plan (imports.takeBackPlan) | 3 | ${String(result.counts.applied)} | ${String(result.counts.takenBack)} | ${plan.toFixed(0)} |`,
        `| draft written (imports.takeBack) | 3 | ${String(result.counts.applied)} | ${String(result.counts.takenBack)} | ${write.toFixed(0)} |`,
        `| plan, ${String(rest.length)} rows as last sent in the draft | 3 | ${String(result.counts.applied)} | ${String(result.counts.takenBack)} | ${withDraft.toFixed(0)} |`,
      ].join('\n'),
    );
    console.log(
      `\n${String(PRODUCTS)} products, 6–12 SKUs each; load average (1 min): ${loadavg()[0]?.toFixed(2) ?? '?'}`,
    );
  } finally {
    bench.close();
  }
  return Promise.resolve();
}
