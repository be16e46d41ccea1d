import { parentPort, workerData } from 'node:worker_threads';
import { openStore } from '../../../main/store/open-store.ts';
import {
  brandDrafts,
  colorDrafts,
  productDrafts,
  type CatalogShape,
  type Draft,
} from '../grid/draft.ts';

// The million-row catalog, written straight into the store file before the core opens it (the
// catalog benches' fast path: one drafts.save of every product), in a worker thread so that its
// 125,000 product objects never sit in the heap of the process whose event loop the bench reads.
// It also builds the whole-grid edit both ways as JSON text, as the page would send it.

export interface MillionBuildInput {
  file: string;
  shape: CatalogShape;
}

export interface MillionBuilt {
  profileId: string;
  /** drafts.save's parts of the whole-grid edit (every product's name), as the draft saver sends. */
  saveParts: string[];
  /** catalog.apply's input of the same edit as one operation (a paste of every product's name). */
  pasteInput: string;
  buildMs: number;
}

/** As the renderer's draft saver sends a large save (renderer/src/drafts/draft-saver.ts). */
export const ROWS_PER_PART = 1000;

const editedName = (i: number): string => `綿シャツ ${String(i)} 改`;

function saveParts(profileId: string, products: Draft): string[] {
  const parts = Math.ceil(products.length / ROWS_PER_PART);
  const saveId = `bench-million-${String(Date.now())}`;
  return Array.from({ length: parts }, (_, index) =>
    JSON.stringify({
      profileId,
      grid: 'products',
      upserts: products.slice(index * ROWS_PER_PART, (index + 1) * ROWS_PER_PART).map((p, k) => ({
        ...p,
        row: { ...p.row, name: editedName(index * ROWS_PER_PART + k) },
      })),
      deletes: [],
      part: { saveId, index, last: index === parts - 1 },
    }),
  );
}

function pasteInput(profileId: string, products: Draft): string {
  return JSON.stringify({
    profileId,
    operation: {
      kind: 'paste',
      grid: 'products',
      rows: products.map((p) => ({ id: p.id })),
      columns: ['name'],
      values: products.map((_p, i) => [editedName(i)]),
    },
  });
}

function build({ file, shape }: MillionBuildInput): MillionBuilt {
  const started = performance.now();
  const store = openStore(file);
  try {
    const { id: profileId } = store.profiles.create({
      name: 'Million',
      hostKind: 'custom',
      baseUrl: 'http://127.0.0.1:9',
    });
    const products = productDrafts(shape);
    store.drafts.save(profileId, 'brands', { upserts: brandDrafts(shape), deletes: [] });
    store.drafts.save(profileId, 'colors', { upserts: colorDrafts(shape), deletes: [] });
    store.drafts.save(profileId, 'products', { upserts: products, deletes: [] });
    return {
      profileId,
      saveParts: saveParts(profileId, products),
      pasteInput: pasteInput(profileId, products),
      buildMs: performance.now() - started,
    };
  } finally {
    store.close();
  }
}

parentPort?.postMessage(build(workerData as MillionBuildInput));
