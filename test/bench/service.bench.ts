// npm run bench -- service: latency of the stand-in service at 1,000 / 10,000 / 200,000 purchase
// orders. Prints a markdown table; asserts nothing. The rate-limit window is 1 ms so the limiter
// never delays a measured call.
import { startStandIn, type StandIn } from '../support/stand-in.ts';

const SIZES = [1_000, 10_000, 200_000];
const IMPORT_SAMPLES = 15;
const READ_SAMPLES = 60;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function summary(samples: number[]): string {
  return `${percentile(samples, 50).toFixed(1)} / ${percentile(samples, 95).toFixed(1)}`;
}

async function timed(send: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await send();
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`bench call failed with ${response.status}`);
  return elapsed;
}

function importBody(round: number): string {
  const colors = Array.from({ length: 120 }, (_, i) => ({
    color_code: `BC${round}-${i}`,
    name: `ベンチ色 ${i}`,
  }));
  const sizes = Array.from({ length: 80 }, (_, i) => ({
    size_code: `BS${round}-${i}`,
    name: `Size ${i}`,
  }));
  const products = Array.from({ length: 100 }, (_, i) => ({
    product_code: `BENCH-${round}-${i}`,
    name: `ベンチ商品 ${i}`,
    brand_code: 'KNR',
    skus: Array.from({ length: 6 }, (_, s) => ({
      color_code: `BC${round}-${s}`,
      size_code: `BS${round}-${s % 3}`,
    })),
  }));
  return JSON.stringify({ colors, sizes, products });
}

interface Row {
  size: number;
  startSeconds: number;
  imports: number[];
  firstPage: number[];
  deepPage: number[];
  single: number[];
}

async function measure(size: number): Promise<Row> {
  const started = performance.now();
  const standIn: StandIn = await startStandIn({ size, rateWindowMs: 1 });
  const startSeconds = (performance.now() - started) / 1000;
  try {
    const token = standIn.app('demo', 'full').token;
    const headers = { Authorization: `Bearer ${token}` };
    const get = (path: string) => fetch(new URL(path, standIn.url), { headers });
    // Warm-up (JIT, statement cache, page cache), not measured.
    for (let round = 0; round < 3; round += 1) {
      await timed(() =>
        fetch(new URL('/v1/imports', standIn.url), {
          method: 'POST',
          headers: {
            ...headers,
            'Content-Type': 'application/json',
            'Idempotency-Key': `warm-${round}`,
          },
          body: importBody(100 + round),
        }),
      );
      await timed(() => get('/purchase_orders'));
    }
    const imports: number[] = [];
    for (let round = 0; round < IMPORT_SAMPLES; round += 1) {
      const body = importBody(round);
      imports.push(
        await timed(() =>
          fetch(new URL('/v1/imports', standIn.url), {
            method: 'POST',
            headers: {
              ...headers,
              'Content-Type': 'application/json',
              'Idempotency-Key': `bench-${round}`,
            },
            body,
          }),
        ),
      );
    }
    const count = standIn.workspaces.find((w) => w.name === 'demo')?.counts.purchase_orders ?? size;
    const number = (n: number) => `PO-${String(n).padStart(8, '0')}`;
    const firstPage: number[] = [];
    const deepPage: number[] = [];
    const single: number[] = [];
    for (let sample = 0; sample < READ_SAMPLES; sample += 1) {
      firstPage.push(await timed(() => get('/purchase_orders')));
      deepPage.push(
        await timed(() => get(`/purchase_orders?starting_after=${number(count - 60 - sample)}`)),
      );
      single.push(
        await timed(() => get(`/purchase_orders/${number(1 + ((sample * 7919) % count))}`)),
      );
    }
    return { size, startSeconds, imports, firstPage, deepPage, single };
  } finally {
    await standIn.stop();
  }
}

export async function run(): Promise<void> {
  const rows: Row[] = [];
  for (const size of SIZES) {
    console.log(`measuring ${size.toLocaleString('en-US')} purchase orders…`);
    rows.push(await measure(size));
  }
  console.log('');
  console.log('Latency in ms as p50 / p95, measured by a client over loopback HTTP (node fetch).');
  console.log(
    '"start + seed" is spawn to READY on an empty data folder: node start-up plus seeding.',
  );
  console.log(
    'Import: 200 masters (120 colors, 80 sizes) + 100 products with 6 SKUs each, all new.',
  );
  console.log('Deep page: starting_after a number 60 before the end (keyset paging, no OFFSET).\n');
  console.log(
    '| purchase orders | start + seed (s) | import 200+100 | first page (50) | deep page (50) | single voucher |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.size.toLocaleString('en-US')} | ${row.startSeconds.toFixed(1)} | ${summary(row.imports)} | ${summary(row.firstPage)} | ${summary(
        row.deepPage,
      )} | ${summary(row.single)} |`,
    );
  }
}
