// Child process for history-groups.test.ts: over the real catalog handlers and store, one
// operation on its own, then a group of three parts (a file's rows sent in parts), printing a
// line after each part and waiting for "next" on stdin before sending the following one, so the
// test can SIGKILL it between parts.
// usage: node group-parts-writer.ts <database path>
import { createInterface } from 'node:readline';
import { catalogHandlers } from '../../../main/handlers/catalog-handlers.ts';
import { openStore } from '../../../main/store/open-store.ts';

const [path = ''] = process.argv.slice(2);
const profileId = 'group-crash';
const store = openStore(path);
store.profiles.create({
  id: profileId,
  name: 'Group',
  hostKind: 'custom',
  baseUrl: 'http://127.0.0.1:1',
});
const handlers = catalogHandlers(
  store.catalog,
  store.catalogViews,
  store.profiles,
  store.catalogProblems,
);
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();

const row = (id: string, position: number, code: string) => ({
  id,
  position,
  row: { code, name: '' },
});

await handlers['catalog.apply'](
  { profileId, operation: { kind: 'insertRows', grid: 'brands', rows: [row('s', 1, 'S')] } },
  {},
);
console.log('started');
for (let part = 0; part < 3; part += 1) {
  await lines.next();
  await handlers['catalog.apply'](
    {
      profileId,
      operation: {
        kind: 'insertRows',
        grid: 'brands',
        rows: [0, 1].map((k) =>
          row(`p${String(part)}-${String(k)}`, 2 + part * 2 + k, `P${String(part)}`),
        ),
      },
      group: 'file-1',
    },
    {},
  );
  console.log(`part ${String(part)}`);
}
store.close();
