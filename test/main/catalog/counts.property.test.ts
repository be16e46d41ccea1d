import fc from 'fast-check';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationSchema } from '../../../app/catalog/operations.ts';
import type { CatalogCounts } from '../../../app/catalog/views.ts';
import { isKikanError } from '../../../app/errors.ts';
import { createCatalogCount, createCatalogCounts } from '../../../main/store/catalog/counts.ts';
import { openStore, type Store } from '../../../main/store/open-store.ts';
import { tempDbPath } from '../store/temp-store.ts';
import type { ModelState } from './catalog-model.ts';
import { askedActions, catalogArbitraries } from './operation-arbitraries.ts';

// catalog.counts kept from one version to the next (main/store/catalog/counts.ts) equals the
// rows counted anew, after any sequence of operations, undo, redo and saves, asked now and then
// (several changes may meet between two asks), and for a connection removed and made again
// under its id. COUNTS_CASES sets the cases (60 by default), COUNTS_SEED replays one.

const CASES = Number(process.env['COUNTS_CASES'] ?? '60');
const SEED = Number(process.env['COUNTS_SEED'] ?? '28028');

const { catalogs, operations } = catalogArbitraries({
  skusMax: 3,
  cellValue: (text, code) => fc.oneof(text, code),
  pasteValue: (_text, code) => code,
  findTexts: ['KK', 'k', 'A', '^$', '.*', 'b$', 'N'],
  replacements: ['', 'X', 'KK', 'NV'],
});
const actions = askedActions(operations, catalogs);
const GRIDS = ['brands', 'colors', 'products'] as const;

let store: Store;
let db: DatabaseSync;
let kept: (profileId: string) => CatalogCounts;
let counted: (profileId: string) => CatalogCounts;

beforeAll(() => {
  const path = tempDbPath();
  store = openStore(path);
  db = new DatabaseSync(path);
  kept = createCatalogCounts(db);
  counted = createCatalogCount(db);
});
afterAll(() => {
  db.close();
  store.close();
});

function save(profileId: string, catalog: ModelState): void {
  for (const grid of GRIDS) {
    const ids = store.drafts.list(profileId, grid).map((draft) => draft.id);
    store.drafts.save(profileId, grid, { upserts: catalog[grid], deletes: ids });
  }
}

describe('catalog.counts kept between versions', () => {
  it('equals the rows counted anew after any sequence of operations, undo, redo and saves', () => {
    let runs = 0;
    fc.assert(
      fc.property(catalogs, fc.array(actions, { maxLength: 24 }), (start, sequence) => {
        runs += 1;
        // Every other case makes again the connection the case before removed.
        const profile = {
          id: `counts-${String(Math.ceil(runs / 2))}`,
          name: 'Counts',
          hostKind: 'custom' as const,
          baseUrl: 'http://127.0.0.1:1',
        };
        const { id: profileId } = store.profiles.create(profile);
        expect(kept(profileId)).toEqual(counted(profileId));
        save(profileId, start);
        expect(kept(profileId)).toEqual(counted(profileId));
        sequence.forEach((action, index) => {
          const where = `action ${String(index)}: ${JSON.stringify(action)}`;
          if (action.do === 'save') save(profileId, action.catalog);
          else if (action.do === 'apply') {
            try {
              store.catalog.apply(profileId, operationSchema.parse(action.operation));
            } catch (error) {
              if (!isKikanError(error)) throw error;
            }
          } else store.catalog[action.do](profileId);
          if (action.ask) expect(kept(profileId), where).toEqual(counted(profileId));
        });
        expect(kept(profileId), 'end').toEqual(counted(profileId));
        store.profiles.delete(profileId);
      }),
      { numRuns: CASES, seed: SEED },
    );
  }, 300_000);
});
