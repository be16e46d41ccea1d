// Child process for drafts-whole.test.ts: the grid's draft saver over the real drafts handler
// and store. It saves state A, then state B (a paste too large for one call, so it goes out in
// parts), printing a line after each part of B and waiting for "next" on stdin before sending
// the following one, so the test can SIGKILL it between parts.
// usage: node draft-parts-writer.ts <database path> <profile id>
import { createInterface } from 'node:readline';
import { draftHandlers } from '../../../main/handlers/draft-handlers.ts';
import { openStore } from '../../../main/store/open-store.ts';
import type { Edit, Entry } from '../../../renderer/src/drafts/catalog-data.ts';
import { DraftSaver, ROWS_PER_PART } from '../../../renderer/src/drafts/draft-saver.ts';
import type { MasterRow } from '../../../app/catalog/rows.ts';

const [path = '', profileId = ''] = process.argv.slice(2);
const store = openStore(path);
if (store.profiles.get(profileId) === null) {
  store.profiles.create({
    id: profileId,
    name: 'Parts',
    hostKind: 'custom',
    baseUrl: 'http://127.0.0.1:1',
  });
}
const handlers = draftHandlers(store.drafts, store.profiles);
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
let gated = false;
let sent = 0;

const saver = new DraftSaver({
  save: async (batch) => {
    if (gated) await lines.next();
    const result = await handlers['drafts.save'](batch, {});
    if (gated) console.log(`part ${sent++}`);
    return result;
  },
});

/** Three parts' worth of rows; state B deletes the first row and rewrites the rest. */
const ROWS = ROWS_PER_PART * 2 + 10;
const entry = (i: number, state: string): Entry<MasterRow> => ({
  id: `r${i}`,
  position: i,
  row: { code: `${state}-${i}`, name: state },
});
const stateA: Edit = {
  grid: 'brands',
  changes: Array.from({ length: ROWS }, (_, i) => ({
    id: `r${i}`,
    before: null,
    after: entry(i, 'A'),
  })),
};
const stateB: Edit = {
  grid: 'brands',
  changes: Array.from({ length: ROWS }, (_, i) => ({
    id: `r${i}`,
    before: entry(i, 'A'),
    after: i === 0 ? null : entry(i, 'B'),
  })),
};

saver.queue(profileId, stateA);
await saver.flush();
console.log('A saved');
gated = true;
saver.queue(profileId, stateB);
await saver.flush();
console.log(saver.state);
store.close();
process.exit(0);
