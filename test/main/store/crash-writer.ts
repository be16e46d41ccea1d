// Child process for crash-safety.test.ts: opens the store and writes as fast as it can until it
// is killed (or a bounded number of steps / seconds has passed). Every logical change is one
// transaction; crash-invariants.ts states what must hold whatever moment the kill lands.
// usage: node crash-writer.ts <database path> <profile id>
import { createHash } from 'node:crypto';
import { openStore } from '../../../main/store/open-store.ts';

const [pathArg, profileArg] = process.argv.slice(2);
if (pathArg === undefined || profileArg === undefined) {
  throw new Error('usage: crash-writer <db> <profile>');
}
const path: string = pathArg;
const profileId: string = profileArg;

const MAX_STEPS = 100_000;
const deadline = Date.now() + 20_000;
const store = openStore(path);
if (store.profiles.get(profileId) === null) {
  store.profiles.create({
    id: profileId,
    name: 'Crash test',
    hostKind: 'custom',
    baseUrl: 'http://127.0.0.1:1',
  });
}

const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

function payload(step: number, size: number): string {
  return `${step}:`.padEnd(size, String.fromCharCode(97 + (step % 26)));
}

function importCount(): number {
  const counter = store.drafts.list(profileId, 'meta').find((d) => d.id === 'imports');
  return typeof counter?.row === 'number' ? counter.row : 0;
}

function newImport(step: number): void {
  // Journal + batches + the counter draft commit together or not at all.
  store.transaction(() => {
    const batches = [0, 1, 2].map((seq) => {
      const text = payload(step * 10 + seq, 20_000);
      return {
        body: JSON.stringify({ products: [{ product_code: `P${step}-${seq}`, name: text }] }),
      };
    });
    store.imports.create({ profileId, batches });
    const counter = { id: 'imports', position: 1, row: importCount() + 1 };
    store.drafts.save(profileId, 'meta', { upserts: [counter], deletes: [] });
  });
}

function advanceImport(): void {
  const open = store.imports.listUnfinished(profileId)[0];
  const batch = open?.batches.find((b) => b.state === 'pending' || b.state === 'sent');
  if (open === undefined || batch === undefined) return;
  store.imports.markSent(open.id, batch.seq);
  const products = [{ id: `P-${batch.seq}`, created: batch.seq % 2 === 0 }];
  store.imports.markDone(open.id, batch.seq, {
    status: 200,
    text: JSON.stringify({ ok: true, created: { brands: batch.seq }, products }),
  });
}

function rewriteGrid(step: number): void {
  // One paste: every row of the grid gets the same generation in one transaction.
  const rows = Array.from({ length: 20 }, (_, index) => {
    const text = payload(step + index, 2_000);
    return {
      id: `R${String(index).padStart(2, '0')}`,
      position: index,
      row: { generation: step, text, sum: digest(text) },
    };
  });
  store.drafts.save(profileId, 'products', { upserts: rows, deletes: [] });
}

function typeOneCell(step: number): void {
  const text = payload(step, 50_000);
  const row = { id: `B${step % 5}`, position: step % 5, row: { text, sum: digest(text) } };
  store.drafts.save(profileId, 'brands', { upserts: [row], deletes: [] });
}

for (let step = 1; step <= MAX_STEPS && Date.now() < deadline; step += 1) {
  const work = [newImport, advanceImport, rewriteGrid, typeOneCell, advanceImport][step % 5];
  work?.(step);
  if (step === 5) process.stdout.write('ready\n');
}
store.close();
process.stdout.write('finished\n');
