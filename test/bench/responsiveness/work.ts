import type { ProductRow } from '../../../app/catalog/rows.ts';
import { call, fillCache, untilEvent, type Bench } from './setup.ts';

// The four phases, each returning what it did in a few words. The core does the work; this
// process only hands it calls as the renderer's relay would.

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const COLORS = ['NV', 'IV', 'BK', 'GY'];
/** As the renderer's draft saver sends a large save: parts of 1,000 rows, applied together. */
const ROWS_PER_PART = 1000;
const BLOCK_ROWS = 200;

function product(i: number, withSkus: boolean): ProductRow {
  const skuCount = withSkus ? 6 + (i % 7) : 0;
  return {
    product_code: `RP${String(i).padStart(6, '0')}`,
    name: `Responsiveness product ${i}`,
    brand_code: 'RB1',
    skus: Array.from({ length: skuCount }, (_, s) => ({
      color_code: COLORS[(i + Math.floor(s / 6)) % COLORS.length] ?? 'NV',
      size_code: SIZES[s % SIZES.length] ?? 'M',
    })),
  };
}

/** One drafts.save call as the relay gets it: its input as JSON text (see saveParts). */
type DraftPart = string;

/** A save's calls, built beforehand (the renderer holds its rows already, and sends each call as
 * text; building them here inside a phase would count this process's own work as the core's). */
export function productParts(bench: Bench, count: number, withSkus: boolean): DraftPart[] {
  const saveId = `bench-${String(count)}-${String(Date.now())}`;
  const parts = Math.ceil(count / ROWS_PER_PART);
  return Array.from({ length: parts }, (_, index) => {
    const upserts = [];
    for (let i = index * ROWS_PER_PART; i < Math.min(count, (index + 1) * ROWS_PER_PART); i += 1)
      upserts.push({ id: `p${String(i)}`, position: i, row: product(i, withSkus) });
    return JSON.stringify({
      profileId: bench.large,
      grid: 'products',
      upserts,
      deletes: [],
      part: { saveId, index, last: index === parts - 1 },
    });
  });
}

/**
 * Relays each call as the preview's server does: the page's JSON text goes on to the core as
 * text and its answer comes back as text, so this process never clones the 1,000 rows of a part
 * as objects (a structured clone of one part cost it 3 ms on average and up to 20 ms).
 */
async function saveParts(bench: Bench, parts: readonly DraftPart[]): Promise<void> {
  for (const part of parts) {
    const answer = await bench.core.callJson('drafts.save', part);
    if (!answer.startsWith('{"ok":true')) throw new Error(`drafts.save: ${answer.slice(0, 300)}`);
  }
}

export async function saveDraftPhase(bench: Bench, parts: readonly DraftPart[]): Promise<string> {
  await saveParts(bench, parts);
  return `${String(parts.length)} calls of ${ROWS_PER_PART.toLocaleString('en')} rows`;
}

export async function scrollSortedPhase(bench: Bench): Promise<string> {
  const sort = { field: 'order_date', descending: false };
  const first = await call(bench.core, 'vouchers.search', {
    kind: 'purchase_orders',
    sort,
    offset: 0,
    limit: BLOCK_ROWS,
  });
  let blocks = 1;
  for (let offset = BLOCK_ROWS; offset < first.matched; offset += BLOCK_ROWS) {
    await call(bench.core, 'vouchers.search', {
      kind: 'purchase_orders',
      sort,
      offset,
      limit: BLOCK_ROWS,
    });
    blocks += 1;
  }
  return `${blocks.toLocaleString('en')} blocks of ${String(BLOCK_ROWS)}`;
}

/** Not measured: the draft becomes one brand and the products of 200 requests. */
export async function prepareImportDraft(bench: Bench): Promise<void> {
  await call(bench.core, 'drafts.discard', { profileId: bench.large });
  await call(bench.core, 'drafts.save', {
    profileId: bench.large,
    grid: 'brands',
    upserts: [{ id: 'b1', position: 0, row: { code: 'RB1', name: 'Responsiveness brand' } }],
    deletes: [],
  });
  await saveParts(bench, productParts(bench, 19_950, false));
}

export async function sendImportPhase(bench: Bench): Promise<string> {
  const ended = untilEvent(
    bench.core,
    'imports.progress',
    (p) => ['done', 'failed', 'cancelled', 'dropped'].includes(String(p['state'])),
    30 * 60_000,
  );
  const { importId } = await call(bench.core, 'imports.start', { profileId: bench.large });
  await ended;
  const detail = await call(bench.core, 'imports.detail', { importId });
  return `${String(detail.batches.length)} requests, ${detail.outcome}`;
}

export async function loadAllPhase(bench: Bench): Promise<string> {
  await call(bench.core, 'connections.activate', { profileId: bench.small });
  const rows = await fillCache(bench.core, 'purchase_orders');
  return `${rows.toLocaleString('en')} rows`;
}
