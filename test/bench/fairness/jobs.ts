import type { CallInput } from '../../../app/ipc/contract.ts';
import type { ProductRow } from '../../../app/catalog/rows.ts';
import type { PreviewCore } from '../../../main/preview/preview-core.ts';
import { call, fillCache, untilEvent } from '../responsiveness/setup.ts';

// The long jobs, each driven through the contract as the window drives it, each answering what
// it did in a few words once it has ended (its last progress event, or its last call's answer).

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
export const COLORS = ['NV', 'IV', 'BK', 'GY'];
export const BRAND = 'FB1';
/** As the renderer's draft saver sends a large save: parts of 1,000 rows, applied together. */
const ROWS_PER_PART = 1000;
const ENDED = (state: unknown) => state !== 'running' && state !== 'paused';

function product(i: number, round: number): ProductRow {
  const skuCount = 6 + (i % 7);
  return {
    product_code: `FP${String(i).padStart(6, '0')}`,
    name: `Fairness product ${String(i)}${round > 0 ? ` (file ${String(round)})` : ''}`,
    brand_code: BRAND,
    skus: Array.from({ length: skuCount }, (_, s) => ({
      color_code: COLORS[(i + Math.floor(s / 6)) % COLORS.length] ?? 'NV',
      size_code: SIZES[s % SIZES.length] ?? 'M',
    })),
  };
}

type DraftPart = CallInput<'drafts.save'>;

/** One save of `count` products in the saver's parts (round > 0: other values, same ids). */
export function productParts(profileId: string, count: number, round: number): DraftPart[] {
  const saveId = `fair-${String(round)}-${String(Date.now())}`;
  const parts = Math.ceil(count / ROWS_PER_PART);
  return Array.from({ length: parts }, (_, index) => {
    const upserts = [];
    for (let i = index * ROWS_PER_PART; i < Math.min(count, (index + 1) * ROWS_PER_PART); i += 1)
      upserts.push({ id: `p${String(i)}`, position: i, row: product(i, round) });
    return {
      profileId,
      grid: 'products' as const,
      upserts,
      deletes: [],
      part: { saveId, index, last: index === parts - 1 },
    };
  });
}

export async function saveParts(core: PreviewCore, parts: readonly DraftPart[]): Promise<string> {
  let upserted = 0;
  for (const part of parts) upserted += (await call(core, 'drafts.save', part)).upserted;
  return `${parts.length.toLocaleString('en')} parts, ${upserted.toLocaleString('en')} rows applied`;
}

/** The masters the products name, so the plan has every product to place (not measured). */
export async function saveMasters(core: PreviewCore, profileId: string): Promise<void> {
  await call(core, 'drafts.save', {
    profileId,
    grid: 'brands',
    upserts: [{ id: 'b1', position: 0, row: { code: BRAND, name: 'Fairness brand' } }],
    deletes: [],
  });
  await call(core, 'drafts.save', {
    profileId,
    grid: 'colors',
    upserts: COLORS.map((code, i) => ({
      id: `c${code}`,
      position: i + 1,
      row: { code, name: code },
    })),
    deletes: [],
  });
}

export async function planJob(core: PreviewCore, profileId: string): Promise<string> {
  const preview = await call(core, 'imports.preview', { profileId });
  return `${preview.requests.length.toLocaleString('en')} requests for ${preview.totals.products.toLocaleString('en')} products`;
}

export async function loadAllJob(core: PreviewCore, profileId: string): Promise<string> {
  await call(core, 'connections.activate', { profileId });
  const rows = await fillCache(core, 'purchase_orders');
  return `${rows.toLocaleString('en')} POs`;
}

export async function completeLinesJob(core: PreviewCore, profileId: string): Promise<string> {
  await call(core, 'connections.activate', { profileId });
  let reads = 0;
  const ended = untilEvent(
    core,
    'vouchers.linesProgress',
    (p) => {
      reads = Number(p['reads']);
      return p['kind'] === 'purchase_orders' && ENDED(p['state']);
    },
    30 * 60_000,
  );
  const started = await call(core, 'vouchers.completeLines', { kind: 'purchase_orders' });
  if (ENDED(started.state)) return `nothing to complete (${started.state})`;
  await ended;
  return `${reads.toLocaleString('en')} detail reads`;
}

export async function sortedFirstReadJob(core: PreviewCore, profileId: string): Promise<string> {
  await call(core, 'connections.activate', { profileId });
  const first = await call(core, 'vouchers.search', {
    kind: 'purchase_orders',
    sort: { field: 'expected_date', descending: true },
    offset: 0,
    limit: 200,
  });
  return `200 of ${first.matched.toLocaleString('en')} rows, by expected date`;
}
